"""Instant search over the catalogue: full-text prefixes plus filters, with owned quantities.

Every word typed must start a word of the card's name, localized names, type line or rules
text (``"ang guar"`` finds ``Ángel Guardián``; accents and case never matter). The search runs
in two steps: the ids of one page, in order, then those cards; so only a page of cards is ever
decoded, however many match.

The plan depends on how many cards the text matches: the full-text index is read once, up to
``BROAD`` + 1 ids (the game is part of the index, so these are the game's; a set's printings
were imported together, so a set filter reads only the span of their ids). Few matches are
taken as that list of ids and sorted. The owned order merges the cards not owned (the name
index walked) with the owned ones (a few thousand at most), each cut at the page's end.
Many (the first letter typed), or a browse with no text, are found by walking the index of the
order asked for and keeping the ids that pass, which stops after one page instead of sorting
tens of thousands of rows. Relevance (bm25, names weighing most) is used when the text matches
at most ``RANKED`` cards; up to ``BROAD``, the cards whose name matches come first, each group
by name; ranking more costs tens of milliseconds and says little, so such texts are listed by
name. Names and type lines sort as the window shows them in its language (``SearchQuery.lang``):
each language has its sort columns and its indexes, so either walks its own.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any, Literal

from engine.core.problems import thousands
from engine.core.text import Text
from engine.formats.records import GAMES, CardRecord
from engine.store.catalogue import CARD_COLUMNS, CARD_WIDTH, card_from_row
from engine.store.errors import StoreError
from engine.store.keys import fts_prefix_query

OrderBy = Literal["name", "set", "mana_value", "type", "owned", "relevance"]

BROAD = 3000  # text matches above which an order with an index walks that index
RANKED = 1000  # text matches up to which relevance is bm25 (about 5 µs a match)
PAGE = 50  # the first page a window asks for: a screenful and more; further pages as it scrolls
MOST = 5000  # the largest page: every card of a big catalogue at once would take hundreds of MB

OWNED = "(SELECT coalesce(sum(quantity), 0) FROM collection WHERE card_id = c.id)"
OWNED_ONLY = "EXISTS (SELECT 1 FROM collection WHERE card_id = c.id)"
LANGUAGES = ("es", "en")  # the languages a window shows names and types in (desktop.i18n)
_NAMES = {"es": "c.sort_name", "en": "c.sort_name_en"}  # each language's name order (schema step 5)
_TYPES = {"es": "c.sort_type", "en": "c.sort_type_en"}


def _orders(lang: str) -> dict[str, tuple[str, ...]]:
    """The keys of each order where names and types are shown in ``lang``; within a set the
    numbers differ, so its order keeps the data's names for the rare tie (its index has them)."""
    name = _NAMES[lang]
    return {
        "name": (name, "c.set_code", "c.number"),
        "set": ("c.set_code", "c.number", "c.sort_name"),
        "mana_value": ("c.mana_value", name, "c.set_code"),
        "type": (_TYPES[lang], name, "c.set_code"),
        "owned": (OWNED, name, "c.set_code"),
        "relevance": ("r.rank", name, "c.set_code"),
    }


_ORDERS = {lang: _orders(lang) for lang in LANGUAGES}
_INDEXES = {lang: {"name": f"cards_by_name{suffix}", "set": "cards_by_set", "mana_value": f"cards_by_mana_value{suffix}",
                   "type": f"cards_by_type{suffix}"} for lang, suffix in (("es", ""), ("en", "_en"))}


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
    (see the module notes). ``descending`` reverses the main key (ties stay by name). ``lang``
    is the language the cards are shown in (``engine.core.terms``): names and type lines sort
    as shown there, an English name (``names["en"]``) in ``"en"``, the data's name in ``"es"``.
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
    lang: Literal["es", "en"] = "es"


def search(conn: sqlite3.Connection, query: SearchQuery, limit: int = PAGE, offset: int = 0) -> list[SearchResult]:
    """One page (``limit`` cards from ``offset``, at most ``MOST``) of the cards matching every
    condition of ``query``; a larger page is refused (``StoreError``): ask page by page."""
    text, game, set_code, type_contains = query.text, query.game, query.set_code, query.type_contains
    order_by, descending, lang = query.order_by, query.descending, query.lang
    if lang not in LANGUAGES:
        raise StoreError(Text(f"idioma desconocido «{lang}» (se esperaba uno de {', '.join(LANGUAGES)})",
                              f"unknown language «{lang}» (one of {', '.join(LANGUAGES)} was expected)"))
    orders, indexes = _ORDERS[lang], _INDEXES[lang]
    if order_by not in orders:
        raise StoreError(Text(f"orden desconocido «{order_by}» (se esperaba uno de {', '.join(orders)})",
                              f"unknown order «{order_by}» (one of {', '.join(orders)} was expected)"))
    if game is not None and game not in GAMES:
        raise StoreError(Text(f"juego desconocido «{game}» (se esperaba uno de {', '.join(GAMES)})",
                              f"unknown game «{game}» (one of {', '.join(GAMES)} was expected)"))
    if not 0 <= limit <= MOST:
        raise StoreError(Text(f"una página de {limit} cartas: se piden de 0 a {thousands(MOST)} cada vez",
                              f"a page of {limit} cards: 0 to {thousands(MOST, 'en')} are asked for at a time"))
    fts = _fts_query(text, type_contains, query.names_only, game)
    set_code = set_code.strip().upper() if set_code else None
    span = _id_span(conn, set_code) if set_code else None
    ranked = order_by == "relevance"
    found: list[Any] = _matching(conn, fts, span) if fts else []
    broad = len(found) > BROAD
    if ranked and (broad or not fts):
        order_by, ranked = "name", False
    elif ranked and len(found) <= RANKED:
        found = _matching(conn, fts, span, ranked=True)
    elif ranked:  # too many to rank quickly: the cards whose name matches first
        names = set(_matching(conn, _fts_query(text, type_contains, True, game), span))
        found = [[card_id, 0 if card_id in names else 1] for card_id in found]
    walk = (broad or not fts) and order_by in indexes and not set_code and not query.owned_only
    # Most cards match when most of the first ids do (the index gives its ids in order): then
    # each card the walk meets is checked, instead of listing every match first.
    most = broad and order_by in indexes and not set_code and len(found) * 2 > found[-1]
    if most and query.owned_only:  # owned cards met walking the index, each checked: few are owned
        walk = True
    source = ""
    where: list[str] = []
    params: list[Any] = []
    if ranked:  # the matches with their rank, as read
        source = " JOIN (SELECT value ->> 0 AS id, value ->> 1 AS rank FROM json_each(?)) r ON r.id = c.id"
        params.append(json.dumps(found))
    elif fts and broad and query.owned_only and not walk and order_by != "owned":  # owned checked as the index is read
        source = " JOIN cards_fts f ON f.rowid = c.id"
        where.append("f.cards_fts MATCH ?")
        params.append(fts)
    elif fts and not broad:
        where.append("c.id IN (SELECT value FROM json_each(?))")
        params.append(json.dumps(found))
    elif fts and walk and most:  # most cards match: check each card the walk meets
        where.append("EXISTS (SELECT 1 FROM cards_fts WHERE cards_fts MATCH ? AND rowid = c.id)")
        params.append(fts)
    elif fts:
        where.append("c.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?" + (" AND rowid BETWEEN ? AND ?)" if span else ")"))
        params += [fts, *(span or ())]
    for condition, value in (
        ("c.game = ?", game),
        ("c.set_code = ?", set_code),
        ("c.mana_value >= ?", query.min_mana_value),
        ("c.mana_value <= ?", query.max_mana_value),
    ):
        if value is not None:
            where.append(condition)
            params.append(value)
    if order_by == "owned":
        sql, params = _by_owned(where, params, limit + offset, descending, query.owned_only, indexed=not set_code,
                                lang=lang)
    else:
        if query.owned_only:  # the collection drives a text search; SQLite plans a browse itself
            if fts and not walk:
                where.append("c.id IN (SELECT card_id FROM collection)")
            else:
                where.insert(0, OWNED_ONLY)  # checked first: it is cheap and few cards pass
        first, *ties = orders[order_by]
        order = ", ".join([first + (" DESC" if descending else ""), *ties])
        source = f" INDEXED BY {indexes[order_by]}" if walk else source
        sql = f"SELECT c.id FROM cards c{source}{_where(where)} ORDER BY {order} LIMIT ? OFFSET ?"
    ids = [row[0] for row in conn.execute(sql, (*params, limit, offset))]
    rows = conn.execute(
        f"SELECT {CARD_COLUMNS}, {OWNED} FROM cards c WHERE c.id IN (SELECT value FROM json_each(?))",
        (json.dumps(ids),),
    )
    results = {row[0]: SearchResult(row[0], card_from_row(row), row[CARD_WIDTH]) for row in rows}
    return [results[card_id] for card_id in ids]


def _where(conditions: list[str]) -> str:
    return f" WHERE {' AND '.join(conditions)}" if conditions else ""


def _by_owned(
    where: list[str], params: list[Any], end: int, descending: bool, owned_only: bool, indexed: bool, lang: str
) -> tuple[str, list[Any]]:
    """The query of a page in order of owned copies. Counting the copies of every card to sort
    them all costs tens of milliseconds; instead the cards not owned (0 copies, by name: the
    name index walked) and the owned ones (a few thousand at most, sorted) are each cut to the
    page's end, and only those are merged. Names sort as shown in ``lang``."""
    direction = " DESC" if descending else ""
    name = _NAMES[lang]
    owned = (f"SELECT c.id, {OWNED} AS copies, {name} AS sort_name, c.set_code "
             f"FROM (SELECT DISTINCT card_id FROM collection) e CROSS JOIN cards c ON c.id = e.card_id{_where(where)}"
             f" ORDER BY copies{direction}, {name}, c.set_code LIMIT ?")
    if owned_only:
        return f"SELECT id FROM ({owned}) ORDER BY copies{direction}, sort_name, set_code LIMIT ? OFFSET ?", [*params, end]
    index = f" INDEXED BY {_INDEXES[lang]['name']}" if indexed else ""
    not_owned = (f"SELECT c.id, 0 AS copies, {name} AS sort_name, c.set_code FROM cards c{index}"
                 f"{_where([*where, 'NOT ' + OWNED_ONLY])} ORDER BY {name}, c.set_code LIMIT ?")
    sql = (f"SELECT id FROM (SELECT * FROM ({owned}) UNION ALL SELECT * FROM ({not_owned})) "
           f"ORDER BY copies{direction}, sort_name, set_code LIMIT ? OFFSET ?")
    return sql, [*params, end, *params, end]


def _matching(conn: sqlite3.Connection, fts: str, span: tuple[int | None, int | None] | None, ranked: bool = False) -> list[Any]:
    """The ids matching ``fts`` (with their rank if ``ranked``), up to one more than ``BROAD``:
    the full-text index is read once, and a broad text stops there. ``span``: a set's ids."""
    rows = conn.execute(
        f"SELECT rowid{', rank' if ranked else ''} FROM cards_fts WHERE cards_fts MATCH ?"
        + (" AND rowid BETWEEN ? AND ?" if span else "") + " LIMIT ?",
        (fts, *(span or ()), BROAD + 1),
    )
    return [list(row) if ranked else row[0] for row in rows]


def _id_span(conn: sqlite3.Connection, set_code: str) -> tuple[int | None, int | None]:
    """The lowest and highest id of the set's printings."""
    row = conn.execute("SELECT min(id), max(id) FROM cards WHERE set_code = ?", (set_code,)).fetchone()
    return row[0], row[1]


def _fts_query(text: str, type_contains: str | None, names_only: bool, game: str | None) -> str:
    parts = []
    if words := fts_prefix_query(text):
        parts.append(f"{{{'name names' if names_only else 'name names type_line text'}}} : ({words})")
    if type_contains and (types := fts_prefix_query(type_contains)):
        parts.append(f"type_line : ({types})")
    if parts and game:
        parts.append(f'game : "{game}"')
    return " AND ".join(parts)
