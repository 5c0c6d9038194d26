"""Card definitions (static data) and card instances (their state in one game)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Iterable, Iterator, Mapping


@lru_cache(maxsize=8192)
def normalize_name(text: str) -> str:
    """Case-, accent- and space-insensitive form of a card name, for lookups (kept for the
    last few thousand names: rules compare archetypes, races and names at every decision)."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.casefold().split())


@dataclass(frozen=True)
class CardDef:
    """What is printed on a card. Games subclass it with their own fields."""

    game: str
    code: str
    name: str
    card_type: str
    text: str = ""
    name_en: str = ""
    text_en: str = ""
    is_token: bool = False

    def display_name(self, lang: str = "es") -> str:
        return self.name_en if lang == "en" and self.name_en else self.name

    def printed_stats(self) -> tuple[tuple[str, str], ...]:
        """The numbers printed on the card for its face, as ``(key, value)`` pairs (keys as in
        ``cardimages``: ``fuerza``, ``defensa``, ``power``, ``toughness``, ``level``, ``atk``…)."""
        return ()

    def catalogue_fields(self) -> Mapping[str, Any]:
        """``CardRecord`` fields the game works out from the card beyond its set file's columns
        (``shipped_records``: a Magic card's mana value and colours from its cost); none here."""
        return {}


@dataclass(frozen=True, slots=True)
class Op:
    """One operation of a card's effect (or of a cost), with its arguments (``{op = "draw", amount = 1}``)."""

    name: str
    args: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default)


class CardDatabase:
    """The card definitions of one game, found by code or by (normalized) name."""

    def __init__(self, game: str, cards: Iterable[CardDef] = ()) -> None:
        self.game = game
        self._by_code: dict[str, CardDef] = {}
        self._by_name: dict[str, list[CardDef]] = {}
        for card in cards:
            self.add(card)

    def add(self, card: CardDef) -> None:
        if card.code in self._by_code:
            raise ValueError(f"duplicate card code {card.code!r}")
        self._by_code[card.code] = card
        for name in {normalize_name(card.name), normalize_name(card.name_en)} - {""}:
            self._by_name.setdefault(name, []).append(card)

    def put(self, card: CardDef) -> None:
        """Add ``card``, replacing any definition with the same code (cards received from a
        LAN host)."""
        old = self._by_code.pop(card.code, None)
        if old is not None:
            for name in {normalize_name(old.name), normalize_name(old.name_en)} - {""}:
                self._by_name[name] = [c for c in self._by_name.get(name, []) if c.code != old.code]
        self.add(card)

    def with_cards(self, cards: Iterable[CardDef]) -> "CardDatabase":
        """A new database: this one's cards and ``cards`` (each replacing a card with its
        code) — the cards one game knows, its players' own beside the shipped ones; this very
        database when there are none, so that a game of shipped cards shares it."""
        extra = list(cards)
        if not extra:
            return self
        db = CardDatabase(self.game)
        db._by_code = dict(self._by_code)
        db._by_name = {name: list(same) for name, same in self._by_name.items()}
        for card in extra:
            db.put(card)
        return db

    def same_name(self, name: str) -> list[CardDef]:
        """Every card answering to ``name`` (Spanish or English, accents and case ignored)."""
        return list(self._by_name.get(normalize_name(name), []))

    def __len__(self) -> int:
        return len(self._by_code)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._by_code.values())

    def __contains__(self, code: object) -> bool:
        return code in self._by_code

    def by_code(self, code: str) -> CardDef:
        return self._by_code[code]

    def find(self, ref: str) -> CardDef | None:
        """A card by exact code or by name; ``None`` when unknown or ambiguous."""
        if ref in self._by_code:
            return self._by_code[ref]
        matches = self._by_name.get(normalize_name(ref), [])
        return matches[0] if len(matches) == 1 else None

    def suggestions(self, ref: str, limit: int = 3) -> list[str]:
        """Names close to an unknown reference, for error messages."""
        import difflib

        names = [c.name for c in self._by_code.values()]
        return difflib.get_close_matches(ref, names, n=limit, cutoff=0.6)


@dataclass(frozen=True, slots=True)
class Modifier:
    """A temporary or lasting change on a card instance (``+2/+0 until end of turn``)."""

    kind: str
    value: int = 0
    until: str = "turn"  # "turn": ends at the end of this turn; "permanent": while it stays
    source: int | None = None


@dataclass(slots=True)
class Card:
    """One card instance in one game: identity, place and state.

    ``known`` is a bit mask of the players who know the card's identity while they cannot see it
    (a card they saw go into a hand, a face-down card they saw being turned down).
    """

    id: int
    defn: CardDef
    owner: int
    controller: int
    zone: int
    face_up: bool = True
    rotated: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    modifiers: tuple[Modifier, ...] = ()
    known: int = 0
    marks: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> "Card":
        return Card(
            self.id,
            self.defn,
            self.owner,
            self.controller,
            self.zone,
            self.face_up,
            self.rotated,
            dict(self.counters) if self.counters else {},
            self.attached_to,
            self.modifiers,
            self.known,
            dict(self.marks) if self.marks else {},
        )

    def reset_state(self) -> None:
        """Forget everything a zone change wipes: counters, modifiers, marks, rotation."""
        self.counters = {}
        self.modifiers = ()
        self.marks = {}
        self.rotated = False
        self.attached_to = None
        self.controller = self.owner

    def has_modifier(self, kind: str) -> bool:
        return any(m.kind == kind for m in self.modifiers)


def freeze_mapping(mapping: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """A hashable, ordered view of a small mapping."""
    return tuple(sorted(mapping.items()))
