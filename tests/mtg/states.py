"""Magic states for tests: a position from zone contents, a card's id, moves in notation by the
player asked, the legal moves, a scenario up to a prompt."""

from __future__ import annotations

from typing import Any

from engine.core import get_game
from engine.games.mtg.state import MtgState
from tests.helpers import ROOT, scenario_at_prompt
from tests.mtg.own_cards import own_position

SCENARIOS = ROOT / "tests" / "scenarios" / "mtg"


def mtg_state(p1: dict[str, Any], p2: dict[str, Any] | None = None) -> MtgState:
    """A position with P1's and P2's zones as given (``scenario_state`` setup)."""
    state = own_position({"P1": p1, "P2": p2 or {}}, 1, "test", "")
    assert isinstance(state, MtgState)
    return state


def card_id(state: MtgState, name: str) -> int:
    return next(c.id for c in state.cards if c is not None and c.defn.name == name)


def play(state: MtgState, *actions: str) -> None:
    """Each action in notation, by the player the prompt asks."""
    for text in actions:
        assert state.prompt is not None
        state.apply_action(state.parse_action(text, state.prompt.player))


def legal(state: MtgState) -> set[str]:
    """The legal actions in notation."""
    return {state.action_to_string(a) for a in state.legal_actions()}


def at_prompt(name: str, kind: str) -> MtgState:
    """The MTG scenario ``name`` played up to its first question of ``kind``."""
    state = scenario_at_prompt(SCENARIOS / name, kind)
    assert isinstance(state, MtgState)
    return state
