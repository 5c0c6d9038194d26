"""A progress line for long work in ``tapete-cli`` (imports, folders of decks): how many done,
the rate and the time left, redrawn in place on a terminal at most ``INTERVAL`` times a second
and never written when the stream is not a terminal (a pipe, a file, a test's capture).

    with Progress(total, Text("mazos", "decks"), lang) as progress:
        for item in items:
            progress.clear()          # before printing a line of its own
            ...
            progress.advance()

``total`` may be unknown (``None``, a card-data stream): then the count, the rate and the time
spent are shown. The window has its own progress bar; this module is the engine's, without Qt.
"""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import Callable, TextIO

from engine.core.problems import thousands
from engine.core.text import Text

INTERVAL = 0.2  # seconds between redraws


def clock_text(seconds: float) -> str:
    """``1:05`` or ``1:02:03``."""
    whole = max(0, int(round(seconds)))
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def describe(done: int, total: int | None, elapsed: float, what: Text, lang: str) -> str:
    """``decks 12/56 · 3.4/s · 0:13 left`` (``mazos 12/56 · 3,4/s · quedan 0:13``)."""
    rate = done / elapsed if elapsed > 0 else 0.0
    shown_rate = f"{rate:,.1f}" if lang == "en" else f"{rate:,.1f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    count = f"{thousands(done, lang)}/{thousands(total, lang)}" if total is not None else thousands(done, lang)
    parts = [f"{what.get(lang)} {count}", f"{shown_rate}/s"]
    if total is not None and rate > 0:
        left = clock_text((total - done) / rate)
        parts.append(f"{left} left" if lang == "en" else f"quedan {left}")
    else:
        spent = clock_text(elapsed)
        parts.append(f"{spent} spent" if lang == "en" else f"{spent} transcurridos")
    return " · ".join(parts)


class Progress:
    """One progress line on ``stream`` (standard error by default), quiet unless it is a terminal."""

    def __init__(self, total: int | None, what: Text, lang: str = "es", stream: TextIO | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.total, self.what, self.lang = total, what, lang
        self.stream = stream if stream is not None else sys.stderr
        self.shown = bool(getattr(self.stream, "isatty", lambda: False)())
        self.clock = clock
        self.started = clock()
        self.done = 0
        self._drawn_at: float | None = None
        self._width = 0

    def advance(self, count: int = 1) -> None:
        """``count`` more done."""
        self.update(self.done + count)

    def update(self, done: int) -> None:
        """``done`` in all; the line is redrawn when ``INTERVAL`` has passed since the last time."""
        self.done = done
        if not self.shown:
            return
        now = self.clock()
        if self._drawn_at is not None and now - self._drawn_at < INTERVAL:
            return
        self._drawn_at = now
        line = describe(done, self.total, now - self.started, self.what, self.lang)
        self.stream.write("\r" + line + " " * max(0, self._width - len(line)))
        self.stream.flush()
        self._width = len(line)

    def clear(self) -> None:
        """Erase the line (before a line of output), to be drawn again at the next update."""
        if self.shown and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
        self._width = 0
        self._drawn_at = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self.clear()
