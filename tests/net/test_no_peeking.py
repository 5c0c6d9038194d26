"""The bytes a client receives never name a card it may not know.

Every frame sent to P2 is scanned, while the duel runs, for the code and the name of every
card of P1 that P2 cannot see and has never legitimately seen (a copy P2 saw elsewhere makes
that identity known). The end-of-duel reveal, which publishes the decks on purpose, is left
out. As a control, the same identities do show up in P1's own frames.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.game import game_names
from engine.net.host import Conn, Host
from tests.net.lan import close_all, open_room, play_out, run, seat_players


class Scanner:
    def __init__(self) -> None:
        self.host: Host | None = None
        self.known: set[str] = set()
        self.frames = 0
        self.checked = 0
        self.leaks: list[str] = []
        self.control_hits = 0

    def __call__(self, conn: Conn, direction: str, data: bytes) -> None:
        state = self.host.state if self.host is not None else None
        if direction != "out" or state is None or data[4:].startswith(b'{"type":"reveal"'):
            return
        secret: set[str] = set()
        for card in state.cards:
            if card is None:
                continue
            identity = {card.defn.code, card.defn.name}
            if state.is_visible_to(1, card):
                self.known |= identity
            elif card.owner == 0:
                secret |= identity
        secret -= self.known
        if conn.seat == 0:
            self.control_hits += any(s.encode() in data for s in secret)
            return
        if conn.seat != 1:
            return
        self.frames += 1
        self.checked += len(secret)
        for identity in secret:
            if identity.encode("utf-8") in data:
                self.leaks.append(f"{identity!r} in frame {self.frames}: {data[:200]!r}")


@pytest.mark.parametrize("game", game_names())
def test_no_frame_to_a_player_names_the_opponents_hidden_cards(tmp_path: Path, game: str) -> None:
    scanner = Scanner()

    async def scenario() -> None:
        host = await open_room(tmp_path, game, tap=scanner)
        scanner.host = host
        players = await seat_players(host)
        await play_out(players)
        await close_all(host, *players)

    run(scenario())
    assert scanner.frames > 20 and scanner.checked > 100  # the scan had something to find
    assert scanner.control_hits > 0  # and finds it where it is legitimately sent
    assert not scanner.leaks, scanner.leaks[:3]
