"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from collections import Counter

from tests.helpers import demo_state, random_playout


def test_a_thousand_seeded_random_games_finish() -> None:
    reasons: Counter[str] = Counter()
    turns = []
    for seed in range(1000):
        state = random_playout(demo_state("mtg", seed), seed)
        assert state.outcome is not None
        assert state.outcome.rule is not None
        reasons[state.outcome.rule.id] += 1
        turns.append(state.turn)
    # random games end mostly at 0 life (CR 704.5a), some by drawing from an empty library (704.5b)
    assert reasons["CR 704.5a"] > 700
    assert set(reasons) <= {"CR 704.5a", "CR 704.5b", "CR 704.5c", "CR 104.4a"}
    assert max(turns) > min(turns)
