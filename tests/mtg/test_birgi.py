"""Kaldheim's Birgi, God of Storytelling, loaded from the card data, a modal double-faced card whose
both faces play (CR 712): "Whenever you cast a spell, add {R}. Until end of turn, you don't lose this
mana as steps and phases end." (kept_mana: CR 106.4, 500.4) and "Creatures you control can boast
twice during each of your turns rather than once." (boast: CR 702.142a)."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

BIRGI = "Birgi, God of Storytelling"


def _birgi(extra: list[str], hand: list[str]) -> MtgState:
    birgi = real_card(SETS["KHM"], "Birgi, God of Storytelling // Harnfel, Horn of Bounty")
    assert birgi.program.automated and birgi.back is not None and birgi.back.program.automated
    real_card(SETS["KHM"], "Hagi Mob")
    return mtg_state({"battlefield": [BIRGI, *extra], "hand": hand, "library": ["Isla"] * 6}, {"library": ["Isla"] * 6})


def test_a_spell_cast_adds_red_mana_kept_through_the_turn_CR_106_4() -> None:
    # CR 106.4, CR 500.4, CR 603.2
    state = _birgi(["Bosque", "Bosque"], ["Oso Musgoso"])
    do(state, "cast Oso Musgoso")
    do(state, "pass", "pass")  # Birgi's trigger resolves above the Bear
    assert state.pools[0] == {"R": 1}
    while state.phase != "principal2":
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    assert state.pools[0] == {"R": 1}  # through the steps of combat
    turn = state.turn
    while state.turn == turn:
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    assert state.pools[0] == {}  # not past the turn


def test_a_creature_boasts_twice_in_your_turn_CR_702_142a() -> None:
    # CR 702.142a
    state = _birgi(["Hagi Mob"] + ["Montaña"] * 6, [])
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Hagi Mob", "done")
    for _ in range(2):
        do(state, "activate Hagi Mob", "target P2", "pass", "pass")
    assert state.counters[1][LIFE] == 20 - 2
    assert refusal(state, "activate Hagi Mob") == "CR 702.142a"  # not a third time
