"""Seeded random games with the demo decks reach the new casting choices (CR 700.2 modes,
CR 702.33 kicker, CR 701.42 surveil) and finish: every choice is a legal action with a gesture."""

from __future__ import annotations

from collections import Counter

from engine.core.actions import Action
from engine.core.state import State
from tests.helpers import demo_state, random_playout


def test_random_games_make_the_new_choices() -> None:
    seen: Counter[str] = Counter()

    def note(state: State, action: Action) -> None:
        assert state.prompt is not None
        seen[state.prompt.kind] += 1
        if state.prompt.kind in ("modo", "estimulo", "escrutar", "rebatir", "sacrificar", "descartar_coste"):
            assert state.action_for_gesture(action.player, state.gesture(action)) == action

    for seed in range(40):
        assert random_playout(demo_state("mtg", seed), seed, on_step=note).is_terminal()
    assert {"modo", "estimulo", "escrutar"} <= set(seen)
