"""A LAN room brought back from its journal after the host stopped: every record replayed in
order, up to the last acknowledged action (``Host.resume``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.errors import LoadError, TapeteError
from engine.net import journal, wire
from engine.net.room import DuelRecord, RoomSettings

if TYPE_CHECKING:
    from engine.net.host import Host


def resume_room(cls: type[Host], path: str | Path, options: dict[str, Any]) -> Host:
    """The room (a ``cls``, made with ``options``) the journal at ``path`` describes; a
    ``LoadError`` names the line and the field of anything the journal gets wrong."""
    records = journal.read(path)
    if not records or records[0][1]["t"] != "room":
        raise LoadError(str(path), "no es el diario de una sala", records[0][0] if records else None)
    line, head = records[0]
    try:
        settings = RoomSettings.from_public(head["settings"])
        host = cls(settings, key=bytes.fromhex(head["key"]) if head.get("key") else None, journal_path=path, **options)
    except (KeyError, ValueError, TypeError) as exc:
        raise LoadError(str(path), f"la sala no se puede abrir: {exc}", line) from None
    for line, record in records[1:]:
        try:
            replay(host, record)
        except Exception as exc:  # whatever a damaged journal makes the engine trip on
            problem = str(exc) if isinstance(exc, TapeteError) else f"{type(exc).__name__}: {exc}"
            raise LoadError(str(path), f"registro «{record['t']}»: {problem}", line) from None
    if host.state is not None and host.state.is_terminal():
        host._close_duel()
    if host.record is None:  # no duel yet: nobody holds a seat the match has not used
        for seat in host.seats:
            seat.token, seat.name = None, ""
    return host


def replay(host: Host, record: dict[str, Any]) -> None:
    """Apply one journal record (already checked field by field by ``journal.read``)."""
    kind = record["t"]
    if kind in ("seat", "free"):
        if not record["seat"] < len(host.seats):
            raise TapeteError(f"la sala no tiene el asiento {record['seat'] + 1}")
        seat = host.seats[record["seat"]]
        seat.name, seat.token = (record["name"], record["token"]) if kind == "seat" else ("", None)
        return
    if kind == "duel":
        if host.state is not None and host.state.is_terminal():
            host._close_duel()
        if host.over or record["number"] != host.duel or host.state is not None and host.phase == "play":
            raise TapeteError(f"el duelo {record['number']} no toca aquí (se esperaba el {host.duel})")
        fields = {f.name for f in dataclasses.fields(DuelRecord)}
        duel = DuelRecord(**{k: v for k, v in record.items() if k in fields})
        if not len(duel.secrets) == len(duel.decks) == len(host.seats):
            raise TapeteError("hacen falta un secreto y un mazo por asiento")
        host._begin(duel)
        return
    if host.state is None or host.phase != "play" or record["duel"] != host.duel:
        raise TapeteError(f"no hay ningún duelo {record['duel']} en juego")
    if kind == "a":
        host.state.apply_action(wire.action_from_wire(record["a"]))
    else:
        host.state.undo(record["count"])
