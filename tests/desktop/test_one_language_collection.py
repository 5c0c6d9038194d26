"""The collection lists cards as the faces show them in the window's language: an English
window lists Magic's «Llanura» as «Plains», a basic land; a Spanish one as the data gives it."""

from __future__ import annotations

from pathlib import Path

from desktop import i18n
from desktop.collection.browser import CollectionBrowser
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService


def _listed(qtbot, browser: CollectionBrowser) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    pane = browser.pane
    pane.game.setCurrentIndex(pane.game.findData("mtg"))
    pane.text.setText("Llanura")
    qtbot.waitUntil(lambda: any(r.card.name == "Llanura" for r in pane.model.rows))
    row = next(i for i, r in enumerate(pane.model.rows) if r.card.name == "Llanura")
    model = pane.model
    return (model.data(model.index(row, model.COLUMNS.index("name"))),
            model.data(model.index(row, model.COLUMNS.index("type"))))


def test_the_collection_lists_names_as_the_faces_show_them(qtbot, qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    service = StoreService(tmp_path / "store.sqlite")
    service.import_game_sets()
    assert service.wait()
    try:
        i18n.install("en")
        browser = CollectionBrowser(service, CardPixmaps(lang="en"))
        qtbot.addWidget(browser)
        assert _listed(qtbot, browser) == ("Plains", "Basic Land — Plains")
        i18n.install("es")
        assert _listed(qtbot, browser) == ("Llanura", "Tierra básica — Llanura")
    finally:
        service.close()
