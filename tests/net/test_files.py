"""The host's journal and the players' seat files, broken every way: a clear error naming the
file and the line or field, never a traceback or a hang; a torn last line resumes again and
again; text that is not Unicode never drops a connection; an idle host ends quietly."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import signal
import stat
import subprocess
import sys
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator
from unittest import mock

import pytest

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.net import journal, seatfile
from engine.net.client import Client
from engine.net.framing import encode_frame
from engine.net.host import Host
from tests.net.lan import Raw, close_all, decks, open_room, run, seat_players

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def sample() -> tuple[bytes, bytes]:
    """A real room's journal (a best of three: some play, an undo, two concessions) and the
    second player's seat file, as bytes."""
    folder = Path(tempfile.mkdtemp(prefix="tapete-lan-sample-"))

    async def scenario() -> dict[str, Any]:
        host = await open_room(folder, best_of=3, undo=True)
        players = await seat_players(host)
        rng = random.Random(3)
        for _ in range(15):  # some play, whoever is to act
            mover = await to_act(players)
            n = mover.n
            await mover.act(rng.choice([a for a in mover.legal_actions() if a.kind != "concede"]))
            assert await mover.wait(lambda c: c.n > n, 5)
        acting = await to_act(players)
        other = players[1 - players.index(acting)]
        n = acting.n
        await acting.act(acting.legal[0].action)
        assert await acting.wait(lambda c: c.n > n, 5)
        await acting.ask_undo()
        assert await other.wait(lambda c: host.pending_undo is not None, 5)
        await other.answer_undo(True)
        assert await acting.wait(lambda c: c.n == n, 5)
        for duel in (1, 2):
            await players[1].act(players[1].concede_action())
            assert await players[1].wait(lambda c: len(c.results) == duel, 5)
            if duel == 1:
                assert await players[1].wait(lambda c: c.duel == 2 and c.observation is not None
                                             and c.observation.outcome is None, 5)
        memo = players[1].memo()
        memo["session"] = {"mode": "join", "game": "six", "name": "P2", "deck": decks("six")[1],
                           "address": "127.0.0.1:47820", "spectate": False}
        await close_all(host, *players)
        return memo

    counter = iter(range(1_000_000))

    def token_hex(size: int = 32) -> str:  # the same room every run: a seeded corpus is the same corpus
        return hashlib.sha256(f"muestra {next(counter)}".encode()).hexdigest()[:2 * size]

    with mock.patch("secrets.token_hex", token_hex):
        memo = run(scenario())
    seatfile.write(folder / "seat.json", memo)
    return (folder / "room.jsonl").read_bytes(), (folder / "seat.json").read_bytes()


async def to_act(players: list[Client], timeout: float = 5) -> Client:
    """The player whose turn it is, once it knows: each client wakes on its own messages only
    (one client waiting for the other's turn would sleep until its next ping)."""
    waits = [asyncio.ensure_future(p.wait(lambda c: c.my_turn(), timeout)) for p in players]
    await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    for waiting in waits:
        waiting.cancel()
    movers = [p for p in players if p.my_turn()]
    assert movers, "nobody is to act"
    return movers[0]


# ---------------------------------------------------------------------------- named errors


def resume_error(tmp: Path, lines: list[str]) -> str:
    path = tmp / "broken.jsonl"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        Host.resume(path)
    return str(caught.value)


def test_broken_journals_name_the_line_and_the_field(tmp_path: Path) -> None:
    good = sample()[0].decode("utf-8").splitlines()
    room, seat = good[0], good[1]
    duel = next(line for line in good if line.startswith('{"t":"duel"'))
    cases = {
        "broken.jsonl:2: registro ilegible": [room, "{no es json", seat],
        "broken.jsonl:1: no es el diario de una sala": [seat],
        "broken.jsonl:2: registro sin tipo": [room, "[1, 2]"],
        "broken.jsonl:2: registro «seat», campo «seat»: se esperaba un entero": [room, seat.replace('"seat":0', '"seat":"0"')],
        "broken.jsonl:1: registro «room», campo «settings.best_of»": [room.replace('"best_of":3', '"best_of":[]')],
        "broken.jsonl:2: tipo de registro desconocido": [room, '{"t":"teleport"}'],
        "broken.jsonl:2: registro «seat»: la sala no tiene el asiento 8": [room, seat.replace('"seat":0', '"seat":7')],
        "broken.jsonl:3: registro «a»: no hay ningún duelo 1 en juego": [room, seat, '{"t":"a","duel":1,"a":{"kind":"pass","player":0,"cards":[],"targets":[]}}'],
        "broken.jsonl:3: registro «duel», campo «secrets[0]»": [room, seat, duel.replace('"secrets":["', '"secrets":["zz')],
        "broken.jsonl:2: registro «duel»: hacen falta un secreto y un mazo por asiento": [room, duel.replace('"secrets":["', '"secrets":["' + "a" * 64 + '","')],
        "broken.jsonl:1: registro «room», campo «settings.game»": [room.replace('"game":"six"', '"game":5')],
        "broken.jsonl:1: la sala no se puede abrir": [room.replace('"game":"six"', '"game":"ajedrez"')],
    }
    for expected, lines in cases.items():
        message = resume_error(tmp_path, lines)
        assert message.startswith(str(tmp_path / "")) and expected in message, (expected, message)


def seat_error(tmp: Path, text: str | bytes) -> str:
    path = tmp / "asiento.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with pytest.raises(LoadError) as caught:
        seatfile.read(path)
    return str(caught.value)


def test_broken_seat_files_name_the_field(tmp_path: Path) -> None:
    good = json.loads(sample()[1])
    duel = next(iter(good["duels"]))
    cases: list[tuple[str, Any]] = [
        ("asiento.json:1: no es JSON", "{\"token\": "),
        ("asiento.json: se esperaba un objeto", [1]),
        ("campo «token»: formato no válido", {**good, "token": "XYZ"}),
        (f"campo «duels.{duel}.secret»", {**good, "duels": {duel: {**good["duels"][duel], "secret": 7}}}),
        (f"campo «duels.{duel}.seen.<clave>»", {**good, "duels": {duel: {**good["duels"][duel], "seen": {"x": "0" * 64}}}}),
        ("campo «session.mode»", {**good, "session": {**good["session"], "mode": "robar"}}),
        ("campos desconocidos", {**good, "extra": 1}),
        ("UTF-8 no válido", b"\xff\xfe"),
        ("sustituto UTF-16", json.dumps({**good, "session": {**good["session"], "name": "\ud800"}})),
    ]
    for expected, value in cases:
        text = value if isinstance(value, (str, bytes)) else json.dumps(value)
        message = seat_error(tmp_path, text)
        assert message.startswith(str(tmp_path / "asiento.json")) and expected in message, (expected, message)


def test_a_seat_file_is_readable_by_its_owner_only_and_written_whole(tmp_path: Path) -> None:
    path = tmp_path / "seats" / "ficha.json"
    (tmp_path / "seats").mkdir()
    (tmp_path / "seats" / "ficha.json.tmp").write_text("restos de una escritura cortada")
    os.chmod(tmp_path / "seats" / "ficha.json.tmp", 0o644)
    memo = json.loads(sample()[1])
    seatfile.write(path, memo)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert seatfile.read(path) == memo and not (tmp_path / "seats" / "ficha.json.tmp").exists()


# ---------------------------------------------------------------------------- torn journals


def test_a_torn_last_line_survives_two_resumes(tmp_path: Path) -> None:
    whole = sample()[0]
    path = tmp_path / "room.jsonl"
    path.write_bytes(whole + b'{"t":"a","duel":3,"a":{"kind":"pa')  # kill -9 in mid-write
    first = Host.resume(path)
    played = len(first.state.history) if first.state is not None else 0

    async def reopen(host: Host) -> None:
        await host.start("127.0.0.1", 0)
        host._write({"t": "seat", "seat": 1, "name": "otra vez", "token": "ab" * 16})  # a record after the tear
        await host.close()

    run(reopen(first))
    assert path.read_bytes() == whole + b'{"t":"seat","seat":1,"name":"otra vez","token":"' + b"ab" * 16 + b'"}\n'
    second = Host.resume(path)  # the second resume reads every record, the new one too
    assert second.seats[1].name == "otra vez" and second.seats[1].token == "ab" * 16
    assert (len(second.state.history) if second.state is not None else 0) == played


def test_a_journal_cut_inside_its_first_line_is_not_a_room(tmp_path: Path) -> None:
    path = tmp_path / "room.jsonl"
    path.write_bytes(sample()[0][:30])
    with pytest.raises(LoadError, match="no es el diario de una sala"):
        Host.resume(path)


# ---------------------------------------------------------------------------- the processes


def cli(tmp: Path, *args: str, timeout: float = 60, lang: str = "es") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, TAPETE_LAN_DIR=str(tmp / "rooms"), PYTHONUNBUFFERED="1")
    return subprocess.run([sys.executable, "-m", "tapete_cli", "--lang", lang, *args], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=timeout)


def test_the_cli_names_a_broken_journal_or_seat_file_without_a_traceback(tmp_path: Path) -> None:
    broken = tmp_path / "sala.jsonl"
    broken.write_bytes(sample()[0].replace(b'"best_of":3', b'"best_of":"tres"'))
    done = cli(tmp_path, "host", "--resume", str(broken), "--port", "0")
    assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout
    assert f"{broken}:1: registro «room», campo «settings.best_of»" in done.stderr
    token = tmp_path / "asiento.json"
    token.write_text('{"token": 5, "duels": {}}', encoding="utf-8")
    done = cli(tmp_path, "join", "127.0.0.1:9", "--token-file", str(token))
    assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout
    assert f"{token}: campo «token»: se esperaba texto" in done.stderr


def test_the_cli_rooms_speak_english_when_asked(tmp_path: Path) -> None:
    """``host`` and ``join`` say everything in the chosen language (they were Spanish only)."""
    done = cli(tmp_path, "host", "--game", "six", "--port", "0", "--bot", "--idle", "1", lang="en")
    assert done.returncode == 1 and "the room has not moved for 1 s" in done.stderr
    assert "room «Sala» (six) on port" in done.stdout and " sala " not in done.stdout + done.stderr
    token = tmp_path / "seat.json"
    token.write_text('{"token": 5, "duels": {}}', encoding="utf-8")
    done = cli(tmp_path, "join", "127.0.0.1:9", "--token-file", str(token), lang="en")
    assert done.returncode == 2 and f"cannot use the seat file: {token}: " in done.stderr
    assert "ficha" not in done.stderr and "bórrala" not in done.stderr
    listed, helped = cli(tmp_path, "--help", lang="en").stdout, cli(tmp_path, "host", "--help", lang="en").stdout
    assert "open a LAN room (the host runs the engine)" in listed and "join a LAN room" in listed
    assert "the host plays seat P1 with a bot" in helped and "anfitrión" not in listed + helped


def test_a_seat_file_keeps_its_problems_in_both_languages_and_reads_older_ones(tmp_path: Path) -> None:
    """A problem found before a crash comes back in the reader's language; a file written
    before problems had English still loads, its line shown in both."""
    client = Client("six", "P2", deck=decks("six")[1])
    client.recall({"duels": {"1": {"commitments": [], "revealed": False, "seen": {},
                                   "problems": ["el anfitrión cambió mi mazo"]}}})
    client.notes[1].problems.append(Text("el anfitrión cambió mi secreto", "the host changed my secret"))
    path = tmp_path / "seat.json"
    seatfile.write(path, client.memo())
    back = Client("six", "P2", deck=decks("six")[1])
    back.recall(seatfile.read(path))
    assert [p.en for p in back.notes[1].problems] == ["el anfitrión cambió mi mazo", "the host changed my secret"]
    assert [p.es for p in back.notes[1].problems] == ["el anfitrión cambió mi mazo", "el anfitrión cambió mi secreto"]


def test_an_idle_host_with_a_bot_ends_quietly(tmp_path: Path) -> None:
    done = cli(tmp_path, "host", "--game", "six", "--port", "0", "--bot", "--idle", "1")
    assert done.returncode == 1 and "no avanza" in done.stderr
    assert "Task exception was never retrieved" not in done.stderr and "Traceback" not in done.stderr


# ---------------------------------------------------------------------------- text on the wire


def test_a_chat_with_a_lone_surrogate_is_refused_and_its_sender_stays(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path)
        raw = await Raw.open(host.port)
        await raw.hello()
        await raw.recv_type("welcome")
        friend = Client("six", "P2", deck=decks("six")[1])
        await friend.connect("127.0.0.1", host.port)
        for payload in (b'{"type":"chat","text":"hola \\ud800"}', b'{"type":"chat","text":"\\udfff"}'):
            await raw.send_bytes(encode_frame(payload))
            reply = await raw.recv_type("error")
            assert reply["code"] == "malformed" and "sustituto" in reply["message"]
        await raw.send({"type": "chat", "text": "sigo aquí \U0001f600"})  # a real pair is fine
        assert (await raw.recv_type("chat"))["text"] == "sigo aquí \U0001f600"
        assert await friend.wait(lambda c: ("raw", "sigo aquí \U0001f600") in c.chat, 5)
        assert host.seats[0].conn is not None
        raw.close()
        await close_all(host, friend)

    run(scenario())


# ---------------------------------------------------------------------------- fuzzing

HUGE = "<un número de 5000 cifras>"  # more digits than Python turns into an int by default
VALUES: list[Any] = [None, True, False, 0, -1, 1.5, 2**31, 10**30, -(10**30), 1e308, "", "x", "ZZ" * 300,
                     "\ud800", [], [1, "a"], {}, {"a": [None]}, HUGE]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:6]):
            yield from _paths(item, prefix + (index,))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    value[path[0]] = _replace(value[path[0]], path[1:], new)
    return value


def _dumps(value: Any) -> str:
    return json.dumps(value).replace(json.dumps(HUGE), "9" * 5000)


def swap(text: str, rng: random.Random, path: tuple[Any, ...] | None = None) -> str:
    """One field of one JSON document replaced by a value of another kind."""
    value = json.loads(text)
    path = path if path is not None else rng.choice(list(_paths(value)))
    current = value
    for step in path:
        current = current[step]
    new = rng.choice([v for v in VALUES if type(v) is not type(current)])
    return _dumps(_replace(value, path, new))


def mutate_journal(data: bytes, rng: random.Random) -> bytes:
    lines = data.decode("utf-8").splitlines()
    how = rng.randrange(7)
    if how == 0:
        return data[:rng.randrange(len(data))]
    if how == 1:
        raw = bytearray(data)
        for _ in range(rng.randint(1, 6)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    if how == 2:
        del lines[rng.randrange(len(lines))]
    elif how == 3:
        index = rng.randrange(len(lines))
        lines.insert(rng.randrange(len(lines)), lines[index])
    elif how == 4:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif how == 5:
        index = rng.randrange(len(lines))
        lines[index] = lines[index].replace(rng.choice(["1", "0", "3"]), str(rng.choice([10**30, -5, 99, 2**53])), 1)
    else:
        index = rng.randrange(len(lines))
        lines[index] = swap(lines[index], rng)
    return "".join(line + "\n" for line in lines).encode("utf-8")


def mutate_seat(data: bytes, rng: random.Random) -> bytes:
    how = rng.randrange(4)
    if how == 0:
        return data[:rng.randrange(len(data))]
    if how == 1:
        raw = bytearray(data)
        for _ in range(rng.randint(1, 6)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    if how == 2:
        return data.replace(b"0", str(rng.choice([10**30, -1, 2**53])).encode(), 1)
    return swap(data.decode("utf-8"), rng).encode("utf-8")


def every_field(data: bytes, rng: random.Random, per_line: bool) -> Iterator[bytes]:
    """A wrong value in every field of every record (every field of the seat file)."""
    lines = data.decode("utf-8").splitlines() if per_line else [data.decode("utf-8")]
    for index, line in enumerate(lines):
        for path in _paths(json.loads(line)):
            changed = list(lines)
            changed[index] = swap(line, rng, path)
            yield "".join(text + "\n" for text in changed).encode("utf-8") if per_line else changed[0].encode("utf-8")


class Hang(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Hang()


def try_journal(path: Path) -> None:
    Host.resume(path)
    journal.Journal(path).close()  # the torn tail cut off, if any: it reads back again
    journal.read(path)


def try_seat(path: Path) -> None:
    memo = seatfile.read(path)
    client = Client("six", "P2", deck=decks("six")[1])
    client.recall(memo)
    client.memo()


def fuzz(tmp: Path, cases: Iterator[tuple[str, bytes]], check: dict[str, Callable[[Path], None]]) -> dict[str, int]:
    """Run every case; count the clean loads, the named refusals, tracebacks and hangs."""
    counts = {"ok": 0, "refused": 0, "traceback": 0, "hang": 0}
    failures: list[str] = []
    previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        for number, (kind, data) in enumerate(cases):
            path = tmp / f"case{number}.{kind}"
            path.write_bytes(data)
            signal.setitimer(signal.ITIMER_REAL, 10.0)
            try:
                check[kind](path)
                counts["ok"] += 1
            except LoadError as exc:
                counts["refused"] += 1
                assert str(exc).startswith(str(path)), exc
            except Hang:
                counts["hang"] += 1
                failures.append(f"{path}: más de 10 s")
            except Exception as exc:
                counts["traceback"] += 1
                failures.append(f"{path}: {type(exc).__name__}: {exc}"[:300])
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            if not failures:
                path.unlink()
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert not failures, failures[:5]
    return counts


def corpus(seed: int, journals: int, seats: int, systematic: bool) -> Iterator[tuple[str, bytes]]:
    room, seat = sample()
    rng = random.Random(seed)
    if systematic:
        for data in every_field(room, rng, per_line=True):
            yield "jsonl", data
        for data in every_field(seat, rng, per_line=False):
            yield "json", data
    for _ in range(journals):
        yield "jsonl", mutate_journal(room, rng)
    for _ in range(seats):
        yield "json", mutate_seat(seat, rng)


CHECKS = {"jsonl": try_journal, "json": try_seat}


def test_mutated_journals_and_seat_files_a_quick_sample(tmp_path: Path) -> None:
    counts = fuzz(tmp_path, corpus(1, 40, 40, systematic=False), CHECKS)
    assert counts["refused"] > 40 and counts["traceback"] == counts["hang"] == 0, counts


@pytest.mark.soak
def test_mutated_journals_and_seat_files_soak(tmp_path: Path) -> None:
    cases = list(corpus(20, 1300, 1000, systematic=True))
    assert sum(kind == "jsonl" for kind, _ in cases) >= 1500 and sum(kind == "json" for kind, _ in cases) >= 1000
    counts = fuzz(tmp_path, iter(cases), CHECKS)
    assert counts["traceback"] == counts["hang"] == 0 and counts["refused"] > len(cases) // 2, counts
    print(f"{len(cases)} mutated files: {counts}")
