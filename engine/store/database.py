"""Opening the store's SQLite file: location, pragmas, version check and migrations."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import platformdirs

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.store.errors import StoreVersionError
from engine.store.schema import LATEST, migrate

BUSY_TIMEOUT = 30.0  # seconds a writer waits for another connection's transaction


def default_path() -> Path:
    """Where the store lives unless told otherwise: the user data folder."""
    return Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "tapete.sqlite"


def open_database(path: Path) -> sqlite3.Connection:
    """Open (creating folders and file if needed) and migrate the database at ``path``.

    The version is checked before anything is written: a database from a newer Tapete raises
    ``StoreVersionError`` and stays as it was. A file that is not SQLite, or a place where no
    file can be created, raises ``LoadError``.
    The connection has no implicit transactions (``isolation_level=None``): every write goes
    through ``engine.store.transaction.write``.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        raise LoadError(str(path), Text(f"no se puede abrir ni crear la base de datos ({exc})",
                                        f"the database cannot be opened or created ({exc})")) from exc
    try:
        found = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if found > LATEST:
            raise StoreVersionError(str(path), found, LATEST)
        if found == 0:
            _refuse_foreign(conn, path)
        if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            conn.execute("PRAGMA journal_mode = wal")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA secure_delete = OFF")
        conn.execute("PRAGMA cache_size = -32000")  # 32 MB
        conn.execute("PRAGMA journal_size_limit = 67108864")  # a big import's WAL shrinks back to 64 MB
        migrate(conn)
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise LoadError(str(path), Text(f"no es una base de datos de Tapete válida ({exc})",
                                        f"not a valid Tapete database ({exc})")) from exc
    except BaseException:
        conn.close()
        raise
    return conn


def _refuse_foreign(conn: sqlite3.Connection, path: Path) -> None:
    """A file at step 0 is new and empty; one that already holds tables is another program's
    SQLite database (a YGOPro ``cards.cdb``, say): ``LoadError``, before anything is written
    into it (no migration, no change of journal mode)."""
    tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name LIMIT 6")]
    if not tables:
        return
    listed = ", ".join(tables[:5]) + (", …" if len(tables) > 5 else "")
    hint = Text("", "")
    if {"datas", "texts"} <= set(tables):
        hint = Text(" (parece una base de cartas de YGOPro: impórtala con «tapete-cli import» o desde la ventana)",
                    " (it looks like a YGOPro card database: import it with 'tapete-cli import' or from the window)")
    raise LoadError(str(path), Text(f"no es una base de datos de Tapete: tiene las tablas {listed}{hint.es}; no se ha modificado",
                                    f"not a Tapete database: it holds the tables {listed}{hint.en}; it was left untouched"))

