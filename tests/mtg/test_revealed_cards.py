"""Revealing the top of a library and sorting it (engine/games/mtg/revealed_cards.py, CR 701.16a)
with Innistrad's Mulch loaded from the card data: "Reveal the top four cards of your library. Put
all land cards revealed this way into your hand and the rest into your graveyard"."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _names(state: MtgState, player: int, zone: str) -> list[str]:
    return sorted(state.defn(c).name for c in state.ids(player, zone))


def test_mulch_puts_the_lands_into_the_hand_and_the_rest_into_the_graveyard_CR_701_16a() -> None:
    assert real_card(SETS["ISD"], "Mulch").program.automated
    library = ["Isla", "Oso Musgoso", "Bosque", "Chispa Ígnea", "Montaña"]  # the top card first
    state = mtg_state({"hand": ["Mulch"], "battlefield": ["Bosque"] * 2, "library": library})
    _do(state, "cast Mulch", "pass", "pass")
    assert _names(state, 0, "mano") == ["Bosque", "Isla"]
    assert _names(state, 0, "cementerio") == ["Chispa Ígnea", "Mulch", "Oso Musgoso"]
    assert _names(state, 0, "biblioteca") == ["Montaña"]  # the fifth card stays
    bear = next(c for c in state.ids(0, "cementerio") if state.defn(c).name == "Oso Musgoso")
    assert state._card(bear).known & 0b10  # the opponent saw it revealed


def test_mulch_with_a_short_library_reveals_what_is_there_CR_609_3() -> None:
    real_card(SETS["ISD"], "Mulch")
    state = mtg_state({"hand": ["Mulch"], "battlefield": ["Bosque"] * 2, "library": ["Oso Musgoso", "Isla"]})
    _do(state, "cast Mulch", "pass", "pass")
    assert _names(state, 0, "mano") == ["Isla"] and state.ids(0, "biblioteca") == []
