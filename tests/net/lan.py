"""Helpers for LAN tests: a room on loopback with bot players, in one event loop."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, Awaitable, TypeVar

from engine.core.game import get_game
from engine.net.autoplay import play_randomly
from engine.net.client import Client
from engine.net.host import Host, RoomSettings

T = TypeVar("T")


def run(coro: Awaitable[T], timeout: float = 60.0) -> T:
    """Run a coroutine in a fresh event loop, failing after ``timeout`` seconds."""

    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def decks(game: str) -> list[dict[str, list[str]]]:
    return [d.to_codes() for d in get_game(game).demo_pair()]


async def open_room(tmp: Path, game: str = "six", **settings: Any) -> Host:
    options = {k: settings.pop(k) for k in ("password", "tap", "heartbeat", "timeout", "rate") if k in settings}
    host = Host(RoomSettings(game, **settings), journal_path=tmp / "room.jsonl", **options)
    await host.start("127.0.0.1", 0)
    return host


async def seat_players(host: Host, **options: Any) -> list[Client]:
    game = host.settings.game
    players = []
    for i, deck in enumerate(decks(game)):
        client = Client(game, f"P{i + 1}", deck=deck, **options)
        await client.connect("127.0.0.1", host.port)
        players.append(client)
    return players


async def play_out(players: list[Client], seed: str = "lan", cap: int | None = None) -> None:
    """Random bots play the match out; with ``cap``, every duel of it stops after ``cap`` actions
    (see ``play_capped``)."""
    if cap is None:
        await asyncio.gather(*(play_randomly(c, f"{seed}:{i}", timeout=20) for i, c in enumerate(players)))
    else:
        await asyncio.gather(*(play_capped(c, f"{seed}:{i}", cap) for i, c in enumerate(players)))


async def play_capped(client: Client, seed: str, cap: int, timeout: float = 20.0, pace: float = 0.0) -> int:
    """Random legal actions, as ``play_randomly``, until a duel has ``cap`` actions: then the
    player to act concedes it (a concession is a move like any other: the duel ends, the host
    reveals, every client re-checks the shuffle). For tests whose checks are per message, per
    action or per duel, not about how a duel ends by its rules; the number of actions sent."""
    return await play_randomly(client, seed, timeout=timeout, pace=pace, concede_at=cap)


async def close_all(host: Host, *clients: Client) -> None:
    for client in clients:
        await client.close()
    await host.close()


class Raw:
    """A hand-driven connection, for sending what no honest client would."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, inbound: Any = None) -> None:
        from engine.net.compression import Deflater, Inflater
        from engine.net.framing import FrameDecoder
        from engine.net.schema import TO_CLIENT

        self.inbound = inbound or TO_CLIENT
        self.reader = reader
        self.writer = writer
        self.decoder = FrameDecoder()
        self.inflater = Inflater()  # compressed frames from the other end, if it sends any
        self.deflater: Deflater | None = None  # set: what this end sends is compressed
        self.pending: list[bytes] = []

    @classmethod
    async def open(cls, port: int) -> "Raw":
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        return cls(reader, writer)

    async def send_bytes(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def send(self, message: dict[str, Any]) -> None:
        from engine.net.framing import encode_frame
        from engine.net.schema import encode

        payload = encode(message)
        if self.deflater is not None:
            await self.send_bytes(encode_frame(self.deflater.pack(payload), compressed=True))
        else:
            await self.send_bytes(encode_frame(payload))

    async def recv(self, timeout: float = 5.0, skip: tuple[str, ...] = ("ping",)) -> dict[str, Any]:
        from engine.net.framing import Packed
        from engine.net.schema import decode

        while True:
            while not self.pending:
                data = await asyncio.wait_for(self.reader.read(65536), timeout)
                if not data:
                    raise ConnectionError("closed")
                for item in self.decoder.feed(data):
                    if isinstance(item, Packed):
                        self.pending.append(self.inflater.unpack(item.data))
                    elif isinstance(item, bytes):
                        self.pending.append(item)
            message = decode(self.pending.pop(0), self.inbound)
            if message["type"] not in skip:
                return message

    async def recv_type(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        while True:
            message = await self.recv(timeout)
            if message["type"] == kind:
                return message

    async def hello(self, game: str = "six", **fields: Any) -> dict[str, Any]:
        from engine.net.cardsync import catalog_hash

        challenge = await self.recv_type("challenge")
        from engine.net import PROTOCOL_VERSION

        message = {"type": "hello", "app": "tapete", "protocol": PROTOCOL_VERSION, "game": game,
                   "card_hash": catalog_hash(get_game(game).cards), "name": "raw", "role": "player"}
        message.update(fields)
        await self.send(message)
        if message.get("compression"):  # the host compresses from its answer on; so do we
            from engine.net.compression import Deflater

            self.deflater = Deflater()
        return challenge

    def close(self) -> None:
        self.writer.close()
