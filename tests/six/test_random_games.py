"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from collections import Counter

from tests.helpers import demo_state, random_playout


def test_a_thousand_seeded_random_games_finish() -> None:
    reasons: Counter[str] = Counter()
    turns = []
    for seed in range(1000):
        state = random_playout(demo_state("six", seed), seed)
        assert state.outcome is not None
        assert state.outcome.rule is not None
        reasons[state.outcome.rule.id] += 1
        turns.append(state.turn)
    # games end by lives (SiX 1.3.1.1.1) and some by an empty deck (1.3.1.1.2)
    assert reasons["SiX 1.3.1.1.1"] > 800
    assert set(reasons) <= {"SiX 1.3.1.1.1", "SiX 1.3.1.1.2", "SiX 1.3.2", "SiX 11.1.1.1"}
    assert max(turns) > min(turns)
