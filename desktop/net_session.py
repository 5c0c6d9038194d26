"""A LAN game in the window: the same face as ``GameSession``, played through ``engine.net``.

The asyncio side (host, client, discovery) runs in one background thread (``NetLoop``); the
client's news cross to the GUI thread through a queued Qt signal, as snapshots, so the window
only ever reads values the network thread no longer touches. The table renders the seat's
observation and sends gestures; the host checks them and names the rule of any refusal.

A player's seat is kept in a seat file (``engine.net.seatfile``: token, secrets, how to get
back) from the moment it is taken until the match is over, so that a window that crashed can
rejoin the room, or resume the room it hosted from the host's journal (``unfinished``).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Awaitable, Callable, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from desktop.play_session import SessionBase
from desktop.table.layout import load_layout
from desktop.widgets.log_words import LogWords
from engine.core import replay
from engine.core.actions import Action
from engine.core.cards import CardDatabase, CardDef
from engine.core.errors import LoadError
from engine.core.game import Game
from engine.core.gestures import Gesture
from engine.core.observation import Observation
from engine.core.records import CardRecord
from engine.net import seatfile, wire
from engine.net.client import Client, Legal
from engine.net.fairness import password_key, replay_duel

T = TypeVar("T")


class NetLoop:
    """An asyncio event loop in a daemon thread, shared by every LAN object of the app."""

    _shared: "NetLoop | None" = None

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="tapete-lan", daemon=True)
        self.thread.start()

    @classmethod
    def shared(cls) -> "NetLoop":
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    def submit(self, coro: Awaitable[T]) -> "concurrent.futures.Future[T]":
        return asyncio.run_coroutine_threadsafe(coro, self.loop)  # type: ignore[arg-type]

    def run(self, coro: Awaitable[T], timeout: float = 15.0) -> T:
        """Run ``coro`` on the loop and wait for its result (for short steps such as joining)."""
        return self.submit(coro).result(timeout)


class RemoteTable:
    """What the window asks of a state, for a seat that has only its observation."""

    def __init__(self, session: "NetworkSession") -> None:
        self.session = session
        self.game: Game = session.client.game
        self.zone_table = self.game.zone_table
        self.history: list[Action] = []

    @property
    def card_db(self) -> CardDatabase:
        """The cards this seat knows: the game's, its own and those the host sent."""
        return self.session.client.cards

    def card_by_code(self, code: str) -> CardDef:
        """The card ``code`` names (``KeyError`` for one the host has not sent)."""
        return self.card_db.by_code(code)

    @property
    def printings(self) -> dict[str, CardRecord]:
        """The catalogue printing of the seat's own cards (the rivals' are not sent)."""
        return self.session.client.printings

    def is_terminal(self) -> bool:
        return self.session.over

    def action_to_string(self, action: Action) -> str:
        for entry in self.session.legal:
            if entry.action == action:
                return entry.text
        return action.kind


class _Relay(QObject):
    news = Signal(str, object)


class NetworkSession(SessionBase):
    """A seat (or a spectator's chair) in a LAN room (a ``Session``): it sees its observation
    and answers, and sends what the player does to the host."""

    chat_received = Signal(str, str)
    undo_requested = Signal(int)
    verdict = Signal(bool, str)

    def __init__(self, client: Client, net: NetLoop, closers: list[Callable[[], Awaitable[Any]]] | None = None) -> None:
        super().__init__()
        self.client = client
        self.net = net
        self.closers = closers or [client.close]
        self.game = client.game
        self.state = RemoteTable(self)
        self.lang = "es"  # of the refusals and the log shown to the player
        self._log_words: LogWords | None = None
        self.result: dict[str, Any] | None = None  # the room's last ``result``: the duel, the score
        self.legal: list[Legal] = []
        self._asked: list[Legal] = []  # the legal answers while one of them is on its way to the host
        self._present: set[int] = set()  # seats seen connected: a second connection is a return
        self.over = False
        self._observation: Observation | None = None
        self.host: Any = None  # the Host when this window runs the room, and its Announcer
        self.announcer: Any = None
        self.keeper: SeatKeeper | None = None
        self.stopped = False
        self._relay = _Relay()
        self._relay.news.connect(self._news)
        client.listeners.append(self._listen)  # runs in the network thread

    # ------------------------------------------------------------------ the network thread

    def _listen(self, kind: str, message: dict[str, Any]) -> None:
        client = self.client
        if kind == "update":
            snapshot = (client.observation, list(client.legal), list(client.events), list(message["log"]))
            self._relay.news.emit(kind, snapshot)
        elif kind in ("chat", "error", "undo_request", "undo_answer", "verdict", "alert", "result", "peer", "lost",
                      "rejoined", "closed"):
            self._relay.news.emit(kind, dict(message))

    # ------------------------------------------------------------------ the GUI thread

    def _words(self) -> LogWords:
        """How the log says a move, in the window's language."""
        if self._log_words is None or self._log_words.lang != self.lang:
            self._log_words = LogWords(self.game, load_layout(self.game.name), self.lang)
        return self._log_words

    @Slot(str, object)
    def _news(self, kind: str, payload: Any) -> None:
        if self.stopped:
            return
        if kind == "update":
            observation, legal, events, lines = payload
            self._observation, self.legal, self._asked = observation, legal, []
            for line in lines:  # the host writes the player's own move in notation: in words here
                mover, colon, notation = line.partition(": ")
                said = colon and mover[1:].isdigit() and mover.startswith("P")
                self.log_line.emit(self._words().action(int(mover[1:]) - 1, notation) if said else line)
            self.events_happened.emit(events)
            self.observation_changed.emit(observation)
            QTimer.singleShot(0, self._auto)
        elif kind == "chat":
            text = payload["text"] if payload.get("seat") is not None else wire.heard(payload["text"]).get(self.lang)
            self.chat_received.emit(payload["name"], text)  # the room's own notes (a timeout) in both languages
        elif kind == "error":
            text = wire.heard(str(payload.get("message", ""))).get(self.lang)  # the host says "Spanish|English"
            if self._asked and not self.legal:  # the answer was refused: the question is still open
                self.legal, self._asked = self._asked, []
                if self._observation is not None:
                    self.observation_changed.emit(self._observation)
            self.refused.emit(text)
            self.log_line.emit(f"✗ {text}")
        elif kind == "undo_request":
            self.undo_requested.emit(payload["seat"])
        elif kind == "undo_answer":
            self.log_line.emit(self.tr("Undo accepted") if payload["accept"] else self.tr("Undo refused"))
        elif kind in ("verdict", "alert"):  # an alert: the host did something that makes a duel unverifiable
            text = payload["text"].get(self.lang)
            self.log_line.emit(text)
            self.verdict.emit(kind == "verdict" and payload["fair"], text)
        elif kind == "result":
            self.legal, self.result = [], payload
            self.over = bool(payload["match_over"])
            winner = self.tr("draw") if payload["winner"] is None else f"P{payload['winner'] + 1}"
            self.log_line.emit(self.tr("Duel %1: %2").replace("%1", str(payload["duel"])).replace("%2", winner))
            if self.over:
                final = self.tr("draw") if payload["match_winner"] is None else f"P{payload['match_winner'] + 1}"
                self.log_line.emit(self.tr("Match over: %1").replace("%1", final))
            if self._observation is not None and self._observation.outcome is not None:
                self.log_line.emit(f"★ {self._observation.outcome.reason.get(self.lang)}")
                self.game_over.emit(self._observation.outcome)
        elif kind == "peer":
            seat = payload.get("seat")
            if not payload["connected"]:
                template = self.tr("%1 lost the connection")
            elif seat in self._present:
                template = self.tr("%1 is back")
            else:
                template = self.tr("%1 joined the room")
            if seat is not None and payload["connected"]:
                self._present.add(seat)
            self.log_line.emit(template.replace("%1", payload["name"]))
        elif kind == "lost":
            self.log_line.emit(self.tr("Connection lost; trying again…"))
        elif kind == "rejoined":
            self.log_line.emit(self.tr("Connected again"))
        elif kind == "closed":
            self.log_line.emit(self.tr("The room is closed: %1").replace("%1", wire.heard(str(payload.get("reason", ""))).get(self.lang)))

    def _auto(self) -> None:
        """Pass while passing until somewhere, or when passing is the only answer (as at a local
        table): from this seat's own observation and answers, sending only what a click sends."""
        obs = self._observation
        if obs is None or not self.legal or self.stopped:
            return
        passing = self.automatic_pass(obs, self.legal_actions(), self.viewer)
        if passing is not None:
            self.perform(passing)

    def _may_pass(self) -> Observation | None:
        return None if self.over or self.client.seat is None else self._observation

    def _continue(self) -> None:
        self._auto()

    # ------------------------------------------------------------------ what the window asks

    @property
    def viewer(self) -> int:
        return self.client.seat if self.client.seat is not None else 0

    def observation(self) -> Observation:
        assert self._observation is not None
        return self._observation

    def human_to_act(self) -> bool:
        return bool(self.legal)

    def legal_actions(self) -> list[Action]:
        return [entry.action for entry in self.legal]

    def legal_gestures(self) -> list[Gesture]:
        return [entry.gesture for entry in self.legal]

    def start(self) -> None:
        # the players already in the room when this window came in: their next connection is a return
        self._present |= {i for i, name in enumerate(self.client.seats) if name and i != self.client.seat}
        if self._observation is not None:
            self.observation_changed.emit(self._observation)

    def perform(self, action: Action) -> bool:
        self._asked, self.legal = self.legal, []  # one answer per question: the host's update brings the next
        self.net.submit(self.client.act(action))
        return True

    def perform_gesture(self, gesture: Gesture) -> bool:
        self._asked, self.legal = self.legal, []
        self.net.submit(self.client.gesture(gesture))
        return True

    def waiting_text(self) -> str | None:
        """While the room this window hosts waits for its players: where they can join it."""
        if self.host is None or self._observation is not None:
            return None
        from engine.net.discovery import lan_address

        return (self.tr("Waiting for a player: they join room «%1» at %2:%3 (Game → LAN game)")
                .replace("%1", self.host.settings.name).replace("%2", lan_address()).replace("%3", str(self.host.port)))

    def perform_text(self, text: str) -> bool:
        self.net.submit(self.client.text(text))
        return True

    def say(self, text: str) -> None:
        self.net.submit(self.client.say(text))

    def can_undo(self) -> bool:
        return bool(self.client.room.get("undo")) and self.client.seat is not None and not self.over

    def undo(self) -> None:
        self.net.submit(self.client.ask_undo())
        self.log_line.emit(self.tr("Undo requested: the opponent decides"))

    def answer_undo(self, accept: bool) -> None:
        self.net.submit(self.client.answer_undo(accept))

    def save(self, path: str | Path) -> None:
        """Save the last finished duel as a replay (a duel in progress has hidden cards)."""
        if not self.client.reveals:
            raise ValueError(self.tr("A LAN duel can be saved once it is over."))
        reveal = self.client.reveals[max(self.client.reveals)]
        replay.save(replay_duel(self.game, reveal), path)

    def stop(self) -> None:
        """Leave the room (closing it when this window hosts it); nothing more reaches the
        window from the network afterwards. Once the match is over the seat file goes; before,
        it stays, so the lobby can offer to come back."""
        if self.stopped:
            return
        if self.keeper is not None and self.client.match_over:
            self.keeper.discard()
        if self.client.listeners.count(self._listen):
            self.client.listeners.remove(self._listen)
        self._relay.news.disconnect(self._news)
        self.stopped = True
        for closer in self.closers:
            try:
                self.net.run(closer(), 10)
            except Exception:  # already gone: nothing left to close
                pass

    def wait_for_bots(self, timeout_ms: int = 5000) -> bool:
        return True

    @property
    def best_of(self) -> int:
        """Duels in the room's match (1: a single duel)."""
        value = self.client.room.get("best_of")
        return value if isinstance(value, int) and value > 0 else 1


class LanChoice:
    """What the lobby decided: host a room, join one (as a player or a spectator), or come back
    to an unfinished one (``rejoin`` a room, ``resume`` a room this window hosted) from its
    seat file."""

    def __init__(self, mode: str, game: str, name: str, deck: dict[str, list[str]] | None, password: str = "",
                 room: Any = None, port: int = 0, address: str = "", spectate: bool = False,
                 seat_file: Path | None = None, cards: list[dict[str, Any]] | None = None) -> None:
        self.mode = mode
        self.game = game
        self.name = name
        self.deck = deck
        self.cards = cards or []  # the records of the player's own cards the deck uses
        self.password = password
        self.room = room  # RoomSettings when hosting
        self.port = port
        self.address = address
        self.spectate = spectate
        self.seat_file = seat_file


class SeatKeeper:
    """Keeps a player's seat file up to date (from the network thread, as the client's news
    arrive) and removes it once the match is over and the window leaves."""

    def __init__(self, client: Client, path: Path, session: dict[str, Any]) -> None:
        self.client = client
        self.path = path
        self.session = session
        self.discarded = False
        self._lock = threading.Lock()  # a save in the network thread never outlives a discard
        client.listeners.append(self._listen)

    @classmethod
    def new_path(cls) -> Path:
        return seatfile.seats_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(4)}.json"

    def save(self) -> None:
        with self._lock:
            if not self.discarded:
                seatfile.write(self.path, {**self.client.memo(), "session": self.session})

    def _listen(self, kind: str, message: dict[str, Any]) -> None:
        if kind in seatfile.SAVE_ON:
            self.save()

    def discard(self) -> None:
        with self._lock:
            self.discarded = True
            self.path.unlink(missing_ok=True)


@dataclass(frozen=True)
class Unfinished:
    """A seat file left by a window that did not see its match to the end."""

    path: Path
    session: dict[str, Any] | None
    problem: str = ""  # why the file cannot be used (it is named, field and all)


def unfinished() -> list[Unfinished]:
    """Every seat file in the user data folder, newest first; broken ones say why."""
    found = []
    for path in sorted(seatfile.seats_dir().glob("*.json"), reverse=True):
        try:
            memo = seatfile.read(path)
        except LoadError as exc:
            found.append(Unfinished(path, None, str(exc)))
            continue
        session = memo.get("session")
        found.append(Unfinished(path, session) if session else Unfinished(path, None, f"{path}: falta «session»"))
    return found


def open_lan_session(choice: LanChoice, net: NetLoop) -> NetworkSession:
    """Host, join or come back as ``choice`` says; ``JoinError``/``OSError``/``LoadError`` say
    why it failed."""
    if choice.mode in ("rejoin", "resume"):
        assert choice.seat_file is not None
        memo = seatfile.read(choice.seat_file)
        session = memo.get("session")
        if not session:
            raise LoadError(str(choice.seat_file), "falta «session»: no dice cómo volver a la sala")
        if session["mode"] == "host":
            return _host(choice, net, memo, choice.seat_file)
        return _join(choice, net, memo, choice.seat_file)
    if choice.mode == "host":
        return _host(choice, net, None, SeatKeeper.new_path())
    return _join(choice, net, None, SeatKeeper.new_path())


def _host(choice: LanChoice, net: NetLoop, memo: dict[str, Any] | None, path: Path) -> NetworkSession:
    """A room run by this window (a new one, or one resumed from its journal) with this
    window's player at its first seat."""
    from engine.net.discovery import Announcer
    from engine.net.host import Host

    session_info = (memo or {}).get("session") or {}

    async def open_room() -> tuple[Host, Announcer]:
        if memo is not None:
            host = Host.resume(session_info["journal"])
            await host.start("0.0.0.0", session_info.get("port") or 0)
        else:
            host = Host(choice.room, password=choice.password)
            await host.start("0.0.0.0", choice.port)
        announcer = Announcer(host.announcement)
        announcer.start()
        return host, announcer

    host, announcer = net.run(open_room())
    game = host.settings.game
    deck = session_info.get("deck", choice.deck)
    cards = session_info.get("cards", choice.cards)
    name = session_info.get("name", choice.name)
    client = Client(game, name, deck=deck, cards=cards, key=host.key, token=host.seats[0].token)
    if memo is not None:
        client.recall(memo)
    keeper = SeatKeeper(client, path, {"mode": "host", "game": game, "name": name, "deck": deck, "cards": cards,
                                       "journal": str(host.journal_path), "port": host.port,
                                       "room": host.settings.name})

    async def close_room() -> None:
        announcer.stop()
        await host.close()

    session = NetworkSession(client, net, [client.close, close_room])
    session.keeper = keeper
    session.announcer = announcer
    try:
        net.run(client.connect("127.0.0.1", host.port))
    except BaseException:
        net.run(close_room())
        raise
    session.host = host
    return session


def _join(choice: LanChoice, net: NetLoop, memo: dict[str, Any] | None, path: Path) -> NetworkSession:
    """A seat (or a spectator's chair) in somebody else's room."""
    info = (memo or {}).get("session") or {}
    address_text = info.get("address", choice.address)
    address, _, port = address_text.rpartition(":")
    game = info.get("game", choice.game)
    spectate = bool(info.get("spectate", choice.spectate))
    key = bytes.fromhex(info["key"]) if info.get("key") else password_key(choice.password) if choice.password else None
    deck = None if spectate else info.get("deck", choice.deck)
    cards = [] if spectate else info.get("cards", choice.cards)
    client = Client(game, info.get("name", choice.name), role="spectator" if spectate else "player",
                    deck=deck, cards=cards, key=key, reconnect_seconds=30.0)
    if memo is not None:
        client.recall(memo)
    session = NetworkSession(client, net)
    if not spectate:
        session.keeper = SeatKeeper(client, path, {
            "mode": "join", "game": game, "name": client.name, "deck": deck, "cards": cards, "address": address_text,
            "spectate": False, **({"key": key.hex()} if key is not None else {})})
    net.run(client.connect(address or address_text, int(port) if port.isdigit() else 0))
    return session
