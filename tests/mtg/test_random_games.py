"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from tests.helpers import random_game_endings


def test_a_thousand_seeded_random_games_finish() -> None:
    reasons = random_game_endings("mtg", 1000).reasons
    # random games end mostly at 0 life (CR 704.5a), some by drawing from an empty library (704.5b)
    assert reasons["CR 704.5a"] > 700
    assert set(reasons) <= {"CR 704.5a", "CR 704.5b", "CR 704.5c", "CR 104.4a"}
