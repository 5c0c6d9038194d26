"""Mana for each creature of a type, kept through the turn (engine/games/mtg/kept_mana.py), with
Kaldheim's The Bloodsky Massacre loaded from the card data: "III — Add {R} for each Berserker you
control. Until end of turn, you don't lose this mana as steps and phases end." — CR 106.3, 106.4,
500.4, 608.2h."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _next_main(state: MtgState) -> None:
    """Play on to P1's first priority in their next precombat main phase."""
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind == "prioridad"):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _chapter_three() -> MtgState:
    """Chapter III resolved with two Berserkers (Duskwielder and the Demon Berserker of chapter I)."""
    assert real_card(SETS["KHM"], "The Bloodsky Massacre").program.automated
    real_card(SETS["KHM"], "Duskwielder")
    state = mtg_state({"hand": ["The Bloodsky Massacre"], "battlefield": ["Montaña", "Montaña", "Pantano", "Duskwielder", "Oso Musgoso"],
                       "library": ["Isla"] * 8}, {"library": ["Isla"] * 8})
    do(state, "cast The Bloodsky Massacre", "pass", "pass", "pass", "pass")
    _next_main(state)
    do(state, "pass", "pass")  # chapter II
    _next_main(state)
    do(state, "pass", "pass")  # chapter III
    return state


def test_one_red_mana_for_each_berserker_CR_608_2h() -> None:
    # CR 106.3, CR 608.2h
    state = _chapter_three()
    assert state.pools[0] == {"R": 2}  # not for the Bear


def test_the_mana_stays_as_steps_end_but_not_past_the_turn_CR_106_4() -> None:
    # CR 106.4, CR 500.4, CR 514.2
    state = _chapter_three()
    do(state, "tap Montaña")  # one more {R}, not kept
    assert state.pools[0] == {"R": 3}
    while state.phase != "principal2":
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    assert state.pools[0] == {"R": 2}  # through combat; the land's mana emptied
    _next_main(state)
    assert state.pools[0] == {}
