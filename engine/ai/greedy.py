"""The greedy bot: one ply ahead, judged by the game's evaluation."""

from __future__ import annotations

from typing import Callable

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.state import State
from engine.core.text import Text


class GreedyBot:
    """Tries every legal action on one determinisation of what it knows and keeps the one the
    game's ``evaluate`` likes best; ties are broken with the seeded generator."""

    name = "greedy"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, stop: Callable[[], bool] | None = None) -> Action:
        player = state.current_player()
        if player is None:
            raise ValueError(Text("la partida terminó: no hay nada que decidir", "the game is over: there is nothing to decide"))
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        world = state.resample_from_infostate(player, self.rng)
        best: list[Action] = []
        best_value = -2.0
        for action in legal:
            if stop is not None and stop() and best:
                break
            after = world.clone()
            after.apply_action(action)
            value = after.game.evaluate(after, player)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        return self.rng.choice(best)
