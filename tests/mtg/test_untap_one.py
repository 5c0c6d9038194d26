"""Untap steps that untap only one permanent of a type (engine/games/mtg/untap_one.py) with Alpha's
Winter Orb and Smoke loaded from the card data: "As long as CARDNAME is untapped, players can't
untap more than one land during their untap steps." — CR 502.3."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, next_turn, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

_TAPPED = [{"card": "Bosque", "tapped": True}, {"card": "Isla", "tapped": True}, {"card": "Oso Musgoso", "tapped": True}]


def _on(state: MtgState, name: str) -> list[int]:
    """The second player's permanents named ``name``."""
    return [c for c in state.battlefield(1) if state.defn(c).name == name]


def _to_their_untap(orb: dict[str, object] | str) -> MtgState:
    assert real_card(SETS["LEA"], "Winter Orb").program.automated
    state = mtg_state({"battlefield": [orb], "library": ["Isla"] * 3}, {"battlefield": list(_TAPPED), "library": ["Isla"] * 3})
    next_turn(state)
    return state


def test_winter_orb_untaps_one_land_of_the_players_choice_CR_502_3() -> None:
    # CR 502.3
    state = _to_their_untap("Winter Orb")
    forest, island, bear = (_on(state, n)[0] for n in ("Bosque", "Isla", "Oso Musgoso"))
    assert state.prompt.kind == "enderezar_uno" and state.prompt.player == 1 and set(state.prompt.options) == {forest, island}
    assert not state.is_tapped(bear)  # a creature untaps as usual
    assert refusal(state, "choose Oso Musgoso") == "CR 502.3"
    do(state, "choose Isla")
    assert not state.is_tapped(island) and state.is_tapped(forest) and state.step != "enderezar"


def test_a_tapped_winter_orb_limits_nothing_CR_502_3() -> None:
    # CR 502.3
    state = _to_their_untap({"card": "Winter Orb", "tapped": True})
    assert state.prompt.kind != "enderezar_uno"
    assert not any(state.is_tapped(c) for c in state.battlefield(1))


def test_smoke_untaps_one_creature_and_asks_nothing_of_one_CR_502_3() -> None:
    # CR 502.3
    assert real_card(SETS["LEA"], "Smoke").program.automated
    state = mtg_state({"battlefield": ["Smoke"], "library": ["Isla"] * 3},
                      {"battlefield": [*_TAPPED, {"card": "Oso Musgoso", "tapped": True}], "library": ["Isla"] * 3})
    next_turn(state)
    bears = _on(state, "Oso Musgoso")
    assert state.prompt.kind == "enderezar_uno" and set(state.prompt.options) == set(bears)
    assert not any(state.is_tapped(c) for c in state.battlefield(1) if c not in bears)  # the lands untap
    do(state, "choose Oso Musgoso")
    assert sorted(state.is_tapped(c) for c in bears) == [False, True]
