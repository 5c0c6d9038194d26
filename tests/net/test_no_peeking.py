"""The bytes a client receives never name a card it may not know.

Every frame sent to P2 is scanned, while the duel runs, for the code and the names (Spanish and English) of every
card of P1 that P2 cannot see and has never legitimately seen (a copy P2 saw elsewhere makes
that identity known); a spectator's frames, for every card that is not public. The
end-of-duel reveal, which publishes the decks on purpose, is left out. As a control, the same
identities do show up in the players' own frames.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import Card
from engine.core.game import game_names
from engine.core.state import State
from engine.core.zones import Visibility
from engine.net.client import Client
from engine.net.host import Conn, Host
from tests.net.lan import close_all, open_room, play_out, run, seat_players

CAP = 120  # actions per duel


class Scanner:
    """Scan the frames sent to one viewer (a seat, or ``None`` for a spectator)."""

    def __init__(self, viewer: int | None, opponent: int | None) -> None:
        self.viewer = viewer
        self.opponent = opponent
        self.host: Host | None = None
        self.known: set[str] = set()
        self.frames = 0
        self.checked = 0
        self.leaks: list[str] = []
        self.control_hits = 0

    def sees(self, state: State, card: Card) -> bool:
        if self.viewer is not None:
            return state.is_visible_to(self.viewer, card)
        return state.spec_of(card).visibility is Visibility.PUBLIC and card.face_up

    def __call__(self, conn: Conn, direction: str, data: bytes) -> None:
        state = self.host.state if self.host is not None else None
        if direction != "out" or state is None or data[4:].startswith(b'{"type":"reveal"'):
            return
        secret: set[str] = set()
        for card in state.cards:
            if card is None:
                continue
            identity = {card.defn.code, card.defn.name, card.defn.name_en} - {""}  # a refusal or log line in English names it so
            if self.sees(state, card):
                self.known |= identity
            elif self.opponent is None or card.owner == self.opponent:
                secret |= identity
        secret -= self.known
        if conn.seat is not None and conn.seat != self.viewer:
            self.control_hits += any(s.encode() in data for s in secret)
        if conn.seat != self.viewer:
            return
        self.frames += 1
        self.checked += len(secret)
        for identity in secret:
            if identity.encode("utf-8") in data:
                self.leaks.append(f"{identity!r} in frame {self.frames}: {data[:200]!r}")


@pytest.mark.parametrize("game", game_names())
def test_no_frame_names_a_card_the_viewer_may_not_know(tmp_path: Path, game: str) -> None:
    """One duel, two scans: P2's frames (P1's hidden cards) and the spectator's (every hidden
    card). The duel stops after ``CAP`` actions, conceded (``lan.play_capped``): the check is
    per frame. ``CAP`` is about a whole random duel of Eliria or Mitos y Leyendas, the opening
    and several turns of the others (a random Magic duel runs to 500-1000 actions)."""
    scanners = [Scanner(1, 0), Scanner(None, None)]

    def tap(conn: Conn, direction: str, data: bytes) -> None:
        for scanner in scanners:
            scanner(conn, direction, data)

    async def scenario() -> None:
        host = await open_room(tmp_path, game, tap=tap)
        for scanner in scanners:
            scanner.host = host
        watcher = Client(game, "mirón", role="spectator")
        await watcher.connect("127.0.0.1", host.port)
        players = await seat_players(host)
        await play_out(players, cap=CAP)
        assert await watcher.wait(lambda c: c.match_over, 10)
        await close_all(host, *players, watcher)

    run(scenario())
    for scanner in scanners:
        # the scan had something to find (a random duel may be short: a few frames, each with every hidden card)
        assert scanner.frames >= 5 and scanner.checked > 100
        assert scanner.control_hits > 0  # and finds it where it is legitimately sent
        assert not scanner.leaks, scanner.leaks[:3]
