"""Shared helpers for tests: demo states and seeded random playouts."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from engine.core import Action, Rng, State, get_game

SHARED = Path(__file__).resolve().parents[2] / "shared"


def demo_state(game_name: str, seed: int, **params: object) -> State:
    """A new game between the first two demo decks of ``game_name``."""
    game = get_game(game_name)
    return game.new_initial_state(game.demo_pair(), seed, params)


def random_playout(
    state: State,
    seed: int,
    on_step: Callable[[State, Action], None] | None = None,
    max_actions: int = 4000,
) -> State:
    """Play uniformly random legal actions until the game ends; ``on_step`` sees each decision."""
    rng = Rng(seed)
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        action = rng.choice(state.legal_actions())
        if on_step is not None:
            on_step(state, action)
        state.apply_action(action)
    raise AssertionError(f"the game did not end within {max_actions} actions")
