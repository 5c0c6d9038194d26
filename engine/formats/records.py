"""The records that cross module boundaries: what importers produce and the store keeps.

- ``CardRecord``: one printing of a card from any card-data source, for any game (its home is
  ``engine.core.records``: the core's games adopt it; it is named here with the rest).
- ``DeckList``/``DeckLine``: a deck file as written (names, sets, codes, line numbers), before
  its cards are looked up (``DeckLine`` lives in ``engine.core.records``).
- ``ResolvedDeck``: a deck whose lines were matched to catalogue cards; what validation checks
  (``engine.core.records``).
- ``CollectionRow``: one row of a collection export, normalized.

Game names: those of the registered games (``GAMES``, asked of ``engine.core.game``). Canonical deck sections: ``main``,
``side``, ``extra`` (Yu-Gi-Oh! Fusion/extra deck), ``commander``, ``mana``, ``limbo``,
``support``, ``maybe``. Canonical card conditions: ``mint``, ``near_mint``, ``excellent``,
``good``, ``light_played``, ``played``, ``poor``; finishes: ``""`` (normal), ``foil``,
``etched``; languages: lower-case ISO 639-1 codes (``en``, ``es``, ``de``…), ``zh-hans`` and
``zh-hant`` for Chinese, and Scryfall's codes for languages ISO lacks (``grc``, ``ph``, ``qya``);
see ``engine.formats.languages``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Protocol, Sequence, overload, runtime_checkable

from engine.core.records import CardRecord as CardRecord, DeckLine as DeckLine, ResolvedDeck as ResolvedDeck  # named here too


class RegisteredGames(Sequence[str]):
    """The names of the registered games, sorted, asked of the game registry each time (the
    formats sit below the games and do not import them): a new game is known here at once."""

    def _names(self) -> tuple[str, ...]:
        from engine.core.game import game_names

        return tuple(game_names())

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._names()[index]

    def __len__(self) -> int:
        return len(self._names())

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __contains__(self, name: object) -> bool:
        from engine.core.game import is_game

        return isinstance(name, str) and is_game(name)

    def __repr__(self) -> str:
        return repr(self._names())


GAMES: Sequence[str] = RegisteredGames()
SECTIONS = ("main", "side", "extra", "commander", "mana", "limbo", "support", "maybe")
CONDITIONS = ("mint", "near_mint", "excellent", "good", "light_played", "played", "poor")
FINISHES = ("", "foil", "etched")


@dataclass
class DeckList:
    """A deck as its file writes it, sections in canonical names."""

    name: str = ""
    game: str | None = None
    sections: dict[str, list[DeckLine]] = field(default_factory=dict)
    meta: dict[str, str] = field(default_factory=dict)

    def count(self, section: str) -> int:
        return sum(line.count for line in self.sections.get(section, []))


@dataclass
class CollectionRow:
    """One entry of a collection, as read from (or written to) a CSV export."""

    quantity: int
    name: str
    set_code: str = ""
    set_name: str = ""
    number: str = ""
    condition: str = ""
    finish: str = ""
    language: str = ""
    purchase_price: float | None = None
    currency: str = ""
    location: str = ""
    tags: tuple[str, ...] = ()
    trade_quantity: int = 0
    line: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class CardNames(Protocol):
    """A catalogue that can offer the names closest to one that matched nothing."""

    def closest_names(self, name: str, game: str, limit: int = 5) -> list[str]:
        """Up to ``limit`` names of ``game``'s cards closest to ``name``, the closest first."""


class CardLookup(Protocol):
    """How deck and collection code finds catalogue cards (the store implements it)."""

    def find_printing(self, game: str, name: str = "", set_code: str = "", number: str = "", code: str = "") -> CardRecord | None:
        """The best printing for what a deck or collection line says, or ``None``."""
