"""benchmarks/ai_replay.py replays a tournament game exactly as the tournament plays it."""

from __future__ import annotations

import re

import pytest

from benchmarks import ai_replay, ai_tournament
from tests.helpers import SHARED


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


YDK = SHARED / "testdata" / "ydk"
CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"


@pytest.mark.skipif(not CDB.exists(), reason="shared/testdata is not beside the checkout")
def test_real_ydk_decks_pair_in_turn_and_replay(capsys: pytest.CaptureFixture[str]) -> None:
    decks = [str(YDK / f"{name}.ydk") for name in
             ("Starter Deck - Codebreaker", "Starter Deck - Yugi Reloaded", "Structure Deck - Zombie Madness")]
    real = ["--decks", *decks, "--cards", str(CDB)]
    ai_tournament.main(["--game", "ygo", "--bots", "greedy", "random", "--first", "6", "--games", "1", *real])
    played = capsys.readouterr().out
    # game 6: the second pairing (deck 1 against deck 2), swapped, P2 first
    assert played.startswith("game   6: first P1, decks swapped "
                             "(Structure Deck - Zombie Madness / Starter Deck - Yugi Reloaded)")
    winner = re.search(r"→ (\w+)", played)
    assert winner is not None
    ai_replay.main(["--game", "ygo", "--bots", "greedy", "random", "--index", "6", *real])
    replay = capsys.readouterr().out
    assert replay.startswith("game 6: P1 greedy (Structure Deck - Zombie Madness), "
                             "P2 random (Starter Deck - Yugi Reloaded), first P1")
    seat = re.search(r"winner: P(\d)", replay)
    assert seat is not None
    assert ("greedy", "random")[int(seat.group(1)) - 1] == winner.group(1)


def test_real_decks_need_their_card_data(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        ai_tournament.main(["--game", "ygo", "--decks", "a.ydk", "b.ydk"])
    assert "--decks needs --game ygo" in capsys.readouterr().err
