"""The host's journal: one JSON record a line, appended and fsynced before anyone is told.

A crashed host reads it back (``read``) and carries on from the last record: the room, the
seats with their rejoin tokens (and the seats given up before the match began), each duel's
secrets and decks, every action and undo. Every record is checked field by field, and a
problem is a ``LoadError`` naming the line and the field. A last line cut short by the crash
was never acknowledged: ``read`` ignores it and ``Journal`` cuts it off before appending, so
the next record starts on a line of its own and the journal reads back again and again.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Mapping

import platformdirs

from engine.core.errors import LoadError
from engine.net import schema
from engine.net.schema import (
    ACTION, DECK, HEX64, NAME, OWN_CARDS, SEAT, Check, Opt, ProtocolError, boolean, integer, json_object, list_of,
    nullable, record, string,
)

SETTINGS = record(
    game=string(20), name=string(40), best_of=integer(1, 99), turn_seconds=integer(0, 86_400), undo=boolean,
    spectators=boolean, password=boolean,
)
#: Every kind of record (``t``) and its fields.
RECORDS: Mapping[str, Check] = {
    "room": record(settings=SETTINGS, key=Opt(HEX64)),
    "seat": record(seat=SEAT, name=NAME, token=string(64, r"[0-9a-f]+")),
    "free": record(seat=SEAT),
    "duel": record(
        number=integer(1, 99), secrets=list_of(HEX64, 8), decks=list_of(DECK, 8), params=json_object,
        commitments=list_of(HEX64, 8), cards=Opt(list_of(OWN_CARDS, 8)), choices=Opt(list_of(nullable(SEAT), 8)),
    ),
    "a": record(duel=integer(1, 99), a=ACTION),
    "undo": record(duel=integer(1, 99), count=integer(1, 100_000)),
}


def rooms_dir() -> Path:
    """Where rooms' journals live (the user data folder, or ``TAPETE_LAN_DIR``)."""
    override = os.environ.get("TAPETE_LAN_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "lan"


class Journal:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        _cut_torn_tail(self.path)
        self._file = open(self.path, "ab")
        os.chmod(self.path, 0o600)  # it holds the seats' tokens and the duel secrets

    def append(self, record: dict[str, Any]) -> None:
        """Write one record durably (returns once it is on disk)."""
        self._file.write(schema.encode(record) + b"\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        self._file.close()


def _cut_torn_tail(path: Path) -> None:
    """Drop a last line without its newline (a write cut short by a crash: never fsynced, so
    never acknowledged), so that the next record starts a line of its own."""
    if not path.exists():
        return
    with open(path, "r+b") as file:
        size = file.seek(0, os.SEEK_END)
        if size == 0:
            return
        file.seek(max(0, size - 1))
        if file.read(1) == b"\n":
            return
        block = min(size, 1 << 16)
        end = size
        while True:  # the last newline, reading backwards a block at a time
            start = max(0, end - block)
            file.seek(start)
            chunk = file.read(end - start)
            cut = chunk.rfind(b"\n")
            if cut >= 0:
                keep = start + cut + 1
                break
            if start == 0:
                keep = 0
                break
            end = start
        file.truncate(keep)
        file.flush()
        os.fsync(file.fileno())


def read(path: str | Path) -> list[tuple[int, dict[str, Any]]]:
    """Every record of a journal with its line number, in order, each checked field by field."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise LoadError(str(path), f"no se puede leer: {exc.strerror or exc}") from None
    lines = data.split(b"\n")[:-1]  # the last piece: empty, or a line cut short by a crash (ignored)
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line.decode("utf-8"))
        except (ValueError, UnicodeDecodeError, RecursionError):
            raise LoadError(str(path), "registro ilegible (no es JSON)", number) from None
        records.append((number, _checked(str(path), number, entry)))
    return records


def _checked(path: str, number: int, entry: Any) -> dict[str, Any]:
    if not isinstance(entry, dict) or not isinstance(entry.get("t"), str):
        raise LoadError(path, "registro sin tipo «t»", number)
    check = RECORDS.get(entry["t"])
    if check is None:
        raise LoadError(path, f"tipo de registro desconocido «{entry['t'][:40]}»", number)
    try:
        check({k: v for k, v in entry.items() if k != "t"}, entry["t"])
        schema.encode(entry)  # text that cannot be written back (a lone UTF-16 surrogate)
    except ProtocolError as exc:
        raise LoadError(path, f"registro «{entry['t']}», {schema.field_problem(exc, entry['t'])}", number) from None
    except (UnicodeEncodeError, ValueError) as exc:
        raise LoadError(path, f"valor no válido: {exc}", number) from None
    return entry
