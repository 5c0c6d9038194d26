"""A LAN game in the window: the same face as ``GameSession``, played through ``engine.net``.

The asyncio side (host, client, discovery) runs in one background thread (``NetLoop``); the
client's news cross to the GUI thread through a queued Qt signal, as snapshots, so the window
only ever reads values the network thread no longer touches. The table renders the seat's
observation and sends gestures; the host checks them and names the rule of any refusal.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from pathlib import Path
from typing import Any, Awaitable, Callable, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from engine.core import replay
from engine.core.actions import Action, Event
from engine.core.game import Game
from engine.core.gestures import Gesture
from engine.core.observation import Observation
from engine.net.client import Client, Legal
from engine.net.fairness import replay_duel

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

    def is_terminal(self) -> bool:
        return self.session.over

    def action_to_string(self, action: Action) -> str:
        for entry in self.session.legal:
            if entry.action == action:
                return entry.text
        return action.kind


class _Relay(QObject):
    news = Signal(str, object)


class NetworkSession(QObject):
    observation_changed = Signal(object)
    events_happened = Signal(list)
    log_line = Signal(str)
    refused = Signal(str)
    thinking_changed = Signal(bool)
    game_over = Signal(object)
    error = Signal(str)
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
        self.auto_pass = True
        self.lang = "es"  # of the refusals shown to the player
        self.stops: frozenset[str] = frozenset()
        self.thinking = False
        self.legal: list[Legal] = []
        self.over = False
        self._observation: Observation | None = None
        self.host: Any = None  # the Host when this window runs the room
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
        elif kind in ("chat", "error", "undo_request", "undo_answer", "verdict", "result", "peer", "lost",
                      "rejoined", "closed"):
            self._relay.news.emit(kind, dict(message))

    # ------------------------------------------------------------------ the GUI thread

    @Slot(str, object)
    def _news(self, kind: str, payload: Any) -> None:
        if self.stopped:
            return
        if kind == "update":
            observation, legal, events, lines = payload
            self._observation, self.legal = observation, legal
            for line in lines:
                self.log_line.emit(line)
            self.events_happened.emit(events)
            self.observation_changed.emit(observation)
            QTimer.singleShot(0, self._auto)
        elif kind == "chat":
            self.chat_received.emit(payload["name"], payload["text"])
        elif kind == "error":
            # the host sends a refusal as "Spanish|English"
            spanish, _, english = str(payload.get("message", "")).partition("|")
            text = english if self.lang == "en" and english else spanish
            self.refused.emit(text)
            self.log_line.emit(f"✗ {text}")
        elif kind == "undo_request":
            self.undo_requested.emit(payload["seat"])
        elif kind == "undo_answer":
            self.log_line.emit(self.tr("Undo accepted") if payload["accept"] else self.tr("Undo refused"))
        elif kind == "verdict":
            self.log_line.emit(payload["text"])
            self.verdict.emit(payload["fair"], payload["text"])
        elif kind == "result":
            self.legal = []
            self.over = bool(payload["match_over"])
            winner = self.tr("draw") if payload["winner"] is None else f"P{payload['winner'] + 1}"
            self.log_line.emit(self.tr("Duel %1: %2").replace("%1", str(payload["duel"])).replace("%2", winner))
            if self.over:
                final = self.tr("draw") if payload["match_winner"] is None else f"P{payload['match_winner'] + 1}"
                self.log_line.emit(self.tr("Match over: %1").replace("%1", final))
            if self._observation is not None and self._observation.outcome is not None:
                self.game_over.emit(self._observation.outcome)
        elif kind == "peer":
            template = self.tr("%1 is back") if payload["connected"] else self.tr("%1 lost the connection")
            self.log_line.emit(template.replace("%1", payload["name"]))
        elif kind == "lost":
            self.log_line.emit(self.tr("Connection lost; trying again…"))
        elif kind == "rejoined":
            self.log_line.emit(self.tr("Connected again"))
        elif kind == "closed":
            self.log_line.emit(self.tr("The room is closed: %1").replace("%1", str(payload.get("reason", ""))))

    def _auto(self) -> None:
        """Pass automatically when passing is the only answer (as at a local table)."""
        obs = self._observation
        if self.auto_pass and obs is not None and obs.phase not in self.stops and len(self.legal) == 1 \
                and self.legal[0].action.kind == "pass":
            self.perform(self.legal[0].action)

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
        if self._observation is not None:
            self.observation_changed.emit(self._observation)

    def perform(self, action: Action) -> bool:
        self.legal = []  # one answer per question: the host's update brings the next ones
        self.net.submit(self.client.act(action))
        return True

    def perform_gesture(self, gesture: Gesture) -> bool:
        self.legal = []
        self.net.submit(self.client.gesture(gesture))
        return True

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
        window from the network afterwards."""
        if self.stopped:
            return
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


class LanChoice:
    """What the lobby decided: host a room, or join one (as a player or a spectator)."""

    def __init__(self, mode: str, game: str, name: str, deck: dict[str, list[str]] | None, password: str = "",
                 room: Any = None, port: int = 0, address: str = "", spectate: bool = False) -> None:
        self.mode = mode
        self.game = game
        self.name = name
        self.deck = deck
        self.password = password
        self.room = room  # RoomSettings when hosting
        self.port = port
        self.address = address
        self.spectate = spectate


def open_lan_session(choice: LanChoice, net: NetLoop) -> NetworkSession:
    """Host or join as ``choice`` says; ``JoinError``/``OSError`` say why it failed."""
    from engine.net.discovery import Announcer
    from engine.net.host import Host

    if choice.mode == "host":
        async def open_room() -> tuple[Host, Announcer]:
            host = Host(choice.room, password=choice.password)
            await host.start("0.0.0.0", choice.port)
            announcer = Announcer(host.announcement)
            announcer.start()
            return host, announcer

        host, announcer = net.run(open_room())
        client = Client(choice.game, choice.name, deck=choice.deck, password=choice.password, token=host.seats[0].token)

        async def close_room() -> None:
            announcer.stop()
            await host.close()

        session = NetworkSession(client, net, [client.close, close_room])
        net.run(client.connect("127.0.0.1", host.port))
        session.host = host
        return session
    address, _, port = choice.address.rpartition(":")
    client = Client(choice.game, choice.name, role="spectator" if choice.spectate else "player",
                    deck=None if choice.spectate else choice.deck, password=choice.password, reconnect_seconds=30.0)
    session = NetworkSession(client, net)
    net.run(client.connect(address or choice.address, int(port) if port.isdigit() else 0))
    return session
