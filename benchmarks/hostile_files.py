"""Files of 100 MB built to hang or exhaust Tapete, each read in a fresh process as the player's
command reads it (a save by ``replay``, a deck by ``deck convert``, card data by ``import``, a
collection by ``collection import``): wall time and peak memory. Target: every file read or
refused within 10 s and 200 MB.

    python -m benchmarks.hostile_files [--mb 100] [NAME …]

One file at a time is written to a temporary folder, read, and deleted. ``tests/formats/
test_file_limits.py`` (soak) reads the same files and checks the outcome and the memory.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Callable

ROOT = Path(__file__).resolve().parents[1]
CHUNK = 1 << 20

_DRIVER = """
import sys, time
from engine.core.errors import TapeteError
kind, path = sys.argv[1], sys.argv[2]
start = time.perf_counter()
try:
    if kind == "save":
        from engine.core.replay import load
        load(path)
    elif kind == "deck":
        from engine.formats.decks import FORMATS, DeckFormatError, parse_deck_file, write_deck
        deck = parse_deck_file(path)
        for name in (n for n, f in FORMATS.items() if f.write):
            try:
                write_deck(deck, name)
            except DeckFormatError:
                pass
    elif kind == "cards":
        from engine.formats.carddata import open_card_data
        for _ in open_card_data(path)[1]:
            pass
    else:
        from engine.formats.collection import read_collection_file
        read_collection_file(path)
    outcome = "leído"
except TapeteError as exc:
    outcome = "rechazado: " + str(exc)
seconds = time.perf_counter() - start
peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(f"{seconds:.2f} {int(peak.split()[1]) // 1024} {outcome}")
"""


@dataclass(frozen=True)
class Reading:
    """How one file was read: seconds, peak resident memory (MB), and what the reader said
    (``leído``, ``rechazado: …``, or the child's error output when it crashed)."""

    seconds: float
    peak_mb: int
    outcome: str
    crashed: bool


def read_in_child(kind: str, path: Path, timeout: float = 120) -> Reading:
    """Read ``path`` as a ``kind`` ("save", "deck", "cards", "collection") in a new process."""
    done = subprocess.run([sys.executable, "-c", _DRIVER, kind, str(path)], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=timeout)
    if done.returncode != 0:
        return Reading(0.0, 0, done.stderr[-2000:], True)
    seconds, peak, outcome = done.stdout.strip().split(" ", 2)
    return Reading(float(seconds), int(peak), outcome, False)


def _repeat(handle: BinaryIO, size: int, unit: bytes, head: bytes = b"", tail: bytes = b"") -> None:
    """``head``, then ``unit`` repeated to ``size`` bytes in all, then ``tail``."""
    handle.write(head)
    block = unit * max(1, CHUNK // len(unit))
    written = len(head) + len(tail)
    while written + len(block) <= size:
        handle.write(block)
        written += len(block)
    handle.write(unit * ((size - written) // len(unit)))
    handle.write(tail)


def _random(handle: BinaryIO, size: int) -> None:
    for _ in range(size // CHUNK):
        handle.write(os.urandom(CHUNK))


def _sets(handle: BinaryIO, size: int) -> None:
    """MTGJSON AllPrintings-shaped: sets of a hundred tiny cards each."""
    handle.write(b'{"data": {')
    written, number = 10, 0
    while written < size - 200:
        cards = b",".join(b'{"name": "c%d", "uuid": "%d"}' % (i, number + i) for i in range(100))
        chunk = (b"," if number else b"") + b'"S%d": {"code": "S%d", "cards": [%s]}' % (number, number, cards)
        handle.write(chunk)
        written, number = written + len(chunk), number + 100
    handle.write(b"}}")


def _cdb(handle: BinaryIO, size: int, huge: str = "") -> None:
    """A YGOPro ``cards.cdb`` of ``size`` bytes: many small cards, or (``huge`` = ``"desc"`` or
    ``"type"``) one card whose description, or type, is the whole size."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.cdb"
        with closing(sqlite3.connect(path)) as conn:
            conn.execute("CREATE TABLE datas (id INTEGER PRIMARY KEY, ot, alias, setcode, type, atk, def, level, race,"
                         " attribute, category)")
            conn.execute("CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT)")
            if huge:
                value: object = "x" * size if huge == "desc" else b"x" * size
                conn.execute("INSERT INTO datas VALUES (1, 0, 0, 0, ?, 0, 0, 1, 1, 1, 0)", (value if huge == "type" else 1,))
                conn.execute("INSERT INTO texts VALUES (1, 'c', ?)", (value if huge == "desc" else "",))
            else:
                rows = size // 60
                conn.executemany("INSERT INTO datas VALUES (?, 0, 0, 0, 1, 0, 0, 1, 1, 1, 0)", ((n,) for n in range(1, rows)))
                conn.executemany("INSERT INTO texts VALUES (?, 'c', '')", ((n,) for n in range(1, rows)))
            conn.commit()
        with path.open("rb") as built:
            shutil.copyfileobj(built, handle)


Writer = Callable[[BinaryIO, int], None]
HOSTILE: dict[str, tuple[str, Writer]] = {
    "ruido.dck": ("deck", _random),
    "saltos.txt": ("deck", lambda h, n: _repeat(h, n, b"\n")),
    "una-linea.cod": ("deck", lambda h, n: _repeat(h, n, b"a", b"<cockatrice_deck><deckname>", b"</deckname></cockatrice_deck>")),
    "ruido-partida.json": ("save", _random),
    "partida-larga.json": ("save", lambda h, n: _repeat(h, n, b'{"player": 0, "action": "pass"},\n',
                                                       b'{"format": "tapete-replay", "version": 1, "game": "six", "actions": [\n',
                                                       b'{"player": 0, "action": "pass"}]}\n')),
    "ruido-cartas.json": ("cards", _random),
    "un-set.json": ("cards", lambda h, n: _repeat(h, n, b'{"name": "c"},', b'{"data": {"code": "X", "cards": [',
                                                    b'{"name": "c"}]}}')),
    "AllPrintings.json": ("cards", _sets),
    "scryfall.jsonl": ("cards", lambda h, n: _repeat(h, n, b'{"object": "card", "name": "c", "set": "x"}\n')),
    "scryfall.json": ("cards", lambda h, n: _repeat(h, n, b'{"object": "card", "name": "c"},', b"[", b'{"name": "c"}]')),
    "scryfall-un-texto.json": ("cards", lambda h, n: _repeat(h, n, b"x", b'[{"object": "card", "name": "c", "oracle_text": "',
                                                             b'"}]')),
    "scryfall-anidado.json": ("cards", lambda h, n: _repeat(h, n, b"[")),
    "scryfall-una-linea.jsonl": ("cards", lambda h, n: _repeat(h, n, b"x", b'{"object": "card", "name": "', b'"}\n')),
    "cards.xml": ("cards", lambda h, n: _repeat(h, n, b"<card><name>c</name></card>",
                                                b"<cockatrice_carddatabase><cards>", b"</cards></cockatrice_carddatabase>")),
    "comentario.xml": ("cards", lambda h, n: _repeat(h, n, b"x", b"<!--", b"--><cockatrice_carddatabase/>")),
    "texto.xml": ("cards", lambda h, n: _repeat(h, n, b"x", b"<cockatrice_carddatabase><cards><card><name>c</name><text>",
                                                b"</text></card></cards></cockatrice_carddatabase>")),
    "cards.cdb": ("cards", _cdb),
    "una-descripcion.cdb": ("cards", lambda h, n: _cdb(h, n, "desc")),
    "un-tipo.cdb": ("cards", lambda h, n: _cdb(h, n, "type")),
    "set.toml": ("cards", lambda h, n: _repeat(h, n, b'[[card]]\ncode = "X"\nname = "Y"\n', b'[set]\ncode = "X"\ngame = "six"\n')),
    "set.csv": ("cards", lambda h, n: _repeat(h, n, b"six,X,X-1,Y\n", b"game,set,code,name\n")),
    "coleccion.csv": ("collection", lambda h, n: _repeat(h, n, b"1,Island\n", b"Count,Name\n")),
    "coleccion-una-linea.csv": ("collection", lambda h, n: _repeat(h, n, b"x", b"Count,Name\n1,")),
}


def write(name: str, folder: Path, size: int) -> Path:
    """The hostile file ``name`` of ``size`` bytes, in ``folder``."""
    path = folder / name
    with path.open("wb") as handle:
        HOSTILE[name][1](handle, size)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=100)
    parser.add_argument("names", nargs="*", default=list(HOSTILE))
    args = parser.parse_args()
    worst = Reading(0.0, 0, "", False)
    with tempfile.TemporaryDirectory() as folder:
        for name in args.names:
            path = write(name, Path(folder), args.mb * 2**20)
            reading = read_in_child(HOSTILE[name][0], path)
            path.unlink()
            print(f"{name:28} {reading.seconds:6.2f} s {reading.peak_mb:5d} MB  {reading.outcome[:110]}")
            worst = Reading(max(worst.seconds, reading.seconds), max(worst.peak_mb, reading.peak_mb), "", False)
    print(f"peor: {worst.seconds:.2f} s, {worst.peak_mb} MB (objetivo: 10 s, 200 MB)")


if __name__ == "__main__":
    main()
