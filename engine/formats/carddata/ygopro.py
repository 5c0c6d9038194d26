"""YGOPro/EDOPro card databases (``cards.cdb``, SQLite): one record per ``datas`` row.

Mapping (game ``ygo``): ``texts.name`` → ``name`` (in whatever language the database is;
the file does not say, so ``names`` stays empty); ``texts.desc`` → ``text``; ``number`` is
the passcode (``datas.id``) as text; ``oracle_id`` is the passcode of the card named by
``alias`` (an alternative artwork or a copy treated as the same card) when there is one, else
the card's own passcode. The type line joins the card's kinds and subtypes with ``/``, and for
monsters adds `` — `` race ``/`` attribute: ``"Monster/Effect/Synchro — Dragon/WIND"``,
``"Spell/Quick-Play"``, ``"Trap/Normal"`` (a spell or trap without a subtype is Normal).
Monster ``stats``: ``atk`` and ``def`` (``"?"`` where the database has -2), ``level`` (the
low byte of ``level``), ``rank`` instead for Xyz, ``link`` instead of ``level`` and no ``def``
for Link (``def`` holds the arrows), ``scale_left``/``scale_right`` for Pendulum (the high
bytes of ``level``). Tokens (``TYPE_TOKEN``) are tokens. A cdb has no sets, rarity or cost.
``extra`` keeps ``identifiers`` (``passcode``), ``types``, ``race``, ``attribute``,
``link_arrows``, ``scopes`` (the ``ot`` column), ``alias``, ``archetype_codes`` (the 16-bit
codes packed in ``setcode``), ``strings`` (``str1``…) and ``cdb``, the raw ``datas`` row.
"""

from __future__ import annotations

import sqlite3
from functools import partial
from pathlib import Path
from typing import Any, Iterator

from engine.core.errors import LoadError
from engine.core.text import Text, same
from engine.core.textfiles import unreadable
from engine.formats.carddata import ygoflags as flags
from engine.formats.carddata.skipping import card_or_skip
from engine.formats.records import CardRecord

SQLITE_HEADER = b"SQLite format 3\x00"
DATAS = ("id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute", "category")
TEXTS = ("id", "name", "desc")
MAX_TEXT_CHARS = 1 << 20
"""The longest text of a card read (its description is a few hundred characters)."""


def read_ygopro_cdb(path: str | Path, skipped: list[LoadError] | None = None) -> Iterator[CardRecord]:
    """Every card of a YGOPro/EDOPro ``.cdb``, in passcode order; a row that cannot be read
    goes to ``skipped`` (``engine.formats.carddata.skipping``)."""
    path = Path(path)
    _check_header(path)
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    last: object = None
    try:
        strings = _check_tables(str(path), conn)
        columns = ", ".join([_number_column(f"d.{c}") for c in DATAS] + [_text_column(f"t.{c}") for c in ("name", "desc", *strings)])
        cursor = conn.execute(f"SELECT {columns} FROM datas d LEFT JOIN texts t ON t.id = d.id ORDER BY d.id")
        for row in cursor:
            card = card_or_skip(partial(_record, str(path), row), skipped)
            if card is not None:
                yield card
            last = row[0]
    except sqlite3.DatabaseError as exc:
        where = Text(f"tabla datas, después del id {last}: ", f"table datas, after id {last}: ") if last is not None else same("")
        raise LoadError(str(path), Text(f"{where.es}base de datos SQLite dañada: {exc}",
                                        f"{where.en}damaged SQLite database: {exc}")) from exc
    finally:
        conn.close()


def _number_column(column: str) -> str:
    """``column`` as SQL that reads a number whole and anything else cut short (``_record``
    refuses it): a cell of a hundred megabytes is never read."""
    return f"CASE typeof({column}) WHEN 'integer' THEN {column} WHEN 'null' THEN NULL ELSE substr({column}, 1, 40) END"


def _text_column(column: str) -> str:
    """``column`` as SQL that reads at most one character more than ``MAX_TEXT_CHARS``."""
    return f"substr({column}, 1, {MAX_TEXT_CHARS + 1})"


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as raw:
            header = raw.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    if header != SQLITE_HEADER:
        raise LoadError(str(path), Text("byte 0: no es una base de datos SQLite (falta la cabecera «SQLite format 3»)",
                                        "byte 0: not an SQLite database (the «SQLite format 3» header is missing)"))


def _check_tables(path: str, conn: sqlite3.Connection) -> list[str]:
    """Check the tables and columns a cdb needs; return the ``strN`` columns of ``texts``."""
    found: dict[str, list[str]] = {}
    for table, required in (("datas", DATAS), ("texts", TEXTS)):
        columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
        if not columns:
            raise LoadError(path, Text(f"no es una base de cartas de YGOPro: falta la tabla {table}",
                                       f"not a YGOPro card database: the table {table} is missing"))
        missing = [c for c in required if c not in columns]
        if missing:
            raise LoadError(path, Text(f"tabla {table}: faltan las columnas {', '.join(missing)}",
                                       f"table {table}: the columns {', '.join(missing)} are missing"))
        found[table] = columns
    return [c for c in found["texts"] if c.startswith("str") and c[3:].isdigit()]


def _record(path: str, row: tuple[Any, ...]) -> CardRecord:
    raw = dict(zip(DATAS, row))
    for column, value in raw.items():
        if value is None:
            raw[column] = 0
        elif not isinstance(value, int):
            raise LoadError(path, Text(f"tabla datas, id {raw['id']}: la columna {column} no es un número ({value!r})",
                                       f"table datas, id {raw['id']}: the column {column} is not a number ({value!r})"))
    name, desc = row[len(DATAS)], row[len(DATAS) + 1]
    if not isinstance(name, str) or not name.strip():
        raise LoadError(path, Text(f"tabla texts, id {raw['id']}: la carta no tiene nombre",
                                   f"table texts, id {raw['id']}: the card has no name"))
    if desc is not None and not isinstance(desc, str):
        raise LoadError(path, Text(f"tabla texts, id {raw['id']}: la columna desc no es un texto ({type(desc).__name__})",
                                   f"table texts, id {raw['id']}: the desc column is not a text ({type(desc).__name__})"))
    for text in row[len(DATAS):]:
        if isinstance(text, (str, bytes)) and len(text) > MAX_TEXT_CHARS:
            raise LoadError(path, Text(f"tabla texts, id {raw['id']}: un texto de más de {MAX_TEXT_CHARS // 2**20} M caracteres",
                                       f"table texts, id {raw['id']}: a text of more than {MAX_TEXT_CHARS // 2**20} M characters"))
    passcode, kind = raw["id"], raw["type"]
    types = flags.names(kind, flags.KINDS) + flags.names(kind, flags.SUBTYPES)
    if types in (["Spell"], ["Trap"]):
        types.append("Normal")
    extra: dict[str, Any] = {"identifiers": {"passcode": str(passcode)}, "types": types}
    stats: dict[str, str] = {}
    type_line = "/".join(types)
    if kind & flags.TYPE_MONSTER:
        race = "/".join(flags.names(raw["race"], flags.RACES))
        attribute = "/".join(flags.names(raw["attribute"], flags.ATTRIBUTES))
        extra.update(race=race, attribute=attribute)
        tail = "/".join(part for part in (race, attribute) if part)
        type_line += f" — {tail}" if tail else ""
        stats = _monster_stats(raw, extra)
    extra["scopes"] = flags.names(raw["ot"], flags.SCOPES)
    if raw["alias"]:
        extra["alias"] = raw["alias"]
    codes = [(raw["setcode"] >> shift) & 0xFFFF for shift in (0, 16, 32, 48)]
    if any(codes):
        extra["archetype_codes"] = [code for code in codes if code]
    texts = [text for text in row[len(DATAS) + 2:] if isinstance(text, str) and text]
    if texts:
        extra["strings"] = texts
    extra["cdb"] = raw
    return CardRecord(
        game="ygo",
        name=name.strip(),
        oracle_id=str(raw["alias"] or passcode),
        number=str(passcode),
        type_line=type_line,
        text=(desc or "").replace("\r\n", "\n").strip(),
        stats=stats,
        is_token=bool(kind & flags.TYPE_TOKEN),
        extra=extra,
    )


def _monster_stats(raw: dict[str, int], extra: dict[str, Any]) -> dict[str, str]:
    def number(value: int) -> str:
        return "?" if value == -2 else str(value)

    kind, level = raw["type"], raw["level"]
    stats = {"atk": number(raw["atk"])}
    if kind & flags.TYPE_LINK:
        stats["link"] = str(level & 0xFF)
        extra["link_arrows"] = flags.names(raw["def"], flags.LINK_ARROWS)
        return stats
    stats["def"] = number(raw["def"])
    stats["rank" if kind & flags.TYPE_XYZ else "level"] = str(level & 0xFF)
    if kind & flags.TYPE_PENDULUM:
        stats["scale_left"] = str((level >> 24) & 0xFF)
        stats["scale_right"] = str((level >> 16) & 0xFF)
    return stats
