"""The collection lists its cards in the order the window's language shows them: an English
browser's Name column reads «Borrowed Wings», «Crimson Stalker»… in alphabetical order, not in the
order of their Spanish data names (Acechador carmesí, Alas prestadas…); its Type column likewise;
a Spanish browser by the Spanish names; a language switch sorts the list again."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import Qt

from desktop import i18n
from desktop.collection.browser import CollectionBrowser
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.store.keys import fold


@pytest.fixture
def service(qapp, tmp_path: Path) -> Iterator[StoreService]:  # type: ignore[no-untyped-def]
    store = StoreService(tmp_path / "store.sqlite")
    store.import_game_sets()
    assert store.wait()
    yield store
    store.close()
    i18n.install("es")


def column(browser: CollectionBrowser, name: str) -> list[str]:
    """The texts of a column as the list shows them, its rows loaded (the first page)."""
    model = browser.pane.model
    return [model.data(model.index(row, model.COLUMNS.index(name))) for row in range(model.rowCount())]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_first_rows_are_in_the_order_of_their_shown_names(qtbot, service: StoreService, lang: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    browser = CollectionBrowser(service, CardPixmaps(lang=lang))
    qtbot.addWidget(browser)
    qtbot.waitUntil(lambda: browser.pane.model.rowCount() >= 40)
    header = browser.pane.table.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (0, Qt.SortOrder.AscendingOrder)
    names = column(browser, "name")
    assert names == sorted(names, key=fold)
    assert ("Borrowed Wings" in names) == (lang == "en") and ("Alas Prestadas" in names) == (lang == "es")
    browser.pane.table.sortByColumn(browser.pane.model.COLUMNS.index("type"), Qt.SortOrder.AscendingOrder)
    types = column(browser, "type")
    assert types == sorted(types, key=fold) and len(set(types)) > 1


def test_a_language_switch_sorts_the_list_again_keeping_the_chosen_card(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    i18n.install("es")
    browser = CollectionBrowser(service, CardPixmaps(lang="es"))
    qtbot.addWidget(browser)
    qtbot.waitUntil(lambda: browser.pane.model.rowCount() >= 40)
    browser.pane.table.selectRow(column(browser, "name").index("Alas Prestadas"))
    i18n.install("en")
    browser.retranslate("en")  # as the main window does on Qt's LanguageChange
    names = column(browser, "name")
    assert names == sorted(names, key=fold) and "Borrowed Wings" in names and "Alas Prestadas" not in names
    chosen = browser.pane.selected()
    assert chosen is not None and chosen.card.name == "Alas Prestadas"
    assert names[browser.pane.table.currentIndex().row()] == "Borrowed Wings"
