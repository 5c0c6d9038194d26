"""A state's parts that refer to their state (Mitos y Leyendas' ``PlayRules`` and
``PlayProcedure``, Eliria's ``LegalMoves``, Souls in Xtinction's ``Statics``, ``Deaths`` and
``Loops``) belong to it: a clone's parts work on the clone, an undone state's on that state,
never on another."""

from __future__ import annotations

import pytest

from engine.core import Rng
from engine.core.state import State
from tests.helpers import demo_state

PARTS = {"myl": ("playable", "procedure"), "eliria": ("moves",), "six": ("statics", "deaths", "loops")}


def _played(game: str, seed: int, actions: int) -> State:
    """A game after ``actions`` random choices (fewer if it ends)."""
    state = demo_state(game, seed)
    rng = Rng(seed)
    for _ in range(actions):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _bound_to(state: State, game: str) -> list[object]:
    return [getattr(state, part).state for part in PARTS[game]]


@pytest.mark.parametrize("game", sorted(PARTS))
def test_a_clone_s_parts_work_on_the_clone(game: str) -> None:
    state = _played(game, 4, 50)
    twin = state.clone()
    assert _bound_to(twin, game) == [twin] * len(PARTS[game]) and _bound_to(state, game) == [state] * len(PARTS[game])
    before = state.state_hash()
    rng = Rng(9)
    while not twin.is_terminal():
        twin.apply_action(rng.choice(twin.legal_actions()))
    assert state.state_hash() == before  # playing the clone out left the original alone


@pytest.mark.parametrize("game", sorted(PARTS))
def test_an_undone_state_plays_on_as_if_replayed(game: str) -> None:
    for seed in range(6):
        state = _played(game, seed, 60)
        history = list(state.history)
        state.undo(3)
        assert _bound_to(state, game) == [state] * len(PARTS[game])
        replayed = demo_state(game, seed)
        for action in history[:-3]:
            replayed.apply_action(action)
        rng = Rng(seed + 100)
        for _ in range(40):
            if state.is_terminal():
                break
            assert state.legal_actions() == replayed.legal_actions()
            action = rng.choice(state.legal_actions())
            assert state.apply_action(action) == replayed.apply_action(action)
        assert state.state_hash() == replayed.state_hash()
