"""A LAN client: a player's or a spectator's end of a room.

It holds what its seat may know — the observation, the legal actions when it must decide
(with their notation and the gesture that performs each), redacted events — never the state.
Before each duel it commits to a fresh secret and its deck (and, when it chooses who starts,
its choice), reveals them once every seat's commitment is public and its own is the one it
sent, and once the match is over re-checks every duel (``matchcheck``): ``verdicts`` holds the
outcome, and ``listeners`` hear ``"verdict"`` loudly when it is not fair. A host that asks for
new commitments for a duel after this player revealed its secret could have picked the
shuffle: ``listeners`` hear ``"alert"`` at once and that duel's verdict fails. A lost
connection is retried for ``reconnect_seconds`` with the seat's token; the host then sends the
full state. ``memo``/``recall`` keep what a crashed player needs to come back (``seatfile``).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Mapping, Sequence

from engine.core.actions import CONCEDE, Action, Event
from engine.core.game import Game, get_game
from engine.core.gestures import Gesture
from engine.core.observation import Observation
from engine.core.records import CardRecord
from engine.core.text import Text
from engine.net import APP, PROTOCOL_VERSION, cardsync, compression, fairness, schema, version_problem, wire
from engine.net.matchcheck import DuelNotes, MatchCheck
from engine.net.peer import HEARTBEAT, TIMEOUT, Peer, Traffic
from engine.net.schema import ProtocolError


def _problem(kept: str | dict[str, str]) -> Text:
    """A problem as a seat file keeps it: ``{"es", "en"}``, or one Spanish line (older files)."""
    return Text(kept, kept) if isinstance(kept, str) else Text(kept["es"], kept["en"])


class JoinError(Exception):
    """The host refused us (wrong password, full room, another game…) or could not be reached."""


@dataclass(frozen=True)
class Legal:
    """One legal answer to the prompt: the action, its notation, and the gesture doing it."""

    action: Action
    text: str
    gesture: Gesture


Listener = Callable[[str, dict[str, Any]], None]


class Client:
    def __init__(
        self,
        game: str,
        name: str,
        *,
        role: str = "player",
        deck: dict[str, list[str]] | None = None,
        cards: Sequence[Mapping[str, Any]] = (),
        password: str = "",
        key: bytes | None = None,
        token: str | None = None,
        first_player: str = "me",
        heartbeat: float = HEARTBEAT,
        timeout: float = TIMEOUT,
        reconnect_seconds: float = 0.0,
        tap: Callable[[str, bytes], None] | None = None,
        compress: bool = True,
    ) -> None:
        self.game: Game = get_game(game)
        self.name = name
        self.role = role
        self.deck = deck
        #: The records of the player's own cards the deck uses (``Game.own_records``).
        self.own_records = [dict(record) for record in cards]
        own = self.game.own_cards(self.own_records)
        #: The catalogue printing of each of the player's own cards, by code.
        self.printings: dict[str, CardRecord] = {entry.card.code: entry.record for entry in own if entry.record is not None}
        #: Every card this table knows: the game's, the player's own and those the host sent.
        self.cards = self.game.cards.with_cards(entry.card for entry in own)
        self.password = password
        self.key = key  # the room's password key (a resumed host's own seat has no password)
        self.token = token
        self.first_player = first_player
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.reconnect_seconds = reconnect_seconds
        self.tap = tap
        self.compress = compress
        self.listeners: list[Listener] = []
        self.peer: Peer | None = None
        self.address: tuple[str, int] | None = None
        self.seat: int | None = None
        self.room: dict[str, Any] = {}
        self.seats: list[str] = []
        self.duel = 0
        self.n = 0
        self.obs_wire: dict[str, Any] | None = None
        self.observation: Observation | None = None
        self.legal: list[Legal] = []
        self.events: list[Event] = []
        self.notes: dict[int, DuelNotes] = {}
        self.verdicts: list[fairness.Verdict] = []
        self.alerts: list[Text] = []
        self.check: MatchCheck | None = None
        self.reveals: dict[int, dict[str, Any]] = {}
        self.results: list[dict[str, Any]] = []
        self.chat: list[tuple[str, str]] = []
        self.errors: list[dict[str, Any]] = []
        self.match_over = False
        self.closed = False
        self.lost = ""
        self.round_trips: list[float] = []
        #: Every byte moved with the host, both ways, over every connection.
        self.traffic = Traffic()
        self.chooser: int | None = None
        self._seq = 0
        self._sent: dict[int, float] = {}
        self._catalog: list[list[str]] = []
        self._changed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._handlers = self._message_handlers()

    # ------------------------------------------------------------------ connecting

    async def connect(self, host: str, port: int, timeout: float = 10.0) -> None:
        """Join the room at ``host:port``; ``JoinError`` says why not."""
        self.address = (host, port)
        await asyncio.wait_for(self._join(), timeout)
        self._task = asyncio.ensure_future(self._run())

    async def _join(self) -> None:
        assert self.address is not None
        try:
            reader, writer = await asyncio.open_connection(*self.address)
        except OSError as exc:
            raise JoinError(Text(f"no se puede conectar con {self.address[0]}:{self.address[1]}: {exc}",
                                 f"cannot connect to {self.address[0]}:{self.address[1]}: {exc}")) from None
        peer = Peer(reader, writer, schema.TO_CLIENT, reply_errors=False, heartbeat=self.heartbeat,
                    timeout=self.timeout, rate=None, tap=self.tap, meter=self.traffic)
        messages = peer.stream
        challenge = await self._next(peer, messages)
        if challenge["type"] != "challenge":
            raise JoinError(Text("el anfitrión no empezó con un desafío", "the host did not begin with a challenge"))
        if challenge["app"] != APP or challenge["protocol"] != PROTOCOL_VERSION:
            raise JoinError(version_problem(challenge["app"], challenge["protocol"]))
        if challenge["game"] != self.game.name:
            raise JoinError(Text(f"la sala juega a «{challenge['game']}», no a «{self.game.name}»",
                                 f"the room plays «{challenge['game']}», not «{self.game.name}»"))
        hello: dict[str, Any] = {
            "type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "game": self.game.name,
            "card_hash": cardsync.catalog_hash(self.cards), "name": self.name[:40], "role": self.role,
        }
        if self.token:
            hello["token"] = self.token
        if challenge["password"]:
            key = self.key if self.key is not None else fairness.password_key(self.password)
            hello["mac"] = fairness.answer(key, challenge["nonce"])
        if self.compress:  # the host compresses whatever it sends once it has read this hello
            hello["compression"] = compression.METHODS[0]
            peer.accept_compressed()
        await peer.send(hello)
        if self.compress:
            peer.compress_sending()
        welcome = await self._next(peer, messages)
        if welcome["type"] != "welcome":
            said = welcome.get("message") or welcome.get("reason")
            raise JoinError(wire.heard(said) if said else Text("el anfitrión nos rechazó", "the host turned us away"))
        self.seat = welcome["seat"]
        self.token = welcome.get("token")
        self.room = welcome["room"]
        self.seats = welcome["seats"]
        self.peer = peer
        self._messages = messages
        self.lost = ""
        self._emit("joined", welcome)

    async def _next(self, peer: Peer, messages: Any) -> dict[str, Any]:
        try:
            message: dict[str, Any] = await messages.__anext__()
        except StopAsyncIteration:
            raise JoinError(wire.heard(peer.lost_reason) if peer.lost_reason
                            else Text("el anfitrión cerró la conexión", "the host closed the connection")) from None
        return message

    async def _run(self) -> None:
        while True:
            assert self.peer is not None
            async for message in self._messages:
                try:
                    await self._handle(message)
                except ProtocolError as exc:
                    self.errors.append({"code": exc.code, "message": exc.message})
                    self._emit("error", {"code": exc.code, "message": exc.message})
                self._wake()
            self.legal = []  # out of touch: the host will say again what we may do
            if self.closed or self.match_over or not self.reconnect_seconds:
                break
            self.lost = self.peer.lost_reason
            self._emit("lost", {"reason": self.lost})
            if not await self._reconnect():
                break
        self.closed = True
        self.lost = self.lost or (self.peer.lost_reason if self.peer else "")
        self._wake()
        self._emit("closed", {"reason": self.lost})

    async def _reconnect(self) -> bool:
        deadline = time.monotonic() + self.reconnect_seconds
        while time.monotonic() < deadline and not self.closed:
            try:
                await asyncio.wait_for(self._join(), 5.0)
                self._sent.clear()
                self._emit("rejoined", {})
                return True
            except (JoinError, asyncio.TimeoutError, OSError):
                await asyncio.sleep(0.2)
        return False

    async def close(self) -> None:
        self.closed = True
        if self.peer is not None:
            await self.peer.send({"type": "bye"})
            await self.peer.close("cerrada por el jugador")
        if self._task is not None:
            try:
                await asyncio.wait_for(self._task, 5.0)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self._task.cancel()

    # ------------------------------------------------------------------ what a table asks

    def memo(self) -> dict[str, Any]:
        """What a player must keep to come back after a crash and still re-check the match:
        the seat's token and, for each duel, its secret, choice, the commitments, what it saw
        and any problem already found (``seatfile`` writes it, readable by its owner only)."""
        duels = {}
        for duel, notes in self.notes.items():
            if notes.secret is None and not notes.commitments and not notes.seen and not notes.problems:
                continue
            duels[str(duel)] = {
                "secret": notes.secret, "choice": notes.choice, "chooser": notes.chooser,
                "commitments": notes.commitments, "revealed": notes.revealed,
                "seen": {str(n): digest for n, digest in notes.seen.items()},
                "problems": [problem.to_dict() for problem in notes.problems],
            }
        return {"token": self.token, "duels": duels}

    def recall(self, memo: dict[str, Any]) -> None:
        """Take back what ``memo`` kept (as ``seatfile.read`` returns it: already checked)."""
        if memo.get("token"):
            self.token = memo["token"]
        for key, entry in memo.get("duels", {}).items():
            self.notes[int(key)] = DuelNotes(
                entry.get("secret"), entry.get("choice"), entry.get("chooser"), list(entry.get("commitments", [])),
                bool(entry.get("revealed")), {int(n): d for n, d in entry.get("seen", {}).items()},
                [_problem(kept) for kept in entry.get("problems", [])])

    @property
    def bytes_in(self) -> int:
        """Every byte received from the host, over every connection."""
        return self.traffic.wire_in

    def my_turn(self) -> bool:
        return bool(self.legal) and not self._sent and not self.match_over

    def legal_actions(self) -> list[Action]:
        return [entry.action for entry in self.legal]

    def concede_action(self) -> Action:
        assert self.seat is not None
        return Action(CONCEDE, self.seat)

    async def act(self, action: Action) -> int:
        return await self._request({"type": "action", "action": wire.action_to_wire(action)})

    async def gesture(self, gesture: Gesture) -> int:
        return await self._request({"type": "gesture", "gesture": wire.gesture_to_wire(gesture)})

    async def text(self, text: str) -> int:
        return await self._request({"type": "text", "text": text})

    async def say(self, text: str) -> None:
        if self.peer is not None:
            await self.peer.send({"type": "chat", "text": text[:500]})

    async def ask_undo(self) -> None:
        if self.peer is not None:
            await self.peer.send({"type": "undo_request"})

    async def answer_undo(self, accept: bool) -> None:
        if self.peer is not None:
            await self.peer.send({"type": "undo_answer", "accept": accept})

    async def _request(self, message: dict[str, Any]) -> int:
        self._seq += 1
        message["seq"] = self._seq
        self._sent[self._seq] = time.perf_counter()
        if self.peer is None or not await self.peer.send(message):
            self._sent.pop(self._seq, None)
            self.legal = []
        return self._seq

    async def wait(self, predicate: Callable[["Client"], bool], timeout: float) -> bool:
        """Wait until ``predicate(self)`` holds (``True``) or the time runs out (``False``)."""
        deadline = time.monotonic() + timeout
        while not predicate(self):
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            event = self._changed
            try:
                await asyncio.wait_for(event.wait(), left)
            except asyncio.TimeoutError:
                return predicate(self)
        return True

    def _wake(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    def _emit(self, kind: str, message: dict[str, Any]) -> None:
        for listener in list(self.listeners):
            listener(kind, message)

    # ------------------------------------------------------------------ messages

    def _message_handlers(self) -> dict[str, Callable[[dict[str, Any]], Awaitable[None]]]:
        """What the client does with each type of message from the host, before its listeners
        hear of it (a type not listed only reaches the listeners)."""
        return {"catalog": self._on_catalog, "cards": self._on_cards, "commit_request": self._on_commit_request,
                "commitments": self._on_commitments, "update": self._on_update, "ack": self._on_ack,
                "error": self._on_error, "reveal": self._on_reveal, "result": self._on_result,
                "chat": self._on_chat, "bye": self._on_bye}

    async def _handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        handler = self._handlers.get(kind)
        if handler is not None:
            await handler(message)
        self._emit(kind, message)

    async def _on_catalog(self, message: dict[str, Any]) -> None:
        if message["part"] == 0:
            self._catalog = []
        self._catalog.extend(message["cards"])
        if message["part"] == message["parts"] - 1 and self.peer is not None:
            wanted = cardsync.missing(self.cards, self._catalog)
            await self.peer.send({"type": "want_cards", "codes": wanted})

    async def _on_cards(self, message: dict[str, Any]) -> None:
        self.cards = cardsync.install(self.cards, message["defs"])

    async def _on_commit_request(self, message: dict[str, Any]) -> None:
        duel = message["duel"]
        self.chooser = message.get("chooser")
        old = self.notes.get(duel)
        problems = list(old.problems) if old is not None else []
        if old is not None and (old.revealed or (self.seat is None and old.commitments)):
            problems.append(self._alert(Text(
                f"el anfitrión pidió compromisos nuevos para el duelo {duel} cuando ya conocía los secretos: "
                "pudo elegir el barajado, así que este duelo no queda verificado",
                f"the host asked for new commitments for duel {duel} when it already knew the secrets: "
                "it could pick the shuffle, so this duel is not verified")))
        notes = self.notes[duel] = DuelNotes(chooser=self.chooser, problems=problems)
        await self._commit(duel, notes)

    async def _commit(self, duel: int, notes: DuelNotes) -> None:
        """Commit to a fresh secret, the deck and (when choosing) who starts; the memo is kept
        (``"memo"``) before the commitment leaves, so a crash cannot lose the secret behind it."""
        if self.seat is None or self.deck is None or self.peer is None:
            return
        notes.secret = fairness.new_secret()
        notes.revealed = False
        notes.commitments = []
        if self.chooser is not None and self.chooser == self.seat:
            others = max(2, len(self.seats))
            notes.choice = self.seat if self.first_player == "me" else (self.seat + 1) % others
        self._emit("memo", {})
        await self.peer.send({"type": "commit", "duel": duel, "commitment": self._commitment(notes)})

    def _commitment(self, notes: DuelNotes) -> str:
        assert notes.secret is not None and self.deck is not None
        return fairness.commitment(notes.secret, self.deck, self.own_cards(), notes.choice)

    async def _on_commitments(self, message: dict[str, Any]) -> None:
        """Reveal the secret once every seat's commitment is public and ours is the one we sent:
        the host's own seat is bound before our secret reaches it."""
        duel = message["duel"]
        notes = self.notes.setdefault(duel, DuelNotes(chooser=self.chooser))
        published = list(message["commitments"])
        if len(published) != len(self.seats):
            notes.problems.append(Text("el anfitrión pidió los secretos sin publicar el compromiso de cada asiento",
                                       "the host asked for the secrets without publishing every seat's commitment"))
            return
        if notes.commitments and notes.commitments != published:
            notes.problems.append(Text("el anfitrión cambió los compromisos ya publicados",
                                       "the host changed the commitments it had published"))
            return
        notes.commitments = published
        if self.seat is None or self.deck is None or self.peer is None or message.get("started"):
            return
        if notes.secret is None:  # lost with a crash before the memo kept it: a new round
            await self._commit(duel, notes)
            return
        if published[self.seat] != self._commitment(notes):
            notes.problems.append(Text("el compromiso publicado para mi asiento no es el mío",
                                       "the commitment published for my seat is not mine"))
            return
        notes.revealed = True
        self._emit("memo", {})
        reveal: dict[str, Any] = {"type": "reveal", "duel": duel, "secret": notes.secret, "deck": self.deck}
        if self.own_cards():
            reveal["cards"] = self.own_cards()
        if notes.choice is not None:
            reveal["first_player"] = notes.choice
        await self.peer.send(reveal)

    def own_cards(self) -> list[dict[str, Any]]:
        """The records of the player's own cards (a cards.cdb, MTGJSON…) the deck uses: the
        host learns them with the deck, and shows each to the others once they can see it."""
        return list(self.own_records) if self.deck is not None else []

    async def _on_update(self, message: dict[str, Any]) -> None:
        duel, n = message["duel"], message["n"]
        self.obs_wire = wire.apply_delta(self.obs_wire if duel == self.duel else None, message["obs"])
        self.observation = wire.observation_from_wire(self.obs_wire)
        self.duel, self.n = duel, n
        notes = self.notes.setdefault(duel, DuelNotes())
        for later in [k for k in notes.seen if k > n]:
            del notes.seen[later]  # taken back by an undo
        notes.seen[n] = wire.digest(self.obs_wire)
        self.events = [wire.event_from_wire(e) for e in message["events"]]
        try:
            self.legal = [Legal(wire.action_from_wire(e["a"]), str(e["text"]), wire.gesture_from_wire(e["g"]))
                          for e in message["legal"]]
        except (KeyError, TypeError) as exc:
            raise ProtocolError("malformed", f"acciones legales mal formadas: {exc!r}") from None

    async def _on_ack(self, message: dict[str, Any]) -> None:
        sent = self._sent.pop(message["seq"], None)
        if sent is not None:
            self.round_trips.append(time.perf_counter() - sent)

    async def _on_error(self, message: dict[str, Any]) -> None:
        self.errors.append(message)
        if message.get("seq") is not None:
            self._sent.pop(message["seq"], None)

    async def _on_reveal(self, message: dict[str, Any]) -> None:
        duel = message["duel"]
        if duel in self.reveals:
            return  # shown again after a reconnection: already checked
        self.reveals[duel] = message
        verdict = self._match_check().duel(message, self.notes.get(duel), self.deck)
        if verdict is not None:
            self._verdict(verdict)

    async def _on_result(self, message: dict[str, Any]) -> None:
        if all(r["duel"] != message["duel"] for r in self.results):
            self.results.append(message)
        self.legal = []
        if message["match_over"] and not self.match_over:
            for verdict in self._match_check().finish(self.notes, self.results):
                self._verdict(verdict)
        self.match_over = message["match_over"]

    def _match_check(self) -> MatchCheck:
        if self.check is None:
            best_of = self.room.get("best_of")
            self.check = MatchCheck(self.game, self.seat, best_of if isinstance(best_of, int) and 1 <= best_of <= 99 else 1)
        return self.check

    def _verdict(self, verdict: fairness.Verdict) -> None:
        self.verdicts.append(verdict)
        self._emit("verdict", {"fair": verdict.fair, "text": verdict.text})

    def _alert(self, text: Text) -> Text:
        """Say at once that something the host did cannot be trusted (the verdict follows):
        listeners get the ``Text`` to show in their reader's language."""
        self.alerts.append(text)
        self._emit("alert", {"text": Text(f"¡ALERTA! {text.es}", f"ALERT! {text.en}")})
        return text

    async def _on_chat(self, message: dict[str, Any]) -> None:
        self.chat.append((message["name"], message["text"]))

    async def _on_bye(self, message: dict[str, Any]) -> None:
        self.lost = message["reason"]
