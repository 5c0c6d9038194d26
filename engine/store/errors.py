"""Errors the store raises on purpose."""

from __future__ import annotations

from engine.core.errors import TapeteError
from engine.core.text import Text


class StoreError(TapeteError, ValueError):
    """A request the store cannot carry out (unknown card, deck or entry, bad quantity…)."""


class StoreVersionError(StoreError):
    """The database was written by a newer Tapete; it was left untouched."""

    def __init__(self, path: str, found: int, supported: int) -> None:
        self.path = path
        self.found = found
        self.supported = supported
        super().__init__(Text(
            f"{path}: la base de datos tiene el esquema {found}, pero esta versión de Tapete "
            f"solo conoce hasta el {supported}; actualiza Tapete (no se ha modificado nada)",
            f"{path}: the database has schema {found}, but this version of Tapete "
            f"knows only up to {supported}; update Tapete (nothing was changed)",
        ))


class StoreBusyError(StoreError):
    """Another connection kept the database locked for longer than the busy timeout."""
