"""The parts of a Mitos y Leyendas state (``PlayRules``, ``PlayProcedure``) belong to their own
state: a clone's and an undone state's parts read and change that state, never another."""

from __future__ import annotations

from engine.core import Rng
from engine.core.state import State
from tests.helpers import demo_state


def _parts_of(state: State) -> tuple[object, object]:
    return state.playable.state, state.procedure.state  # type: ignore[attr-defined]


def _played(seed: int, actions: int) -> State:
    """A duel after ``actions`` random choices, some of them plays on the chain (MyL JC)."""
    state = demo_state("myl", seed)
    rng = Rng(seed)
    for _ in range(actions):
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_a_clone_s_parts_work_on_the_clone() -> None:
    state = _played(4, 60)
    twin = state.clone()
    assert _parts_of(twin) == (twin, twin) and _parts_of(state) == (state, state)
    before = state.state_hash()
    rng = Rng(9)
    while not twin.is_terminal():
        twin.apply_action(rng.choice(twin.legal_actions()))
    assert state.state_hash() == before  # playing the clone out left the original alone


def test_an_undone_state_plays_on_as_if_replayed() -> None:
    for seed in range(6):
        state = _played(seed, 80)
        history = list(state.history)
        state.undo(5)
        assert _parts_of(state) == (state, state)
        replayed = demo_state("myl", seed)
        for action in history[:-5]:
            replayed.apply_action(action)
        rng = Rng(seed + 100)
        for _ in range(40):
            if state.is_terminal():
                break
            assert state.legal_actions() == replayed.legal_actions()
            action = rng.choice(state.legal_actions())
            assert state.apply_action(action) == replayed.apply_action(action)
        assert state.state_hash() == replayed.state_hash()
