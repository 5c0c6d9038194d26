"""``sample_game``: the sample game registered for one test, then forgotten."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine.core.game import get_game, register_game, unregister_game
from tests.samplegame.game import SampleGame


@pytest.fixture
def sample_game() -> Iterator[SampleGame]:
    register_game(SampleGame)
    try:
        game = get_game(SampleGame.name)
        assert isinstance(game, SampleGame)
        yield game
    finally:
        unregister_game(SampleGame.name)
