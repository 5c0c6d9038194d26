"""The collection's card details speak the window's language: the name, type line, text and the
printed numbers as the faces and the table say them, never the card data's raw keys
(``power 2``, ``fuerza 1``) or the Spanish text in an English window."""

from __future__ import annotations


import pytest

from desktop import i18n
from desktop.collection.browser import CollectionBrowser
from desktop.pixmaps import CardPixmaps

CASES = [  # game, name in the data, language, what the details must say, what they must not
    ("mtg", "Espíritu Efímero", "en", ["Fleeting Spirit", "Creature — Spirit", "Flying", "Power 2", "Toughness 2"],
     ["power 2", "Vuela"]),
    ("mtg", "Espíritu Efímero", "es", ["Espíritu Efímero", "Criatura — Espíritu", "Vuela", "Fuerza 2", "Resistencia 2"],
     ["power", "Flying"]),
    ("mtg", "Chispazo // Calma", "en", ["Spark // Calm", "Spark deals 2 damage", "Draw two cards"], ["Chispazo", "Roba"]),
    ("myl", "Escudero del Alba", "es", ["Fuerza 1"], ["fuerza 1"]),
    ("myl", "Escudero del Alba", "en", ["Squire of Dawn", "Strength 1"], ["fuerza"]),
]



@pytest.mark.parametrize("game, name, lang, says, not_says", CASES)
def test_the_details_of_a_card_speak_the_window_language(qtbot, qapp, shipped_store, game: str, name: str, lang: str,  # type: ignore[no-untyped-def]
                                                         says: list[str], not_says: list[str]) -> None:
    i18n.install(lang)
    try:
        browser = CollectionBrowser(shipped_store, CardPixmaps(lang=lang))
        qtbot.addWidget(browser)
        pane = browser.pane
        pane.game.setCurrentIndex(pane.game.findData(game))
        pane.text.setText(name)
        qtbot.waitUntil(lambda: any(r.card.name == name for r in pane.model.rows))
        row = next(i for i, r in enumerate(pane.model.rows) if r.card.name == name)
        pane.table.selectRow(row)
        details = browser.details.text()
        assert all(part in details for part in says), details
        assert not any(part in details for part in not_says), details
    finally:
        i18n.install("en")
