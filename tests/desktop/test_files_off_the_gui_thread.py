"""The window's Open of a save or a replay, the deck editor's import and the collection import
parse on a worker thread and hand the result back; a broken or hostile file is explained in a
message naming it, and the window stays as it was."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any, Callable

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.collection import browser as browser_module
from desktop.collection import deck_editor as editor_module
from desktop.collection.browser import CollectionBrowser
from desktop.collection.deck_editor import DeckEditor
from desktop.main_window import MainWindow
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.core import replay
from tests.helpers import ROOT, demo_state

DECK = ROOT / "assets" / "games" / "six" / "decks" / "coro-celestial.deck"


@pytest.fixture
def service(qapp, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = StoreService(tmp_path / "store.sqlite")
    store.import_game_sets()
    assert store.wait()
    qapp.processEvents()
    yield store
    store.close()


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(str(text)))
    return shown


def on_which_thread(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[bool]:
    """Record, for each call of ``owner.name``, whether it ran on the GUI (main) thread."""
    calls: list[bool] = []
    real: Callable[..., Any] = getattr(owner, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return calls


def _saved(tmp_path: Path, **fields: object) -> Path:
    path = tmp_path / "partida.json"
    replay.save(demo_state("six", 4), path)
    if fields:
        data = json.loads(path.read_text(encoding="utf-8"))
        data.update(fields)
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_save_opens_from_a_worker_thread(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    calls = on_which_thread(monkeypatch, replay, "load")
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.games.load_game(_saved(tmp_path))
    qtbot.waitUntil(lambda: window.session is not None)
    assert calls == [False]
    window.session.stop()


@pytest.mark.parametrize("fields", [{"seed": []}, {"params": ["a"]}, {"actions": 1.5}, {"decks": "x"}])
def test_a_broken_save_is_explained_by_name_and_nothing_changes(qtbot, tmp_path: Path, warnings: list[str],  # type: ignore[no-untyped-def]
                                                                fields: dict[str, object]) -> None:
    window = MainWindow("es")
    qtbot.addWidget(window)
    path = _saved(tmp_path, **fields)
    window.games.load_game(path)
    qtbot.waitUntil(lambda: bool(warnings))
    assert str(path) in warnings[0] and f"«{next(iter(fields))}»" in warnings[0]
    assert window.session is None


def test_a_replay_opens_from_a_worker_thread(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog

    from desktop.dialogs import replay_viewer

    calls = on_which_thread(monkeypatch, replay, "load")
    shown: list[int] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(_saved(tmp_path)), ""))
    monkeypatch.setattr(replay_viewer.ReplayViewer, "exec", lambda viewer: shown.append(len(viewer.steps)))
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.games.watch_replay()
    qtbot.waitUntil(lambda: bool(shown))
    assert calls == [False]


def test_the_deck_editor_imports_from_a_worker_thread(qtbot, service: StoreService,  # type: ignore[no-untyped-def]
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    calls = on_which_thread(monkeypatch, editor_module, "parse_deck_file")
    editor = DeckEditor(service, "six")
    qtbot.addWidget(editor)
    editor.load_file(str(DECK))
    qtbot.waitUntil(lambda: editor.deck.count("main") == 40)
    assert calls == [False] and editor.name.text() == "Coro Celestial"


def test_the_deck_editor_explains_a_hostile_deck(qtbot, service: StoreService, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                 warnings: list[str]) -> None:
    bomb = tmp_path / "bomba.cod"
    entities = ['<!ENTITY a0 "xxxxxxxxxx">'] + [f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, 9)]
    bomb.write_text('<?xml version="1.0"?>\n<!DOCTYPE d [' + "".join(entities) + ']>\n<cockatrice_deck><deckname>&a8;'
                    '</deckname></cockatrice_deck>', encoding="utf-8")
    editor = DeckEditor(service, "mtg")
    qtbot.addWidget(editor)
    before = editor.deck
    editor.load_file(str(bomb))
    qtbot.waitUntil(lambda: bool(warnings), timeout=60000)
    assert str(bomb) in warnings[0] and "DOCTYPE" in warnings[0]
    assert editor.deck is before


def test_a_collection_is_read_from_a_worker_thread(qtbot, service: StoreService, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch, warnings: list[str]) -> None:
    calls = on_which_thread(monkeypatch, browser_module, "read_collection_file")
    monkeypatch.setattr(QMessageBox, "information", lambda *args: None)
    browser = CollectionBrowser(service, CardPixmaps())
    qtbot.addWidget(browser)
    broken = tmp_path / "rota.csv"
    broken.write_bytes(b"Count,Name\nuno,Island\n")  # a count that is no number (a non-UTF-8 file is read as Windows-1252)
    browser.import_csv(str(broken), game="six")
    qtbot.waitUntil(lambda: bool(warnings))
    assert f"{broken}:2" in warnings[0]
    good = tmp_path / "buena.csv"
    good.write_text("Count,Name\n2,Bruja Invocadora\n", encoding="utf-8")
    browser.import_csv(str(good), game="six")
    qtbot.waitUntil(lambda: hasattr(browser, "last_report"))
    assert calls == [False, False] and "Stored: 1 entries, 2 copies" in browser.last_report
