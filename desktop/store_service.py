"""The store in the window: reads on the GUI thread, every write on one worker thread.

On a new machine the store is created in the user data folder and the games' own card sets
(``assets/games/<game>/sets``) are imported into its catalogue in the background, so the
collection browser and the deck editor work at once.
"""

from __future__ import annotations

import threading
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from desktop import i18n
from engine.core.errors import TapeteError, text_of
from engine.core.game import game_names, get_game
from engine.formats.game_cards import shipped_records
from engine.formats.records import CardRecord
from engine.store import Store
from engine.store.database import default_path

Job = Callable[[Store], object]


class _Relay(QObject):
    finished = Signal(object, object, object)  # callback, result, error


class _Queue:
    """Jobs waiting for the worker, and how many are not finished yet."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Job, object]] = []
        self.unfinished = 0
        self.stopping = False
        self.condition = threading.Condition()


class _Worker(QRunnable):
    """Runs store jobs one after another on the worker thread, each with the worker's Store."""

    def __init__(self, path: Path, queue: _Queue, relay: _Relay) -> None:
        super().__init__()
        self.path = path
        self.queue = queue
        self.relay = relay

    def run(self) -> None:
        store = Store(self.path)
        queue = self.queue
        try:
            while True:
                with queue.condition:
                    while not queue.jobs and not queue.stopping:
                        queue.condition.wait()
                    if not queue.jobs:
                        return
                    job, callback = queue.jobs.pop(0)
                try:
                    result, error = job(store), None
                except (TapeteError, OSError, ValueError) as exc:
                    result, error = None, exc
                self.relay.finished.emit(callback, result, error)
                with queue.condition:
                    queue.unfinished -= 1
                    queue.condition.notify_all()
        finally:
            store.close()


class StoreService(QObject):
    """The GUI's store. ``read`` is the GUI thread's own connection; ``submit`` queues a write."""

    changed = Signal(str)  # what changed: "catalogue", "collection", "decks"
    failed = Signal(str)

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        self.path = path or default_path()
        self.closed = False  # after close(): late results and searches are ignored
        self.read = Store(self.path)
        self._queue = _Queue()
        self._relay = _Relay()
        self._relay.finished.connect(self._done)
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(1)
        self._pool.start(_Worker(self.path, self._queue, self._relay))

    def submit(self, job: Job, done: Callable[[object], None] | None = None, what: str = "collection") -> None:
        """Run ``job(store)`` on the worker thread; ``done(result)`` then runs on the GUI thread."""
        with self._queue.condition:
            self._queue.jobs.append((job, (done, what)))
            self._queue.unfinished += 1
            self._queue.condition.notify_all()

    def _done(self, callback: tuple[Callable[[object], None] | None, str], result: object, error: object) -> None:
        done, what = callback
        if self.closed:  # a job that finished while the store was closing
            return
        if error is not None:
            self.failed.emit(text_of(error).get(i18n.current()) if isinstance(error, BaseException) else str(error))
            return
        if done is not None:
            done(result)
        self.changed.emit(what)

    def import_game_sets(self) -> None:
        """The card sets shipped with Tapete, into the catalogue (re-importing changes nothing)."""
        for name in game_names():
            self.submit(partial(_import_shipped, game=name), what="catalogue")

    def wait(self, timeout_ms: int = 30000) -> bool:
        """Block until every queued write has finished (tests and shutdown)."""
        with self._queue.condition:
            return self._queue.condition.wait_for(lambda: self._queue.unfinished == 0, timeout_ms / 1000)

    def close(self) -> None:
        self.closed = True
        with self._queue.condition:
            self._queue.stopping = True
            self._queue.condition.notify_all()
        self._pool.waitForDone(30000)
        self.read.close()


def _import_shipped(store: Store, game: str) -> None:
    """One game's shipped sets into the catalogue, one import (and source) per set file."""
    by_file: dict[str, list[CardRecord]] = {}
    for file_name, record in shipped_records(get_game(game)):
        by_file.setdefault(file_name, []).append(record)
    for file_name, records in by_file.items():
        store.import_cards(records, source=f"tapete:{file_name}")
