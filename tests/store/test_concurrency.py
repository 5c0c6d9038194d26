"""Threads and crashes: one Store per thread, and a process killed in the middle of an import."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from engine.store import Store, StoreBusyError, database

from .conftest import SAMPLE, card

CRASH_RECORDS = 200_000


def test_a_worker_thread_writes_with_its_own_store_while_the_gui_thread_reads(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    gui = Store(path)
    gui.import_cards(SAMPLE)
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            with Store(path) as own:
                own.import_cards(card(f"Worker Card {i}", "WRK", str(i)) for i in range(5000))
                bolt = own.card_id(SAMPLE[1]) or 0
                for _ in range(50):
                    own.add_to_collection(bolt)
        except BaseException as exc:  # reported to the test thread
            errors.append(exc)

    thread = threading.Thread(target=worker)
    thread.start()
    seen = []
    while thread.is_alive():
        seen.append(len(gui.search("lightning")))  # never blocked by the writer
    thread.join()
    assert errors == []
    assert seen and all(count == 2 for count in seen)
    assert gui.card_count() == len(SAMPLE) + 5000
    assert gui.search("lightning bolt", set_code="M10")[0].owned == 50
    gui.close()


def test_two_writers_wait_for_each_other_instead_of_failing(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Store(path) as store:
        store.import_cards(SAMPLE)
        bolt = store.card_id(SAMPLE[1]) or 0
    errors: list[BaseException] = []

    def writer(finish: str) -> None:
        try:
            with Store(path) as own:
                for _ in range(100):
                    own.add_to_collection(bolt, finish=finish)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(finish,)) for finish in ("", "foil", "etched")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with Store(path) as store:
        assert sorted((e.finish, e.quantity) for e in store.collection()) == [("", 100), ("etched", 100), ("foil", 100)]


def test_a_writer_kept_waiting_too_long_gets_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.sqlite"
    monkeypatch.setattr(database, "BUSY_TIMEOUT", 0.2)
    with Store(path) as store:
        store.import_cards(SAMPLE)
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        with pytest.raises(StoreBusyError, match="ocupada"):
            store.add_to_collection(store.card_id(SAMPLE[0]) or 0)
        assert len(store.search("bolt")) == 2  # reading still works
        other.execute("ROLLBACK")
        other.close()
        store.add_to_collection(store.card_id(SAMPLE[0]) or 0)
        assert len(store.collection()) == 1


def test_a_store_refuses_to_be_used_from_another_thread(store: Store) -> None:
    caught: list[sqlite3.ProgrammingError] = []

    def use() -> None:
        try:
            store.card_count()
        except sqlite3.ProgrammingError as exc:
            caught.append(exc)

    thread = threading.Thread(target=use)
    thread.start()
    thread.join()
    assert len(caught) == 1 and "thread" in str(caught[0])


CHILD = textwrap.dedent(
    f"""
    import sys
    from engine.formats.records import CardRecord
    from engine.store import Store

    store = Store(sys.argv[1])
    store.import_cards([CardRecord("mtg", "Before The Crash", "before", set_code="OLD", number="1")], source="before")
    print("committed", flush=True)

    def records():
        for i in range({CRASH_RECORDS}):
            yield CardRecord("mtg", f"Crash Card {{i}}", f"crash-{{i}}", set_code="NEW", number=str(i),
                             type_line="Creature — Test", text="Draw a card, then discard a card. " * 4,
                             names={{"es": f"Carta del choque {{i}}"}})

    store.import_cards(records(), source="crash")
    print("finished", flush=True)
    """
)


def test_killing_the_process_mid_import_leaves_a_consistent_database(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite"
    wal = Path(f"{path}-wal")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "committed"
        deadline = time.monotonic() + 120
        while (not wal.exists() or wal.stat().st_size < 8_000_000) and child.poll() is None:
            assert time.monotonic() < deadline, "the import never wrote 8 MB to the WAL"
            time.sleep(0.01)
        assert child.poll() is None, "the import ended before it could be killed"
        child.send_signal(signal.SIGKILL)
        assert child.wait(timeout=30) == -signal.SIGKILL
        assert "finished" not in child.stdout.read()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    with Store(path) as store:
        assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        store.conn.execute("INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')")
        crashed = store.conn.execute("SELECT count(*) FROM cards WHERE source = 'crash'").fetchone()[0]
        assert crashed in (0, CRASH_RECORDS)
        assert store.find_printing("mtg", "Before The Crash") is not None
        assert len(store.search("choque", limit=1)) == (1 if crashed else 0)
        assert store.conn.execute("SELECT deferred FROM fts_sync").fetchone()[0] == 0
        store.import_cards([card("After The Crash", "NEW", "x")])  # the store is writable again
        assert [r.card.name for r in store.search("after crash")] == ["After The Crash"]
