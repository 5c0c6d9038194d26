"""The collection: entries of owned copies, CSV rows in and out, quantity editing.

An entry is a number of copies of one printing sharing condition, finish, language and location
(plus price, currency, tags and trade quantity). Imported rows are matched to printings with
``catalogue.match``; a row that matches nothing is reported and not stored, and a row stored
against another printing than the one it names (its set or number is not in the catalogue) is
stored and reported too. Nothing is dropped silently. The row's ``extra`` is kept with the
entry and given back on export.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Callable, Iterable, Sequence

from engine.core.problems import at_line
from engine.core.text import Text
from engine.formats.records import CardRecord, CollectionRow
from engine.store.catalogue import BATCH, CARD_COLUMNS, CARD_WIDTH, card_from_row, match, set_codes_by_name
from engine.store.clock import now
from engine.store.errors import StoreError
from engine.store.keys import fold

_ENTRY_COLUMNS = (
    "e.id, e.quantity, e.condition, e.finish, e.language, e.purchase_price, e.currency, e.location, "
    "e.tags, e.trade_quantity, e.added, e.extra"
)
_INSERT = (
    "INSERT INTO collection (card_id, quantity, condition, finish, language, purchase_price, currency, "
    "location, tags, trade_quantity, added, extra) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


@dataclass(frozen=True)
class CollectionEntry:
    """Owned copies of one printing."""

    id: int
    card_id: int
    card: CardRecord
    quantity: int
    condition: str = ""
    finish: str = ""
    language: str = ""
    purchase_price: float | None = None
    currency: str = ""
    location: str = ""
    tags: tuple[str, ...] = ()
    trade_quantity: int = 0
    added: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RowNote:
    """A collection row that was not stored, or not stored as the printing it names, and why."""

    line: int | None
    name: str
    reason: Text
    row: CollectionRow

    def describe(self, lang: str) -> str:
        """``línea 4: «Name»: why`` in ``lang``."""
        return at_line(self.line, Text(f"«{self.name}»: {self.reason.es}", f"«{self.name}»: {self.reason.en}")).get(lang)

    def __str__(self) -> str:
        return self.describe("es")


@dataclass
class CollectionImportReport:
    """What a collection import did: entries and copies stored, rows reported."""

    game: str
    stored: int = 0
    copies: int = 0
    unmatched: list[RowNote] = field(default_factory=list)  # not stored
    substituted: list[RowNote] = field(default_factory=list)  # stored as another printing


def import_collection(
    conn: sqlite3.Connection, rows: Iterable[CollectionRow], game: str, *, replace: bool = False
) -> CollectionImportReport:
    """Match and store ``rows`` in batches; the caller holds the transaction.

    ``replace`` first removes the game's whole collection (re-importing an export of the same
    collection would otherwise add its copies again).
    """
    report = CollectionImportReport(game=game)
    if replace:
        conn.execute("DELETE FROM collection WHERE card_id IN (SELECT id FROM cards WHERE game = ?)", (game,))
    added = now()
    set_codes: dict[str, str] = {}  # read once, when a row first names its set without a code

    def set_code_of(set_name: str) -> str:
        if not set_codes:
            set_codes.update(set_codes_by_name(conn, game))
        return set_codes.get(fold(set_name), "")

    iterator = iter(rows)
    while batch := list(islice(iterator, BATCH)):
        entries = [entry for row in batch if (entry := _entry_for(conn, row, game, added, set_code_of, report))]
        conn.executemany(_INSERT, entries)
        report.stored += len(entries)
        report.copies += sum(entry[1] for entry in entries)
    return report


def _entry_for(
    conn: sqlite3.Connection,
    row: CollectionRow,
    game: str,
    added: str,
    set_code_of: Callable[[str], str],
    report: CollectionImportReport,
) -> tuple[Any, ...] | None:
    def note(reason: Text) -> RowNote:
        return RowNote(row.line, row.name, reason, row)

    if row.quantity <= 0:
        report.unmatched.append(note(Text(f"cantidad {row.quantity}: no hay copias que guardar",
                                          f"quantity {row.quantity}: there are no copies to store")))
        return None
    set_code = row.set_code.strip() or (set_code_of(row.set_name) if row.set_name.strip() else "")
    found = match(conn, game, row.name, set_code, row.number)
    named_set = set_code or row.set_name.strip()
    asked = _printing(named_set, row.number) if named_set else ""
    if found is None:
        printing = f" ({asked})" if asked else ""
        report.unmatched.append(note(Text(f"ninguna carta de {game} se llama así{printing}",
                                          f"no {game} card has that name{printing}")))
        return None
    card_id, how = found
    if (asked and how == "name") or (row.number.strip() and how == "name_set"):
        stored = conn.execute("SELECT set_code, number FROM cards WHERE id = ?", (card_id,)).fetchone()
        report.substituted.append(
            note(Text(f"{asked} no está en el catálogo; guardada como {_printing(stored[0], stored[1])}",
                      f"{asked} is not in the catalogue; stored as {_printing(stored[0], stored[1])}"))
        )
    return (
        card_id, row.quantity, row.condition, row.finish, row.language, row.purchase_price, row.currency,
        row.location, json.dumps(list(row.tags), ensure_ascii=False), max(row.trade_quantity, 0), added,
        _json(row.extra, row),
    )


def _printing(set_code: str, number: str) -> str:
    return " ".join(part for part in (set_code.strip(), f"#{number.strip()}" if number.strip() else "") if part)


def _json(extra: dict[str, Any], row: CollectionRow) -> str:
    try:
        return json.dumps(extra, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(Text(f"línea {row.line}: «{row.name}»: datos no representables en JSON ({exc})",
                              f"line {row.line}: «{row.name}»: data that JSON cannot hold ({exc})")) from exc


def entries(conn: sqlite3.Connection, game: str | None = None, card_id: int | None = None) -> list[CollectionEntry]:
    """The collection's entries (of one game and/or one printing), by card name."""
    rows = conn.execute(
        f"SELECT {CARD_COLUMNS}, {_ENTRY_COLUMNS} FROM collection e JOIN cards c ON c.id = e.card_id "
        "WHERE (? IS NULL OR c.game = ?) AND (? IS NULL OR e.card_id = ?) "
        "ORDER BY c.sort_name, c.set_code, c.number, e.id",
        (game, game, card_id, card_id),
    )
    return [_entry_from_row(row) for row in rows]


def _entry_from_row(row: Sequence[Any]) -> CollectionEntry:
    (entry_id, quantity, condition, finish, language, price, currency, location, tags, trade, added,
     extra) = row[CARD_WIDTH:]
    return CollectionEntry(
        id=entry_id, card_id=row[0], card=card_from_row(row), quantity=quantity, condition=condition,
        finish=finish, language=language, purchase_price=price, currency=currency, location=location,
        tags=tuple(json.loads(tags)), trade_quantity=trade, added=added, extra=json.loads(extra),
    )


def export_collection(conn: sqlite3.Connection, game: str | None = None) -> list[CollectionRow]:
    """Every entry as a ``CollectionRow``; ``extra`` adds ``game`` and ``added`` to what was imported."""
    return [
        CollectionRow(
            quantity=entry.quantity, name=entry.card.name, set_code=entry.card.set_code,
            set_name=entry.card.set_name, number=entry.card.number, condition=entry.condition,
            finish=entry.finish, language=entry.language, purchase_price=entry.purchase_price,
            currency=entry.currency, location=entry.location, tags=entry.tags,
            trade_quantity=entry.trade_quantity, extra={**entry.extra, "game": entry.card.game, "added": entry.added},
        )
        for entry in entries(conn, game)
    ]


def add_copies(
    conn: sqlite3.Connection,
    card_id: int,
    quantity: int = 1,
    *,
    condition: str = "",
    finish: str = "",
    language: str = "",
    location: str = "",
    purchase_price: float | None = None,
    currency: str = "",
    tags: Sequence[str] = (),
    trade_quantity: int = 0,
) -> int:
    """Add copies of a printing; they join the entry with the same condition, finish, language and
    location if there is one (keeping its price and tags). Returns the entry id."""
    if quantity <= 0:
        raise StoreError(Text(f"no se pueden añadir {quantity} copias", f"{quantity} copies cannot be added"))
    if conn.execute("SELECT 1 FROM cards WHERE id = ?", (card_id,)).fetchone() is None:
        raise StoreError(Text(f"no hay ninguna carta con id {card_id}", f"there is no card with id {card_id}"))
    same = conn.execute(
        "SELECT id FROM collection WHERE card_id = ? AND condition = ? AND finish = ? AND language = ? AND location = ? "
        "ORDER BY id LIMIT 1",
        (card_id, condition, finish, language, location),
    ).fetchone()
    if same:
        conn.execute(
            "UPDATE collection SET quantity = quantity + ?, trade_quantity = trade_quantity + ? WHERE id = ?",
            (quantity, trade_quantity, same[0]),
        )
        return int(same[0])
    cursor = conn.execute(
        _INSERT,
        (card_id, quantity, condition, finish, language, purchase_price, currency, location,
         json.dumps(list(tags), ensure_ascii=False), trade_quantity, now(), "{}"),
    )
    return int(cursor.lastrowid or 0)


def set_quantity(conn: sqlite3.Connection, entry_id: int, quantity: int) -> None:
    """Set an entry's copies; 0 removes the entry. Trade copies never exceed the copies left."""
    if quantity < 0:
        raise StoreError(Text(f"la cantidad no puede ser negativa ({quantity})", f"the quantity cannot be negative ({quantity})"))
    _entry_quantity(conn, entry_id)
    if quantity == 0:
        conn.execute("DELETE FROM collection WHERE id = ?", (entry_id,))
    else:
        conn.execute(
            "UPDATE collection SET quantity = ?, trade_quantity = min(trade_quantity, ?) WHERE id = ?",
            (quantity, quantity, entry_id),
        )


def remove_copies(conn: sqlite3.Connection, entry_id: int, quantity: int = 1) -> None:
    """Take copies out of an entry; taking them all removes it."""
    have = _entry_quantity(conn, entry_id)
    if quantity <= 0 or quantity > have:
        raise StoreError(Text(f"no se pueden quitar {quantity} copias de la entrada {entry_id}: tiene {have}",
                              f"{quantity} copies cannot be removed from entry {entry_id}: it has {have}"))
    set_quantity(conn, entry_id, have - quantity)


def _entry_quantity(conn: sqlite3.Connection, entry_id: int) -> int:
    row = conn.execute("SELECT quantity FROM collection WHERE id = ?", (entry_id,)).fetchone()
    if row is None:
        raise StoreError(Text(f"no hay ninguna entrada de colección con id {entry_id}",
                              f"there is no collection entry with id {entry_id}"))
    return int(row[0])
