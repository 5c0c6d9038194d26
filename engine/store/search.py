"""Instant search over the catalogue: full-text prefixes plus filters, with owned quantities.

Every word typed must start a word of the card's name, localized names, type line or rules
text (``"ang guar"`` finds ``Ángel Guardián``; accents and case never matter). The search runs
in two steps: the ids of one page, in order, then those cards; so only a page of cards is ever
decoded, however many match.

The plan depends on how many cards the text matches (an FTS count costs about a millisecond;
the game is part of the index, so the count is the game's). Few matches are joined and sorted.
Many (the first letter typed), or a browse with no text, are found by walking the index of the
order asked for and keeping the ids that pass, which stops after one page instead of sorting
tens of thousands of rows. Relevance (bm25, names weighing most) is used when the text matches
at most ``BROAD`` cards; ranking more costs tens of milliseconds and says little, so such texts
are listed by name.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any, Literal

from engine.core.text import Text
from engine.formats.records import GAMES, CardRecord
from engine.store.catalogue import CARD_COLUMNS, CARD_WIDTH, card_from_row
from engine.store.errors import StoreError
from engine.store.keys import fts_prefix_query

OrderBy = Literal["name", "set", "mana_value", "type", "owned", "relevance"]

BROAD = 3000  # text matches above which an order with an index walks that index

OWNED = "(SELECT coalesce(sum(quantity), 0) FROM collection WHERE card_id = c.id)"
_ORDERS: dict[str, tuple[str, ...]] = {
    "name": ("c.sort_name", "c.set_code", "c.number"),
    "set": ("c.set_code", "c.number", "c.sort_name"),
    "mana_value": ("c.mana_value", "c.sort_name", "c.set_code"),
    "type": ("c.type_line", "c.sort_name", "c.set_code"),
    "owned": (OWNED, "c.sort_name", "c.set_code"),
    "relevance": ("f.rank", "c.sort_name", "c.set_code"),
}
_INDEXES = {"name": "cards_by_name", "set": "cards_by_set", "mana_value": "cards_by_mana_value", "type": "cards_by_type"}


@dataclass(frozen=True)
class SearchResult:
    """One card found: its id in the store, the printing and how many copies are owned."""

    card_id: int
    card: CardRecord
    owned: int


@dataclass(frozen=True)
class SearchQuery:
    """What to look for: ``text`` plus filters, and the order of the results.

    ``type_contains`` words must each start a word of the type line; ``names_only`` restricts
    ``text`` to names (printed and localized); ``relevance`` ranks name hits above text hits
    (see the module notes). ``descending`` reverses the main key (ties stay by name).
    """

    text: str = ""
    game: str | None = None
    set_code: str | None = None
    type_contains: str | None = None
    min_mana_value: float | None = None
    max_mana_value: float | None = None
    owned_only: bool = False
    names_only: bool = False
    order_by: OrderBy = "name"
    descending: bool = False


def search(conn: sqlite3.Connection, query: SearchQuery, limit: int = 200, offset: int = 0) -> list[SearchResult]:
    """One page (``limit`` cards from ``offset``) of the cards matching every condition of ``query``."""
    text, game, set_code, type_contains = query.text, query.game, query.set_code, query.type_contains
    order_by, descending = query.order_by, query.descending
    if order_by not in _ORDERS:
        raise StoreError(Text(f"orden desconocido «{order_by}» (se esperaba uno de {', '.join(_ORDERS)})",
                              f"unknown order «{order_by}» (one of {', '.join(_ORDERS)} was expected)"))
    if game is not None and game not in GAMES:
        raise StoreError(Text(f"juego desconocido «{game}» (se esperaba uno de {', '.join(GAMES)})",
                              f"unknown game «{game}» (one of {', '.join(GAMES)} was expected)"))
    fts = _fts_query(text, type_contains, query.names_only, game)
    broad = bool(fts) and (order_by in _INDEXES or order_by == "relevance") and _matches(conn, fts) > BROAD
    if order_by == "relevance" and (broad or not fts):
        order_by = "name"
    walk = (broad or not fts) and order_by in _INDEXES and not set_code and not query.owned_only
    where: list[str] = []
    params: list[Any] = []
    if fts:
        where.append("c.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)" if walk else "f.cards_fts MATCH ?")
        params.append(fts)
    for condition, value in (
        ("c.game = ?", game),
        ("c.set_code = ?", set_code.strip().upper() if set_code else None),
        ("c.mana_value >= ?", query.min_mana_value),
        ("c.mana_value <= ?", query.max_mana_value),
    ):
        if value is not None:
            where.append(condition)
            params.append(value)
    if query.owned_only:  # the collection drives a text search; SQLite plans a browse itself
        where.append("c.id IN (SELECT card_id FROM collection)" if fts else "EXISTS (SELECT 1 FROM collection WHERE card_id = c.id)")
    first, *ties = _ORDERS[order_by]
    order = ", ".join([first + (" DESC" if descending else ""), *ties])
    source = f" INDEXED BY {_INDEXES[order_by]}" if walk else " JOIN cards_fts f ON f.rowid = c.id" if fts else ""
    sql = (
        f"SELECT c.id FROM cards c{source}"
        + (f" WHERE {' AND '.join(where)}" if where else "")
        + f" ORDER BY {order} LIMIT ? OFFSET ?"
    )
    ids = [row[0] for row in conn.execute(sql, (*params, limit, offset))]
    rows = conn.execute(
        f"SELECT {CARD_COLUMNS}, {OWNED} FROM cards c WHERE c.id IN (SELECT value FROM json_each(?))",
        (json.dumps(ids),),
    )
    found = {row[0]: SearchResult(row[0], card_from_row(row), row[CARD_WIDTH]) for row in rows}
    return [found[card_id] for card_id in ids]


def _matches(conn: sqlite3.Connection, fts: str) -> int:
    return int(conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH ?", (fts,)).fetchone()[0])


def _fts_query(text: str, type_contains: str | None, names_only: bool, game: str | None) -> str:
    parts = []
    if words := fts_prefix_query(text):
        parts.append(f"{{{'name names' if names_only else 'name names type_line text'}}} : ({words})")
    if type_contains and (types := fts_prefix_query(type_contains)):
        parts.append(f"type_line : ({types})")
    if parts and game:
        parts.append(f'game : "{game}"')
    return " AND ".join(parts)
