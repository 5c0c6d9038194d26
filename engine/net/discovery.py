"""Rooms that appear by themselves: hosts announce over UDP broadcast, lobbies listen.

No dependency (zeroconf would add a package and an mDNS stack for what one broadcast datagram a
second does on a home network). A datagram is a small JSON object; anything else is ignored.
A room not heard from for ``EXPIRY`` seconds disappears from the list.
"""

from __future__ import annotations

import asyncio
import json
import socket
import time
from dataclasses import dataclass
from typing import Any

from engine.net import APP, PROTOCOL_VERSION
from engine.net.schema import ProtocolError, boolean, integer, json_object, list_of, record, string

DISCOVERY_PORT = 47821
INTERVAL = 1.0
EXPIRY = 5.0
MAX_DATAGRAM = 1400

ANNOUNCEMENT = record(
    app=string(20), protocol=integer(), port=integer(1, 65535), room=json_object,
    players=list_of(string(40), 8), free=integer(0, 8), spectators=boolean,
)


@dataclass(frozen=True)
class RoomInfo:
    """A room heard on the network."""

    address: str
    port: int
    name: str
    game: str
    players: tuple[str, ...]
    free: int
    password: bool
    spectators: bool
    best_of: int
    settings: tuple[tuple[str, Any], ...]


def announcement(port: int, room: dict[str, Any], players: list[str], free: int) -> bytes:
    data = {"app": APP, "protocol": PROTOCOL_VERSION, "port": port, "room": room,
            "players": [p[:40] for p in players], "free": free, "spectators": bool(room.get("spectators"))}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")[:MAX_DATAGRAM]


def parse(datagram: bytes, address: str) -> RoomInfo | None:
    """The room a datagram announces, or ``None`` for anything else."""
    try:
        data = json.loads(datagram.decode("utf-8"))
        ANNOUNCEMENT(data, "anuncio")
    except (ValueError, UnicodeDecodeError, RecursionError, ProtocolError):
        return None
    if data["app"] != APP or data["protocol"] != PROTOCOL_VERSION:
        return None
    room = data["room"]
    return RoomInfo(
        address, data["port"], str(room.get("name", "?"))[:60], str(room.get("game", "?"))[:20],
        tuple(data["players"]), data["free"], bool(room.get("password")), data["spectators"],
        int(room.get("best_of", 1)) if isinstance(room.get("best_of"), int) else 1,
        tuple(sorted((str(k), v) for k, v in room.items() if isinstance(v, (str, int, bool)))),
    )


class Announcer:
    """Broadcast a room every ``INTERVAL`` seconds to ``targets`` (default: the broadcast address)."""

    def __init__(self, payload: Any, targets: tuple[str, ...] = ("255.255.255.255",), port: int = DISCOVERY_PORT) -> None:
        self.payload = payload  # a callable giving the current datagram
        self.targets = targets
        self.port = port
        self._task: asyncio.Task[None] | None = None
        self._sock: socket.socket | None = None

    def start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.setblocking(False)
        self._sock = sock
        self._task = asyncio.ensure_future(self._loop())

    async def _loop(self) -> None:
        assert self._sock is not None
        while True:
            data = self.payload()
            for target in self.targets:
                try:
                    self._sock.sendto(data, (target, self.port))
                except OSError:
                    pass  # no network (yet): try again next time
            await asyncio.sleep(INTERVAL)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._sock is not None:
            self._sock.close()


class _Protocol(asyncio.DatagramProtocol):
    def __init__(self, browser: "Browser") -> None:
        self.browser = browser

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        room = parse(data[:MAX_DATAGRAM * 2], str(addr[0]))
        if room is not None:
            self.browser.seen[(room.address, room.port)] = (time.monotonic(), room)
            self.browser.heard.set()


class Browser:
    """Listen for announcements; ``rooms()`` lists the rooms heard recently."""

    def __init__(self, port: int = DISCOVERY_PORT) -> None:
        self.port = port
        self.seen: dict[tuple[str, int], tuple[float, RoomInfo]] = {}
        self.heard = asyncio.Event()  # set by every announcement heard
        self._transport: asyncio.DatagramTransport | None = None

    async def start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(("", self.port))
        self.port = sock.getsockname()[1]
        loop = asyncio.get_running_loop()
        transport, _ = await loop.create_datagram_endpoint(lambda: _Protocol(self), sock=sock)
        self._transport = transport

    def rooms(self) -> list[RoomInfo]:
        now = time.monotonic()
        for key in [k for k, (t, _) in self.seen.items() if now - t > EXPIRY]:
            del self.seen[key]
        return sorted((room for _, room in self.seen.values()), key=lambda r: (r.name, r.address, r.port))

    def stop(self) -> None:
        if self._transport is not None:
            self._transport.close()


def lan_address() -> str:
    """This computer's address on its local network, as another computer there would dial it
    (the interface of the default route; ``127.0.0.1`` when there is no network). Connecting a
    UDP socket sends nothing: it only chooses the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
