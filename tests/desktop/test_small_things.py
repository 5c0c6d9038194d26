"""Small things a player meets: file dialogs that offer the right files, demo decks to edit, a
"+1 copy" that is only enabled for a chosen card."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop import file_filters
from desktop.collection.browser import CollectionBrowser
from desktop.collection.deck_editor import DeckEditor
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.formats.decks.detect import FORMATS
from tests.desktop.tables import shown_window


@pytest.fixture
def service(qapp, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = StoreService(tmp_path / "store.sqlite")
    store.import_game_sets()
    assert store.wait()
    qapp.processEvents()
    yield store
    store.close()


def test_deck_dialogs_offer_every_format_tapete_reads() -> None:
    first, rest = file_filters.deck_files().split(";;", 1)
    for fmt in FORMATS.values():
        for ext in fmt.extensions:
            if fmt.name != "mtgo-draft":
                assert f"*{ext}" in first, ext
    assert "*.draft" not in first and rest == "All files (*)"
    writable = file_filters.deck_exports().split(";;")[0]
    assert "*.ydk" in writable and "*.cod" in writable and "*.json" not in writable  # MTGJSON decks are read only
    assert file_filters.game_files().startswith("Tapete games (*.json)")


def test_the_demo_decks_can_be_edited(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    if window.store is None:
        pytest.skip("no store")
    window.collection.fill_saved_decks(window.saved_decks)
    demos = next(a.menu() for a in window.saved_decks.actions() if a.menu() is not None)
    names = [a.text() for a in demos.actions()]
    assert "Legión del Alba (Mitos y Leyendas)" in names and len(names) == 10
    entry = next(a for a in demos.actions() if a.text().startswith("Legión del Alba"))
    entry.trigger()
    editor = window.tabs.currentWidget()
    assert isinstance(editor, DeckEditor)
    qtbot.waitUntil(lambda: editor.deck.count("main") > 0, timeout=20_000)
    assert editor.deck_id is None  # a copy: saving makes it the player's own


def test_add_a_copy_is_enabled_only_for_a_chosen_card(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    browser = CollectionBrowser(service, CardPixmaps())
    qtbot.addWidget(browser)
    pane = browser.pane
    pane.game.setCurrentIndex(pane.game.findData("six"))
    pane.text.setText("Lobo de Ceniza")
    qtbot.waitUntil(lambda: len(pane.model.rows) == 1)
    pane.table.selectRow(0)
    assert browser.add_button.isEnabled()
    pane.text.setText("Bruja")
    qtbot.waitUntil(lambda: not pane.timer.isActive() and pane.model.rows and
                    all("Lobo" not in r.card.name for r in pane.model.rows))
    assert pane.selected() is None
    assert not browser.add_button.isEnabled(), "+1 copy enabled with no card chosen: it would do nothing"


def test_help_has_a_guide_to_the_table_and_an_about(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QTextBrowser

    from desktop.dialogs.help import GuideDialog

    window = shown_window(qtbot)
    texts = [a.text() for a in window.menuBar().actions()[-1].menu().actions()]
    assert len(texts) == 3  # the guide, the shortcuts, about
    guide = GuideDialog(window)
    qtbot.addWidget(guide)
    text = guide.findChild(QTextBrowser, "guide").toPlainText()
    for title in ("Souls in Xtinction", "Magic: The Gathering", "Yu-Gi-Oh!", "Mitos y Leyendas", "Eliria"):
        assert title in text
    assert "Manual" in text
