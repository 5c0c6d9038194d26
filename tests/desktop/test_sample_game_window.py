"""The window plays a game it was never told about: the sample game of ``tests/samplegame``
(registered by a fixture only) opens on the offscreen table from its own layout, two bots play
it, and the deck editor offers its sections and formats."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.collection.deck_editor import DeckEditor
from desktop.main_window import MainWindow
from desktop.store_service import StoreService
from tests.desktop.clicks import key, perform, settled
from tests.desktop.tables import on_table
from tests.samplegame.fixture import sample_game
from tests.samplegame.game import SampleGame

__all__ = ["sample_game"]  # the fixture, used by name


@pytest.fixture
def store(qapp: QApplication, tmp_path: Path) -> Iterator[StoreService]:
    service = StoreService(tmp_path / "store.sqlite")
    yield service
    service.close()


@pytest.fixture
def window(qtbot: QtBot, store: StoreService, sample_game: SampleGame) -> Iterator[MainWindow]:
    """A main window, destroyed before the sample game is unregistered: a window left alive would
    rebuild its table for a game no longer known when a later test changes the language."""
    shown = MainWindow("es", store=store)
    yield shown
    shown.close()
    shown.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_table_opens_and_a_game_is_played_on_it(qtbot: QtBot, window: MainWindow, sample_game: SampleGame) -> None:
    """The player plays a card by clicking it and choosing from its menu, then passes with the
    keyboard; the automatic seat answers each turn (Muestra 2)."""
    state = sample_game.new_initial_state(list(sample_game.demo_pair()), seed=2)
    window.resize(1280, 720)
    window.show()
    on_table(window, state)
    qtbot.waitUntil(lambda: settled(window), timeout=5000)
    play = next(action for action in state.legal_actions() if action.kind == "play")
    perform(window, play, state.gesture(play), keyboard=False)
    qtbot.waitUntil(lambda: state.current_player() == 0 and len(state.history) == 2, timeout=10000)
    assert state.zone_key_of(state._card(play.cards[0]).zone) == "P1.campo"
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: state.current_player() == 0 and len(state.history) == 4, timeout=10000)
    assert [action.kind for action in state.history] == ["play", "pass", "pass", "pass"] and state.turn == 5


def test_the_deck_editor_offers_its_sections(qtbot: QtBot, store: StoreService, sample_game: SampleGame) -> None:
    editor = DeckEditor(store, "muestra")
    qtbot.addWidget(editor)
    assert editor.sections == ("main",)
    assert [editor.target.itemData(i) for i in range(editor.target.count())] == ["main"]
    assert [editor.format_box.itemData(i) for i in range(editor.format_box.count())] == [""]
