"""Recognising a card-data file by its content and opening it with the matching importer.

The first 64 KiB decide: the SQLite header is a YGOPro ``.cdb``; ``<cockatrice_carddatabase``
is Cockatrice XML; a JSON object whose first key is ``meta`` or ``data`` is MTGJSON; a JSON
array, or JSON lines whose first line is a card object, is Scryfall; ``[set]``/``[[card]]``
tables are a Tapete TOML set; a CSV header with ``game``, ``set``, ``code`` and ``name`` is a
Tapete CSV set. When the content says nothing, the extension picks the importer (``.cdb``,
``.xml``, ``.json``, ``.jsonl``, ``.toml``), whose error then says what is wrong; any other
file (a collection CSV, a deck) is an unknown format.
"""

from __future__ import annotations

import csv
import json
import re
import sqlite3
from pathlib import Path
from typing import Callable, Iterator

from engine.core.errors import LoadError
from engine.core.problems import short_errors, thousands
from engine.core.text import Text
from engine.core.textfiles import unreadable
from engine.formats.carddata.cockatrice import ROOT, read_cockatrice
from engine.formats.carddata.mtgjson import read_mtgjson
from engine.formats.carddata.scryfall import read_scryfall
from engine.formats.carddata.tapete_sets import REQUIRED_COLUMNS, column_key, read_tapete_csv, read_tapete_toml
from engine.formats.carddata.ygopro import SQLITE_HEADER, read_ygopro_cdb
from engine.formats.records import CardRecord

Reader = Callable[[Path], Iterator[CardRecord]]

#: Format name → importer.
FORMATS: dict[str, Reader] = {
    "mtgjson": read_mtgjson,
    "scryfall": read_scryfall,
    "cockatrice": read_cockatrice,
    "ygopro-cdb": read_ygopro_cdb,
    "tapete-toml": read_tapete_toml,
    "tapete-csv": read_tapete_csv,
}
SKIPS_BAD_CARDS: dict[str, Callable[[Path, list[LoadError] | None], Iterator[CardRecord]]] = {
    "cockatrice": read_cockatrice, "scryfall": read_scryfall, "ygopro-cdb": read_ygopro_cdb,
    "tapete-toml": read_tapete_toml, "tapete-csv": read_tapete_csv,
}
"""The readers that can skip one bad card (``engine.formats.carddata.skipping``)."""
_BY_EXTENSION = {
    ".cdb": "ygopro-cdb", ".xml": "cockatrice", ".jsonl": "scryfall", ".toml": "tapete-toml",
}
MAX_RECORDS = 1_000_000
"""The most printings one file may give: MTGJSON's AllPrintings has about 100,000 and Scryfall's
every-language bulk file about 500,000."""
_HEAD = 1 << 16
_FIRST_KEY = re.compile(r'\{\s*"((?:[^"\\]|\\.)*)"')
_TOML_TABLE = re.compile(r"^[ \t]*\[(?:set|\[card\]|\[token\])\][ \t]*(?:#.*)?$", re.MULTILINE)


def detect_format(path: str | Path) -> str:
    """The name of the card-data format of the file at ``path`` (a key of ``FORMATS``)."""
    path = Path(path)
    try:
        with path.open("rb") as raw:
            head = raw.read(_HEAD)
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    if head.startswith(SQLITE_HEADER):
        return "ygopro-cdb"
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    found = _by_content(text)
    if found:
        return found
    suffix = path.suffix.lower()
    if suffix in _BY_EXTENSION:
        return _BY_EXTENSION[suffix]
    if suffix == ".json" and text[:1] in ("{", "["):
        return "mtgjson" if text.startswith("{") else "scryfall"
    problem = Text("el archivo está vacío", "the file is empty") if not text \
        else Text("formato de datos de cartas desconocido", "unknown card data format")
    raise LoadError(str(path), Text(f"{problem.es} (se leen MTGJSON, Scryfall, Cockatrice XML, YGOPro .cdb y sets de Tapete en TOML o CSV)",
                                    f"{problem.en} (MTGJSON, Scryfall, Cockatrice XML, YGOPro .cdb and Tapete sets in TOML or CSV are read)"))


def open_card_data(path: str | Path, skipped: list[LoadError] | None = None) -> tuple[str, Iterator[CardRecord]]:
    """The format of the file at ``path`` and a lazy stream of its records.

    Detection errors are raised here; errors inside the file are raised while iterating, so
    a caller importing the stream should do it in one transaction. With ``skipped``, a card
    that cannot be read (every format but MTGJSON) is appended there and the rest read.
    """
    name = detect_format(path)
    skipping = SKIPS_BAD_CARDS.get(name)
    records = skipping(Path(path), skipped) if skipping and skipped is not None else FORMATS[name](Path(path))
    return name, _bounded(records, str(path))


def _bounded(records: Iterator[CardRecord], path: str) -> Iterator[CardRecord]:
    """``records``, at most ``MAX_RECORDS`` of them, with an error that quotes a whole field of
    the file cut short."""
    with short_errors():
        for count, record in enumerate(records, start=1):
            if count > MAX_RECORDS:
                raise LoadError(path, Text(f"más de {thousands(MAX_RECORDS)} cartas: ningún archivo de datos de cartas tiene tantas",
                                           f"more than {thousands(MAX_RECORDS, 'en')} cards: no card data file has so many"))
            yield record


def _by_content(text: str) -> str | None:
    if text.startswith("<"):
        return "cockatrice" if f"<{ROOT}" in text else None
    if text.startswith("{"):
        key = _FIRST_KEY.match(text)
        if key and key.group(1) in ("meta", "data"):
            return "mtgjson"
        return "scryfall" if _is_scryfall_line(text.split("\n", 1)[0]) else None
    if re.match(r"\[\s*[{\]]", text):
        return "scryfall"
    if _TOML_TABLE.search(text):
        return "tapete-toml"
    first_line = text.splitlines()[0] if text else ""  # a lone CR ends a line too
    try:
        header = {column_key(name) for name in next(csv.reader([first_line]), [])}
    except csv.Error:  # a NUL, or quotes csv cannot read: no header of ours
        return None
    return "tapete-csv" if set(REQUIRED_COLUMNS) <= header else None


def _is_scryfall_line(line: str) -> bool:
    try:
        obj = json.loads(line)
    except ValueError:
        return False
    return isinstance(obj, dict) and (obj.get("object") == "card" or {"name", "set", "collector_number"} <= obj.keys())


def expected_records(path: str | Path, fmt: str) -> int | None:
    """How many records a file will give, when that is cheap to know exactly (a ``cards.cdb``'s
    rows, a JSON-lines file's lines), for a progress line's time left; else ``None``."""
    try:
        if fmt == "ygopro-cdb":
            with sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True) as conn:
                return int(conn.execute("SELECT count(*) FROM datas").fetchone()[0])
        if fmt == "scryfall" and Path(path).suffix.lower() == ".jsonl":
            with open(path, "rb") as raw:
                return sum(block.count(b"\n") for block in iter(lambda: raw.read(1 << 20), b""))
    except (OSError, ValueError, sqlite3.Error):
        return None
    return None
