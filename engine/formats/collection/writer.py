"""Writing ``CollectionRow``s as a collection CSV in one of the five layouts.

Every layout gets its full header. A field the layout has no column for is left out (Moxfield
has no set name, only ManaBox and Dragon Shield keep a location…); ``extra`` values fill the
columns of the same ``extra_key`` (a ManaBox Scryfall ID goes to Archidekt's Scryfall ID).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from pathlib import Path

from engine.core.text import Text
from engine.core.textfiles import write_text_atomic
from engine.formats.collection import values
from engine.formats.collection.layouts import LAYOUT_SPECS, LAYOUTS, Layout, extra_key
from engine.formats.languages import language_text
from engine.formats.records import CollectionRow


def write_collection(rows: Iterable[CollectionRow], layout: str, path: str | Path) -> None:
    """Write ``rows`` to ``path`` in ``layout`` (one of ``LAYOUTS``); a failed write leaves the
    old file whole."""
    write_text_atomic(path, collection_text(rows, layout))


def collection_text(rows: Iterable[CollectionRow], layout: str) -> str:
    """The CSV text of ``rows`` in ``layout``."""
    try:
        spec = LAYOUT_SPECS[layout]
    except KeyError:
        raise ValueError(Text(f"formato de colección desconocido «{layout}» (usa {', '.join(LAYOUTS)})",
                              f"unknown collection format «{layout}» (use {', '.join(LAYOUTS)})")) from None
    out = io.StringIO()
    if spec.sep_line:
        out.write('"sep=,"' + spec.line_end)
    writer = csv.writer(out, lineterminator=spec.line_end,
                        quoting=csv.QUOTE_ALL if spec.quote_all else csv.QUOTE_MINIMAL)
    writer.writerow(header for header, _ in spec.columns)
    for row in rows:
        writer.writerow(_cell(row, header, target, spec) for header, target in spec.columns)
    return out.getvalue()


def _cell(row: CollectionRow, header: str, target: str, spec: Layout) -> str:
    """The text of one column for one row."""
    if target == "condition":
        return values.condition_text(row.condition, spec.conditions)
    if target == "finish":
        return values.finish_text(row.finish, spec.finishes)
    if target == "language":
        return language_text(row.language, spec.languages) if row.language else ""
    if target == "purchase_price":
        return values.price_text(row.purchase_price, row.currency if spec.price_symbol else "")
    if target == "tags":
        return ",".join(row.tags)
    if target == "edition":
        return row.set_name or row.set_code
    if target == "binder_type":
        return str(row.extra.get("binder_type", "binder" if row.location else ""))
    if target:
        return str(getattr(row, target))
    value = row.extra.get(extra_key(header), "")
    if isinstance(value, bool):
        return values.flag_text(value, header, spec.flags)
    return str(value)
