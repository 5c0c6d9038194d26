"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from collections import Counter

from tests.helpers import demo_state, random_playout

ENDINGS = {"YGO ComoGanarUnDuelo.4", "YGO ComoGanarUnDuelo.5", "YGO ComoGanarUnDuelo.6", "YGO ComoGanarUnDuelo.7"}


def test_a_thousand_seeded_random_games_finish() -> None:
    reasons: Counter[str] = Counter()
    turns = []
    for seed in range(1000):
        state = random_playout(demo_state("ygo", seed), seed)
        assert state.outcome is not None and state.outcome.rule is not None
        reasons[state.outcome.rule.id] += 1
        turns.append(state.turn)
        assert all(0 <= state.counters[p]["lp"] for p in (0, 1))
    # most duels end at 0 LP (YGO ComoGanarUnDuelo.4), some by an empty deck (ComoGanarUnDuelo.6)
    assert set(reasons) <= ENDINGS
    assert reasons["YGO ComoGanarUnDuelo.4"] > 700
    assert max(turns) > min(turns)
