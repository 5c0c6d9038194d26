"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from collections import Counter

from tests.helpers import demo_state, random_playout


def test_a_thousand_seeded_random_games_finish() -> None:
    # MyL Derrota: every game ends with an empty Castillo (or both: a draw)
    reasons: Counter[str] = Counter()
    winners: Counter[object] = Counter()
    turns = []
    for seed in range(1000):
        state = random_playout(demo_state("myl", seed), seed)
        assert state.outcome is not None and state.outcome.rule is not None
        reasons[state.outcome.rule.id] += 1
        winners[state.outcome.winner] += 1
        turns.append(state.turn)
    assert set(reasons) == {"MyL Derrota"}
    assert winners[0] > 100 and winners[1] > 100
    assert max(turns) > min(turns)
