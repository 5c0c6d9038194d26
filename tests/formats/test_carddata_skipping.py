"""One bad card in a Tapete set (TOML or CSV), a Scryfall file or a cards.cdb is skipped and
named with its file and line (or row); the rest of the file is read (issue 22)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from engine.core.errors import LoadError
from engine.formats.carddata import open_card_data
from tests.formats.carddata_helpers import data_file


def _read(path: Path) -> tuple[list[str], list[LoadError]]:
    skipped: list[LoadError] = []
    _, records = open_card_data(path, skipped)
    return [record.name for record in records], skipped


def test_a_tapete_csv_set_skips_a_bad_row(tmp_path: Path) -> None:
    path = tmp_path / "set.csv"
    path.write_text("game,set,code,name\nsix,TST,TST-1,Uno\nchess,TST,TST-2,Dos\nsix,TST,TST-3,Tres\nsix,TST,TST-4,\n",
                    encoding="utf-8")
    names, skipped = _read(path)
    assert names == ["Uno", "Tres"]
    assert [(error.path, error.line) for error in skipped] == [(str(path), 3), (str(path), 5)]
    assert "chess" in skipped[0].message("en") and "«name» is missing" in skipped[1].message("en")


def test_a_tapete_toml_set_skips_a_bad_card(tmp_path: Path) -> None:
    path = tmp_path / "set.toml"
    path.write_text('[set]\ncode = "TST"\ngame = "six"\n\n[[card]]\ncode = "TST-1"\nname = "Uno"\n\n'
                    '[[card]]\ncode = "TST-2"\n\n[[card]]\ncode = "TST-3"\nname = "Tres"\n', encoding="utf-8")
    names, skipped = _read(path)
    assert names == ["Uno", "Tres"] and [error.line for error in skipped] == [9]


def test_a_scryfall_file_skips_an_object_that_is_no_card(tmp_path: Path) -> None:
    lines = data_file("scryfall-json", "test_cards.jsonl").read_text(encoding="utf-8").splitlines()
    lines.insert(2, json.dumps({"object": "set", "name": "Not a card"}))
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    names, skipped = _read(path)
    assert len(names) == len(lines) - 1 and [error.line for error in skipped] == [3]


def test_a_cards_cdb_skips_a_row_whose_number_is_text(tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    path.write_bytes(data_file("ygo-cdb", "goat-entries.cdb").read_bytes())
    with sqlite3.connect(path) as conn:
        total = conn.execute("SELECT count(*) FROM datas").fetchone()[0]
        first = conn.execute("SELECT min(id) FROM datas").fetchone()[0]
        conn.execute("UPDATE datas SET atk = 'mucho' WHERE id = ?", (first,))
    names, skipped = _read(path)
    assert len(names) == total - 1 and len(skipped) == 1 and f"id {first}" in skipped[0].message("en")
