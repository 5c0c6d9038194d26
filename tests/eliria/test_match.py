"""Matches of Eliria TCG: the rulebook plays single games (Eliria 11.c decides the first player);
Tapete plays best of three, the loser of a game choosing who starts the next one."""

from __future__ import annotations

import pytest

from engine.core import IllegalActionError, get_game
from engine.core.match import Match
from engine.games.eliria.state import EliriaState

GAME = get_game("eliria")


def _win_for(match: Match, player: int) -> None:
    state = match.state
    assert state is not None
    state.apply_action(state.parse_action("concede", 1 - player))
    match.finish_duel()


def test_the_first_game_is_decided_by_the_dice() -> None:
    # Eliria 11.c: each player rolls a die and the winner chooses who starts
    state = Match(GAME, list(GAME.demo_pair()), seed=1, params={"mulligan": False}).start_duel()
    assert isinstance(state, EliriaState)
    assert state.prompt is not None and state.prompt.kind == "primero"
    assert state.current_player() == state.dice.index(max(state.dice))


def test_best_of_three_with_the_loser_choosing_who_starts() -> None:
    # Eliria 7.a: conceding loses the game; the match convention is Tapete's (not in the rulebook)
    match = Match(GAME, list(GAME.demo_pair()), seed=2)
    match.start_duel()
    _win_for(match, 0)
    assert match.state is not None and match.state.outcome is not None
    assert match.state.outcome.rule is not None and match.state.outcome.rule.id == "Eliria 7.a"
    assert match.chooser == 1 and not match.over
    with pytest.raises(IllegalActionError) as info:
        match.choose_first(0, 0)
    assert info.value.rule.id == "Eliria 11.c"
    state = match.choose_first(1, 1)
    assert state.prompt is not None and state.prompt.kind != "primero"  # no dice: the loser chose
    _win_for(match, 0)
    assert match.over and match.winner == 0
    assert GAME.match_rules().best_of == 3
