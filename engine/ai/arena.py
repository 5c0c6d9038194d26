"""Bots playing whole games against each other: the tournament and timing benchmarks use it."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Sequence

from engine.ai.bots import Bot
from engine.core.deck import Deck
from engine.core.game import Game


@dataclass
class Decision:
    """One decision that needed thought (more than one legal action)."""

    seat: int
    seconds: float
    playouts: int


@dataclass
class GameResult:
    winner: int | None
    turns: int
    actions: int
    decisions: list[Decision] = field(default_factory=list)


def play_game(game: Game, bots: Sequence[Bot], decks: Sequence[Deck], seed: int | str, first_player: int,
              max_actions: int = 20000) -> GameResult:
    """A whole game between ``bots`` (seat order), ``first_player`` starting; each bot sees the
    state only through its ``choose``. A game still going after ``max_actions`` is a draw."""
    state = game.new_initial_state(decks, seed, {"first_player": first_player})
    decisions: list[Decision] = []
    actions = 0
    while not state.is_terminal() and actions < max_actions:
        seat = state.current_player()
        assert seat is not None
        bot = bots[seat]
        several = len(state.legal_actions()) > 1
        start = time.perf_counter()
        action = bot.choose(state)
        elapsed = time.perf_counter() - start
        if several:
            last = getattr(bot, "last", None)
            decisions.append(Decision(seat, elapsed, last.iterations if last is not None else 0))
        state.apply_action(action)
        actions += 1
    winner = state.outcome.winner if state.outcome is not None else None
    return GameResult(winner, state.turn, actions, decisions)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % with the default ``z``)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    margin = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - margin), min(1.0, centre + margin)
