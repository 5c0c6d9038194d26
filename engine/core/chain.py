"""One chain mechanism for every game: SiX's Fila de Activación, Yu-Gi-Oh! chains, the MTG stack.

A ``Chain`` is an immutable value: links added in order, the player who may add now (the
*window*), and how many players have passed in a row. A ``ChainPolicy`` says how a game runs it:
whether the player who adds keeps the window, and whether consecutive passes resolve the whole
chain (SiX 10.2, Yu-Gi-Oh!) or only its newest link (the MTG stack).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.actions import _slot_setters


@dataclass(frozen=True, slots=True)
class ChainLink:
    """One card or effect waiting to resolve."""

    source: int
    controller: int
    effect: int
    targets: tuple[int, ...] = ()
    kind: str = "effect"
    label: str = ""
    data: tuple[Any, ...] = ()

    def with_data(self, data: tuple[Any, ...], targets: tuple[int, ...]) -> "ChainLink":
        """This link carrying ``data`` and ``targets`` (``replace`` is slow for what a game
        does at every step)."""
        return ChainLink(self.source, self.controller, self.effect, targets, self.kind, self.label, data)


@dataclass(frozen=True, slots=True)
class ChainPolicy:
    adder_keeps_window: bool = True
    resolve_whole: bool = True


@dataclass(frozen=True, slots=True, init=False)
class Chain:
    links: tuple[ChainLink, ...] = ()
    window: int | None = None
    passes: int = 0
    starter: int | None = None

    def __init__(self, links: tuple[ChainLink, ...] = (), window: int | None = None, passes: int = 0,
                 starter: int | None = None) -> None:
        # the slots written through their descriptors (``actions._slot_setters``): a Magic
        # game builds one at every priority and every pass
        _CHAIN_LINKS(self, links)
        _CHAIN_WINDOW(self, window)
        _CHAIN_PASSES(self, passes)
        _CHAIN_STARTER(self, starter)

    def __len__(self) -> int:
        return len(self.links)

    def add(self, link: ChainLink, policy: ChainPolicy, num_players: int = 2) -> "Chain":
        """A new link on top; the window stays with the adder or moves on, per the policy."""
        window = link.controller if policy.adder_keeps_window else (link.controller + 1) % num_players
        starter = self.starter if self.links else link.controller
        return Chain(self.links + (link,), window, 0, starter)

    def pass_window(self, num_players: int = 2) -> "Chain":
        """The player holding the window passes it to the next player."""
        assert self.window is not None
        return Chain(self.links, (self.window + 1) % num_players, self.passes + 1, self.starter)

    def all_passed(self, num_players: int = 2) -> bool:
        return self.passes >= num_players

    def with_link(self, index: int, link: ChainLink) -> "Chain":
        """The chain with its link ``index`` replaced by ``link``."""
        links = list(self.links)
        links[index] = link
        return Chain(tuple(links), self.window, self.passes, self.starter)

    def pop(self) -> tuple[ChainLink, "Chain"]:
        """The newest link and the chain without it (last in, first out)."""
        return self.links[-1], Chain(self.links[:-1], self.window, 0, self.starter)


_CHAIN_LINKS, _CHAIN_WINDOW, _CHAIN_PASSES, _CHAIN_STARTER = _slot_setters(Chain)
