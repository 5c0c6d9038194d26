"""The engine's small value types: actions, events, prompts and outcomes."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.errors import Rule
from engine.core.text import Text, as_text

#: Action kinds any player may use at any time, outside the current prompt.
CONCEDE = "concede"
MANUAL_PREFIX = "manual."


@dataclass(frozen=True, slots=True)
class Action:
    """An immutable, hashable decision: what kind, by whom, on which cards, with which choice."""

    kind: str
    player: int
    cards: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()
    choice: str | int | None = None

    @property
    def is_manual(self) -> bool:
        return self.kind.startswith(MANUAL_PREFIX)

    @property
    def number(self) -> int:
        """The choice as a number (an effect index, a count, a position)."""
        if not isinstance(self.choice, int):
            raise ValueError(Text(f"la acción {self.kind} no lleva un número", f"the action {self.kind} carries no number"))
        return self.choice


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for logs, animations and network clients.

    ``name`` carries the card's identity; players in ``hidden_from`` get the event without it.
    """

    kind: str
    player: int | None = None
    card: int | None = None
    name: str | None = None
    src: str | None = None
    dst: str | None = None
    amount: int | None = None
    text: str | None = None
    hidden_from: frozenset[int] = frozenset()
    manual: bool = False

    def redacted(self, viewer: int | None) -> "Event":
        """The event as ``viewer`` may see it (``None``: a spectator sees public facts only)."""
        if not self.hidden_from:
            return self
        if viewer is None or viewer in self.hidden_from:
            return replace(self, name=None, text=None, hidden_from=frozenset())
        return self

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"kind": self.kind}
        for key in ("player", "card", "name", "src", "dst", "amount", "text"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.manual:
            data["manual"] = True
        return data


@dataclass(frozen=True, slots=True)
class Prompt:
    """The one question the state is asking; its legal actions are the answers.

    ``options`` are the cards the question is about (for highlighting); ``data`` is the game's
    own bookkeeping to continue once answered and is never shown to players.
    """

    kind: str
    player: int
    text: str
    options: tuple[int, ...] = ()
    data: tuple[Any, ...] = ()
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winner (``None`` for a draw), why, and the rule that says so.

    A ``reason`` given as a plain string (an older peer, an older file) is kept as it is in
    both languages."""

    winner: int | None
    reason: Text
    rule: Rule | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "reason", as_text(self.reason))

    def returns(self, num_players: int) -> list[float]:
        if self.winner is None:
            return [0.0] * num_players
        return [1.0 if p == self.winner else -1.0 for p in range(num_players)]

    def to_dict(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "reason": self.reason.es,
            "reason_en": self.reason.en,
            "rule": self.rule.id if self.rule else None,
        }
