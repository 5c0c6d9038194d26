"""benchmarks/ai_replay.py replays a tournament game exactly as the tournament plays it."""

from __future__ import annotations

import re

import pytest

from benchmarks import ai_replay, ai_tournament


def test_a_replay_ends_as_the_tournament_game_did(capsys: pytest.CaptureFixture[str]) -> None:
    ai_tournament.main(["--game", "eliria", "--bots", "greedy", "random", "--first", "3", "--games", "1"])
    played = capsys.readouterr().out
    winner = re.search(r"→ (\w+)", played)
    assert winner is not None
    ai_replay.main(["--game", "eliria", "--bots", "greedy", "random", "--index", "3"])
    replay = capsys.readouterr().out
    assert replay.startswith("game 3: P1 greedy (Vigilia del Alba), P2 random (Marea Reanimada), first P2")
    seat = re.search(r"winner: P(\d)", replay)
    assert seat is not None
    assert ("greedy", "random")[int(seat.group(1)) - 1] == winner.group(1)
    assert "turn 1\n" in replay and "P1  " in replay
