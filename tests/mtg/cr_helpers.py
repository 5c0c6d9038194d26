"""Helpers for the Comprehensive Rules tests (``test_cr_*.py``): a position from a scenario
setup, actions in notation, the rule a refusal cites, a card's id by name."""

from __future__ import annotations

from typing import Any

from engine.core import IllegalActionError, get_game
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_position


def position(seats: dict[str, dict[str, Any]] | None = None, **setup: Any) -> MtgState:
    """The position a scenario's ``[setup]`` describes: ``P1=…, P2=…`` zones, ``step``, ``turn``…"""
    data: dict[str, Any] = dict(setup)
    data.update(seats or {})
    state = own_position(data, 1, "test", "")
    assert isinstance(state, MtgState)
    return state


def do(state: MtgState, *moves: str) -> MtgState:
    """Apply each move in notation (``"P2: cast Chispa Ígnea"``; without a player, the one asked)."""
    for move in moves:
        who, _, rest = move.partition(": ")
        player, text = (int(who[1]) - 1, rest) if rest and who[:1] == "P" and who[1:].isdigit() else (None, move)
        state.apply_action(state.parse_action(text, player))
    return state


def refusal(state: MtgState, move: str) -> str:
    """The rule cited when ``move`` is refused (the test fails if it is applied); the state
    must not change."""
    who, _, rest = move.partition(": ")
    player, text = (int(who[1]) - 1, rest) if rest and who[:1] == "P" and who[1:].isdigit() else (None, move)
    before = state.state_hash()
    try:
        state.apply_action(state.parse_action(text, player))
    except IllegalActionError as exc:
        assert state.state_hash() == before
        return exc.rule.id
    raise AssertionError(f"{move!r} was applied")


def cid(state: MtgState, name: str, nth: int = 0) -> int:
    """The id of the ``nth`` card named ``name`` (Spanish or English) anywhere in the game."""
    found = [c.id for c in state.cards if c is not None and name in (c.defn.name, c.defn.name_en)]
    return found[nth]


def names(state: MtgState, player: int, zone: str) -> list[str]:
    return [state.defn(c).name for c in state.ids(player, zone)]


def where(state: MtgState) -> tuple[str, str | None, int, int | None]:
    """(phase, step, turn player, who is asked)."""
    return state.phase, state.step, state.turn_player, state.prompt.player if state.prompt else None


def prompt_kind(state: MtgState) -> str | None:
    return state.prompt.kind if state.prompt else None


def pass_until(state: MtgState, step: str, limit: int = 40) -> MtgState:
    """Everyone passes until ``step`` (a step's name or a main phase's) is reached."""
    for _ in range(limit):
        if (state.step or state.phase) == step:
            return state
        do(state, "pass")
    raise AssertionError(f"{step} never reached (at {where(state)})")


def next_turn(state: MtgState, limit: int = 80) -> MtgState:
    """Everyone passes (declaring no attackers or blockers) until the next turn begins."""
    player = state.turn_player
    for _ in range(limit):
        if state.turn_player != player:
            return state
        kind = state.prompt.kind if state.prompt else None
        do(state, "done" if kind in ("atacantes", "bloqueadores") else "pass")
    raise AssertionError(f"the turn never ended (at {where(state)})")
