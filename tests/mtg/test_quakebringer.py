"""Kaldheim's Quakebringer loaded from the card data: "Your opponents can't gain life."
(engine/games/mtg/no_life_gain.py, CR 119.7) and an upkeep trigger that also works from the
graveyard while its controller controls a Giant (graveyard_triggers.py, CR 113.6b, 503.1a)."""

from __future__ import annotations

from typing import Any

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_position
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

QUAKE = "Quakebringer"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _upkeep(p1: dict[str, Any]) -> MtgState:
    """P1's upkeep begins with ``p1``; what triggered there has resolved."""
    assert real_card(SETS["KHM"], QUAKE).program.automated
    state = own_position({"P1": p1, "P2": {}, "step": "mantenimiento"})
    assert state.step == "mantenimiento" and state.turn_player == 0
    while state.chain.links or state.triggers:
        _do(state, "pass")
    return state


def test_quakebringer_deals_two_to_each_opponent_at_your_upkeep_CR_503_1a() -> None:
    # CR 503.1a, CR 603.2
    state = _upkeep({"battlefield": [QUAKE]})
    assert state.counters[1][LIFE] == 18 and state.counters[0][LIFE] == 20


def test_quakebringer_triggers_from_the_graveyard_with_a_giant_CR_113_6b() -> None:
    # CR 113.6b: "or if CARDNAME is in your graveyard and you control a Giant" (Berg Strider is a Giant)
    real_card(SETS["KHM"], "Berg Strider")
    state = _upkeep({"graveyard": [QUAKE], "battlefield": ["Berg Strider"]})
    assert state.counters[1][LIFE] == 18


def test_quakebringer_in_the_graveyard_without_a_giant_does_nothing_CR_113_6b() -> None:
    # CR 113.6b: in the graveyard the ability works only while you control a Giant
    state = _upkeep({"graveyard": [QUAKE], "battlefield": ["Oso Musgoso"]})
    assert state.counters[1][LIFE] == 20


def _stream(target: str) -> MtgState:
    assert real_card(SETS["KHM"], QUAKE).program.automated
    real_card(SETS["LEA"], "Stream of Life")
    state = mtg_state({"battlefield": [QUAKE], "hand": ["Stream of Life", "Stream of Life"], "pool": "GGGGGGGG"})
    _do(state, "cast Stream of Life", "x 3", f"target {target}", "pass", "pass")
    return state


def test_your_opponents_cant_gain_life_CR_119_7() -> None:
    # CR 119.7: the effect that would make the opponent gain life does nothing
    assert _stream("P2").counters[1][LIFE] == 20


def test_you_still_gain_life_CR_119_7() -> None:
    # CR 119.7: only the opponents are locked
    assert _stream("P1").counters[0][LIFE] == 23
