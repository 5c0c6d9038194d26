"""GUI tests never touch the real user settings or cache (they run offscreen: ``tests/conftest.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.store_service import StoreService


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


@pytest.fixture(autouse=True)
def _collect_garbage_on_the_gui_thread():  # type: ignore[no-untyped-def]
    """Windows a finished test leaves in reference cycles are freed here, on the GUI thread:
    freed later by a collection that happens to run on a worker thread (the store's, a bot's),
    their timers would outlive them and crash the next test."""
    yield
    import gc

    gc.collect()


@pytest.fixture(scope="module")
def shipped_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoreService]:
    """A store holding every game's shipped sets, shared by a module's tests (they only read it)."""
    service = StoreService(tmp_path_factory.mktemp("store") / "store.sqlite")
    service.import_game_sets()
    assert service.wait()
    yield service
    service.close()
