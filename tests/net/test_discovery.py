"""Rooms announce themselves over UDP; lobbies list them and ignore anything else."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

from engine.net.client import Client
from engine.net.discovery import Announcer, Browser, announcement, parse
from tests.net.lan import close_all, decks, open_room, run


def test_a_room_appears_in_the_lobby_and_can_be_joined_from_there(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, name="Mesa de Ana", best_of=3, password="x")
        browser = Browser(port=0)
        await browser.start()
        announcer = Announcer(host.announcement, targets=("127.0.0.1",), port=browser.port)
        announcer.start()
        await asyncio.wait_for(browser.heard.wait(), 5)
        [room] = browser.rooms()
        assert (room.address, room.port, room.name, room.game) == ("127.0.0.1", host.port, "Mesa de Ana", "six")
        assert room.password and room.best_of == 3 and room.free == 2
        client = Client(room.game, "Bea", deck=decks("six")[0], password="x")
        await client.connect(room.address, room.port)
        assert client.seat == 0
        browser.heard.clear()
        await asyncio.wait_for(browser.heard.wait(), 5)
        assert browser.rooms()[0].players == ("Bea",) and browser.rooms()[0].free == 1
        announcer.stop()
        browser.stop()
        await close_all(host, client)

    run(scenario())


def test_garbage_datagrams_are_ignored() -> None:
    assert parse(b"\xff\x00", "1.2.3.4") is None
    assert parse(b'{"app": "tapete"}', "1.2.3.4") is None
    assert parse(b'{"app": "otra", "protocol": 1, "port": 1, "room": {}, "players": [], "free": 1, "spectators": true}', "h") is None
    good = parse(announcement(4000, {"name": "S", "game": "six"}, [], 2), "10.0.0.2")
    assert good is not None and good.port == 4000

    async def scenario() -> None:
        browser = Browser(port=0)
        await browser.start()
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.sendto(b"not a room", ("127.0.0.1", browser.port))
        sock.sendto(announcement(4000, {"name": "S", "game": "six"}, [], 2), ("127.0.0.1", browser.port))
        await asyncio.wait_for(browser.heard.wait(), 5)
        assert [r.port for r in browser.rooms()] == [4000]
        sock.close()
        browser.stop()

    run(scenario())
