"""Games saved by an earlier Tapete still open: a change that only reorganises the code must
keep the ``state_hash`` a save carries (a different hash refuses the file: "the file does not
reproduce the saved state").

``saves/<game>.json`` were written by commit 8b688e1 (2026-11-28): the demo pair of each game
with seed 3, random actions chosen by ``Rng(3)`` from the legal ones, saved mid-game. A change to
a game's rules that makes these games play differently must say so in its commit and write the
file again, the same way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import game_names, replay

SAVES = Path(__file__).resolve().parent / "saves"


@pytest.mark.parametrize("game", game_names())
def test_a_game_saved_by_an_earlier_version_opens_as_it_was(game: str) -> None:
    path = SAVES / f"{game}.json"
    state = replay.load(path)  # raises LoadError when the state it reaches is not the saved one
    assert state.game.name == game and len(state.history) >= 40 and not state.is_terminal()
