"""The host's journal: one JSON record a line, appended and fsynced before anyone is told.

A crashed host reads it back (``read``) and carries on from the last record: the room, the
seats with their rejoin tokens, each duel's secrets and decks, every action and undo, results.
A last line cut short by the crash is ignored; any other broken line is an error naming it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import platformdirs

from engine.core.errors import LoadError


def rooms_dir() -> Path:
    """Where rooms' journals live (the user data folder, or ``TAPETE_LAN_DIR``)."""
    override = os.environ.get("TAPETE_LAN_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "lan"


class Journal:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = open(self.path, "ab")
        os.chmod(self.path, 0o600)  # it holds the seats' tokens and the duel secrets

    def append(self, record: dict[str, Any]) -> None:
        """Write one record durably (returns once it is on disk)."""
        self._file.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        self._file.close()


def read(path: str | Path) -> list[dict[str, Any]]:
    """Every record of a journal, in order."""
    lines = Path(path).read_bytes().split(b"\n")
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            if number == len(lines):  # cut short by a crash mid-write: never acknowledged
                break
            raise LoadError(str(path), "registro ilegible", number) from None
        if not isinstance(record, dict) or "t" not in record:
            raise LoadError(str(path), "registro sin tipo «t»", number)
        records.append(record)
    return records
