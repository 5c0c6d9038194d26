"""The card catalogue: importing printings, reading them back and finding them by what files say.

A printing's identity is ``(game, set_code, number, name, is_token)``; re-importing it updates
the row in place, keeping its id (collections and decks point at ids), and a printing that comes
back exactly as stored is not written at all (it keeps the ``source`` that brought it). Set codes are stored in
upper case. ``is_token`` is part of the key so a token never overwrites a card that happens to
share set, number and name. A multi-face card is one printing named ``"Front // Back"`` (faces
in ``extra``); its faces are lookup keys, so ``"Delver of Secrets"`` finds it. An importer that
sends faces as separate records with the same full name gets one printing: the last one wins.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from typing import Any, Iterable, Iterator, Sequence

from engine.core.collector import collector_paused
from engine.core.text import Text
from engine.formats.records import GAMES, CardRecord
from engine.store.errors import StoreError
from engine.store.keys import CODE, NUMBER, code_key, english_sort_name, fold, lookup_keys, type_sort_key

BATCH = 2000  # records per executemany batch; bounds the memory an import holds
FTS_HASH = 8 * 2**20  # bytes of full-text entries a first import gathers in memory (about 11 MB more)
FTS_DEFAULT_HASH = 2**20  # FTS5's own, for every other write

# What every read of a card selects (alias ``c`` for ``cards``), decoded by ``card_from_row``.
CARD_COLUMNS = (
    "c.id, c.game, c.name, c.oracle_id, c.set_code, c.set_name, c.number, c.type_line, c.cost, "
    "c.mana_value, c.colors, c.color_identity, c.text, c.stats, "
    "(SELECT json_group_object(n.lang, n.name) FROM card_names n WHERE n.card_id = c.id), "
    "c.rarity, c.image_path, c.is_token, c.extra"
)
CARD_WIDTH = 19  # number of columns in CARD_COLUMNS

_STORED = (  # the columns an import writes; ``source`` last
    "game", "name", "sort_name", "oracle_id", "set_code", "set_name", "number", "type_line", "cost",
    "mana_value", "colors", "color_identity", "text", "stats", "rarity", "image_path", "is_token",
    "extra", "sort_name_en", "sort_type", "sort_type_en", "source",
)
_UPSERT = (
    f"INSERT INTO cards (id, {', '.join(_STORED)}) VALUES ({', '.join('?' * (len(_STORED) + 1))}) "
    f"ON CONFLICT (id) DO UPDATE SET {', '.join(f'{col} = excluded.{col}' for col in _STORED)}"
)
_BY_KEYS = (  # the stored ids of a JSON list of identities, as (position in the list, id)
    "SELECT j.key, c.id FROM json_each(?) j JOIN cards c ON c.game = j.value ->> 0 AND c.set_code = j.value ->> 1 "
    "AND c.number = j.value ->> 2 AND c.name = j.value ->> 3 AND c.is_token = j.value ->> 4"
)
_IDS = "(SELECT value FROM json_each(?))"


@dataclass
class ImportReport:
    """What an import did: printings added, rewritten in place, already stored as they are, and
    given again by the same import (an alternate art with the same identity: merged, the last
    one kept)."""

    inserted: int = 0
    updated: int = 0
    unchanged: int = 0
    source: str = ""
    merged: int = 0

    @property
    def total(self) -> int:
        return self.inserted + self.updated + self.unchanged + self.merged


@dataclass(frozen=True)
class SetInfo:
    """A set present in the catalogue."""

    game: str
    code: str
    name: str
    cards: int


def card_from_row(row: Sequence[Any]) -> CardRecord:
    """The ``CardRecord`` of a row that starts with ``CARD_COLUMNS`` (its id is ``row[0]``)."""
    (_, game, name, oracle_id, set_code, set_name, number, type_line, cost, mana_value, colors,
     color_identity, text, stats, names, rarity, image_path, is_token, extra) = row[:CARD_WIDTH]
    return CardRecord(
        game=game, name=name, oracle_id=oracle_id, set_code=set_code, set_name=set_name, number=number,
        type_line=type_line, cost=cost, mana_value=mana_value, colors=_colors(colors),
        color_identity=_colors(color_identity), text=text, stats=json.loads(stats) if stats != "{}" else {},
        names=json.loads(names) if names else {}, rarity=rarity, image_path=image_path,
        is_token=bool(is_token), extra=json.loads(extra),
    )


@lru_cache(maxsize=256)
def _colors(stored: str) -> tuple[str, ...]:
    """A stored colour list (a few dozen distinct ones) as the record's tuple."""
    return tuple(json.loads(stored))


def identity(record: CardRecord) -> tuple[str, str, str, str, int]:
    """The unique key of a printing, as stored."""
    return (record.game, record.set_code.strip().upper(), record.number, record.name, int(record.is_token))


def import_cards(conn: sqlite3.Connection, records: Iterable[CardRecord], source: str = "") -> ImportReport:
    """Insert or update ``records`` in streaming batches; the caller holds the transaction.

    The full-text index is refreshed per batch (its triggers are deferred meanwhile), so a
    printing with many localized names costs one index update, not one per name. Into an empty
    catalogue it is filled once at the end instead, from ``card_search_text`` in one statement:
    FTS5 writes out what it gathered at every other statement, so batch by batch it wrote and
    merged a small segment per batch. That statement gathers ``FTS_HASH`` bytes of entries
    before writing them out, not FTS5's 1 MB, which halves its cost; the size is set back after.
    """
    report = ImportReport(source=source)
    conn.execute("UPDATE fts_sync SET deferred = 1")
    next_id = int(conn.execute("SELECT coalesce(max(id), 0) + 1 FROM cards").fetchone()[0])
    first = next_id == 1
    seen: set[int] = set()  # the printings this import has written or found already
    with _indexes_built_after(conn, first), collector_paused():  # records and rows are trees of new objects, no cycles
        for start, batch in _batches(records):
            next_id = _import_batch(conn, batch, start, source, next_id, report, seen, index_text=not first)
    if first:
        conn.execute("INSERT INTO cards_fts (cards_fts, rank) VALUES ('hashsize', ?)", (FTS_HASH,))
        conn.execute("INSERT INTO cards_fts (rowid, name, names, type_line, text, game) "
                     "SELECT id, name, names, type_line, text, game FROM card_search_text")
        conn.execute("INSERT INTO cards_fts (cards_fts, rank) VALUES ('hashsize', ?)", (FTS_DEFAULT_HASH,))
    conn.execute("UPDATE fts_sync SET deferred = 0")
    return report


@contextmanager
def _indexes_built_after(conn: sqlite3.Connection, first: bool) -> Iterator[None]:
    """Into an empty catalogue, rows go in faster without the orders' indexes: they are dropped
    and built again at the end, in the same transaction, from their own definitions."""
    if not first:
        yield
        return
    indexes = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('cards', 'card_keys') "
                           "AND sql IS NOT NULL").fetchall()
    for name, _ in indexes:
        conn.execute(f"DROP INDEX {name}")
    yield
    for _, sql in indexes:
        conn.execute(sql)


def _batches(records: Iterable[CardRecord]) -> Iterator[tuple[int, list[CardRecord]]]:
    iterator = iter(records)
    start = 1
    while batch := list(islice(iterator, BATCH)):
        yield start, batch
        start += len(batch)


def _import_batch(
    conn: sqlite3.Connection, batch: list[CardRecord], start: int, source: str, next_id: int, report: ImportReport,
    seen: set[int], index_text: bool = True,
) -> int:
    """Write one batch; its full-text rows too unless not ``index_text`` (filled later)."""
    _check_batch(batch, start, source)
    first_new = next_id  # ids from here on are new in this batch: nothing of theirs to replace
    keys = [identity(record) for record in batch]
    stored = dict(conn.execute(_BY_KEYS, (json.dumps(keys),)).fetchall())
    pending: dict[tuple[str, str, str, str, int], tuple[int, CardRecord]] = {}
    for position, (key, record) in enumerate(zip(keys, batch)):
        if key in pending or stored.get(position) in seen:
            card_id = pending[key][0] if key in pending else stored[position]
            report.merged += 1  # the same printing twice in one import: the last one wins
        elif position in stored:
            card_id = stored[position]
        else:
            card_id = next_id
            next_id += 1
            report.inserted += 1
        pending[key] = (card_id, record)
    current = _current(conn, sorted(set(stored.values()))) if stored else {}
    writes: list[tuple[int, CardRecord, tuple[Any, ...], dict[str, str]]] = []
    for card_id, record in pending.values():
        columns, names = _columns(record, source), _names(record)
        if card_id in seen:  # given in an earlier batch, counted there: written again, the last one kept
            writes.append((card_id, record, columns, names))
            continue
        seen.add(card_id)
        if card_id in current:
            if current[card_id] == (columns, names):
                report.unchanged += 1
                continue
            report.updated += 1
        writes.append((card_id, record, columns, names))
    conn.executemany(_UPSERT, [(card_id, *columns, source) for card_id, _, columns, _ in writes])
    if replaced := [card_id for card_id, _, _, _ in writes if card_id < first_new]:
        for table, column in (("card_names", "card_id"), ("card_keys", "card_id"), ("cards_fts", "rowid")):
            conn.execute(f"DELETE FROM {table} WHERE {column} IN {_IDS}", (json.dumps(replaced),))
    conn.executemany(
        "INSERT INTO card_names (card_id, lang, name) VALUES (?, ?, ?)",
        [(card_id, lang, name) for card_id, _, _, names in writes for lang, name in names.items()],
    )
    conn.executemany(
        "INSERT INTO card_keys (key, kind, card_id) VALUES (?, ?, ?)",
        sorted([(key, kind, card_id) for card_id, record, _, _ in writes for key, kind in lookup_keys(record)]),
    )
    if index_text:
        _index_text(conn, writes)
    return next_id


def _index_text(conn: sqlite3.Connection, writes: list[tuple[int, CardRecord, tuple[Any, ...], dict[str, str]]]) -> None:
    conn.executemany(  # what the card_search_text view gives (localized names in the order of their languages)
        "INSERT INTO cards_fts (rowid, name, names, type_line, text, game) VALUES (?, ?, ?, ?, ?, ?)",
        [(card_id, record.name, " ".join([names[lang] for lang in sorted(names)]), record.type_line, record.text,
          record.game) for card_id, record, _, names in writes],
    )


def _current(conn: sqlite3.Connection, card_ids: list[int]) -> dict[int, tuple[tuple[Any, ...], dict[str, str]]]:
    """What is stored for these printings, in the form ``_columns`` and ``_names`` give."""
    rows = conn.execute(
        f"SELECT id, {', '.join(_STORED[:-1])}, "
        "(SELECT json_group_object(lang, name) FROM card_names n WHERE n.card_id = cards.id) "
        f"FROM cards WHERE id IN {_IDS}",
        (json.dumps(card_ids),),
    )
    return {row[0]: (tuple(row[1:-1]), json.loads(row[-1])) for row in rows}


def _names(record: CardRecord) -> dict[str, str]:
    return {lang: name for lang, name in record.names.items() if name}


def _check_batch(batch: list[CardRecord], start: int, source: str) -> None:
    """``StoreError`` naming the first record of ``batch`` (numbered from ``start``) that cannot
    be stored; the games are asked of the registry once per batch."""
    games = {record.game for record in batch}
    if all(game in GAMES for game in games) and all(record.name.strip() for record in batch):
        return
    for position, record in enumerate(batch, start):
        _check(record, position, source)


def _check(record: CardRecord, position: int, source: str) -> None:
    problem: Text | None = None
    if record.game not in GAMES:
        problem = Text(f"juego desconocido «{record.game}» (se esperaba uno de {', '.join(GAMES)})",
                       f"unknown game «{record.game}» (one of {', '.join(GAMES)} was expected)")
    elif not record.name.strip():
        problem = Text("la carta no tiene nombre", "the card has no name")
    if problem:
        raise StoreError(Text(f"{source or 'importación'}: registro {position}: {problem.es}",
                              f"{source or 'import'}: record {position}: {problem.en}"))


def _columns(record: CardRecord, source: str) -> tuple[Any, ...]:
    """The stored columns of ``record``, in ``_STORED`` order without ``source``."""
    try:
        stats, extra = _to_json(record.stats), _to_json(record.extra)
    except (TypeError, ValueError) as exc:
        raise StoreError(Text(f"{source or 'importación'}: «{record.name}»: datos no representables en JSON ({exc})",
                              f"{source or 'import'}: «{record.name}»: data that JSON cannot hold ({exc})")) from exc
    return (
        record.game, record.name, fold(record.name), record.oracle_id, record.set_code.strip().upper(),
        record.set_name, record.number, record.type_line, record.cost, record.mana_value,
        _colors_json(tuple(record.colors)), _colors_json(tuple(record.color_identity)), record.text, stats,
        record.rarity, record.image_path, int(record.is_token), extra,
        english_sort_name(record.name, record.names), type_sort_key(record.game, record.type_line, "es"),
        type_sort_key(record.game, record.type_line, "en"),
    )


_to_json = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps(…, ensure_ascii=False), built once


@lru_cache(maxsize=256)
def _colors_json(colors: tuple[str, ...]) -> str:
    return json.dumps(list(colors))


def get_card(conn: sqlite3.Connection, card_id: int) -> CardRecord | None:
    """The printing with this id, or ``None``."""
    row = conn.execute(f"SELECT {CARD_COLUMNS} FROM cards c WHERE c.id = ?", (card_id,)).fetchone()
    return card_from_row(row) if row else None


def card_id_of(conn: sqlite3.Connection, record: CardRecord) -> int | None:
    """The id of the stored printing with ``record``'s identity, or ``None``."""
    row = conn.execute(_BY_KEYS, (json.dumps([identity(record)]),)).fetchone()
    return int(row[1]) if row else None


def match(
    conn: sqlite3.Connection, game: str, name: str = "", set_code: str = "", number: str = "", code: str = ""
) -> tuple[int, str] | None:
    """The best printing's id and how it matched: ``code``, ``set_number``, ``name_set`` or ``name``.

    Tried in that order. A code or set+number match whose card does not carry the given name
    (in any language or face) is ignored, so a stale number or a clashing code cannot pick
    another card. Among equals: exact name before face before localized name, cards before
    tokens, printings with an image first, then the oldest.
    """
    name_key = fold(name)
    set_code = set_code.strip().upper()

    def named(card_id: int) -> bool:
        return not name_key or conn.execute(
            "SELECT 1 FROM card_keys WHERE key = ? AND kind < ? AND card_id = ?", (name_key, CODE, card_id)
        ).fetchone() is not None

    if code.strip():
        for card_id in _keyed(conn, game, code_key(code), f"k.kind >= {CODE}"):
            if named(card_id):
                return card_id, "code"
    if set_code and number.strip():
        for card_id in _keyed(conn, game, code_key(number), f"k.kind = {NUMBER} AND c.set_code = ?", set_code):
            if named(card_id):
                return card_id, "set_number"
    if name_key:
        if set_code:
            for card_id in _keyed(conn, game, name_key, f"k.kind < {CODE} AND c.set_code = ?", set_code):
                return card_id, "name_set"
        for card_id in _keyed(conn, game, name_key, f"k.kind < {CODE}"):
            return card_id, "name"
    return None


def _keyed(conn: sqlite3.Connection, game: str, key: str, where: str, *params: str) -> list[int]:
    rows = conn.execute(
        "SELECT k.card_id FROM card_keys k JOIN cards c ON c.id = k.card_id "
        f"WHERE k.key = ? AND c.game = ? AND {where} "
        "ORDER BY k.kind, c.is_token, c.image_path = '', c.id LIMIT 50",
        (key, game, *params),
    )
    return [int(row[0]) for row in rows]


def find_printing(
    conn: sqlite3.Connection, game: str, name: str = "", set_code: str = "", number: str = "", code: str = ""
) -> CardRecord | None:
    """``CardLookup.find_printing``: the printing ``match`` picks, or ``None``."""
    found = match(conn, game, name, set_code, number, code)
    return get_card(conn, found[0]) if found else None


def set_codes_by_name(conn: sqlite3.Connection, game: str) -> dict[str, str]:
    """The game's set codes by folded set name (collection files often name the set only)."""
    rows = conn.execute("SELECT DISTINCT set_name, set_code FROM cards WHERE game = ? AND set_name != ''", (game,))
    return {fold(name): code for name, code in rows}


def list_sets(conn: sqlite3.Connection, game: str | None = None) -> list[SetInfo]:
    """The sets in the catalogue with their printing counts, by game and code."""
    rows = conn.execute(
        "SELECT game, set_code, max(set_name), count(*) FROM cards WHERE ? IS NULL OR game = ? "
        "GROUP BY game, set_code ORDER BY game, set_code",
        (game, game),
    )
    return [SetInfo(*row) for row in rows]


def card_count(conn: sqlite3.Connection, game: str | None = None) -> int:
    """How many printings the catalogue holds (for one game, or all)."""
    return int(conn.execute("SELECT count(*) FROM cards WHERE ? IS NULL OR game = ?", (game, game)).fetchone()[0])
