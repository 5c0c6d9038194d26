"""Removing counters of any kind (engine/games/mtg/counter_removal.py), with Kaldheim's Thornmantle
Striker (a modal enters trigger, CR 700.2) loaded from the card data: CR 122.1, 608.2d, 608.2h."""

from __future__ import annotations

from engine.games.mtg.base import PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

ICE = "hielo"


def _striker(counters: dict[str, int], mode: int = 1) -> MtgState:
    """Thornmantle Striker enters beside another Elf (X = 2) and its trigger is put on the stack
    with ``mode`` at P2's Craw Wurm."""
    assert real_card(SETS["KHM"], "Thornmantle Striker").program.automated
    assert real_card(SETS["KHM"], "A-Thornmantle Striker").program.automated
    real_card(SETS["KHM"], "Deathknell Berserker")
    real_card(SETS["LEA"], "Craw Wurm")
    state = mtg_state({"hand": ["Thornmantle Striker"], "battlefield": ["Pantano"] * 5 + ["Deathknell Berserker"]},
                      {"battlefield": [{"card": "Craw Wurm", "counters": counters}]})
    do(state, "cast Thornmantle Striker", "pass", "pass", f"mode {mode}", "target Craw Wurm", "pass", "pass")
    return state


def test_one_kind_of_counter_needs_no_choice_CR_608_2h() -> None:
    # CR 608.2h: X is the number of Elves (the Striker and the Berserker) as it resolves
    state = _striker({PLUS: 3})
    wurm = cid(state, "Craw Wurm")
    assert state._card(wurm).counters == {PLUS: 1} and state.prompt.kind == "prioridad"


def test_the_controller_chooses_which_counters_CR_608_2d() -> None:
    # CR 608.2d: two kinds and more counters than X: P1 is asked, one counter at a time
    state = _striker({PLUS: 2, ICE: 1})
    wurm = cid(state, "Craw Wurm")
    assert state.prompt.kind == "quitar_contador" and state.prompt.player == 0
    assert state.prompt.text_en == "Remove a +1/+1 counter from Craw Wurm? (2 to go)"
    assert refusal(state, "pass") == "CR 117.1"  # the choice is made now
    do(state, "no")  # not a +1/+1 counter: the ice counter, then the only kind left
    assert state._card(wurm).counters == {PLUS: 1}
    state = _striker({PLUS: 2, ICE: 1})
    do(state, "yes", "yes")
    assert state._card(cid(state, "Craw Wurm")).counters == {ICE: 1}


def test_the_other_mode_shrinks_by_x_CR_700_2() -> None:
    # CR 700.2, CR 608.2h: -X/-X with X the Elves
    state = _striker({}, mode=2)
    assert state.power_toughness(cid(state, "Craw Wurm")) == (4, 2)
