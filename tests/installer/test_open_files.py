"""Files the desktop hands to Tapete (file associations, ``tapete FILE``) open where they belong."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from desktop import open_files
from desktop.main_window import MainWindow
from desktop.store_service import StoreService
from engine.core import replay
from engine.core.game import get_game


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    service = StoreService(tmp_path / "store.sqlite")
    service.import_game_sets()
    service.wait()
    window = MainWindow("es", store=service)
    qtbot.addWidget(window)
    return window


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(open_files.QMessageBox, "warning", lambda parent, title, text: shown.append(f"{title}: {text}"))
    return shown


def _saved_game(tmp_path: Path, actions: int = 4) -> Path:
    six = get_game("six")
    state = six.new_initial_state(list(six.demo_pair()), 5)
    for _ in range(actions):
        state.apply_action(state.legal_actions()[0])
    path = tmp_path / "partida.json"
    replay.save(state, path)
    return path


def test_a_saved_game_opens_on_the_table(qtbot, window: MainWindow, tmp_path: Path, warnings: list[str]) -> None:  # type: ignore[no-untyped-def]
    path = _saved_game(tmp_path)
    open_files.open_path(window, path)
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.session is not None and len(window.session.state.history) == 4
    assert window.session.state.game.name == "six" and not warnings
    window.session.stop()


def test_a_deck_file_opens_in_the_deck_editor_of_its_game(qtbot, window: MainWindow, warnings: list[str]) -> None:  # type: ignore[no-untyped-def]
    deck = next((get_game("six").folder / "decks").glob("*.deck"))
    open_files.open_path(window, deck)
    qtbot.waitUntil(lambda: getattr(window.tabs.currentWidget(), "deck", None) is not None
                    and window.tabs.currentWidget().deck.count("main") > 0)
    editor = window.tabs.currentWidget()
    assert type(editor).__name__ == "DeckEditor" and editor.game == "six"
    assert editor.deck.count("main") > 0 and not editor.deck.unknown
    assert not warnings


def test_a_deck_of_a_game_not_played_yet_is_explained(qtbot, window: MainWindow, tmp_path: Path, warnings: list[str],  # type: ignore[no-untyped-def]
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(open_files, "game_names", lambda: ["six"])
    path = tmp_path / "mazo.ydk"
    path.write_text("#main\n89631139\n#extra\n!side\n", encoding="utf-8")
    tabs = window.tabs.count()
    open_files.open_path(window, path)
    qtbot.waitUntil(lambda: bool(warnings))
    assert warnings == ["No se puede abrir el archivo: mazo.ydk es un mazo de un juego al que Tapete todavía no juega."] \
        or warnings == ["Cannot open the file: mazo.ydk is a deck of a game Tapete does not play yet."]
    assert window.tabs.count() == tabs


def test_a_broken_file_is_explained_and_nothing_changes(qtbot, window: MainWindow, tmp_path: Path, warnings: list[str]) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "roto.ydk"
    path.write_text("#main\nesto no es un passcode\n", encoding="utf-8")
    tabs = window.tabs.count()
    open_files.open_path(window, path)
    qtbot.waitUntil(lambda: bool(warnings))
    assert len(warnings) == 1 and "roto.ydk" in warnings[0]
    assert window.tabs.count() == tabs and window.session is None


def test_macos_file_open_events_are_handled(qtbot, window: MainWindow, tmp_path: Path, warnings: list[str]) -> None:  # type: ignore[no-untyped-def]
    path = _saved_game(tmp_path, actions=2)
    app = QApplication.instance()
    app.installEventFilter(open_files.FileOpenFilter(window))
    QApplication.sendEvent(app, QFileOpenEvent(QUrl.fromLocalFile(str(path))))
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.session is not None and len(window.session.state.history) == 2
    window.session.stop()
