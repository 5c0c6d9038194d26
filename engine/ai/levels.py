"""Bot levels: how long the search bot may think per decision and how far it looks."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """A search budget. ``seconds`` (``None``: no clock) and ``iterations`` both bound a
    decision; whichever runs out first ends it, so with a cap below what the clock allows the
    same seed gives the same decisions."""

    name: str
    seconds: float | None
    iterations: int
    #: Random moves played after leaving the tree before the position is evaluated.
    playout_depth: int
    #: The UCT exploration constant (rewards are in [-1, 1]).
    exploration: float = 0.7
    #: The PUCT constant where the game gives action priors (``Game.action_prior``).
    prior_exploration: float = 4.0


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level("easy", 0.25, 40, 6),
        Level("normal", 0.9, 200, 8),
        Level("hard", 2.5, 1500, 12),
    )
}
