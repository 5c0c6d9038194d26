"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from collections import Counter

from tests.helpers import demo_state, random_playout


def test_a_thousand_seeded_random_games_finish() -> None:
    reasons: Counter[str] = Counter()
    turns = []
    for seed in range(1000):
        state = random_playout(demo_state("eliria", seed), seed)
        assert state.outcome is not None
        assert state.outcome.rule is not None
        reasons[state.outcome.rule.id] += 1
        turns.append(state.turn)
    # games end with no combatant in a power phase (Eliria 7.b) or drawing from an empty deck (7.c)
    assert set(reasons) <= {"Eliria 7.b", "Eliria 7.c"}
    assert reasons["Eliria 7.b"] > 500 and reasons["Eliria 7.c"] > 0
    assert max(turns) > min(turns)
