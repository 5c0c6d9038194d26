"""Sacrificing another creature, with a penalty when none can be (engine/games/mtg/other_sacrifice.py),
with Alpha's Lord of the Pit loaded from the card data: "At the beginning of your upkeep, sacrifice a
creature other than CARDNAME. If you can't, CARDNAME deals 7 damage to you." — CR 701.17a, 608.2c."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, next_turn, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _upkeep(others: list[str]) -> MtgState:
    """P1's next upkeep, the Lord's trigger on the stack and resolving."""
    assert real_card(SETS["LEA"], "Lord of the Pit").program.automated
    state = mtg_state({"battlefield": ["Lord of the Pit", *others], "library": ["Isla"] * 3}, {"library": ["Isla"] * 3})
    next_turn(next_turn(state))
    while state.chain.links and state.prompt.kind == "prioridad":
        do(state, "pass")
    return state


def test_lord_of_the_pit_takes_another_creature_of_your_choice_CR_701_17a() -> None:
    # CR 701.17a
    state = _upkeep(["Oso Musgoso", "Alce Arrollador"])
    assert refusal(state, "sacrifice Lord of the Pit") == "CR 701.17a"  # "other than CARDNAME"
    do(state, "sacrifice Alce Arrollador")
    assert [state.defn(c).name for c in state.battlefield(0)] == ["Lord of the Pit", "Oso Musgoso"]
    assert state.counters[0][LIFE] == 20


def test_with_no_other_creature_the_lord_deals_seven_to_you_CR_608_2c() -> None:
    # CR 608.2c
    state = _upkeep([])
    assert state.counters[0][LIFE] == 20 - 7 and state.on_battlefield(cid(state, "Lord of the Pit"))
