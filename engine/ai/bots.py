"""The bots and the registry that makes them by name (``random``, ``greedy``, and the search
bot at each level: ``easy``, ``normal``, ``hard``)."""

from __future__ import annotations

from typing import Callable, Protocol

from engine.ai.greedy import GreedyBot
from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.state import State


class Bot(Protocol):
    name: str

    def choose(self, state: State, stop: Callable[[], bool] | None = None) -> Action:
        """The action to take in ``state`` (whose current player is this bot); a bot that
        thinks for long checks ``stop`` and answers at once when it returns true."""


class RandomBot:
    """Uniformly random among the legal actions; seeded, so the same seed plays the same."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, stop: Callable[[], bool] | None = None) -> Action:
        return self.rng.choice(state.legal_actions())


def _search_bot(level: str) -> Callable[[int | str], Bot]:
    return lambda seed: ISMCTSBot(seed, level)


BOTS: dict[str, Callable[[int | str], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    **{name: _search_bot(name) for name in LEVELS},
}


def make_bot(name: str, seed: int | str) -> Bot:
    if name not in BOTS:
        raise KeyError(f"bot desconocido {name!r}; disponibles: {', '.join(sorted(BOTS))}")
    return BOTS[name](seed)
