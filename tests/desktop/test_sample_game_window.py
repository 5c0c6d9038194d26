"""The window plays a game it was never told about: the sample game of ``tests/samplegame``
(registered by a fixture only) opens on the offscreen table from its own layout, words its actions
and answers as the layout's ``[words]`` choose, two bots play it, and the deck editor offers its
sections and formats and the odds of its own way of dealing (``Game.draw_rules``)."""

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
from engine.formats.decks import parse_deck_file
from engine.formats.decks.resolve import resolve
from engine.formats.game_cards import GameCardLookup
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
    """The player plays a card by clicking it (at once: the layout's ``at_once``; its menu line
    names the zone, ``zone_named``), then passes with the keyboard ("End the turn": the layout's
    ``[words.pass]``); the automatic seat answers each turn (Muestra 2)."""
    state = sample_game.new_initial_state(list(sample_game.demo_pair()), seed=2)
    window.resize(1280, 720)
    window.show()
    on_table(window, state)
    qtbot.waitUntil(lambda: settled(window), timeout=5000)
    play = next(action for action in state.legal_actions() if action.kind == "play")
    actions = window.table.card_actions
    assert actions is not None
    assert [choice.label for choice in actions.choices(play.cards[0])] == [actions.tr("Play") + " · Campo"]
    bar = window.table.prompt_bar
    assert bar.buttons["pass"].text() == bar.tr("End the turn") != bar.tr("Pass")
    perform(window, play, state.gesture(play), keyboard=False)
    assert window.table.card_actions.menu is None  # no menu was needed
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


def test_the_deck_editor_gives_the_odds_of_its_way_of_dealing(qtbot: QtBot, store: StoreService, sample_game: SampleGame) -> None:
    """Muestra 1, 2: three cards, then one each turn, the first player's first turn too: two
    Soldados in twelve cards are in the opening hand 1 − C(10,3)/C(12,3) = 45.5 % of the time,
    by the first turn 1 − C(10,4)/C(12,4) = 57.6 %."""
    editor = DeckEditor(store, "muestra")
    qtbot.addWidget(editor)
    deck = resolve(parse_deck_file(sample_game.folder / "decks" / "valientes.deck"), "muestra", GameCardLookup(sample_game), "")
    for count, card in deck.sections["main"]:
        editor.add(card, "main", count)
    assert editor.deck.count("main") == 12
    editor.tree.setCurrentItem(editor.tree.topLevelItem(0).child(0))
    assert "45.5%" in editor.stats.odds.text() and "57.6%" in editor.stats.odds.text()
