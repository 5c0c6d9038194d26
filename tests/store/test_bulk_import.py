"""An import into an empty catalogue takes the quick road (the orders' indexes built after, the
full-text index filled once at the end from ``card_search_text``); it must store exactly what
the same import stores into a catalogue that already holds a card (indexes kept, the full-text
index filled batch by batch)."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.formats.carddata.mtgjson import read_mtgjson
from engine.formats.records import CardRecord
from engine.store import Store, catalogue

from .conftest import card

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "mtgjson-set"
TABLES = {  # every stored row, the card's id first
    "cards": "SELECT * FROM cards ORDER BY id",
    "card_names": "SELECT card_id, lang, name FROM card_names ORDER BY card_id, lang",
    "card_keys": "SELECT card_id, key, kind FROM card_keys ORDER BY card_id, key, kind",
    "cards_fts": "SELECT rowid, name, names, type_line, text, game FROM cards_fts ORDER BY rowid",
}
SEARCHES = ("angel", "fly*", "dra* OR zombie", "game : mtg AND instant")


def _records() -> list[CardRecord]:
    files = sorted(TESTDATA.glob("*.json"))
    if not files:
        pytest.skip(f"{TESTDATA} is not beside the checkout")
    records = [record for path in files for record in read_mtgjson(path)]
    # given again at the end (another batch): merged, the last one kept
    return records + [dataclasses.replace(records[3], text="Printed again, the last one kept.", names={"es": "Otra vez"})]


def _rows(conn: sqlite3.Connection, shift: int) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows with the card ids moved down by ``shift`` (the cards stored before)."""
    return {table: [(row[0] - shift, *row[1:]) for row in conn.execute(sql) if row[0] > shift]
            for table, sql in TABLES.items()}


def test_a_first_import_stores_what_an_import_into_a_stocked_catalogue_stores(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    records = _records()
    monkeypatch.setattr(catalogue, "BATCH", 400)  # several batches, the last one holding the repeat
    with Store(tmp_path / "empty.sqlite") as first, Store(tmp_path / "stocked.sqlite") as stocked:
        stocked.import_cards([card("Ángel Guardián", "TAU", "TAU-005", game="six")], source="before")
        quick = first.import_cards(records, source="mtgjson")
        kept = stocked.import_cards(records, source="mtgjson")
        assert (quick.inserted, quick.merged) == (kept.inserted, kept.merged) == (len(records) - 1, 1)
        assert _rows(first.conn, 0) == _rows(stocked.conn, 1)
        for store, shift in ((first, 0), (stocked, 1)):
            held = store.conn.execute(TABLES["cards_fts"]).fetchall()
            said = store.conn.execute("SELECT id, name, names, type_line, text, game FROM card_search_text ORDER BY id")
            assert held == said.fetchall()
            store.conn.execute("INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')")
            config = dict(store.conn.execute("SELECT k, v FROM cards_fts_config").fetchall())
            assert config.get("hashsize", catalogue.FTS_DEFAULT_HASH) == catalogue.FTS_DEFAULT_HASH
        for words in SEARCHES:
            found = [[row[0] - shift for row in store.conn.execute(
                "SELECT rowid FROM cards_fts WHERE cards_fts MATCH ? AND rowid > ? ORDER BY rank, rowid", (words, shift))]
                for store, shift in ((first, 0), (stocked, 1))]
            assert found[0] == found[1] and found[0], words
        indexes = "SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name"
        assert first.conn.execute(indexes).fetchall() == stocked.conn.execute(indexes).fetchall()
        unchanged = records[:3] + records[4:-1]  # all but the one given twice
        again = first.import_cards(unchanged, source="mtgjson")  # what was stored reads back as it was written
        assert (again.inserted, again.updated, again.unchanged) == (0, 0, len(unchanged))
