"""Games are immutable and parameterised (OpenSpiel-style): the player count is a parameter of a
game instance, not a class made at run time (CR 800.1: Magic for two to four players)."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.games.mtg.game import MtgGame
from engine.games.six.game import SixGame


def test_the_player_count_is_a_parameter_of_the_game_not_a_class() -> None:
    game = get_game("mtg")
    three, four = game.for_players(3), game.for_players(4)
    assert type(three) is MtgGame and type(four) is MtgGame  # no class made at run time
    assert (game.num_players, three.num_players, four.num_players) == (2, 3, 4)
    assert MtgGame(players=3).num_players == 3 and len(MtgGame(players=3).zone_table) > len(game.zone_table)
    assert three.cards is game.cards and game.for_players(3) is three  # one card database, one instance per count
    decks = list(game.demo_pair())
    assert game.new_initial_state(decks + decks[:1], 1).num_players == 3  # CR 800.1: three decks seat three


def test_a_game_refuses_a_player_count_it_cannot_seat() -> None:
    with pytest.raises(ValueError, match="2 a 4 jugadores, no con 5"):
        get_game("mtg").for_players(5)
    with pytest.raises(ValueError, match="se juega aquí con 2 jugadores, no con 3"):
        SixGame(players=3)
    assert get_game("six").for_players(2) is get_game("six")
