"""Extra turns (engine/games/mtg/extra_turns.py), CR 500.7, with Alpha's Time Walk loaded from
the card data: its caster takes the next turn too, and the most recent extra turn comes first."""

from __future__ import annotations

from engine.games.mtg.extra_turns import add_extra_turn
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names, where
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _end_turn(state: MtgState) -> None:
    """Everyone passes (declaring no attackers) until the next turn begins."""
    turn = state.turn
    for _ in range(80):
        if state.turn != turn:
            return
        do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    raise AssertionError(f"the turn never ended (at {where(state)})")


def test_time_walk_gives_its_caster_the_next_turn_CR_500_7() -> None:
    # CR 500.7, CR 608.2n
    assert real_card(SETS["LEA"], "Time Walk").program.automated
    state = mtg_state({"hand": ["Time Walk"], "battlefield": ["Isla", "Isla"], "library": ["Isla"] * 5},
                      {"library": ["Bosque"] * 5})
    turn = state.turn
    do(state, "cast Time Walk", "pass", "pass")
    assert "Time Walk" in names(state, 0, "cementerio") and state.extra_turns == (0,)
    _end_turn(state)
    assert state.turn == turn + 1 and state.turn_player == 0 and state.extra_turns == ()  # P1 again
    _end_turn(state)
    assert state.turn == turn + 2 and state.turn_player == 1  # then the turns go on in order


def test_the_most_recent_extra_turn_is_taken_first_CR_500_7() -> None:
    # CR 500.7
    state = mtg_state({"library": ["Isla"] * 5}, {"library": ["Bosque"] * 5})
    add_extra_turn(state, 0)
    add_extra_turn(state, 1)  # created last: taken first
    _end_turn(state)
    assert state.turn_player == 1
    _end_turn(state)
    assert state.turn_player == 0 and not state.extra_turns
    _end_turn(state)
    assert state.turn_player == 1
