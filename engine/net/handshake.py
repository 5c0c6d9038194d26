"""How a connection enters a LAN room: the host's challenge, the peer's ``hello`` checked
(version, game, password), then a seat (a new one, or the one its token holds) or a place among
the spectators; a refusal says why and closes the connection."""

from __future__ import annotations

import asyncio
import secrets
from typing import TYPE_CHECKING, Any

from engine.core.text import Text
from engine.net import APP, PROTOCOL_VERSION, cardsync, fairness, version_problem, wire
from engine.net.admission import address_of
from engine.net.peer import Peer
from engine.net.room import MAX_SPECTATORS, MAX_SPECTATORS_PER_ADDRESS, Conn, Seat

if TYPE_CHECKING:
    from engine.net.host import Host


async def handshake(host: Host, peer: Peer) -> Conn | None:
    """The connection ``peer`` becomes once its ``hello`` passed, seated or watching; ``None``
    when it was refused or never said hello."""
    settings = host.settings
    nonce = fairness.new_nonce()
    await peer.send({
        "type": "challenge", "app": APP, "protocol": PROTOCOL_VERSION, "game": settings.game,
        "card_hash": host.card_hash, "nonce": nonce, "password": host.key is not None,
        "room": settings.public(host.key is not None),
    })
    try:
        hello = await asyncio.wait_for(peer.stream.__anext__(), host.handshake_timeout)
    except (asyncio.TimeoutError, StopAsyncIteration):
        return None
    if hello["type"] != "hello":
        return await refuse(peer, "handshake", "se esperaba «hello»")
    if hello.get("compression") is not None:  # every later frame, both ways, refusals included
        peer.accept_compressed()
        peer.compress_sending()
    if hello["app"] != APP or hello["protocol"] != PROTOCOL_VERSION:
        return await refuse(peer, "version", wire.say(version_problem(hello["app"], hello["protocol"])))
    if hello["game"] != settings.game:
        return await refuse(peer, "game", wire.say(Text(f"esta sala juega a «{settings.game}»",
                                                        f"this room plays «{settings.game}»")))
    if host.key is not None and not fairness.check_answer(host.key, nonce, hello.get("mac")):
        return await refuse(peer, "auth", wire.say(Text("contraseña incorrecta", "wrong password")))
    conn = Conn(peer, None, hello["name"])
    if host.tap is not None:
        tap = host.tap
        peer.tap = lambda direction, data: tap(conn, direction, data)
    refusal = _watch(host, conn) if hello["role"] == "spectator" else await _sit(host, conn, hello)
    if refusal is not None:
        return await refuse(peer, *refusal)
    await _welcome(host, conn, hello)
    return conn


def _watch(host: Host, conn: Conn) -> tuple[str, str] | None:
    """``conn`` joins the spectators; else the refusal's code and message."""
    address = address_of(conn.peer)
    if not host.settings.spectators or len(host.spectators) >= MAX_SPECTATORS or \
            sum(1 for c in host.spectators if address_of(c.peer) == address) >= MAX_SPECTATORS_PER_ADDRESS:
        return "spectators", wire.say(Text("esta sala no admite (más) espectadores", "this room takes no (more) spectators"))
    host.spectators.append(conn)
    return None


async def _sit(host: Host, conn: Conn, hello: dict[str, Any]) -> tuple[str, str] | None:
    """``conn`` takes the seat its token holds, or a free one (journaled with a new token); an
    older connection on that seat is closed. Else the refusal's code and message."""
    seat = seat_for(host.seats, hello.get("token"))
    if seat is None:
        return "full", wire.say(Text("la sala está completa", "the room is full"))
    if seat.conn is not None:
        await seat.conn.peer.close("sustituida por una nueva conexión")
    if seat.token is None:
        seat.token = secrets.token_hex(16)
        seat.name = hello["name"]
        host._write({"t": "seat", "seat": seat.index, "name": seat.name, "token": seat.token})
    conn.seat = seat.index
    conn.name = seat.name
    seat.conn = conn
    return None


async def _welcome(host: Host, conn: Conn, hello: dict[str, Any]) -> None:
    """Tell ``conn`` its seat and the room, send the catalogue when its cards differ, and tell
    the others a player came."""
    peer = conn.peer
    await peer.send({
        "type": "welcome", "seat": conn.seat,
        "token": None if conn.seat is None else host.seats[conn.seat].token,
        "room": host.settings.public(host.key is not None), "seats": [s.name for s in host.seats],
    })
    if hello["card_hash"] != host.card_hash:
        entries = cardsync.catalog(host.game.cards)
        parts = list(cardsync.chunks(entries))
        for index, part in enumerate(parts):
            await peer.send({"type": "catalog", "part": index, "parts": len(parts), "cards": part})
    if conn.seat is not None:
        await host._broadcast({"type": "peer", "seat": conn.seat, "name": conn.name, "connected": True}, skip=conn)
    host._notify()


def seat_for(seats: list[Seat], token: str | None) -> Seat | None:
    """The seat ``token`` holds, else the first free seat (``None``: the room is full)."""
    if token:
        for seat in seats:
            if seat.token is not None and secrets.compare_digest(seat.token, token):
                return seat
    return next((s for s in seats if s.token is None), None)


async def refuse(peer: Peer, code: str, message: str) -> Conn | None:
    """Say why the connection is refused, and close it (``None``: no connection)."""
    await peer.send({"type": "error", "code": code, "message": message})
    await peer.send({"type": "bye", "reason": message})
    await peer.close(message)
    return None
