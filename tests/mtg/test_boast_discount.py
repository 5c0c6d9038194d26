"""Boast costs made cheaper (engine/games/mtg/boast.py), with Kaldheim's Dragonkin Berserker loaded
from the card data: "Boast abilities you activate cost {1} less to activate for each Dragon you
control." and "Boast — {4}{R}: Create a 5/5 red Dragon creature token with flying." — CR 601.2f,
602.2b, 702.142a."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _attacked(dragons: list[str], lands: int) -> MtgState:
    """Dragonkin Berserker attacked beside ``dragons``, with ``lands`` Mountains to pay."""
    assert real_card(SETS["KHM"], "Dragonkin Berserker").program.automated
    real_card(SETS["LEA"], "Shivan Dragon")
    state = mtg_state({"battlefield": ["Dragonkin Berserker", *dragons] + ["Montaña"] * lands, "library": ["Isla"] * 4},
                      {"library": ["Isla"] * 4})
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Dragonkin Berserker", "done")
    return state


def _dragons(state: MtgState) -> int:
    return sum(1 for c in state.battlefield(0) if "dragon" in state.defn(c).subtypes)


def test_without_a_dragon_the_boast_costs_five_CR_602_2b() -> None:
    # CR 602.2b, CR 601.2h
    state = _attacked([], 4)
    assert refusal(state, "activate Dragonkin Berserker") == "CR 602.2"  # {4}{R} with four lands
    state = _attacked([], 5)
    do(state, "activate Dragonkin Berserker", "pass", "pass")
    assert _dragons(state) == 1


def test_each_dragon_takes_one_off_CR_601_2f() -> None:
    # CR 601.2f, CR 602.2b, CR 702.142a
    state = _attacked(["Shivan Dragon", "Shivan Dragon"], 3)  # {4}{R} less {2}
    do(state, "activate Dragonkin Berserker", "pass", "pass")
    assert _dragons(state) == 3 and not any(not state._card(c).rotated for c in state.battlefield(0) if state.defn(c).is_land)
