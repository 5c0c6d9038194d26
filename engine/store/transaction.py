"""Transactions: writes (``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any exception) and
consistent reads spanning several queries."""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from typing import Iterator

from engine.core.text import Text
from engine.store.errors import StoreBusyError


@contextmanager
def write(conn: sqlite3.Connection) -> Iterator[None]:
    """Run the block as one transaction.

    ``BEGIN IMMEDIATE`` takes the write lock at the start, so a transaction never fails half way
    because another connection wrote first; waiting longer than the busy timeout raises
    ``StoreBusyError``. Any exception, ``KeyboardInterrupt`` included, rolls everything back.
    """
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        if exc.sqlite_errorname != "SQLITE_BUSY":
            raise
        raise StoreBusyError(Text(f"la base de datos está ocupada por otra conexión: {exc}",
                                  f"the database is busy with another connection: {exc}")) from exc
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


@contextmanager
def read(conn: sqlite3.Connection) -> Iterator[None]:
    """Run several queries on one snapshot, so a writer committing meanwhile is not half seen.

    Under WAL a read transaction never blocks the writer, nor waits for it.
    """
    conn.execute("BEGIN")
    try:
        yield
    finally:
        conn.execute("COMMIT")
