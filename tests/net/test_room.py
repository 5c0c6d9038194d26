"""A room on loopback in one process: whole duels, refusals, passwords, faults, fairness.

Most duels here stop after ``CAP`` actions, conceded by the player to act (``lan.play_capped``):
what they check is per message or per duel (a refusal, a verdict, a rejoin), which the first
turns exercise as well as a whole game. ``test_a_duel_moves_far_less_than_a_megabyte`` plays a
whole duel: its claim is about one."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.core.cards import CardDatabase
from engine.core.game import game_names, get_game
from engine.net import PROTOCOL_VERSION
from engine.net import peer as peer_module
from engine.net.autoplay import play_randomly
from engine.net.client import Client, JoinError
from engine.net.compression import Deflater
from engine.net.framing import encode_frame
from engine.net.cardsync import catalog_hash
from engine.net.host import Host
from engine.net.schema import TO_HOST
from tests.net.lan import Raw, close_all, decks, open_room, play_capped, play_out, run, seat_players

GAMES = game_names()
CAP = 40  # actions per duel: the mulligans or the opening, then the first turns


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_a_whole_match_and_every_shuffle_checks_out(tmp_path: Path, game: str) -> None:
    """Every game's decks, observations and actions cross the wire and replay alike at each
    client: a best of three (two or three duels, the loser of one choosing who starts the next),
    each duel conceded after ``CAP`` actions. A best of one is every other test's room."""
    best_of = 3

    async def scenario() -> None:
        host = await open_room(tmp_path, game, best_of=best_of)
        players = await seat_players(host)
        watcher = Client(game, "mirón", role="spectator")
        await watcher.connect("127.0.0.1", host.port)
        await play_out(players, cap=CAP)
        assert await watcher.wait(lambda c: c.match_over, 10)
        duels = len(players[0].results)
        assert 2 <= duels <= best_of
        assert host.match.over and len(host.match.results) == duels
        for client in (*players, watcher):
            assert [v.duel for v in client.verdicts] == list(range(1, duels + 1))
            # every duel re-checked; a duel may be short (an Eliria hand without combat cards loses by 7.c)
            assert all(v.fair and v.checked > 0 for v in client.verdicts), [str(v) for v in client.verdicts]
            assert client.results[-1]["match_over"]
        # the spectator's observation is the public one: no card of a hidden zone is named
        assert watcher.observation is not None and watcher.observation.viewer is None
        hidden = [c for z in watcher.observation.zones for c in z.cards if not c.face_up]
        assert all(c.code is None for c in hidden)
        await close_all(host, *players, watcher)

    run(scenario(), 120)


def test_a_duel_moves_far_less_than_a_megabyte(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        players = await seat_players(host)
        await play_out(players)
        for client in players:
            assert client.bytes_in < 1_000_000
            assert client.traffic.wire_in * 4 < client.traffic.plain_in  # compressed, both ways
            assert client.traffic.wire_out < client.traffic.plain_out
        total = host.traffic
        assert total.connections == 2 and total.wire_in + total.wire_out < 250_000
        in_flight = total.wire_out - sum(c.traffic.wire_in for c in players)  # every connection counted:
        assert 0 <= in_flight < 2000  # at most a last result or a ping not read yet
        await close_all(host, *players)

    run(scenario())


def test_a_client_may_play_uncompressed(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        plain = Client("six", "P1", deck=decks("six")[0], compress=False)
        packed = Client("six", "P2", deck=decks("six")[1])
        for client in (plain, packed):
            await client.connect("127.0.0.1", host.port)
        await play_out([plain, packed], cap=CAP)
        assert all(v.fair for c in (plain, packed) for v in c.verdicts) and plain.verdicts
        assert plain.traffic.wire_in > plain.traffic.plain_in  # frame headers only: nothing compressed
        assert packed.traffic.wire_in * 4 < packed.traffic.plain_in
        await close_all(host, plain, packed)

    run(scenario())


def test_a_zip_bomb_from_a_player_is_refused_and_the_room_goes_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        raw = await Raw.open(host.port)
        await raw.hello(compression="zlib")
        assert (await raw.recv_type("welcome"))["seat"] == 0  # the host's answers come compressed
        assert raw.deflater is not None
        bomb = raw.deflater.pack(b" " * (64 << 20))  # 64 MiB of JSON whitespace in about 65 kB
        await raw.send_bytes(encode_frame(bomb, compressed=True))
        error = await raw.recv_type("error")
        assert error["code"] == "oversize" and "1048576" in error["message"]
        with pytest.raises(ConnectionError):  # the stream is unusable: the connection ends
            await raw.recv()
        raw.close()
        players = await seat_players(host)  # the room is unharmed: a duel follows
        await play_out(players, cap=CAP)
        assert all(v.fair for c in players for v in c.verdicts) and players[0].verdicts
        await close_all(host, *players)

    run(scenario())


def test_compressed_frames_nobody_agreed_to_end_the_connection(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        raw = await Raw.open(host.port)
        await raw.hello()  # no compression asked
        await raw.recv_type("welcome")
        await raw.send_bytes(encode_frame(Deflater().pack(b'{"type":"chat","text":"hola"}'), compressed=True))
        assert (await raw.recv_type("error"))["code"] == "malformed"
        with pytest.raises(ConnectionError):
            await raw.recv()
        raw.close()
        await host.close()

    run(scenario())


def test_a_zip_bomb_from_a_host_ends_the_connection_not_the_client(tmp_path: Path) -> None:
    async def scenario() -> None:
        async def hostile(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            raw = Raw(reader, writer, TO_HOST)
            await raw.send({"type": "challenge", "app": "tapete", "protocol": PROTOCOL_VERSION, "game": "six",
                            "card_hash": catalog_hash(get_game("six").cards), "nonce": "00" * 32, "password": False, "room": {}})
            hello = await raw.recv_type("hello")
            assert hello["compression"] == "zlib"
            deflater = Deflater()
            await raw.send_bytes(encode_frame(deflater.pack(
                b'{"type":"welcome","seat":0,"token":"ab","room":{},"seats":[]}'), compressed=True))
            await raw.send_bytes(encode_frame(deflater.pack(b" " * (64 << 20)), compressed=True))
            await asyncio.sleep(5)

        server = await asyncio.start_server(hostile, "127.0.0.1", 0)
        client = Client("six", "P1", deck=decks("six")[0])
        await client.connect("127.0.0.1", server.sockets[0].getsockname()[1])
        assert client.seat == 0
        assert await client.wait(lambda c: c.closed, 3)
        assert "1048576" in client.lost
        server.close()

    run(scenario())

def test_illegal_and_foreign_actions_are_refused_and_change_nothing(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        players = await seat_players(host)
        assert await players[0].wait(lambda c: c.observation is not None, 5)
        assert await players[1].wait(lambda c: c.observation is not None, 5)
        acting = next(c for c in players if c.legal)
        other = next(c for c in players if c is not acting)
        assert host.state is not None
        before = host.state.state_hash()
        seq = await other.act(acting.legal[0].action)  # P? acting for the other seat
        assert await other.wait(lambda c: any(e.get("seq") == seq for e in c.errors), 5)
        assert other.errors[-1]["code"] == "seat"
        seq = await other.text("concede please")
        assert await other.wait(lambda c: any(e.get("seq") == seq for e in c.errors), 5)
        wrong = acting.legal[0].action
        for kind in ("attack", "play"):
            if all(e.action.kind != kind for e in acting.legal):
                from dataclasses import replace

                wrong = replace(wrong, kind=kind, cards=(0,))
                break
        seq = await acting.act(wrong)
        assert await acting.wait(lambda c: any(e.get("seq") == seq for e in c.errors), 5)
        assert acting.errors[-1]["code"] in ("illegal", "refused")
        assert host.state.state_hash() == before
        await close_all(host, *players)

    run(scenario())


def test_garbage_gets_an_error_reply_and_the_connection_and_state_survive(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        raw = await Raw.open(host.port)
        await raw.hello()
        assert (await raw.recv_type("welcome"))["seat"] == 0
        client = Client("six", "P2", deck=decks("six")[1])
        await client.connect("127.0.0.1", host.port)
        await raw.recv_type("commit_request")
        for junk, code in [
            (encode_frame(b"\xff\x00garbage"), "malformed"),
            (encode_frame(b'{"type": "format_c"}'), "unknown"),
            (encode_frame(b'{"type": "chat", "text": 3}'), "malformed"),
            (b"\x00\x20\x00\x00" + b"x" * (0x200000), "oversize"),
            (encode_frame(b'{"type": "reveal", "duel": 1, "secret": "' + b"0" * 64 + b'", "deck": {}}'), "state"),
        ]:
            await raw.send_bytes(junk)
            reply = await raw.recv_type("error")
            assert reply["code"] == code, reply
        # a malformed numbered request is answered with its number, so its sender stops waiting
        await raw.send({"type": "action", "seq": 7, "action": {"kind": "pass", "player": 0, "cards": [], "targets": [-99]}})
        reply = await raw.recv_type("error")
        assert (reply["code"], reply.get("seq")) == ("malformed", 7), reply
        await raw.send({"type": "chat", "text": "sigo aquí"})
        assert (await raw.recv_type("chat"))["text"] == "sigo aquí"
        assert host.state is None and host.phase == "commit"
        raw.close()
        await close_all(host, client)

    run(scenario())


def test_a_flood_is_rate_limited_and_a_persistent_offender_is_dropped(tmp_path: Path) -> None:
    """A burst of 700 refilled at 2 messages a second (a room's own is ``peer.RATE``, 600 and
    300): of the hello and a flood of 800, about 100 are refused (fewer than the 200 refusals that
    end a connection) however slowly a loaded machine reads them, unless that took over 40 s."""

    async def scenario() -> None:
        host = await open_room(tmp_path, rate=(2.0, 700.0))
        raw = await Raw.open(host.port)
        await raw.hello()
        await raw.recv_type("welcome")
        await raw.send_bytes(encode_frame(b'{"type": "ping", "t": 0}') * 800)
        replies = []
        while len(replies) < 800:
            replies.append(await raw.recv(skip=("ping", "commit_request")))
        rated = [r for r in replies if r["type"] == "error" and r["code"] == "rate"]
        assert len(rated) >= 20 and len(rated) + sum(r["type"] == "pong" for r in replies) == 800
        assert host.seats[0].conn is not None  # throttled, not thrown out
        await raw.send_bytes(encode_frame(b"nonsense") * 400)
        with pytest.raises(ConnectionError):
            while True:
                await raw.recv()
        raw.close()
        await host.close()

    run(scenario())


def test_the_password_is_checked_by_challenge_and_never_travels(tmp_path: Path) -> None:
    seen: list[bytes] = []

    async def scenario() -> None:
        host = await open_room(tmp_path, password="caracola", tap=lambda conn, way, data: seen.append(data))
        intruder = Client("six", "intruso", deck=decks("six")[0], password="almeja")
        with pytest.raises(JoinError, match="contraseña"):
            await intruder.connect("127.0.0.1", host.port)
        friend = Client("six", "amiga", deck=decks("six")[0], password="caracola",
                        tap=lambda way, data: seen.append(data))
        await friend.connect("127.0.0.1", host.port)
        assert friend.seat == 0 and friend.room["password"] is True
        await close_all(host, friend)

    run(scenario())
    assert seen and not any(b"caracola" in data for data in seen)
    assert b"caracola" not in (tmp_path / "room.jsonl").read_bytes()


def test_version_and_game_mismatches_are_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        for fields, words in [({"protocol": 2}, ("protocolo 2", f"el {PROTOCOL_VERSION}", "más antiguo")),
                              ({"protocol": 99, "compression": "zlib"}, ("protocolo 99",)),
                              ({"app": "otra"}, ("«otra»",))]:
            raw = await Raw.open(host.port)
            await raw.hello(**fields)  # an older Tapete (protocol 2) asks for no compression
            error = await raw.recv_type("error")
            assert error["code"] == "version" and all(w in error["message"] for w in words), error
            raw.close()
        await host.close()

    run(scenario())


def test_a_client_refuses_an_older_host_saying_why(tmp_path: Path) -> None:
    async def scenario() -> None:
        async def older(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            raw = Raw(reader, writer, TO_HOST)
            await raw.send({"type": "challenge", "app": "tapete", "protocol": 2, "game": "six",
                            "card_hash": catalog_hash(get_game("six").cards), "nonce": "00" * 32, "password": False, "room": {}})
            await asyncio.sleep(5)

        server = await asyncio.start_server(older, "127.0.0.1", 0)
        client = Client("six", "P1", deck=decks("six")[0])
        with pytest.raises(JoinError, match=f"protocolo 2 y este el {PROTOCOL_VERSION}"):
            await client.connect("127.0.0.1", server.sockets[0].getsockname()[1])
        server.close()

    run(scenario())


def test_a_silent_peer_is_noticed_and_gives_up_a_seat_the_match_has_not_used(tmp_path: Path) -> None:
    assert peer_module.TIMEOUT <= 10 and peer_module.HEARTBEAT < peer_module.TIMEOUT

    async def scenario() -> None:
        host = await open_room(tmp_path, heartbeat=0.1, timeout=0.5)
        raw = await Raw.open(host.port)
        await raw.hello()
        token = (await raw.recv_type("welcome"))["token"]
        assert host.seats[0].token == token
        assert await host.wait_until(lambda: host.seats[0].conn is None, 5)  # we never answer the pings
        assert host.seats[0].token is None  # nobody holds a seat the match has not used yet
        raw.close()
        await host.close()

    run(scenario())


def test_a_client_notices_a_dead_host(tmp_path: Path) -> None:
    async def scenario() -> None:
        server_conns: list[asyncio.StreamWriter] = []

        async def mute(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            server_conns.append(writer)  # a host that says hello, then nothing more
            raw = Raw(reader, writer, TO_HOST)

            await raw.send({"type": "challenge", "app": "tapete", "protocol": PROTOCOL_VERSION, "game": "six",
                            "card_hash": catalog_hash(get_game("six").cards), "nonce": "00" * 32, "password": False, "room": {}})
            await raw.recv_type("hello")
            await raw.send({"type": "welcome", "seat": 0, "token": "ab", "room": {}, "seats": []})
            await asyncio.sleep(30)

        server = await asyncio.start_server(mute, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = Client("six", "P1", deck=decks("six")[0], heartbeat=0.1, timeout=0.5)
        await client.connect("127.0.0.1", port)
        assert await client.wait(lambda c: c.closed, 3)
        assert "0.5" in client.lost
        server.close()

    run(scenario())


def test_a_dropped_client_rejoins_with_its_token_and_gets_the_whole_state(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        players = await seat_players(host)
        p2 = players[1]
        bot1 = asyncio.ensure_future(play_capped(players[0], "a", CAP))
        bot2 = asyncio.ensure_future(play_randomly(p2, "b", timeout=20, max_actions=5))
        await bot2
        assert host.state is not None
        token, seat = p2.token, p2.seat
        await p2.close()
        assert await host.wait_until(lambda: host.seats[1].conn is None, 5)
        assert host.seats[1].token == token
        back = Client("six", "P2 otra vez", deck=decks("six")[1], token=token)
        await back.connect("127.0.0.1", host.port)
        assert back.seat == seat
        assert await back.wait(lambda c: c.observation is not None, 5)
        assert back.observation is not None
        assert back.observation == host.state.observation(seat) or back.n != len(host.state.history)
        await play_capped(back, "c", CAP)
        await bot1
        assert back.match_over and back.verdicts and back.verdicts[-1].fair
        await close_all(host, players[0], back)

    run(scenario())


def test_a_crashed_host_resumes_from_its_journal(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        players = await seat_players(host, reconnect_seconds=20)
        port = host.port
        bots = [asyncio.ensure_future(play_capped(c, f"r{i}", CAP, timeout=30, pace=0.005)) for i, c in enumerate(players)]
        assert await players[0].wait(lambda c: c.n >= 10, 20)  # mid-duel (no duel ends within 10 actions)
        assert host.state is not None
        # the crash: connections cut, nothing flushed, nothing said
        for conn in host.connections():
            conn.peer.writer.transport.abort()
        assert host.server is not None
        host.server.close()
        played = len(host.state.history)
        snapshot = host.state.state_hash()
        if host.journal is not None:
            host.journal.close()
        revived = Host.resume(tmp_path / "room.jsonl")
        assert revived.state is not None and len(revived.state.history) == played
        assert revived.state.state_hash() == snapshot
        await revived.start("127.0.0.1", port)
        await asyncio.gather(*bots)
        assert all(c.match_over for c in players)
        assert all(v.fair for c in players for v in c.verdicts)
        await close_all(revived, *players)

    run(scenario(), 90)


def test_a_rigged_shuffle_is_reported(tmp_path: Path) -> None:
    class RiggedHost(Host):
        def _seed(self, record):  # type: ignore[no-untyped-def]
            return "a seed the host liked better"

    async def scenario() -> None:
        from engine.net.host import RoomSettings

        host = RiggedHost(RoomSettings("six"), journal_path=tmp_path / "room.jsonl")
        await host.start("127.0.0.1", 0)
        players = await seat_players(host)
        await play_out(players, cap=CAP)
        for client in players:
            assert client.verdicts and not client.verdicts[0].fair
            assert "¡ALERTA!" in str(client.verdicts[0])
            english = client.verdicts[0].text.en  # the English window's log reads it in English
            assert english.startswith("ALERT! duel 1: the game does NOT match what was committed — ") and "semilla" not in english
        await close_all(host, *players)

    run(scenario())


def test_a_client_missing_cards_gets_them_from_the_host(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        full = get_game("six")
        dropped = sorted(c.code for c in full.cards)[:5]
        client = Client("six", "nuevo", deck=decks("six")[0])
        client.cards = CardDatabase("six", [c for c in full.cards if c.code not in dropped])  # an older Tapete's
        await client.connect("127.0.0.1", host.port)
        assert await client.wait(lambda c: all(code in c.cards for code in dropped), 5)
        assert [client.cards.by_code(c) for c in dropped] == [full.cards.by_code(c) for c in dropped]
        await close_all(host, client)

    run(scenario())


def test_chat_and_an_accepted_undo_request(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, undo=True)
        players = await seat_players(host)
        await players[0].say("¡suerte!")
        assert await players[1].wait(lambda c: ("P1", "¡suerte!") in c.chat, 5)
        for client in players:
            assert await client.wait(lambda c: c.observation is not None, 5)
        acting = next(c for c in players if c.legal)
        other = next(c for c in players if c is not acting)
        assert host.state is not None
        before = host.state.state_hash()
        await acting.act(acting.legal[0].action)
        assert await acting.wait(lambda c: c.n == 1, 5)
        await acting.ask_undo()
        assert await other.wait(lambda c: host.pending_undo is not None, 5), (acting.errors, other.errors)
        await other.answer_undo(True)
        assert await acting.wait(lambda c: c.n == 0, 5)
        assert host.state.state_hash() == before
        await close_all(host, *players)

    run(scenario())


def test_undo_is_refused_where_the_room_does_not_allow_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        players = await seat_players(host)
        await players[0].ask_undo()
        assert await players[0].wait(lambda c: any(e["code"] == "undo" for e in c.errors), 5)
        await close_all(host, *players)

    run(scenario())


def test_a_player_who_runs_out_of_time_loses_the_duel(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, turn_seconds=1)
        players = await seat_players(host)
        assert await players[0].wait(lambda c: c.match_over, 5)  # nobody plays
        assert "agotó su tiempo" in " ".join(text for _, text in players[0].chat)
        assert players[0].verdicts[0].fair
        await close_all(host, *players)

    run(scenario())


class _SilentAfterCommitting(Client):
    async def _on_commitments(self, message: dict) -> None:  # type: ignore[type-arg]
        """Dies before revealing its secret."""


@pytest.mark.parametrize("phase", ["commit", "reveal"])
def test_a_player_lost_before_the_duel_starts_commits_again_on_return(tmp_path: Path, phase: str) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        first = Client("six", "P1", deck=decks("six")[0])
        await first.connect("127.0.0.1", host.port)
        if phase == "commit":
            lost = Client("six", "P2", deck=None)  # joins, never commits
        else:
            lost = _SilentAfterCommitting("six", "P2", deck=decks("six")[1])
        await lost.connect("127.0.0.1", host.port)
        assert await host.wait_until(lambda: host.phase == phase and host.seats[0].commitment is not None, 5)
        await lost.close()
        back = Client("six", "P2", deck=decks("six")[1], token=lost.token)
        await back.connect("127.0.0.1", host.port)
        assert back.seat == 1 and back.token != lost.token  # the seat was given up: a new holder
        await play_out([first, back], cap=CAP)
        assert back.verdicts and back.verdicts[0].fair and not back.alerts
        if phase == "commit":  # nobody had revealed anything: nothing to doubt
            assert first.verdicts[0].fair and not first.alerts
        else:  # P1 had revealed its secret: a new round could be the host choosing the shuffle
            assert first.alerts and not first.verdicts[0].fair
            assert "compromisos nuevos" in str(first.verdicts[0])
        await close_all(host, first, back)

    run(scenario())


def test_garbage_in_the_middle_of_a_duel_changes_nothing(tmp_path: Path) -> None:
    async def scenario() -> None:
        import random

        host = await open_room(tmp_path)
        players = await seat_players(host)
        assert await players[0].wait(lambda c: c.observation is not None, 5)
        raw = await Raw.open(host.port)
        await raw.hello(role="spectator")
        await raw.recv_type("welcome")
        assert host.state is not None
        before = host.state.state_hash()
        rng = random.Random(5)
        junk = [bytes(rng.randrange(256) for _ in range(rng.randrange(40))) for _ in range(150)]
        junk += [b'{"type": "action", "seq": 1, "action": {"kind": "pass", "player": 0, "cards": [], "targets": []}}',
                 b'{"type": "text", "seq": 2, "text": "concede"}', b'{"type": "undo_answer", "accept": true}']
        for blob in junk:
            await raw.send_bytes(encode_frame(blob))
        errors = 0
        while errors < len(junk):
            errors += (await raw.recv())["type"] == "error"
        assert host.state.state_hash() == before
        raw.close()
        await play_out(players, cap=CAP)
        assert all(c.verdicts[0].fair for c in players)
        await close_all(host, *players)

    run(scenario())


def test_manual_and_referee_actions_are_refused_over_the_network(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        players = await seat_players(host)
        for client in players:
            assert await client.wait(lambda c: c.observation is not None, 5)
        assert host.state is not None
        before = host.state.state_hash()
        opponent_deck = host.state.ids(1, "mazo")[0]
        for client, text in [(players[0], "manual move @P2.mazo.1 to P1.mano"), (players[0], "time")]:
            seq = await client.text(text)
            assert await client.wait(lambda c: any(e.get("seq") == seq for e in c.errors), 5)
            assert client.errors[-1]["code"] == "refused"
        from engine.core.actions import Action

        seq = await players[0].act(Action("manual.move", 0, (opponent_deck,), choice="P1.mano"))
        assert await players[0].wait(lambda c: any(e.get("seq") == seq for e in c.errors), 5)
        assert host.state.state_hash() == before
        await close_all(host, *players)

    run(scenario())


def test_events_never_name_a_card_the_viewer_cannot_see(tmp_path: Path) -> None:
    """A game event about a hidden card (SiX's hand reordering names the card) reaches the
    opponent and the spectators without the name."""

    async def scenario() -> None:
        host = await open_room(tmp_path)
        watcher = Client("six", "mirón", role="spectator")
        await watcher.connect("127.0.0.1", host.port)
        players = await seat_players(host)
        for client in (*players, watcher):
            assert await client.wait(lambda c: c.observation is not None, 5)
        assert host.state is not None
        from engine.core.actions import Action

        card = host.state.ids(0, "mano")[-1]
        name = host.state.cards[card].defn.name  # type: ignore[union-attr]
        n = players[1].n
        await players[0].act(Action("reorder", 0, (card,), choice=0))
        assert await players[1].wait(lambda c: c.n > n, 5)
        assert await watcher.wait(lambda c: c.n > n, 5)
        assert await players[0].wait(lambda c: c.n > n, 5)
        mine = [e for e in players[0].events if e.kind == "reorder"]
        assert mine and mine[0].name == name
        for other in (players[1], watcher):
            [event] = [e for e in other.events if e.kind == "reorder"]
            assert event.card == card and event.name is None
        await close_all(host, *players, watcher)

    run(scenario())


def test_commitments_changed_behind_a_players_back_are_reported(tmp_path: Path) -> None:
    class TwoFacedHost(Host):
        async def _catch_up(self, conn):  # type: ignore[no-untyped-def]
            if self.record is not None and conn.seat == 1:
                self.record.commitments = ["0" * 64] * len(self.seats)  # a different story for the rejoiner
            await super()._catch_up(conn)

    async def scenario() -> None:
        from engine.net.host import RoomSettings

        host = TwoFacedHost(RoomSettings("six"), journal_path=tmp_path / "room.jsonl")
        await host.start("127.0.0.1", 0)
        players = await seat_players(host)
        assert await players[1].wait(lambda c: c.observation is not None, 5)
        memo = players[1].memo()
        await players[1].close()
        back = Client("six", "P2", deck=decks("six")[1])
        back.recall(memo)
        await back.connect("127.0.0.1", host.port)
        await play_out([players[0], back], cap=CAP)
        assert not back.verdicts[0].fair and "compromisos" in str(back.verdicts[0])
        await close_all(host, players[0], back)

    run(scenario())
