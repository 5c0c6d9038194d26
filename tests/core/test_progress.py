"""tapete-cli's progress line (engine/core/progress.py): counts, rate and time left, redrawn on a
terminal at most every INTERVAL seconds, and nothing at all when the output is not a terminal."""

from __future__ import annotations

import io
import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.progress import INTERVAL, Progress, clock_text, describe
from engine.core.text import Text
from tests.formats.carddata_helpers import data_file

ROOT = Path(__file__).resolve().parents[2]
DECKS = Text("mazos", "decks")


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_line_says_count_rate_and_time_left_in_each_language() -> None:
    assert describe(12, 56, 4.0, DECKS, "en") == "decks 12/56 · 3.0/s · 0:15 left"
    assert describe(12, 56, 4.0, DECKS, "es") == "mazos 12/56 · 3,0/s · quedan 0:15"
    assert describe(12_345, None, 65.0, Text("cartas", "cards"), "en") == "cards 12,345 · 189.9/s · 1:05 spent"
    assert describe(12_345, None, 65.0, Text("cartas", "cards"), "es") == "cartas 12.345 · 189,9/s · 1:05 transcurridos"
    assert clock_text(3723) == "1:02:03" and clock_text(0.4) == "0:00"


def test_nothing_is_written_when_the_stream_is_not_a_terminal() -> None:
    stream = io.StringIO()
    with Progress(10, DECKS, "en", stream) as progress:
        for _ in range(10):
            progress.advance()
    assert stream.getvalue() == ""


def test_a_terminal_gets_the_line_redrawn_in_place_at_most_every_interval() -> None:
    stream, clock = Terminal(), Clock()
    with Progress(100, DECKS, "en", stream, clock) as progress:
        clock.now += 1.0
        progress.update(10)  # drawn
        clock.now += INTERVAL / 2
        progress.update(11)  # too soon: not drawn
        clock.now += INTERVAL
        progress.update(20)  # drawn
        progress.clear()
        progress.update(21)  # drawn again at once after a clear
    text = stream.getvalue()
    assert text.count("\rdecks ") == 3 and "decks 11/100" not in text
    assert "decks 10/100 · 10.0/s · 0:09 left" in text and "decks 20/100" in text
    assert text.endswith("\r")  # the last line erased when the work ends


def _run(argv: list[str], on_terminal: bool, status: int = 0) -> str:
    """Run ``tapete-cli`` with its standard error on a pseudo-terminal or a pipe: what it wrote there."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if not on_terminal:
        done = subprocess.run([sys.executable, "-m", "tapete_cli", *argv], cwd=ROOT, env=env, capture_output=True, text=True)
        assert done.returncode == status, done.stderr
        return done.stderr
    leader, follower = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "tapete_cli", *argv], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=follower)
    os.close(follower)
    chunks = []
    while True:
        ready, _, _ = select.select([leader], [], [], 60)
        if not ready:
            break
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the child closed its end
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    assert process.wait(60) == status
    return b"".join(chunks).decode("utf-8", errors="replace")


def test_tapete_cli_import_shows_progress_on_a_terminal_only(tmp_path: Path) -> None:
    cdb = data_file("ygo-cdb", "cards.cdb")
    shown = _run(["--lang", "en", "import", "--db", str(tmp_path / "a.sqlite"), str(cdb)], on_terminal=True)
    assert "\rcards " in shown and "/9,336 · " in shown and " left" in shown, shown[-500:]
    quiet = _run(["--lang", "en", "import", "--db", str(tmp_path / "b.sqlite"), str(cdb)], on_terminal=False)
    assert "cards" not in quiet and "\r" not in quiet


@pytest.mark.parametrize("lang, word", [("en", "rows"), ("es", "filas")])
def test_collection_import_shows_progress_in_its_language(tmp_path: Path, lang: str, word: str) -> None:
    csv = data_file("collection-csv", "deckbox.csv")
    shown = _run(["--lang", lang, "collection", "import", str(csv), "--db", str(tmp_path / "c.sqlite")], on_terminal=True,
                 status=1)  # an empty catalogue: every row is reported unmatched
    rows = len(csv.read_text(encoding="utf-8").splitlines()) - 1
    assert f"\r{word} " in shown and f"/{rows} · " in shown, shown[:300]
