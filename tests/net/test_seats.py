"""Seats are for players: squatters, idle connections and floods never keep a real one out."""

from __future__ import annotations

import asyncio
from pathlib import Path

from engine.net import admission
from engine.net.client import Client
from engine.net.host import Host
from tests.net.lan import Raw, close_all, decks, open_room, play_out, run


async def squat(port: int, role: str = "player") -> Raw:
    raw = await Raw.open(port)
    await raw.hello(role=role)
    await raw.recv_type("welcome")
    return raw


def test_a_hello_then_a_disconnect_keeps_no_seat(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        for _ in range(3):  # every seat taken and left again, more than once
            squatters = [await squat(host.port), await squat(host.port)]
            for raw in squatters:
                raw.close()
            assert await host.wait_until(lambda: all(s.token is None for s in host.seats), 5)
        players = []
        for i, deck in enumerate(decks("six")):
            client = Client("six", f"P{i + 1}", deck=deck)
            await client.connect("127.0.0.1", host.port)
            players.append(client)
        assert [c.seat for c in players] == [0, 1]
        await play_out(players)
        assert all(c.verdicts and c.verdicts[0].fair for c in players)
        await close_all(host, *players)

    run(scenario())
    kinds = [line.split('"t":"')[1].split('"')[0] for line in (tmp_path / "room.jsonl").read_text().splitlines()]
    assert kinds.count("free") == 6  # each seat given up is in the journal, so a resumed room agrees


def test_a_seat_given_up_before_the_match_stays_free_after_a_resume(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        raw = await squat(host.port)
        raw.close()
        assert await host.wait_until(lambda: host.seats[0].token is None, 5)
        await host.close()
        revived = Host.resume(tmp_path / "room.jsonl")
        assert all(s.token is None for s in revived.seats)

    run(scenario())


def test_seats_taken_before_a_host_crashed_ahead_of_the_first_duel_are_free_again(tmp_path: Path) -> None:
    path = tmp_path / "room.jsonl"
    path.write_text(
        '{"t":"room","settings":{"game":"six","name":"Sala","best_of":1,"turn_seconds":0,"undo":false,'
        '"spectators":true,"password":false},"key":null}\n'
        '{"t":"seat","seat":0,"name":"ocupa","token":"' + "ab" * 16 + '"}\n', encoding="utf-8")
    revived = Host.resume(path)  # killed with a squatter seated: nobody has played, nobody keeps a seat
    assert all(s.token is None for s in revived.seats)


def test_idle_connections_never_keep_a_real_player_out(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, heartbeat=0.5, timeout=3.0)
        host.handshake_timeout = 3.0
        idle = [await asyncio.open_connection("127.0.0.1", host.port) for _ in range(60)]
        players = []
        for i, deck in enumerate(decks("six")):
            client = Client("six", f"P{i + 1}", deck=deck)
            await client.connect("127.0.0.1", host.port)  # in spite of the sixty idle ones
            players.append(client)
        assert [c.seat for c in players] == [0, 1]
        assert host.admission.count() <= admission.MAX_PER_ADDRESS  # the waiters of one address are bounded
        for reader, writer in idle:  # every idle connection is hung up on: dropped, or timed out
            while await asyncio.wait_for(reader.read(65536), 10):
                pass
            writer.close()
        assert host.admission.count() == 0
        await close_all(host, *players)

    run(scenario())


def test_spectators_from_one_address_are_bounded(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        watchers = [await squat(host.port, "spectator") for _ in range(4)]
        extra = await Raw.open(host.port)
        await extra.hello(role="spectator")
        assert (await extra.recv_type("error"))["code"] == "spectators"
        client = Client("six", "P1", deck=decks("six")[0])
        await client.connect("127.0.0.1", host.port)  # a player still gets in
        assert client.seat == 0
        for raw in (*watchers, extra):
            raw.close()
        await close_all(host, client)

    run(scenario())


def test_admission_drops_the_oldest_waiter_of_the_address_or_of_the_busiest_one() -> None:
    class FakePeer:
        def __init__(self, address: str) -> None:
            self.writer = self
            self.ip = address

        def get_extra_info(self, name: str) -> tuple[str, int]:
            return (self.ip, 1)

    door = admission.Admission(limit=5, per_address=3)
    flood = [FakePeer("10.0.0.9") for _ in range(3)]
    for peer in flood:
        assert door.admit(peer) == []  # type: ignore[arg-type]
    newcomer = FakePeer("10.0.0.9")
    assert door.admit(newcomer) == [flood[0]]  # type: ignore[arg-type]
    others = [FakePeer("10.0.0.2"), FakePeer("10.0.0.3")]
    for peer in others:
        assert door.admit(peer) == []  # type: ignore[arg-type]
    late = FakePeer("10.0.0.4")
    assert door.admit(late) == [flood[1]]  # type: ignore[arg-type]
    assert door.count() == 5 and door.count("10.0.0.9") == 2
    door.done(late)  # type: ignore[arg-type]
    assert door.count() == 4
