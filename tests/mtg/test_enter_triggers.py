"""Abilities that trigger when another permanent enters (engine/games/mtg/enter_triggers.py), with
Innistrad's Champion of the Parish and Kaldheim's Maja, Bretagard Protector (landfall tokens)
loaded from the card data: CR 603.2, 603.6a."""

from __future__ import annotations

from engine.games.mtg.base import PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _resolve(state: MtgState) -> None:
    while state.chain.links:
        _do(state, "pass")


def test_champion_of_the_parish_grows_for_each_other_human_of_yours() -> None:
    # CR 603.2, CR 603.6a
    assert real_card(SETS["ISD"], "Champion of the Parish").program.automated
    real_card(SETS["ISD"], "Doomed Traveler")
    state = mtg_state({"hand": ["Doomed Traveler", "Oso Musgoso"], "battlefield": ["Champion of the Parish", "Bosque", "Llanura", "Llanura"]})
    champion = card_id(state, "Champion of the Parish")
    _do(state, "cast Oso Musgoso")
    _resolve(state)
    assert state._card(champion).counters.get(PLUS, 0) == 0  # a Bear is not a Human
    _do(state, "cast Doomed Traveler")
    _resolve(state)
    assert state._card(champion).counters.get(PLUS, 0) == 1 and state.power_toughness(champion) == (2, 2)


def test_an_opponents_human_does_not_count() -> None:
    real_card(SETS["ISD"], "Champion of the Parish")
    real_card(SETS["ISD"], "Doomed Traveler")
    state = mtg_state({"battlefield": ["Champion of the Parish"]}, {"hand": ["Doomed Traveler"], "battlefield": ["Llanura"]})
    state.move(card_id(state, "Doomed Traveler"), state.zone(1, "campo"))
    assert not state.triggers


def test_maja_makes_a_warrior_when_a_land_of_yours_enters() -> None:
    # CR 603.6a: a land played enters the battlefield
    assert real_card(SETS["KHM"], "Maja, Bretagard Protector").program.automated
    state = mtg_state({"hand": ["Llanura"], "battlefield": ["Maja, Bretagard Protector"]})
    _do(state, "play Llanura")
    _resolve(state)
    assert [state.defn(c).name for c in state.battlefield(0) if c in state.tokens] == ["Ficha Guerrero Humano"]
