"""A refusal over the LAN reads in the joining player's language and names no card it cannot see.

The host says a refusal in both languages as every message (``Spanish|English``, the wire as it
was: an older peer still shows the Spanish up to the bar) and each window reads its own. A
hostile host's refusal that breaks the protocol is dropped with the reason, not a traceback."""

from __future__ import annotations

import asyncio
from pathlib import Path

from engine.core.actions import Action
from engine.core.game import get_game
from engine.core.text import Text
from engine.net import PROTOCOL_VERSION, wire
from engine.net.cardsync import catalog_hash
from engine.net.client import Client
from engine.net.framing import encode_frame
from engine.net.schema import TO_HOST
from tests.net.lan import Raw, close_all, decks, open_room, run, seat_players


def test_a_refused_action_reads_in_each_language_and_hides_the_other_hand(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[Text], list[tuple[str, str]], list[tuple[str, str]]]:
        host = await open_room(tmp_path, "ygo")
        players = await seat_players(host)
        assert all([await p.wait(lambda c: c.observation is not None, 10) for p in players])
        joining = next(c for c in players if not c.legal)  # not asked: any action of theirs is refused
        other = next(c for c in players if c is not joining)
        state = host.state
        assert state is not None and joining.seat is not None and other.seat is not None
        own = [state._card(cid).defn for cid in state.ids(joining.seat, "mano")]
        hidden = [state._card(cid).defn for cid in state.ids(other.seat, "mano")]
        card = next(cid for cid in state.ids(joining.seat, "mano") if state._card(cid).defn.name_en)
        before = state.state_hash()
        said = []
        for target in (card, state.ids(other.seat, "mano")[0]):
            seq = await joining.act(Action("summon", joining.seat, (target,)))
            assert await joining.wait(lambda c: any(e.get("seq") == seq for e in c.errors), 5)
            error = next(e for e in joining.errors if e.get("seq") == seq)
            assert error["code"] == "illegal", error
            said.append(wire.heard(error["message"]))
        assert state.state_hash() == before
        await close_all(host, *players)
        defn = state._card(card).defn
        return said, [(defn.name, defn.name_en)], [(d.name, d.name_en) for d in hidden if d not in own]

    (mine, theirs), [(spanish, english)], secret = run(scenario())
    assert english != spanish
    assert f"summons {english}» refused" in mine.en and spanish not in mine.en, mine.en
    assert f"invoca {spanish}» rechazada" in mine.es and english not in mine.es, mine.es
    assert "hidden card in Hand" in theirs.en and "carta oculta en Mano" in theirs.es, theirs
    assert secret and not any(name in text for text in (theirs.es, theirs.en) for pair in secret for name in pair), theirs


def test_a_hostile_hosts_refusals_are_read_or_dropped_saying_why(tmp_path: Path) -> None:
    async def scenario() -> Client:
        async def hostile(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            raw = Raw(reader, writer, TO_HOST)
            await raw.send({"type": "challenge", "app": "tapete", "protocol": PROTOCOL_VERSION, "game": "six",
                            "card_hash": catalog_hash(get_game("six").cards), "nonce": "00" * 32, "password": False, "room": {}})
            await raw.recv_type("hello")
            await raw.send({"type": "welcome", "seat": 0, "token": "ab", "room": {}, "seats": []})
            for message in ("|", "|only English", "sólo español|", "a|b|c", "x" * 2000):
                await raw.send({"type": "error", "code": "illegal", "message": message, "seq": 99})
            await raw.send_bytes(encode_frame(b'{"type":"error","code":"illegal","message":{"es":"a","en":"b"}}'))
            await raw.send({"type": "chat", "text": "fin", "name": "host"})
            await asyncio.sleep(5)

        server = await asyncio.start_server(hostile, "127.0.0.1", 0)
        client = Client("six", "P1", deck=decks("six")[0])
        await client.connect("127.0.0.1", server.sockets[0].getsockname()[1])
        assert await client.wait(lambda c: len(c.errors) >= 5 and any(p[0] == "malformed" for p in c.peer.refused), 5)
        await client.close()
        server.close()
        return client

    client = run(scenario())
    heard = [wire.heard(e["message"]) for e in client.errors]
    assert heard[:4] == [Text("", ""), Text("only English", "only English"), Text("sólo español", "sólo español"),
                         Text("a", "b|c")]
    assert client.peer is not None
    problem = next(message for code, message in client.peer.refused if code == "malformed")
    assert "message" in problem, problem  # which field was wrong, in words
