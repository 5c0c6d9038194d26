"""Reading a collection CSV in any of the five layouts into normalized ``CollectionRow``s.

The file may have been saved again by a spreadsheet: UTF-8 with or without BOM, UTF-16 (with
its BOM), else Windows-1252; separated by commas, or by the semicolons (or tabs) a spreadsheet
writes where the comma is the decimal mark, or as a ``sep=`` first line says; lines ended by
LF, CRLF or CR alone.

ManaBox whole-collection exports list every binder, deck and list. Only binder rows are cards
on the shelf: a deck row is a card the deck uses (often the same copy a binder lists, so
counting it would count that copy twice) and a list row is a wish or trade list. Deck and list
rows are therefore left out of ``rows`` and returned in ``CollectionFile.skipped``, with their
line and ``extra["binder_type"]``, for the caller to report (or to rebuild the decks from).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Callable, Iterator, TypeVar

from engine.core.errors import LoadError, text_of
from engine.core.problems import short_errors, thousands
from engine.core.text import Text
from engine.core.textfiles import sniff_encoding, text_lines
from engine.formats.collection import values
from engine.formats.collection.layouts import FLAGS, LAYOUT_SPECS, Layout, detect_layout, extra_key
from engine.formats.languages import parse_language
from engine.formats.records import CollectionRow

T = TypeVar("T")
MAX_LINES = 50_000
"""The longest collection read: the export of a collection of 20,000 entries has 21,000 lines."""
_NOT_OWNED = {"deck", "list"}  # ManaBox binder types whose rows are not copies on the shelf


@dataclass
class CollectionFile:
    """What a collection CSV holds: its layout, the owned rows and the rows left out."""

    layout: str
    rows: list[CollectionRow]
    skipped: list[CollectionRow] = field(default_factory=list)


def read_collection(path: str | Path) -> tuple[str, list[CollectionRow]]:
    """The layout of a collection CSV and its rows (see ``read_collection_file``)."""
    result = read_collection_file(path)
    return result.layout, result.rows


def read_collection_file(path: str | Path) -> CollectionFile:
    """Read a collection export; ``LoadError`` names the line and column of any bad cell."""
    with short_errors():
        return _read(str(path))


def _read(source: str) -> CollectionFile:
    records = _records(text_lines(source, sniff_encoding(source)), source)
    try:
        header_line, header = next(records)
    except StopIteration:
        raise LoadError(source, Text("el archivo está vacío: falta la cabecera",
                                     "the file is empty: the header is missing")) from None
    try:
        layout = LAYOUT_SPECS[detect_layout(header)]
    except ValueError as exc:
        raise LoadError(source, text_of(exc), header_line) from None
    columns = _columns(header, layout, source, header_line)
    result = CollectionFile(layout.name, [])
    for line, cells in records:
        if len(cells) > len(header) and not any(cell.strip() for cell in cells[len(header):]):
            cells = cells[: len(header)]
        if len(cells) != len(header):
            raise LoadError(source, Text(f"la fila tiene {len(cells)} campos y la cabecera {len(header)} "
                                         "(¿archivo cortado o comillas sin cerrar?)",
                                         f"the row has {len(cells)} fields and the header {len(header)} "
                                         "(a cut file or an unclosed quote?)"), line)
        row, binder_type = _row(cells, header, columns, layout, source, line)
        if values.key(binder_type) in _NOT_OWNED:
            row.extra["binder_type"] = binder_type
            result.skipped.append(row)
        else:
            result.rows.append(row)
    return result


def _records(lines: Iterator[str], source: str) -> Iterator[tuple[int, list[str]]]:
    """Each non-blank CSV record with its first line, after an optional ``sep=`` line; a file
    of more than ``MAX_LINES`` lines is refused."""
    first = next(lines, "").lstrip("\ufeff")
    separator = first.strip().strip('"')
    skip = separator.lower().startswith("sep=")
    delimiter = separator[4:5] or "," if skip else _delimiter(first)
    reader = csv.reader(chain([first], lines), delimiter=delimiter, strict=True)
    while True:
        line = reader.line_num + 1
        if line > MAX_LINES:
            raise LoadError(source, Text(f"más de {thousands(MAX_LINES)} líneas; una colección no pasa de ahí",
                                         f"more than {thousands(MAX_LINES, 'en')} lines; a collection has no more"), line)
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise LoadError(source, Text(f"CSV mal formado: {exc}", f"malformed CSV: {exc}"), line) from None
        if skip:
            skip = False
        elif any(cell.strip() for cell in cells):
            yield line, cells


def _delimiter(header: str) -> str:
    """The separator of a header line: a comma, or the semicolon (or tab) a spreadsheet in a
    locale whose decimal mark is the comma (Spanish, French, German…) writes instead."""
    return max((",", ";", "\t"), key=lambda mark: (header.count(mark), mark == ","))


def _columns(header: list[str], layout: Layout, source: str, line: int) -> list[str]:
    """The field each column fills (``""``: kept in ``extra``); the first of duplicates wins."""
    known = layout.fields()
    columns: list[str] = []
    for name in header:
        target = known.get(values.key(name), "")
        columns.append("" if target in columns else target)
    for required, label in (("quantity", Text("cantidad", "quantity")), ("name", Text("nombre", "name"))):
        if required not in columns:
            raise LoadError(source, Text(f"falta la columna de {label.es} en la cabecera ({layout.name})",
                                         f"the {label.en} column is missing from the header ({layout.name})"), line)
    return columns


def _row(cells: list[str], header: list[str], columns: list[str], layout: Layout,
         source: str, line: int) -> tuple[CollectionRow, str]:
    """One normalized row and its ManaBox binder type."""
    cell = {target: cells[i].strip() for i, target in enumerate(columns) if target}
    extra: dict[str, object] = {}
    for i, text in enumerate(cells):
        if not columns[i] and text.strip():
            name = extra_key(header[i])
            extra[name] = values.parse_flag(text) if name in FLAGS else text.strip()

    def parsed(target: str, parse: Callable[[str], T]) -> T:
        try:
            return parse(cell.get(target, ""))
        except ValueError as exc:
            column, problem = header[columns.index(target)], text_of(exc)
            raise LoadError(source, Text(f"columna «{column}»: {problem.es}", f"column «{column}»: {problem.en}"), line) from None

    if not cell.get("name"):
        raise LoadError(source, Text("fila sin nombre de carta", "a row without a card name"), line)
    price, symbol_currency = parsed("purchase_price", values.parse_price)
    set_code, set_name = cell.get("set_code", "").upper(), cell.get("set_name", "")
    edition = cell.get("edition", "")
    if edition and _looks_like_code(edition):
        set_code = set_code or edition.upper()
    elif edition:
        set_name = set_name or edition
    row = CollectionRow(
        quantity=parsed("quantity", values.parse_count),
        name=cell["name"],
        set_code=set_code,
        set_name=set_name,
        number=cell.get("number", ""),
        condition=parsed("condition", lambda text: values.parse_condition(text, layout.ladder)),
        finish=parsed("finish", values.parse_finish),
        language=parsed("language", parse_language),
        purchase_price=price,
        currency=cell.get("currency", "").upper() or symbol_currency,
        location=cell.get("location", ""),
        tags=values.parse_tags(cell.get("tags", "")),
        trade_quantity=parsed("trade_quantity", lambda text: values.parse_count(text, blank=0)),
        line=line,
        extra=extra,
    )
    return row, cell.get("binder_type", "")


def _looks_like_code(edition: str) -> bool:
    """Deckbox's Edition holds a set name ("Ixalan") or, in some files, a code ("XLN", "plst")."""
    return 2 <= len(edition) <= 6 and edition.isalnum() and edition in (edition.upper(), edition.lower())
