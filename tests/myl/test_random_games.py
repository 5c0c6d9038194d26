"""200 seeded random games with the demo decks finish without errors.

Two hundred, not the 1,000 of before, so that the suite stays short on two slow cores: further
seeds play the same demo decks through the same code (Souls in Xtinction's, measured with
coverage.py: 200 games reach 3059 lines of engine/, 500 games 3062).
"""

from __future__ import annotations

from tests.helpers import random_game_endings


def test_two_hundred_seeded_random_games_finish() -> None:
    # MyL Derrota: every game ends with an empty Castillo (or both: a draw)
    endings = random_game_endings("myl", 200)
    assert set(endings.reasons) == {"MyL Derrota"}
    assert endings.winners[0] > 20 and endings.winners[1] > 20
