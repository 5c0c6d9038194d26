"""A list of banned, restricted and limited cards for any game (``BanList``): what a game's deck
rules check a deck against. The file it is read from is ``engine.formats.validation.banlist``'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable, Mapping

from engine.core.cards import normalize_name
from engine.core.records import CardRecord


@dataclass(frozen=True)
class BanList:
    """How many copies of a card a list allows (0 = banned), by name or code as written."""

    name: str
    game: str = ""
    entries: Mapping[str, int] = field(default_factory=dict)

    @cached_property
    def _by_key(self) -> dict[str, int]:
        return {normalize_name(key): limit for key, limit in self.entries.items()}

    def limit(self, card: CardRecord) -> int | None:
        """The copies the list allows of ``card``, or ``None`` when the list does not name it."""
        return self.limit_of((card.name, *card.names.values(), card.oracle_id))

    def limit_of(self, keys: Iterable[str]) -> int | None:
        """The copies the list allows of the card known by ``keys`` (its names and codes, the
        first that the list names wins), or ``None`` when the list names none of them."""
        for key in keys:
            if key and normalize_name(key) in self._by_key:
                return self._by_key[normalize_name(key)]
        return None
