"""Numbered schema migrations; the version lives in ``PRAGMA user_version``.

``MIGRATIONS[n - 1]`` takes a database from version ``n - 1`` to ``n``. Steps are SQL scripts run
in one transaction together with the version bump, so a step is applied completely or not at all;
they may call ``tapete_fold`` and ``tapete_type_key``, the sort keys of ``engine.store.keys``.
A released step never changes: new needs get a new step at the end of the list.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from engine.store.keys import fold, type_sort_key
from engine.store.transaction import write

if TYPE_CHECKING:
    from sqlite_utils import Database

CATALOGUE = """
CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    sort_name TEXT NOT NULL,
    oracle_id TEXT NOT NULL,
    set_code TEXT NOT NULL DEFAULT '',
    set_name TEXT NOT NULL DEFAULT '',
    number TEXT NOT NULL DEFAULT '',
    type_line TEXT NOT NULL DEFAULT '',
    cost TEXT NOT NULL DEFAULT '',
    mana_value REAL,
    colors TEXT NOT NULL DEFAULT '[]',
    color_identity TEXT NOT NULL DEFAULT '[]',
    text TEXT NOT NULL DEFAULT '',
    stats TEXT NOT NULL DEFAULT '{}',
    rarity TEXT NOT NULL DEFAULT '',
    image_path TEXT NOT NULL DEFAULT '',
    is_token INTEGER NOT NULL DEFAULT 0,
    extra TEXT NOT NULL DEFAULT '{}',
    source TEXT NOT NULL DEFAULT '',
    UNIQUE (game, set_code, number, name, is_token)
);
-- The orders search offers, each covering the filters a broad search checks while walking it.
CREATE INDEX cards_by_name ON cards (sort_name, set_code, number, game, mana_value);
CREATE INDEX cards_by_mana_value ON cards (mana_value, sort_name, set_code, game);
CREATE INDEX cards_by_type ON cards (type_line, sort_name, set_code, game, mana_value);
CREATE INDEX cards_by_set ON cards (set_code, number, sort_name, game, mana_value);
CREATE INDEX cards_oracle ON cards (game, oracle_id);

-- Localized names, shown and searched.
CREATE TABLE card_names (
    card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    lang TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (card_id, lang)
) WITHOUT ROWID;

-- What find_printing looks up: folded names (kind 0 name, 1 face, 2 localized) and codes
-- (10 identifier, 11 oracle id, 12 number); see engine/store/keys.py.
CREATE TABLE card_keys (
    key TEXT NOT NULL,
    kind INTEGER NOT NULL,
    card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
    PRIMARY KEY (key, kind, card_id)
) WITHOUT ROWID;
CREATE INDEX card_keys_card ON card_keys (card_id);

-- The text the full-text index holds for each card; one definition for triggers and imports.
-- ``game`` is indexed too, so a text search within one game counts only that game's matches.
CREATE VIEW card_search_text AS
SELECT id, name,
       coalesce((SELECT group_concat(n.name, ' ') FROM card_names n WHERE n.card_id = cards.id), '') AS names,
       type_line, text, game
FROM cards;

CREATE VIRTUAL TABLE cards_fts USING fts5 (
    name, names, type_line, text, game,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3',
    detail = column
);
INSERT INTO cards_fts (cards_fts, rank) VALUES ('rank', 'bm25(10.0, 6.0, 2.0, 1.0, 0.0)');

-- Bulk imports set ``deferred`` inside their transaction and refresh the index per batch.
CREATE TABLE fts_sync (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    deferred INTEGER NOT NULL
);
INSERT INTO fts_sync (id, deferred) VALUES (1, 0);

CREATE TRIGGER cards_fts_insert AFTER INSERT ON cards
WHEN (SELECT deferred FROM fts_sync) = 0 BEGIN
    INSERT INTO cards_fts (rowid, name, names, type_line, text, game)
    SELECT id, name, names, type_line, text, game FROM card_search_text WHERE id = new.id;
END;
CREATE TRIGGER cards_fts_update AFTER UPDATE OF name, type_line, text, game ON cards
WHEN (SELECT deferred FROM fts_sync) = 0 BEGIN
    DELETE FROM cards_fts WHERE rowid = old.id;
    INSERT INTO cards_fts (rowid, name, names, type_line, text, game)
    SELECT id, name, names, type_line, text, game FROM card_search_text WHERE id = new.id;
END;
CREATE TRIGGER cards_fts_delete AFTER DELETE ON cards BEGIN
    DELETE FROM cards_fts WHERE rowid = old.id;
END;
CREATE TRIGGER card_names_fts_insert AFTER INSERT ON card_names
WHEN (SELECT deferred FROM fts_sync) = 0 BEGIN
    DELETE FROM cards_fts WHERE rowid = new.card_id;
    INSERT INTO cards_fts (rowid, name, names, type_line, text, game)
    SELECT id, name, names, type_line, text, game FROM card_search_text WHERE id = new.card_id;
END;
CREATE TRIGGER card_names_fts_update AFTER UPDATE ON card_names
WHEN (SELECT deferred FROM fts_sync) = 0 BEGIN
    DELETE FROM cards_fts WHERE rowid IN (old.card_id, new.card_id);
    INSERT INTO cards_fts (rowid, name, names, type_line, text, game)
    SELECT id, name, names, type_line, text, game FROM card_search_text WHERE id IN (old.card_id, new.card_id);
END;
CREATE TRIGGER card_names_fts_delete AFTER DELETE ON card_names
WHEN (SELECT deferred FROM fts_sync) = 0 BEGIN
    DELETE FROM cards_fts WHERE rowid = old.card_id;
    INSERT INTO cards_fts (rowid, name, names, type_line, text, game)
    SELECT id, name, names, type_line, text, game FROM card_search_text WHERE id = old.card_id;
END;
"""

COLLECTION = """
CREATE TABLE collection (
    id INTEGER PRIMARY KEY,
    card_id INTEGER NOT NULL REFERENCES cards (id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    condition TEXT NOT NULL DEFAULT '',
    finish TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT '',
    purchase_price REAL,
    currency TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '[]',
    trade_quantity INTEGER NOT NULL DEFAULT 0 CHECK (trade_quantity >= 0),
    added TEXT NOT NULL,
    extra TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX collection_card ON collection (card_id, quantity);
"""

DECKS = """
CREATE TABLE decks (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    format TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL,
    modified TEXT NOT NULL
);
CREATE TABLE deck_cards (
    deck_id INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    section TEXT NOT NULL,
    position INTEGER NOT NULL,
    count INTEGER NOT NULL CHECK (count > 0),
    card_id INTEGER NOT NULL REFERENCES cards (id),
    PRIMARY KEY (deck_id, section, position)
);
CREATE INDEX deck_cards_card ON deck_cards (card_id);
-- Lines that matched no card, kept so the deck can be fixed later.
CREATE TABLE deck_unknown (
    deck_id INTEGER NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    count INTEGER NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    set_code TEXT NOT NULL DEFAULT '',
    number TEXT NOT NULL DEFAULT '',
    code TEXT NOT NULL DEFAULT '',
    line INTEGER,
    PRIMARY KEY (deck_id, position)
);
"""

SETTINGS = """
-- The player's settings that the CLI reads too (the image sources), as text by key.
CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
"""

LANGUAGE_ORDERS = """
-- Orders as a window shows the cards: by name and by type in Spanish (the data's names, the
-- type line as translate_type_line gives it in Spanish) or in English (the English name when
-- the data gives one). Filled here for what is stored, by the catalogue writer from then on.
ALTER TABLE cards ADD COLUMN sort_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE cards ADD COLUMN sort_type TEXT NOT NULL DEFAULT '';
ALTER TABLE cards ADD COLUMN sort_type_en TEXT NOT NULL DEFAULT '';
UPDATE cards SET
    sort_name_en = coalesce(nullif((SELECT tapete_fold(n.name) FROM card_names n WHERE n.card_id = cards.id AND n.lang = 'en'), ''),
                            sort_name),
    sort_type = tapete_type_key(game, type_line, 'es'),
    sort_type_en = tapete_type_key(game, type_line, 'en');
DROP INDEX cards_by_type;
CREATE INDEX cards_by_type ON cards (sort_type, sort_name, set_code, game, mana_value);
CREATE INDEX cards_by_type_en ON cards (sort_type_en, sort_name_en, set_code, game, mana_value);
CREATE INDEX cards_by_name_en ON cards (sort_name_en, set_code, number, game, mana_value);
CREATE INDEX cards_by_mana_value_en ON cards (mana_value, sort_name_en, set_code, game);
"""

MIGRATIONS: tuple[str, ...] = (CATALOGUE, COLLECTION, DECKS, SETTINGS, LANGUAGE_ORDERS)
LATEST = len(MIGRATIONS)


def schema_version(db: Database | sqlite3.Connection) -> int:
    """The database's schema version (0 for a new file)."""
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: Database | sqlite3.Connection, target: int = LATEST) -> None:
    """Apply the steps that take ``db`` up to ``target``, each in its own transaction.

    The version is read again inside each transaction, so two processes opening a new file at
    once do not apply a step twice.
    """
    conn = db if isinstance(db, sqlite3.Connection) else db.conn
    # what the steps compute as the catalogue writer does (engine/store/keys.py)
    conn.create_function("tapete_fold", 1, fold, deterministic=True)
    conn.create_function("tapete_type_key", 3, type_sort_key, deterministic=True)
    for step in range(schema_version(conn), target):
        with write(conn):
            if schema_version(conn) != step:
                continue
            _run_script(conn, MIGRATIONS[step])
            conn.execute(f"PRAGMA user_version = {step + 1}")


def _run_script(conn: sqlite3.Connection, script: str) -> None:
    """The statements of ``script`` one by one, inside the caller's transaction
    (``executescript`` would commit it first)."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            conn.execute(statement)
            statement = ""
    if statement.strip():
        raise ValueError(f"an incomplete statement ends the script: {statement.strip()[:60]}")
