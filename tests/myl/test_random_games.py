"""1,000 seeded random games with the demo decks finish without errors."""

from __future__ import annotations

from tests.helpers import random_game_endings


def test_a_thousand_seeded_random_games_finish() -> None:
    # MyL Derrota: every game ends with an empty Castillo (or both: a draw)
    endings = random_game_endings("myl", 1000)
    assert set(endings.reasons) == {"MyL Derrota"}
    assert endings.winners[0] > 100 and endings.winners[1] > 100
