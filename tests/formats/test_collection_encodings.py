"""Collection CSVs saved again by a spreadsheet (issue 22): the real Deckbox and ManaBox exports
re-written as a Spanish-locale spreadsheet writes them (semicolons, decimal commas, a BOM),
as Windows-1252, as UTF-16 and with CR-only line ends read the same rows as the originals."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from engine.formats.collection import read_collection_file
from engine.formats.records import CollectionRow
from tests.formats.carddata_helpers import data_file


def table(path: Path) -> list[list[str]]:
    """The original export's cells, read by the standard library's csv module."""
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def text_of(rows: list[list[str]], delimiter: str = ",", ending: str = "\r\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=ending).writerows(rows)
    return out.getvalue()


def spanish_spreadsheet(rows: list[list[str]]) -> list[list[str]]:
    """Prices with a decimal comma, as a spreadsheet in a Spanish locale writes them back."""
    header = rows[0]
    prices = [i for i, name in enumerate(header) if "price" in name.lower()]
    return [header] + [[cell.replace(".", ",") if i in prices else cell for i, cell in enumerate(row)] for row in rows[1:]]


def same_rows(got: list[CollectionRow], want: list[CollectionRow]) -> None:
    assert len(got) == len(want)
    for a, b in zip(got, want):
        assert (a.quantity, a.name, a.set_code, a.number, a.finish, a.condition, a.language, a.purchase_price) == \
            (b.quantity, b.name, b.set_code, b.number, b.finish, b.condition, b.language, b.purchase_price)


VARIANTS = {
    "spanish-semicolons-bom": lambda rows: b"\xef\xbb\xbf" + text_of(spanish_spreadsheet(rows), ";").encode("utf-8"),
    "windows-1252": lambda rows: text_of(rows).encode("cp1252", errors="replace"),
    "utf-16": lambda rows: text_of(rows).encode("utf-16"),
    "utf-16-semicolons": lambda rows: text_of(spanish_spreadsheet(rows), ";").encode("utf-16"),
    "cr-only": lambda rows: text_of(rows, ending="\r").encode("utf-8"),
    "tabs": lambda rows: text_of(rows, "\t").encode("utf-8"),
}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("export", ["deckbox.csv", "ManaBox_Collection.csv"])
def test_spreadsheet_variants_of_real_exports_read_the_same_rows(tmp_path: Path, export: str, variant: str) -> None:
    rows = table(data_file("collection-csv", export))[:1501]  # 1,500 real rows: enough, and fast
    original = tmp_path / "original.csv"
    original.write_text(text_of(rows), encoding="utf-8")
    if variant == "windows-1252":  # the characters Windows-1252 has no place for (★) are not in such a file
        rows = [[cell.encode("cp1252", errors="replace").decode("cp1252") for cell in row] for row in rows]
    path = tmp_path / f"{variant}.csv"
    path.write_bytes(VARIANTS[variant](rows))
    want = read_collection_file(original)
    got = read_collection_file(path)
    assert got.layout == want.layout
    if variant == "windows-1252":
        accented = [row.name for row in want.rows if any(ch in row.name for ch in "äûóúé")]
        assert not accented or set(accented) <= {row.name for row in got.rows}  # accented names came through
        assert [row.name for row in got.rows] == [name for name in (r.name.encode("cp1252", "replace").decode("cp1252")
                                                                    for r in want.rows)]
        return
    same_rows(got.rows, want.rows)
    same_rows(got.skipped, want.skipped)
