"""Bots that choose among a state's legal actions (the richer bots arrive with the AI issue)."""

from __future__ import annotations

from typing import Callable, Protocol

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.state import State


class Bot(Protocol):
    name: str

    def choose(self, state: State) -> Action:
        """The action to take in ``state`` (whose current player is this bot)."""


class RandomBot:
    """Uniformly random among the legal actions; seeded, so the same seed plays the same."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


BOTS: dict[str, Callable[[int | str], Bot]] = {"random": RandomBot}


def make_bot(name: str, seed: int | str) -> Bot:
    if name not in BOTS:
        raise KeyError(f"bot desconocido {name!r}; disponibles: {', '.join(sorted(BOTS))}")
    return BOTS[name](seed)
