"""The host of a LAN room: it runs the engine, checks every message and every action, and
sends each seat only its own observation and the events redacted for it.

Duel by duel: every player commits to a secret and a deck (and the chooser to who starts),
the commitments are published, the secrets and decks are revealed to the host, the seed is the
hash of the secrets (see ``fairness``), and the duel is played. Only when the match is over
does the host publish every duel's secrets, decks, choices and actions, so that each client
re-checks the whole match (``matchcheck``) without having seen the other decks before a later
duel. Each action is journaled (fsync) before it is acknowledged or shown to anyone, so a
crashed host resumes from its journal (``Host.resume``).

Seats: a connection holds a seat only once its ``hello`` passed (version, game, password); a
player who leaves before the match's first duel starts gives the seat up. Connections still
shaking hands are bounded and time out (``admission``).
"""

from __future__ import annotations

import asyncio
import dataclasses
import secrets
import time
from pathlib import Path
from typing import Any, Callable, Iterator

from engine.core.actions import CONCEDE, Action, Event
from engine.core.cards import CardDef
from engine.core.deck import DeckEntry
from engine.core.errors import IllegalActionError, TapeteError, text_of
from engine.core.game import Game, get_game
from engine.core.match import Match
from engine.core.observation import Observation
from engine.core.state import State
from engine.core.text import Text
from engine.net import cardsync, discovery, fairness, journal, schema, wire
from engine.net.admission import Admission
from engine.net.handshake import handshake
from engine.net.peer import HEARTBEAT, RATE, TIMEOUT, Peer, Traffic
from engine.net.resume import resume_room
from engine.net.room import Conn, DuelRecord, RoomSettings, Seat
from engine.net.updates import legal_for, redacted

HANDSHAKE_TIMEOUT = 10.0
#: Actions only a referee takes (the round clock, ``Match.time_expired``): never from a seat.
REFEREE_KINDS = frozenset({"time"})


class Host:
    def __init__(
        self,
        settings: RoomSettings,
        *,
        password: str = "",
        key: bytes | None = None,
        journal_path: str | Path | None = None,
        heartbeat: float = HEARTBEAT,
        timeout: float = TIMEOUT,
        handshake_timeout: float = HANDSHAKE_TIMEOUT,
        rate: tuple[float, float] = RATE,
        tap: Callable[["Conn", str, bytes], None] | None = None,
    ) -> None:
        self.settings = settings
        self.game: Game = get_game(settings.game)
        self.card_hash = cardsync.catalog_hash(self.game.cards)
        #: Codes of the players' own cards (a cards.cdb, MTGJSON…) learnt with their decks.
        self.own_cards: set[str] = set()
        #: Every card this room knows: the game's and its players' own (never the game's registry).
        self.cards = self.game.cards
        self.key = key if key is not None else (fairness.password_key(password) if password else None)
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.handshake_timeout = handshake_timeout
        self.rate = rate  # each connection's limit (``peer.TokenBucket``)
        self.admission = Admission()
        self.tap = tap
        #: Every byte this room moved, both ways, over every connection it ever had.
        self.traffic = Traffic()
        self.seats = [Seat(i) for i in range(self.game.num_players)]
        self.spectators: list[Conn] = []
        self.duel = 1
        self.phase = "commit"  # commit → reveal → play → (next duel: commit) … → over
        self.chooser: int | None = None
        self.record: DuelRecord | None = None
        #: Every finished duel's ``reveal``, kept from the players until the match is over.
        self.reveals: list[dict[str, Any]] = []
        self.last_result: dict[str, Any] | None = None
        self.state: State | None = None
        self.match = Match(self.game, [])
        self.match.rules = dataclasses.replace(self.match.rules, best_of=settings.best_of)
        self.pending_undo: int | None = None
        self.server: asyncio.base_events.Server | None = None
        self.port = 0
        self.changed = asyncio.Event()
        self._timer: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._lock = asyncio.Lock()
        self.journal_path = Path(journal_path) if journal_path else journal.rooms_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(4)}.jsonl"
        self.journal: journal.Journal | None = None

    # ------------------------------------------------------------------ running

    async def start(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Listen for players; the port actually used."""
        fresh = not self.journal_path.exists()
        self.journal = journal.Journal(self.journal_path)
        if fresh:
            self._write({"t": "room", "settings": self.settings.public(self.key is not None),
                         "key": None if self.key is None else self.key.hex()})
        self.server = await asyncio.start_server(self._serve, address, port)
        self.port = self.server.sockets[0].getsockname()[1]
        self._arm_timer()
        return self.port

    async def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        for conn in self.connections():
            await conn.peer.send({"type": "bye", "reason": wire.say(Text("el anfitrión cerró la sala", "the host closed the room"))})
            await conn.peer.close()
        if self.server is not None:
            self.server.close()
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=5)
        if self.journal is not None:
            self.journal.close()

    async def wait_until(self, predicate: Callable[[], bool], idle: float) -> bool:
        """Wait until ``predicate()`` holds; ``False`` if the room stays unchanged for ``idle`` s."""
        while not predicate():
            changed = self.changed
            try:
                await asyncio.wait_for(changed.wait(), idle)
            except asyncio.TimeoutError:
                return predicate()
        return True

    def announcement(self) -> bytes:
        """The datagram that makes this room appear in lobbies (see ``discovery``)."""
        return discovery.announcement(self.port, self.settings.public(self.key is not None),
                                      [s.name for s in self.seats if s.token], sum(1 for s in self.seats if s.token is None))

    def connections(self) -> list[Conn]:
        return [s.conn for s in self.seats if s.conn is not None] + list(self.spectators)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def _write(self, record: dict[str, Any]) -> None:
        assert self.journal is not None
        self.journal.append(record)

    def _notify(self) -> None:
        self.changed.set()
        self.changed = asyncio.Event()

    # ------------------------------------------------------------------ a connection

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = Peer(reader, writer, schema.TO_HOST, reply_errors=True, heartbeat=self.heartbeat, timeout=self.timeout,
                    rate=self.rate, meter=self.traffic)
        conn = None
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            for idle in self.admission.admit(peer):
                await idle.close("demasiadas conexiones sin presentarse")
            try:
                conn = await handshake(self, peer)
            finally:
                self.admission.done(peer)
            if conn is None:
                return
            async with self._lock:
                await self._catch_up(conn)
            async for message in peer.stream:
                async with self._lock:  # one change of the room at a time
                    await self._handle(conn, message)
        except Exception as exc:  # a bug must not take the room down: drop this peer only
            await peer.error("internal", wire.say(Text(f"error interno: {exc!r}", f"internal error: {exc!r}")))
        finally:
            await peer.close()
            if conn is not None:
                async with self._lock:
                    await self._left(conn)
            if task is not None:
                self._tasks.discard(task)

    async def _left(self, conn: Conn) -> None:
        if conn in self.spectators:
            self.spectators.remove(conn)
        elif conn.seat is not None and self.seats[conn.seat].conn is conn:
            seat = self.seats[conn.seat]
            seat.conn = None  # during the match the seat stays theirs: the token brings them back
            await self._broadcast({"type": "peer", "seat": conn.seat, "name": conn.name, "connected": False})
            if self.record is None and not self.over:
                await self._free(seat)
        self._notify()

    async def _free(self, seat: Seat) -> None:
        """A player left before the match's first duel: the seat is anybody's again."""
        revealing = self.phase == "reveal"
        seat.token, seat.name, seat.commitment, seat.reveal = None, "", None, None
        self._write({"t": "free", "seat": seat.index})
        if revealing:
            await self._restart_commits()

    async def _catch_up(self, conn: Conn) -> None:
        """Bring a (re)joining peer to where the room is."""
        conn.last_obs = None
        seat = self.seats[conn.seat] if conn.seat is not None else None
        if seat is not None and self.phase == "commit":
            seat.commitment = None  # commit again: the secret may be lost with the old connection
            await conn.peer.send({"type": "commit_request", "duel": self.duel, "chooser": self.chooser})
        if self.phase == "reveal":  # a player reveals the secret it kept, or commits anew if it lost it
            await conn.peer.send({"type": "commitments", "duel": self.duel, "commitments": [s.commitment for s in self.seats]})
        elif self.phase in ("play", "over") and self.record is not None:  # started: nothing to reveal
            await conn.peer.send({"type": "commitments", "duel": self.record.number,
                                  "commitments": self.record.commitments, "started": True})
        if self.state is not None and self.phase in ("play", "over"):
            await self._send_update(conn, [], None)
        if self.over:
            for reveal in self.reveals:
                await conn.peer.send(reveal)
            if self.last_result is not None:
                await conn.peer.send(self.last_result)

    # ------------------------------------------------------------------ messages

    async def _handle(self, conn: Conn, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "chat":
            await self._broadcast({"type": "chat", "seat": conn.seat, "name": conn.name, "text": message["text"]})
        elif kind == "want_cards":  # a player's own card only once this connection has seen it
            codes = [c for c in message["codes"] if c not in self.own_cards or c in conn.sent_cards]
            defs = cardsync.definitions(self.cards, codes)
            for part in cardsync.chunks(defs):
                await conn.peer.send({"type": "cards", "defs": part})
        elif kind == "bye":
            await conn.peer.close("se despidió")
        elif conn.seat is None:
            await conn.peer.error("spectator", wire.say(Text("un espectador no puede hacer eso", "a spectator cannot do that")))
        elif kind == "commit":
            await self._commit(conn, message)
        elif kind == "reveal":
            await self._reveal(conn, message)
        elif kind in ("action", "gesture", "text"):
            await self._act(conn, message)
        elif kind == "undo_request":
            await self._undo_request(conn)
        elif kind == "undo_answer":
            await self._undo_answer(conn, message["accept"])
        else:
            await conn.peer.error("unexpected", wire.say(Text(f"«{kind}» no se espera aquí", f"«{kind}» is not expected here")))

    async def _commit(self, conn: Conn, message: dict[str, Any]) -> None:
        seat = self.seats[conn.seat]  # type: ignore[index]
        if message["duel"] != self.duel or self.phase not in ("commit", "reveal"):
            await conn.peer.error("state", wire.say(Text("no es momento de comprometerse", "this is no time to commit")))
            return
        if self.phase == "reveal":
            if seat.reveal is not None:
                await conn.peer.error("state", wire.say(Text("ya revelaste tu secreto para este duelo",
                                                              "you already revealed your secret for this duel")))
                return
            await self._restart_commits()  # it lost the secret behind its commitment: a new round
            return
        seat.commitment = message["commitment"]
        self._notify()
        if all(s.commitment is not None for s in self.seats):
            self.phase = "reveal"
            await self._broadcast({"type": "commitments", "duel": self.duel,
                                   "commitments": [s.commitment for s in self.seats]})

    async def _reveal(self, conn: Conn, message: dict[str, Any]) -> None:
        seat = self.seats[conn.seat]  # type: ignore[index]
        if self.phase != "reveal" or message["duel"] != self.duel:
            await conn.peer.error("state", wire.say(Text("no es momento de revelar", "this is no time to reveal")))
            return
        if seat.reveal is not None:  # sent again after a reconnection: the same, or refused
            if seat.reveal != message:
                await conn.peer.error("state", wire.say(Text("ya revelaste otro secreto para este duelo",
                                                              "you already revealed another secret for this duel")))
            return
        deck, cards, first = message["deck"], message.get("cards") or [], message.get("first_player")
        if fairness.commitment(message["secret"], deck, cards, first) != seat.commitment:
            problem: str | None = wire.say(Text("el secreto, el mazo o la elección no es lo comprometido",
                                                "the secret, the deck or the choice is not what was committed"))
        elif first is not None and not (seat.index == self.chooser and 0 <= first < len(self.seats)):
            problem = wire.say(Text(f"P{seat.index + 1} no puede elegir que empiece P{first + 1}",
                                    f"P{seat.index + 1} cannot choose that P{first + 1} goes first"))
        else:
            try:
                own = self._adopt(cards)
            except ValueError as exc:
                problem = wire.say(text_of(exc))
            else:
                problem = self._deck_problem(seat, deck, own)
        if problem:
            await conn.peer.error("deck", problem)
            await self._restart_commits()
            return
        seat.reveal = message
        self._notify()
        if all(s.reveal is not None for s in self.seats):
            await self._start_duel()

    def _deck_problem(self, seat: Seat, codes: dict[str, list[str]], own: list[DeckEntry]) -> str | None:
        try:
            deck = self.game.deck_from_codes(codes, seat.name or f"P{seat.index + 1}", own)
        except KeyError as exc:
            return wire.say(Text(f"carta desconocida {exc}", f"unknown card {exc}"))
        if seat.first_deck is not None and self.duel > 1:
            known = [DeckEntry(1, card) for card in self.cards if card.code in self.own_cards]
            original = self.game.deck_from_codes(seat.first_deck, "original", known)
            problems = self.match.rules.validate_swap(self.game, original, deck)
        else:
            problems = self.game.validate_deck(deck)
        return wire.say(Text("; ".join(p.describe("es") for p in problems), "; ".join(p.describe("en") for p in problems))) or None

    async def _restart_commits(self) -> None:
        self.phase = "commit"
        for s in self.seats:
            s.commitment = None
            s.reveal = None
        await self._broadcast({"type": "commit_request", "duel": self.duel, "chooser": self.chooser})

    async def _start_duel(self) -> None:
        reveals = [s.reveal for s in self.seats if s.reveal is not None]
        assert len(reveals) == len(self.seats)
        choices = [r.get("first_player") for r in reveals]
        params: dict[str, Any] = {}
        if self.chooser is not None:  # the loser of the last duel chose (committed); the first: the seed
            chosen = choices[self.chooser]
            params["first_player"] = self.chooser if chosen is None else chosen
        record = DuelRecord(self.duel, [r["secret"] for r in reveals], [r["deck"] for r in reveals],
                            params, [s.commitment or "" for s in self.seats],
                            [r.get("cards") or [] for r in reveals], choices)
        self._write({"t": "duel", **dataclasses.asdict(record)})
        self._begin(record)
        for conn in self.connections():
            conn.last_obs = None  # a new duel: everyone gets it whole
            await self._send_update(conn, [], None)
        self._arm_timer()
        self._notify()

    def _adopt(self, cards: list[dict[str, Any]]) -> list[DeckEntry]:
        """A player's own cards (``ValueError`` names a bad record), known to this room from
        now on: their definitions reach each other seat once it can see them."""
        own = self.game.own_cards(cards)
        self.own_cards.update(entry.card.code for entry in own)
        self.cards = self.cards.with_cards(entry.card for entry in own)
        return own

    def _begin(self, record: DuelRecord) -> None:
        owns = [self._adopt(cards) for cards in record.cards] or [[] for _ in record.decks]
        decks = [self.game.deck_from_codes(d, self.seats[i].name or f"P{i + 1}", owns[i] if i < len(owns) else [])
                 for i, d in enumerate(record.decks)]
        self.state = self.game.new_initial_state(decks, self._seed(record), record.params)
        self.match.state = self.state
        self.record = record
        self.phase = "play"
        for seat, deck in zip(self.seats, record.decks):
            if seat.first_deck is None:
                seat.first_deck = deck
            seat.commitment = None
            seat.reveal = None

    def _seed(self, record: DuelRecord) -> str:
        return fairness.duel_seed(record.secrets)

    async def _act(self, conn: Conn, message: dict[str, Any]) -> None:
        seq = message["seq"]
        seat = conn.seat
        assert seat is not None
        state = self.state
        if self.phase != "play" or state is None:
            await conn.peer.error("state", wire.say(Text("no hay ningún duelo en juego", "no duel is being played")), seq)
            return
        try:
            if message["type"] == "action":
                action = wire.action_from_wire(message["action"])
                if action.player != seat:
                    await conn.peer.error("seat", wire.say(Text(f"juegas como P{seat + 1}, no como P{action.player + 1}",
                                                                 f"you play as P{seat + 1}, not as P{action.player + 1}")), seq)
                    return
            elif message["type"] == "gesture":
                found = state.action_for_gesture(seat, wire.gesture_from_wire(message["gesture"]))
                if found is None:
                    await conn.peer.error("refused", wire.say(Text("Ese movimiento no hace nada aquí.", "That move does nothing here.")), seq)
                    return
                action = found
            else:
                action = state.parse_action(message["text"], seat)
            if action.is_manual or action.kind in REFEREE_KINDS:
                await conn.peer.error("refused", wire.say(Text("en red no se admiten acciones manuales ni de árbitro",
                                                            "manual and referee actions are not taken over the network")), seq)
                return
            text = state._safe_string(action)
            events = state.apply_action(action)
        except IllegalActionError as exc:
            await conn.peer.error("illegal", wire.say(Text(exc.message("es"), exc.message("en"))), seq)
            return
        except Exception as exc:  # notation problems, and whatever odd input a game trips on
            await conn.peer.error("refused", wire.say(Text(exc.message("es"), exc.message("en")) if isinstance(exc, TapeteError)
                                                    else Text(f"acción no válida: {exc!r}", f"invalid action: {exc!r}")), seq)
            return
        try:
            self._write({"t": "a", "duel": self.duel, "a": wire.action_to_wire(state.history[-1])})
        except OSError as exc:  # not on disk: not played
            state.undo(1)
            await conn.peer.error("storage", wire.say(Text(f"el anfitrión no pudo guardar la jugada: {exc}",
                                                            f"the host could not save the move: {exc}")), seq)
            return
        await self._after_change(events, seat, f"P{seat + 1}: {text}", ack=(conn, seq))

    async def _after_change(self, events: list[Event], actor: int | None, line: str | None,
                            ack: tuple[Conn, int] | None = None) -> None:
        """Tell everyone: the actor first (its update, then the acknowledgement), then the rest."""
        self.pending_undo = None
        assert self.state is not None
        others = self.connections()
        if ack is not None:
            conn, seq = ack
            others = [c for c in others if c is not conn]
            await self._send_update(conn, events, line)
            await conn.peer.send({"type": "ack", "seq": seq, "n": len(self.state.history)})
        for conn in others:
            await self._send_update(conn, events, line if conn.seat == actor else None)
        self._notify()
        if self.state is not None and self.state.is_terminal():
            await self._finish_duel()
        else:
            self._arm_timer()

    async def _send_update(self, conn: Conn, events: list[Event], line: str | None) -> None:
        state = self.state
        assert state is not None
        viewer = conn.seat
        observation = state.observation(viewer)
        obs = wire.observation_to_wire(observation)
        change = wire.delta(conn.last_obs, obs)
        conn.last_obs = obs
        await self._send_new_cards(conn, observation)
        await conn.peer.send({
            "type": "update", "duel": self.duel, "n": len(state.history), "obs": change,
            "events": [wire.jsonable(redacted(state, e, viewer).to_dict()) for e in events],
            "legal": legal_for(state, viewer), "log": [line] if line else [],
        })

    async def _send_new_cards(self, conn: Conn, observation: Observation) -> None:
        """The definitions ``conn`` sees for the first time of the players' own cards and of the
        cards made in play (a token, a transformed card's face), which the game's catalogue of
        the handshake lacks: sent as they come into view, never with the deck, so they tell
        nothing of a hidden card."""
        state = self.state
        assert state is not None
        seen = {view.code for zone in observation.zones for view in zone.cards
                if view.code is not None and (view.code in self.own_cards or view.code not in self.game.cards)}
        new = sorted(seen - conn.sent_cards)
        if new:
            conn.sent_cards.update(new)
            await conn.peer.send({"type": "cards", "defs": cardsync.encode_cards(_known(state, new))})

    async def _finish_duel(self) -> None:
        state = self.state
        assert state is not None and state.outcome is not None
        if self._timer is not None:
            self._timer.cancel()
        message = self._close_duel()
        if self.over:  # every duel shown at once: no deck list reaches anyone before the match ends
            for reveal in self.reveals:
                await self._broadcast(reveal)
        await self._broadcast(message)
        if not self.over:
            await self._broadcast({"type": "commit_request", "duel": self.duel, "chooser": self.chooser})
        self._notify()

    def _close_duel(self) -> dict[str, Any]:
        """Bookkeeping of a finished duel (also when resuming): its reveal is kept for the end of
        the match, the match's score is updated; the ``result`` message to send."""
        state, record = self.state, self.record
        assert state is not None and record is not None
        self.reveals.append({
            "type": "reveal", "duel": record.number, "secrets": record.secrets, "decks": record.decks,
            "params": record.params, "actions": [wire.action_to_wire(a) for a in state.history],
            "choices": record.choices, **({"cards": record.cards} if any(record.cards) else {}),
        })
        result = self.match.finish_duel()
        wins = [sum(1 for r in self.match.results if r.winner == p) for p in range(len(self.seats))]
        self.last_result = {"type": "result", "duel": record.number, "winner": result.winner, "reason": wire.say(result.reason),
                            "match_over": self.match.over, "match_winner": self.match.winner, "wins": wins}
        if self.match.over:
            self.phase = "over"
        else:
            self.duel += 1
            self.chooser = self.match.chooser
            self.phase = "commit"
        return self.last_result

    async def _broadcast(self, message: dict[str, Any], skip: Conn | None = None) -> None:
        for conn in self.connections():
            if conn is not skip:
                await conn.peer.send(message)

    # ------------------------------------------------------------------ undo and the clock

    async def _undo_request(self, conn: Conn) -> None:
        state = self.state
        if not self.settings.undo or state is None or self.phase != "play":
            await conn.peer.error("undo", wire.say(Text("esta sala no admite deshacer", "this room takes no undo")))
            return
        if not any(a.player == conn.seat and a.kind != CONCEDE for a in state.history):
            await conn.peer.error("undo", wire.say(Text("no hay ninguna jugada tuya que deshacer", "you have no move to undo")))
            return
        self.pending_undo = conn.seat
        for seat in self.seats:
            if seat.index != conn.seat and seat.conn is not None:
                await seat.conn.peer.send({"type": "undo_request", "seat": conn.seat})

    async def _undo_answer(self, conn: Conn, accept: bool) -> None:
        asker = self.pending_undo
        state = self.state
        if asker is None or asker == conn.seat or state is None:
            await conn.peer.error("undo", wire.say(Text("nadie ha pedido deshacer", "nobody asked to undo")))
            return
        self.pending_undo = None
        count = 0
        if accept:
            for action in reversed(state.history):
                count += 1
                if action.player == asker and action.kind != CONCEDE:
                    break
            state.undo(count)
            self._write({"t": "undo", "duel": self.duel, "count": count})
        await self._broadcast({"type": "undo_answer", "accept": accept})
        if accept:
            await self._after_change([], None, None)

    def _arm_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        state = self.state
        if not self.settings.turn_seconds or state is None or state.is_terminal():
            return
        player, n = state.current_player(), len(state.history)
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(self.settings.turn_seconds,
                                      lambda: asyncio.ensure_future(self._time_out(player, n)))

    async def _time_out(self, player: int | None, n: int) -> None:
        """The player ran out of time for this decision: they lose the duel (it concedes)."""
        async with self._lock:
            await self._expire(player, n)

    async def _expire(self, player: int | None, n: int) -> None:
        state = self.state
        if state is None or player is None or len(state.history) != n or state.is_terminal():
            return
        await self._broadcast({"type": "chat", "seat": None, "name": "Tapete",
                               "text": wire.say(Text(f"P{player + 1} agotó su tiempo ({self.settings.turn_seconds} s)",
                                                     f"P{player + 1} ran out of time ({self.settings.turn_seconds} s)"))})
        events = state.apply_action(Action(CONCEDE, player))
        self._write({"t": "a", "duel": self.duel, "a": wire.action_to_wire(state.history[-1])})
        await self._after_change(events, None, None)

    # ------------------------------------------------------------------ resuming

    @classmethod
    def resume(cls, path: str | Path, **options: Any) -> "Host":
        """The room a journal describes, at its last acknowledged action; ``LoadError`` names
        the line and the field of anything the journal gets wrong (``engine.net.resume``)."""
        return resume_room(cls, path, options)


def _known(state: State, codes: list[str]) -> Iterator[CardDef]:
    """The cards of ``codes`` that ``state`` knows (``State.card_by_code``)."""
    for code in codes:
        try:
            yield state.card_by_code(code)
        except KeyError:
            continue
