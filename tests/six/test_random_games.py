"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from tests.helpers import random_game_endings


def test_a_thousand_seeded_random_games_finish() -> None:
    reasons = random_game_endings("six", 1000).reasons
    # games end by lives (SiX 1.3.1.1.1) and some by an empty deck (1.3.1.1.2)
    assert reasons["SiX 1.3.1.1.1"] > 800
    assert set(reasons) <= {"SiX 1.3.1.1.1", "SiX 1.3.1.1.2", "SiX 1.3.2", "SiX 11.1.1.1"}
