"""200 seeded random games with the demo decks finish without errors.

Two hundred, not the 1,000 of before, so that the suite stays short on two slow cores: further
seeds play the same demo decks through the same code (Souls in Xtinction's, measured with
coverage.py: 200 games reach 3059 lines of engine/, 500 games 3062).
"""

from __future__ import annotations

from tests.helpers import random_game_endings


def test_two_hundred_seeded_random_games_finish() -> None:
    reasons = random_game_endings("six", 200).reasons
    # games end by lives (SiX 1.3.1.1.1) and some by an empty deck (1.3.1.1.2)
    assert reasons["SiX 1.3.1.1.1"] > 160
    assert set(reasons) <= {"SiX 1.3.1.1.1", "SiX 1.3.1.1.2", "SiX 1.3.2", "SiX 11.1.1.1"}
