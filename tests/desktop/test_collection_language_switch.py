"""A language switch reaches the open collection pages at once (issue 21): the collection
browser, a deck editor holding an unsaved deck and the "Bring your cards" page, opened in
English, say everything in Spanish once Preferences switch the language, and the deck is still
there, unsaved, as the player left it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop import i18n
from desktop.collection.bring_cards import BringCardsPage
from desktop.collection.browser import CollectionBrowser
from desktop.collection.deck_editor import DeckEditor
from desktop.main_window import MainWindow
from desktop.store_service import StoreService
from tests.desktop.screen_text import screen_text
from tests.language import window_english_words

#: The Spanish page calls MTGJSON's sets «sets».
ALLOWED = ("sets",)
FILE_NAMES = re.compile(r"\b\w+\.(?:xml|cdb)\b")  # «cards.xml», «cards.cdb»: the files the page names


@pytest.fixture
def service(qapp, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = StoreService(tmp_path / "store.sqlite")
    store.import_game_sets()
    assert store.wait()
    qapp.processEvents()
    yield store
    store.close()


def _english(window: MainWindow, page: QWidget) -> dict[str, list[str]]:
    """The lines of ``page`` (shown as the current tab) that hold English words."""
    window.tabs.setCurrentWidget(page)
    lines = {line: [word for word in window_english_words(FILE_NAMES.sub(" ", line), "six") if word not in ALLOWED] for line in screen_text(page)}
    return {line: words for line, words in lines.items() if words}


def test_a_language_switch_reaches_the_open_collection_pages(qtbot, service: StoreService, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *_: QMessageBox.StandardButton.Discard)  # closing, the deck is let go
    i18n.install("en")
    window = MainWindow("en", store=service)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.collection.show_collection()
    browser = window.collection.browser
    assert isinstance(browser, CollectionBrowser)
    browser.pane.game.setCurrentIndex(browser.pane.game.findData("six"))
    qtbot.waitUntil(lambda: bool(browser.pane.model.rows))
    editor = window.collection.edit_deck("six")
    assert isinstance(editor, DeckEditor)
    editor.name.setText("Mi mazo")
    editor.name.textEdited.emit("Mi mazo")
    bruja = editor.service.read.search("Bruja Invocadora", game="six", names_only=True)[0].card
    editor.add(bruja, "main", 3)
    editor.target.setCurrentIndex(1)
    format_index = editor.format_box.currentIndex()
    sections = {section: list(entries) for section, entries in editor.deck.sections.items()}
    unnamed = window.collection.edit_deck("six")
    assert isinstance(unnamed, DeckEditor) and unnamed.name.text() == "New deck"
    page = window.collection.bring_cards()
    assert isinstance(page, BringCardsPage)
    pages = (browser, editor, page)
    assert all(_english(window, p) for p in pages)  # the test reads English where there is some

    QSettings("Tapete", "Tapete").setValue("language", "es")  # as Preferences do
    i18n.install(i18n.chosen_language())
    qtbot.waitUntil(lambda: window.lang == "es")  # Qt posts the LanguageChange to the windows

    found = {line: words for p in pages for line, words in _english(window, p).items()}
    assert not found, "\n".join(f"{line!r}: {words}" for line, words in sorted(found.items()))
    tabs = [window.tabs.tabText(window.tabs.indexOf(p)) for p in pages]
    assert tabs == ["Colección", "● Mi mazo", "Trae tus cartas"]
    assert editor.dirty and editor.name.text() == "Mi mazo" and editor.deck.sections == sections
    assert editor.target.currentIndex() == 1 and editor.format_box.currentIndex() == format_index
    assert browser.pane.game.currentData() == "six"
    window.tabs.setCurrentWidget(browser)
    qtbot.waitUntil(lambda: all(box.width() >= box.fontMetrics().horizontalAdvance("cualquiera")
                                for box in (browser.pane.cost_min, browser.pane.cost_max)))  # «any» grows to «cualquiera», uncut
    assert unnamed.name.text() == "Mazo nuevo" and not unnamed.dirty  # the name it was given, not the player's
