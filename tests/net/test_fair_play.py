"""A host that cheats, one attack at a time: every cheated duel must be reported to the victim.

P1 is the host's own seat (the cheater); P2 is a stock client, the victim. To keep the matches
short, the player due to lose a duel concedes it as soon as it starts: the attacks are all
made before the first action, so nothing is lost by not playing. Each test counts the duels
the host cheated in and the duels P2 reported: they must be the same, every time.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path
from typing import Any

from engine.core.game import get_game
from engine.net import fairness
from engine.net.client import Client
from engine.net.host import Host, RoomSettings
from tests.net.lan import close_all, decks, run


async def concede_plan(client: Client, losses: set[int], timeout: float = 60) -> None:
    """Concede each duel numbered in ``losses`` once it has started; play nothing else."""
    done: set[int] = set()

    def ready(c: Client) -> bool:
        started = c.observation is not None and c.observation.outcome is None
        return c.match_over or c.closed or (started and c.duel in losses and c.duel not in done)

    while await client.wait(ready, timeout):
        if client.match_over or client.closed:
            return
        done.add(client.duel)
        await client.act(client.concede_action())
    raise TimeoutError(f"{client.name}: la partida no avanza (duelo {client.duel})")


async def cheated_match(host: Host, losses: tuple[set[int], set[int]], **victim: Any) -> tuple[Client, Client]:
    """P1 (the host's seat) and P2 play a match on ``host``, conceding the duels in ``losses``."""
    await host.start("127.0.0.1", 0)
    game = host.settings.game
    own = Client(game, "P1", deck=decks(game)[0])
    await own.connect("127.0.0.1", host.port)
    other = Client(game, "P2", deck=decks(game)[1], **victim)
    await other.connect("127.0.0.1", host.port)
    await asyncio.gather(concede_plan(own, losses[0]), concede_plan(other, losses[1]))
    assert await other.wait(lambda c: c.match_over, 10)
    await close_all(host, own, other)
    return own, other


def reported(client: Client, duel: int = 1) -> bool:
    """The client's verdict on ``duel`` says it was not fair."""
    return any(v.duel == duel and not v.fair for v in client.verdicts)


def pair_in_opening_hand(state: Any, code: str = "TAU-005") -> bool:
    """P1 holds both copies of ``code`` (1.5 % of SiX deals with the demo deck)."""
    return Counter(state.cards[c].defn.code for c in state.ids(0, "mano"))[code] >= 2


class StackingHost(Host):
    """Once every secret is in, deal the duel in private; not the hand it wants: start over."""

    LIMIT = 2000

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.restarts = 0

    def dealt(self) -> Any:
        game = get_game(self.settings.game)
        reveals = [s.reveal for s in self.seats]
        codes = [r["deck"] for r in reveals]  # type: ignore[index]
        seed = fairness.duel_seed([r["secret"] for r in reveals])  # type: ignore[index]
        return game.new_initial_state([game.deck_from_codes(d, "x") for d in codes], seed, {})

    async def _start_duel(self) -> None:
        if not pair_in_opening_hand(self.dealt()) and self.restarts < self.LIMIT:
            self.restarts += 1
            await self.start_over()
            return
        await super()._start_duel()

    async def start_over(self) -> None:
        await self._restart_commits()


class RenumberingHost(StackingHost):
    """The same, calling the new round the next duel (as if the first had never been)."""

    LIMIT = 60  # duel numbers stop at 99

    async def start_over(self) -> None:
        self.duel += 1
        await self._restart_commits()


class KickingHost(StackingHost):
    """The same, after cutting P2 off (a new round looks like a rejoin)."""

    async def start_over(self) -> None:
        victim = self.seats[1].conn
        if victim is not None:
            victim.peer.writer.transport.abort()
        await self._restart_commits()


def test_a_host_that_starts_over_after_seeing_the_secrets_is_reported_every_time(tmp_path: Path) -> None:
    stacked = cheated = caught = alerted = 0
    for trial in range(10):
        host = StackingHost(RoomSettings("six"), journal_path=tmp_path / f"stack{trial}.jsonl")
        _, victim = run(cheated_match(host, (set(), {1})))
        assert host.record is not None and host.state is not None
        stacked += pair_in_opening_hand(fairness.initial_state(get_game("six"), {
            "secrets": host.record.secrets, "decks": host.record.decks, "params": {}}))
        cheated += host.restarts > 0
        caught += host.restarts > 0 and reported(victim)
        alerted += host.restarts > 0 and bool(victim.alerts)
        assert host.restarts > 0 or victim.verdicts[0].fair  # an honest deal is not doubted
    # the attack works: every deal stacked; most needed restarts (1.5 % of deals are so by chance;
    # fewer than 5 of 10 needing one would happen once in 10**14 runs)…
    assert stacked == 10 and cheated >= 5
    assert caught == cheated and alerted == cheated  # …and is reported every time, at once


def test_a_spectator_reports_a_host_that_starts_over_too(tmp_path: Path) -> None:
    async def scenario() -> tuple[StackingHost, Client]:
        host = StackingHost(RoomSettings("six"), journal_path=tmp_path / "room.jsonl")
        host.LIMIT = 5
        await host.start("127.0.0.1", 0)
        watcher = Client("six", "mirón", role="spectator")
        await watcher.connect("127.0.0.1", host.port)
        players = [Client("six", f"P{i + 1}", deck=deck) for i, deck in enumerate(decks("six"))]
        for client in players:
            await client.connect("127.0.0.1", host.port)
        await asyncio.gather(concede_plan(players[0], set()), concede_plan(players[1], {1}))
        assert await watcher.wait(lambda c: c.match_over, 10)
        await close_all(host, *players, watcher)
        return host, watcher

    host, watcher = run(scenario())
    assert host.restarts > 0 or pair_in_opening_hand(host.state)
    assert (host.restarts > 0) == reported(watcher) == bool(watcher.alerts)


def test_a_host_that_starts_over_as_the_next_duel_or_after_a_kick_is_reported(tmp_path: Path) -> None:
    outcomes = []
    for trial, kind in enumerate([RenumberingHost, RenumberingHost, KickingHost, KickingHost]):
        host = kind(RoomSettings("six"), journal_path=tmp_path / f"cheat{trial}.jsonl")
        _, victim = run(cheated_match(host, (set(), set(range(1, 100))), reconnect_seconds=10))
        if host.restarts:
            outcomes.append((kind.__name__, any(not v.fair for v in victim.verdicts)))
    assert outcomes and all(caught for _, caught in outcomes), outcomes


class FirstHost(Host):
    """Always starts itself, whatever the seed says."""

    def _begin(self, record: Any) -> None:
        record.params["first_player"] = 0
        super()._begin(record)


def test_a_host_that_chooses_to_start_is_reported_every_time(tmp_path: Path) -> None:
    started = caught = 0
    for trial in range(20):
        host = FirstHost(RoomSettings("six"), journal_path=tmp_path / f"first{trial}.jsonl")
        _, victim = run(cheated_match(host, (set(), {1})))
        assert host.state is not None
        started += host.state.first_player == 0
        caught += reported(victim)
    assert (started, caught) == (20, 20)


class ParamsHost(Host):
    """Deals with parameters of its own: no mulligans (a hand it may keep by force)."""

    def _begin(self, record: Any) -> None:
        record.params["mulligan"] = False
        super()._begin(record)


class OverridingHost(Host):
    """Best of three: ignores who the loser chose to start the second duel."""

    def _begin(self, record: Any) -> None:
        if record.number == 2:
            record.params["first_player"] = 0
        super()._begin(record)


class UsurpingHost(Host):
    """Best of three: says it chooses who starts the second duel, though it won the first."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        finish = self.match.finish_duel

        def finish_and_usurp() -> Any:
            result = finish()
            if not self.match.over:
                self.match.chooser = 0
            return result

        self.match.finish_duel = finish_and_usurp  # type: ignore[method-assign]


def test_a_host_that_tampers_with_the_duel_parameters_is_reported_every_time(tmp_path: Path) -> None:
    caught = []
    for trial in range(3):
        for kind, best_of, cheated_duel in [(ParamsHost, 1, 1), (OverridingHost, 3, 2), (UsurpingHost, 3, 2)]:
            host = kind(RoomSettings("six", best_of=best_of), journal_path=tmp_path / f"{kind.__name__}{trial}.jsonl")
            _, victim = run(cheated_match(host, (set(), {1, 2})))  # P2 loses both duels: P2 chooses the second
            assert len(victim.results) == best_of // 2 + 1
            caught.append((kind.__name__, reported(victim, cheated_duel)))
            if cheated_duel > 1:
                assert not reported(victim, 1)  # the first duel was fair
    assert all(found for _, found in caught), caught


def test_nothing_of_a_deck_reaches_the_opponent_before_the_match_is_over(tmp_path: Path) -> None:
    """Yu-Gi-Oh! best of three: the side deck is never in play, so no frame P2 gets before the
    match's last result may name a card only P1's side deck holds."""
    frames: list[tuple[bool, bytes]] = []
    p1, p2 = decks("ygo")
    only_side = set(p1.get("side", [])) - set(p1["main"]) - set(p1.get("extra", [])) - {c for v in p2.values() for c in v}
    assert only_side

    async def scenario() -> Client:
        host = Host(RoomSettings("ygo", best_of=3), journal_path=tmp_path / "room.jsonl",
                    tap=lambda conn, way, data: frames.append((host.over, data)) if conn.seat == 1 and way == "out" else None)
        _, victim = await cheated_match(host, ({2}, {1, 3}))  # three duels: P2, P1, P2 concede
        return victim

    victim = run(scenario())
    assert len(victim.results) == 3 and all(v.fair for v in victim.verdicts) and len(victim.verdicts) == 3
    early = [data for over, data in frames if not over]
    assert early and all(b'"type":"reveal"' not in data for data in early)
    leaked = sorted(code for code in only_side if any(code.encode() in data for data in early))
    assert not leaked, leaked
    assert any(code.encode() in data for code in only_side for over, data in frames if over)  # shown at the end


class EagerHost(Host):
    """Asks P2 for its secret as soon as P2 has committed, before its own commitment is in."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.held: tuple[Any, dict[str, Any]] | None = None
        self.asked = False

    async def _commit(self, conn: Any, message: dict[str, Any]) -> None:
        if conn.seat == 0 and not self.asked:
            self.held = (conn, message)  # its own commitment waits until P2's secret is in
            return
        await super()._commit(conn, message)
        if conn.seat == 1 and not self.asked:
            self.asked = True
            await conn.peer.send({"type": "commitments", "duel": self.duel, "commitments": [message["commitment"]]})
            if self.held is not None:
                await super()._commit(*self.held)


def test_a_client_reveals_only_once_every_seat_has_committed(tmp_path: Path) -> None:
    seen: list[tuple[str, dict[str, Any]]] = []

    def tap(way: str, data: bytes) -> None:
        import json

        seen.append((way, json.loads(data[4:])))

    host = EagerHost(RoomSettings("six"), journal_path=tmp_path / "room.jsonl")
    _, victim = run(cheated_match(host, (set(), {1}), tap=tap))
    published = None
    for way, message in seen:
        if way == "in" and message["type"] == "commitments":
            published = message["commitments"]
        if way == "out" and message["type"] == "reveal":
            assert published is not None and len(published) == 2, published  # never against P2's lone commitment
    assert host.asked and reported(victim)
