"""Opening the store: schema migrations (one test per step, upgrading a database made at the step
before), the version check, the default location and files that cannot be a store."""

from __future__ import annotations

import hashlib
import sqlite3
import sys
from pathlib import Path

import platformdirs
import pytest
from sqlite_utils import Database

from engine.core.errors import LoadError
from engine.formats.records import CardRecord, DeckList
from engine.store import Store, StoreVersionError
from engine.store.collection import add_copies
from engine.store.schema import LATEST, MIGRATIONS, migrate, schema_version
from engine.store.settings import get_setting, set_setting
from engine.store.transaction import write

from .conftest import SAMPLE, card


def at_version(path: Path, version: int) -> Database:
    """A database migrated up to ``version`` only, as an older Tapete left it."""
    db = Database(sqlite3.connect(path, isolation_level=None), execute_plugins=False)
    db.conn.execute("PRAGMA foreign_keys = ON")
    migrate(db, version)
    assert schema_version(db) == version
    return db


def stored_before(db: Database, records: list[CardRecord]) -> None:
    """``records`` as an older Tapete's catalogue writer stored them: the columns ``cards`` has
    at ``db``'s step (today's writer fills later steps' too), written by today's writer into a
    store of its own and copied over (the full-text index by the triggers, as it was kept)."""
    folder = Path(db.conn.execute("PRAGMA database_list").fetchone()[2]).parent
    with Store(folder / "written-today.sqlite") as today:
        today.import_cards(records)
    columns = ", ".join(row[1] for row in db.conn.execute("PRAGMA table_info(cards)"))
    db.conn.execute("ATTACH ? AS today", (str(folder / "written-today.sqlite"),))
    with write(db.conn):
        db.conn.execute(f"INSERT INTO cards ({columns}) SELECT {columns} FROM today.cards")
        for table in ("card_names", "card_keys"):
            db.conn.execute(f"INSERT INTO {table} SELECT * FROM today.{table}")
    db.conn.execute("DETACH today")


def test_every_step_has_its_test() -> None:
    names = dir(sys.modules[__name__])
    for step in range(1, len(MIGRATIONS) + 1):
        assert any(name.startswith(f"test_step_{step}_") for name in names), f"migration step {step} has no test"


def test_step_1_creates_the_catalogue_in_a_new_file(tmp_path: Path) -> None:
    db = at_version(tmp_path / "s.sqlite", 0)
    db.conn.execute("CREATE TABLE unrelated (x)")  # a file with something else in it
    db.conn.execute("INSERT INTO unrelated VALUES (42)")
    migrate(db, 1)
    assert schema_version(db) == 1
    stored_before(db, SAMPLE[:3])
    assert db["cards"].count == 3
    assert db.conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'relamp*'").fetchone()[0] == 1
    assert db.conn.execute("SELECT x FROM unrelated").fetchone()[0] == 42


def test_step_2_keeps_the_catalogue_and_adds_the_collection(tmp_path: Path) -> None:
    db = at_version(tmp_path / "s.sqlite", 1)
    stored_before(db, SAMPLE)
    before = db.conn.execute("SELECT * FROM cards ORDER BY id").fetchall()
    migrate(db, 2)
    assert db.conn.execute("SELECT * FROM cards ORDER BY id").fetchall() == before
    assert db.conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'serra'").fetchone()[0] == 1
    with write(db.conn):
        add_copies(db.conn, 1, 3)
    assert db["collection"].count == 1


def test_step_3_keeps_cards_and_collection_and_adds_decks(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    db = at_version(path, 2)
    stored_before(db, SAMPLE)
    with write(db.conn):
        add_copies(db.conn, 2, 4, condition="played", tags=("binder",))
    db.close()
    with Store(path) as store:  # opening with the current Tapete migrates to the last step
        assert schema_version(store.db) == LATEST
        assert store.card_count() == len(SAMPLE)
        [entry] = store.collection()
        assert (entry.card_id, entry.quantity, entry.condition, entry.tags) == (2, 4, "played", ("binder",))
        deck_id = store.save_deck(DeckList(name="Empty"), "mtg")
        assert store.deck_info(deck_id).name == "Empty"


def test_step_4_keeps_everything_and_adds_settings(tmp_path: Path) -> None:
    db = at_version(tmp_path / "s.sqlite", 3)
    stored_before(db, SAMPLE)
    with write(db.conn):
        add_copies(db.conn, 1, 2)
    cards = db.conn.execute("SELECT * FROM cards ORDER BY id").fetchall()
    migrate(db, 4)
    assert schema_version(db) == 4
    assert db.conn.execute("SELECT * FROM cards ORDER BY id").fetchall() == cards and db["collection"].count == 1
    assert get_setting(db.conn, "image_sources") is None
    set_setting(db.conn, "image_sources", "[]")
    set_setting(db.conn, "image_sources", '[{"kind": "forge"}]')
    assert get_setting(db.conn, "image_sources") == '[{"kind": "forge"}]'


SORTED = [*SAMPLE, card("Acechador carmesí", "PRP", "1", game="mtg", type_line="Criatura — Lobo", mana_value=2.0,
                        names={"en": "Crimson Stalker"})]
TABLES = ("cards", "card_names", "card_keys", "collection", "decks", "deck_cards", "settings")


def test_step_5_keeps_everything_and_sorts_names_and_types_as_each_language_shows_them(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    db = at_version(path, 4)
    stored_before(db, SORTED)
    with write(db.conn):
        add_copies(db.conn, len(SORTED), 2, condition="played")
    set_setting(db.conn, "image_sources", '[{"kind": "forge"}]')
    before = {table: db.conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in TABLES}
    db.close()
    with Store(path) as store, Store(tmp_path / "fresh.sqlite") as fresh:  # opened: migrated to the last step
        assert schema_version(store.db) == LATEST
        for table, rows in before.items():  # every row, every old column as it was
            assert [row[:len(rows[0])] for row in store.conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2")] == rows, table
        assert store.conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'acechador'").fetchone()[0] == 1
        fresh.import_cards(SORTED)  # what the catalogue writer stores for a new import
        keys = "SELECT name, set_code, sort_name_en, sort_type, sort_type_en FROM cards ORDER BY id"
        assert store.conn.execute(keys).fetchall() == fresh.conn.execute(keys).fetchall()
        assert store.conn.execute(keys + " DESC").fetchone()[2:] == ("crimson stalker", "criatura — lobo", "creature — wolf")
        assert [r.card.name for r in store.search("", game="mtg", lang="en")][:2] == ["Acechador carmesí", "Delver of Secrets // Insectile Aberration"]
        indexes = {row[0] for row in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert {"cards_by_name_en", "cards_by_mana_value_en", "cards_by_type_en"} <= indexes


def test_step_5_failing_half_way_leaves_the_store_at_step_4(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.store import schema

    db = at_version(tmp_path / "s.sqlite", 4)
    stored_before(db, SORTED)
    before = {table: db.conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in TABLES}
    calls = []

    def type_key(game: str, line: str, lang: str) -> str:  # the fifth card's type cannot be worked out
        calls.append(line)
        if len(calls) > 8:
            raise RuntimeError("no")
        return line

    monkeypatch.setattr(schema, "type_sort_key", type_key)
    with pytest.raises(sqlite3.OperationalError, match="user-defined function raised exception"):
        migrate(db, 5)
    assert schema_version(db) == 4 and len(calls) == 9
    assert {table: db.conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in TABLES} == before
    assert "sort_name_en" not in db["cards"].columns_dict
    assert "type_line" in db.conn.execute("SELECT sql FROM sqlite_master WHERE name = 'cards_by_type'").fetchone()[0]


def test_a_database_from_a_newer_tapete_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite"
    with Store(path) as store:
        store.import_cards(SAMPLE)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {LATEST + 1}")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(StoreVersionError, match=f"esquema {LATEST + 1}.*hasta el {LATEST}.*no se ha modificado nada"):
        Store(path)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest


def test_a_new_store_is_at_the_last_step_with_wal_and_foreign_keys(tmp_path: Path) -> None:
    with Store(tmp_path / "deep" / "folder" / "t.sqlite") as store:
        assert schema_version(store.db) == LATEST
        assert store.db.journal_mode == "wal"
        assert store.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        with pytest.raises(sqlite3.IntegrityError):
            store.conn.execute("INSERT INTO collection (card_id, quantity, added) VALUES (999, 1, 'now')")


def test_migrating_twice_does_nothing(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Store(path) as store:
        store.import_cards(SAMPLE)
    with Store(path) as again:
        assert again.card_count() == len(SAMPLE)


def test_the_default_location_is_the_user_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def user_data_dir(app: str, author: str) -> str:
        calls.append((app, author))
        return str(tmp_path / "data" / app)

    monkeypatch.setattr(platformdirs, "user_data_dir", user_data_dir)
    with Store() as store:
        assert store.path == tmp_path / "data" / "Tapete" / "tapete.sqlite"
        assert store.path.exists()
    assert calls and calls[0] == ("Tapete", "Tapete")


def test_a_file_that_is_not_a_database_is_a_load_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("these are not the cards you are looking for\n" * 100)
    with pytest.raises(LoadError, match="notes.sqlite"):
        Store(path)


def test_a_place_where_no_database_can_be_made_is_a_load_error(tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("a file where a folder should be")
    with pytest.raises(LoadError, match="no se puede abrir ni crear"):
        Store(tmp_path / "taken" / "tapete.sqlite")
    with pytest.raises(LoadError, match="no se puede abrir ni crear"):
        Store(tmp_path)  # a folder


def test_a_step_that_fails_half_way_leaves_nothing_of_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.store import schema

    db = at_version(tmp_path / "store.sqlite", 3)
    broken = schema.MIGRATIONS[3] + "\nCREATE TABLE settings (key TEXT);\n"  # its second table clashes with its first
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS[:3], broken))
    with pytest.raises(sqlite3.OperationalError, match="already exists"):
        migrate(db, 4)
    assert schema_version(db) == 3
    assert db.execute("SELECT name FROM sqlite_master WHERE name = 'settings'").fetchall() == []


def test_another_programs_database_is_refused_untouched(tmp_path: Path) -> None:
    """A YGOPro ``cards.cdb`` given as the store (``--db``) got Tapete's tables, WAL and
    ``user_version`` 4 written into it; it is refused before anything is written."""
    path = tmp_path / "cards.cdb"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE datas (id INTEGER PRIMARY KEY, atk INTEGER)")
    conn.execute("CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT)")
    conn.execute("INSERT INTO texts VALUES (89631139, 'Blue-Eyes White Dragon', '')")
    conn.commit()
    conn.close()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    with pytest.raises(LoadError) as refused:
        Store(path)
    assert refused.value.text.en.startswith(f"{path}: not a Tapete database: it holds the tables datas, texts")
    assert "YGOPro" in refused.value.text.en and "left untouched" in refused.value.text.en
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest
    assert not (tmp_path / "cards.cdb-wal").exists()
