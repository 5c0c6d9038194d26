"""The player's settings kept in the store (the window and the CLI read the same ones): text
values by key, in the ``settings`` table."""

from __future__ import annotations

import sqlite3

from engine.store.transaction import write


def get_setting(conn: sqlite3.Connection, key: str) -> str | None:
    """The value kept under ``key``, or ``None``."""
    row = conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


def set_setting(conn: sqlite3.Connection, key: str, value: str) -> None:
    """Keep ``value`` under ``key`` (one transaction)."""
    with write(conn):
        conn.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                     (key, value))
