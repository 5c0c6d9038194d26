"""Reading files off the GUI thread: a save, a replay, a deck or a collection is parsed on a
worker thread and its result handed back to the GUI thread, so that a large or hostile file never
freezes the window.

``FileReader.read(work, done, failed)`` runs ``work()`` on a worker; ``done(result)`` or, for a
``TapeteError`` (a file that cannot be read), ``failed(error)`` then runs on the GUI thread. Only
the latest read of a reader delivers: starting another drops what an older one finds. Anything
else ``work`` raises is a bug and is raised again on the GUI thread, where it shows as one.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from engine.core.errors import TapeteError

Done = Callable[[Any], None]
Failed = Callable[[TapeteError], None]


class _Relay(QObject):
    finished = Signal(int, object, object)  # ticket, result, error


class _Job(QRunnable):
    def __init__(self, ticket: int, work: Callable[[], object], relay: _Relay) -> None:
        super().__init__()
        self.ticket, self.work, self.relay = ticket, work, relay

    def run(self) -> None:
        try:
            result, error = self.work(), None
        except Exception as exc:  # handed to the GUI thread, which raises it again unless a TapeteError
            result, error = None, exc
        self.relay.finished.emit(self.ticket, result, error)


class FileReader(QObject):
    """Runs one file read at a time on the global thread pool (see the module)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool.globalInstance()
        self._relay = _Relay()
        self._relay.finished.connect(self._finished)
        self._ticket = 0
        self._waiting: dict[int, tuple[Done, Failed]] = {}

    def read(self, work: Callable[[], object], done: Done, failed: Failed) -> None:
        """Run ``work`` on a worker; ``done`` or ``failed`` follows on the GUI thread."""
        self._ticket += 1
        self._waiting = {self._ticket: (done, failed)}
        self.pool.start(_Job(self._ticket, work, self._relay))

    def busy(self) -> bool:
        """Whether a read has not delivered yet."""
        return bool(self._waiting)

    def _finished(self, ticket: int, result: object, error: object) -> None:
        callbacks = self._waiting.pop(ticket, None)
        if callbacks is None:  # a read started since: this one is dropped
            return
        done, failed = callbacks
        if error is None:
            done(result)
        elif isinstance(error, TapeteError):
            failed(error)
        else:
            assert isinstance(error, BaseException)
            raise error
