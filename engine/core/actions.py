"""The engine's small value types: actions, events, prompts and outcomes."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Callable

from engine.core.errors import Rule
from engine.core.text import Text, as_text

#: Action kinds any player may use at any time, outside the current prompt.
CONCEDE = "concede"
MANUAL_PREFIX = "manual."


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """An immutable, hashable decision: what kind, by whom, on which cards, with which choice."""

    kind: str
    player: int
    cards: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()
    choice: str | int | None = None

    def __init__(self, kind: str, player: int, cards: tuple[int, ...] = (), targets: tuple[int, ...] = (),
                 choice: str | int | None = None) -> None:
        # the slots written through their descriptors (see ``_slot_setters``): every listing of
        # legal actions builds many
        _ACTION_KIND(self, kind)
        _ACTION_PLAYER(self, player)
        _ACTION_CARDS(self, cards)
        _ACTION_TARGETS(self, targets)
        _ACTION_CHOICE(self, choice)

    @property
    def is_manual(self) -> bool:
        return self.kind.startswith(MANUAL_PREFIX)

    @property
    def number(self) -> int:
        """The choice as a number (an effect index, a count, a position)."""
        if not isinstance(self.choice, int):
            raise ValueError(Text(f"la acción {self.kind} no lleva un número", f"the action {self.kind} carries no number"))
        return self.choice


@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(self, kind: str, player: int | None = None, card: int | None = None, name: str | None = None,
                 src: str | None = None, dst: str | None = None, amount: int | None = None, text: str | None = None,
                 hidden_from: frozenset[int] = frozenset(), manual: bool = False) -> None:
        _EVENT_KIND(self, kind)
        _EVENT_PLAYER(self, player)
        _EVENT_CARD(self, card)
        _EVENT_NAME(self, name)
        _EVENT_SRC(self, src)
        _EVENT_DST(self, dst)
        _EVENT_AMOUNT(self, amount)
        _EVENT_TEXT(self, text)
        _EVENT_HIDDEN_FROM(self, hidden_from)
        _EVENT_MANUAL(self, manual)

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


@dataclass(frozen=True, slots=True, init=False)
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

    def __init__(self, kind: str, player: int, text: str, options: tuple[int, ...] = (), data: tuple[Any, ...] = (),
                 text_en: str = "") -> None:
        _PROMPT_KIND(self, kind)
        _PROMPT_PLAYER(self, player)
        _PROMPT_TEXT(self, text)
        _PROMPT_OPTIONS(self, options)
        _PROMPT_DATA(self, data)
        _PROMPT_TEXT_EN(self, text_en)


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


def _slot_setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each field's slot, in field order: what the hand-written ``__init__``
    of a frozen value type writes with (half the time of the ``object.__setattr__`` of the
    ``__init__`` a frozen dataclass generates). The instances stay immutable: ``__setattr__``
    still refuses."""
    return tuple(cls.__dict__[f.name].__set__ for f in fields(cls))


_ACTION_KIND, _ACTION_PLAYER, _ACTION_CARDS, _ACTION_TARGETS, _ACTION_CHOICE = _slot_setters(Action)
(_EVENT_KIND, _EVENT_PLAYER, _EVENT_CARD, _EVENT_NAME, _EVENT_SRC, _EVENT_DST, _EVENT_AMOUNT, _EVENT_TEXT,
 _EVENT_HIDDEN_FROM, _EVENT_MANUAL) = _slot_setters(Event)
_PROMPT_KIND, _PROMPT_PLAYER, _PROMPT_TEXT, _PROMPT_OPTIONS, _PROMPT_DATA, _PROMPT_TEXT_EN = _slot_setters(Prompt)
