"""The SiX evaluation the bots use (lives first, then board and hand), and a bot that uses it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core import State
from engine.core.game import Game
from engine.games.six.evaluation import evaluate
from tests.helpers import demo_state, scenario_state


def _scenario(text: str, tmp_path: Path) -> State:
    return scenario_state(tmp_path / "s.toml", '[scenario]\ngame = "six"\n' + text)


def test_the_evaluation_is_zero_sum_and_even_at_the_start() -> None:
    state = demo_state("six", 1, mulligan=False)
    assert state.game.evaluate(state, 0) == evaluate(state, 0)  # type: ignore[arg-type]
    assert evaluate(state, 0) == -evaluate(state, 1)  # type: ignore[arg-type]
    assert abs(evaluate(state, 0)) < 0.3  # type: ignore[arg-type]


def test_a_lost_life_weighs_more_than_a_card_and_a_unit_helps(tmp_path: Path) -> None:
    even = _scenario("[setup.P1]\nhand = [\"Recluta Errante\"]\n[setup.P2]\nhand = [\"Recluta Errante\"]\n", tmp_path)
    hurt = _scenario("[setup.P1]\nhand = [\"Recluta Errante\"]\n[setup.P2]\nlives = 5\n"
                     "hand = [\"Recluta Errante\", \"Recluta Errante\"]\n", tmp_path)
    unit = _scenario("[setup.P1]\nfield = [\"Lobo de Ceniza\"]\n[setup.P2]\nhand = [\"Recluta Errante\"]\n", tmp_path)
    assert evaluate(even, 0) == 0.0  # type: ignore[arg-type]
    assert evaluate(hurt, 0) > 0.0 > evaluate(hurt, 1)  # type: ignore[arg-type]  # lives win duels
    assert evaluate(unit, 0) > evaluate(even, 0)  # type: ignore[arg-type]
    assert -1.0 < evaluate(hurt, 1) and evaluate(unit, 0) < 1.0  # type: ignore[arg-type]


def test_the_outcome_decides_once_the_duel_is_over(tmp_path: Path) -> None:
    state = _scenario("[setup.P1]\nlives = 1\nfield = [\"Lobo de Ceniza\"]\n[setup.P2]\nlives = 6\n", tmp_path)
    state.apply_action(state.parse_action("concede", 0))
    assert evaluate(state, 0) == -1.0 and evaluate(state, 1) == 1.0  # type: ignore[arg-type]
    # the default of every game: the returns at the end, nothing before
    assert Game.evaluate(state.game, state, 1) == 1.0
    assert Game.evaluate(state.game, demo_state("six", 2), 0) == 0.0


def test_the_search_bot_attacks_for_the_last_life(tmp_path: Path) -> None:
    """With the rival at 1 life and no blockers, the bot declares combat and attacks
    this turn, whatever its seed (a random player manages it less than half the time)."""
    for seed in range(3):
        state = _scenario("[setup]\nturn_player = \"P1\"\n[setup.P1]\nfield = [\"Lobo de Ceniza\"]\n"
                          "hand = [\"Recluta Errante\"]\nmana = 2\n[setup.P2]\nlives = 1\nhand = [\"Recluta Errante\"]\n",
                          tmp_path)
        bot = ISMCTSBot(seed, replace(LEVELS["normal"], seconds=None, iterations=60))
        turn = state.turn
        while not state.is_terminal() and state.turn == turn and state.current_player() == 0:
            state.apply_action(bot.choose(state))
        assert state.outcome is not None and state.outcome.winner == 0, f"seed {seed}"
