"""200 seeded random games with the demo decks finish without errors.

Two hundred, not the 1,000 of before, so that the suite stays short on two slow cores: further
seeds play the same demo decks through the same code (Souls in Xtinction's, measured with
coverage.py: 200 games reach 3059 lines of engine/, 500 games 3062).
"""

from __future__ import annotations

from engine.core import State
from tests.helpers import random_game_endings

ENDINGS = {"YGO ComoGanarUnDuelo.4", "YGO ComoGanarUnDuelo.5", "YGO ComoGanarUnDuelo.6", "YGO ComoGanarUnDuelo.7"}


def test_two_hundred_seeded_random_games_finish() -> None:
    def no_negative_lp(state: State) -> None:
        assert all(0 <= state.counters[p]["lp"] for p in (0, 1))

    reasons = random_game_endings("ygo", 200, no_negative_lp).reasons
    # most duels end at 0 LP (YGO ComoGanarUnDuelo.4), some by an empty deck (ComoGanarUnDuelo.6)
    assert set(reasons) <= ENDINGS
    assert reasons["YGO ComoGanarUnDuelo.4"] > 140
