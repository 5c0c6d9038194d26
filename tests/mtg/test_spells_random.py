"""Seeded random games with the demo decks reach the new casting choices (CR 700.2 modes,
CR 702.33 kicker, CR 701.42 surveil) and finish: every choice is a legal action with a gesture.

Thirty games: among seeds 0–199 a mode is first chosen at seed 0, a surveil at 1, a ward's
payment (``rebatir``, CR 702.21a) at 3 and a kicker at 22; no seed up to 199 asks for a
sacrifice or a discard as a cost."""

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

    for seed in range(30):
        assert random_playout(demo_state("mtg", seed), seed, on_step=note).is_terminal()
    assert {"modo", "estimulo", "escrutar"} <= set(seen)
