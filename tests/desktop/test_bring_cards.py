"""Bring your cards through the window: card data and a deck folder come in off the GUI thread
with progress and a summary naming each refusal's file and line; a cancel leaves nothing of the
file in progress; files dropped on the window are brought in; the start page offers the page
until the player has cards of their own."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QPushButton

from desktop.collection.bring_cards import BringCardsPage
from desktop.collection.bring_work import Progress, Summary
from desktop.main_window import MainWindow
from tests.desktop.tables import shown_window
from tests.helpers import SHARED

TESTDATA = SHARED / "testdata"
pytestmark = pytest.mark.skipif(not (TESTDATA / "mtgjson-set" / "KHM.json").exists(), reason="../shared/testdata absent")


def _page(qtbot, window: MainWindow, paths: list[Path]) -> BringCardsPage:  # type: ignore[no-untyped-def]
    assert window.store is not None and window.store.wait()
    page = window.collection.bring_cards()
    assert isinstance(page, BringCardsPage) and window.tabs.currentWidget() is page
    page.every = 0.0  # every progress report is shown
    assert page.bring(paths)
    return page


def _bring_button(window: MainWindow) -> QPushButton | None:
    start = window.tabs.widget(0)  # the start page shown now (an older one may wait to be deleted)
    return next((b for b in start.findChildren(QPushButton) if b.property("role") == "bring-cards"), None)


def test_card_data_and_a_deck_folder_come_in_with_progress_and_a_summary(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    assert _bring_button(window) is not None  # nothing of the player's yet: the start page offers it
    store = window.store
    assert store is not None
    decks = TESTDATA / "mtg-dck-forge"
    page = _page(qtbot, window, [TESTDATA / "mtgjson-set" / "KHM.json", decks])
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        pass
    summary = done.args[0]
    assert isinstance(summary, Summary) and summary.cancelled_at is None
    assert page.updates >= 2 and page.bar.value() == 1000
    assert store.read.card_count("mtg") >= 448 and any(s.code == "KHM" for s in store.read.sets("mtg"))
    deck_files = sorted(p.name for p in decks.glob("*.dck"))
    assert sorted(o.path.name for o in summary.outcomes if o.kind == "deck") == deck_files
    assert len(store.read.list_decks("mtg")) == len(deck_files)
    first = summary.outcomes[0]
    assert first.stored and first.text.en.startswith("mtgjson: 448 new")
    notes = [note.en for outcome in summary.outcomes for note in outcome.notes]
    assert notes and all(note.startswith("line ") for note in notes)  # unknown deck lines, each with its line
    assert [p.name for p in summary.ignored] == ["SOURCES.md"]
    shown = page.report.toPlainText()
    assert "KHM.json" in shown and "Ajani, Valiant Protector.dck" in shown and "SOURCES.md" in shown
    window.show_start_page()
    assert _bring_button(window) is None  # the player's cards are in


def test_a_cancel_leaves_nothing_of_the_file_in_progress(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    store = window.store
    assert store is not None and store.wait()
    before = store.read.card_count()
    page = window.collection.bring_cards()
    assert isinstance(page, BringCardsPage)
    page.every = 0.0

    def cancel_once_printings_are_read(progress: object) -> None:  # on the store's thread, as the work reports
        assert isinstance(progress, Progress)
        if progress.records >= 250:
            page.cancel.set()

    page._relay.progressed.connect(cancel_once_printings_are_read, Qt.ConnectionType.DirectConnection)
    later = TESTDATA / "mtgjson-set" / "LEA.json"
    page.bring([TESTDATA / "mtgjson-set" / "KHM.json", later])
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        pass
    summary = done.args[0]
    assert summary.cancelled_at is not None and summary.cancelled_at.name == "KHM.json"
    assert summary.not_started == [later] and summary.outcomes == []
    assert store.read.card_count() == before  # nothing of KHM, LEA never started
    assert "KHM.json" in page.status.text()


def test_files_dropped_on_the_window_are_brought_in(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    assert window.store is not None and window.store.wait()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(TESTDATA / "ydk")), QUrl.fromLocalFile(str(TESTDATA / "collection-csv" / "deckbox.csv"))])
    event = QDropEvent(QPointF(100, 100), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    page = window.collection.bring_page
    assert isinstance(page, BringCardsPage) and page.running
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        pass
    summary = done.args[0]
    kinds = {o.kind for o in summary.outcomes}
    assert kinds == {"deck", "collection"}
    collection = next(o for o in summary.outcomes if o.kind == "collection")
    assert collection.stored and collection.notes and collection.notes[0].en.startswith("line ")
    assert len(window.store.read.list_decks("ygo")) == len(list((TESTDATA / "ydk").glob("*.ydk")))


def test_other_programs_data_is_offered_where_it_is(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Cockatrice's card database and decks, EDOPro's cards.cdb and deck folder in their usual
    places are offered, read where they are; the offer's button brings them in."""
    import os
    import shutil

    from desktop.collection.bring_work import offers
    from desktop.store_service import StoreService

    home = tmp_path / "home"
    cockatrice = Path(os.environ["XDG_DATA_HOME"]) / "Cockatrice" / "Cockatrice"
    (cockatrice / "decks").mkdir(parents=True)
    shutil.copy(TESTDATA / "cockatrice-xml" / "cards.xml", cockatrice / "cards.xml")
    shutil.copy(next((TESTDATA / "mtg-cod").glob("*.cod")), cockatrice / "decks")
    ignis = home / "ProjectIgnis"
    (ignis / "deck").mkdir(parents=True)
    shutil.copy(TESTDATA / "ygo-cdb" / "cards-rush.cdb", ignis / "cards.cdb")
    shutil.copy(next((TESTDATA / "ydk").glob("*.ydk")), ignis / "deck")
    found = {offer.tool: offer for offer in offers(home)}
    assert set(found) == {"Cockatrice", "EDOPro"}
    assert found["Cockatrice"].paths == (cockatrice / "cards.xml", cockatrice / "decks")
    assert found["EDOPro"].paths == (ignis / "cards.cdb", ignis / "deck")
    service = StoreService(tmp_path / "store.sqlite")
    try:
        page = BringCardsPage(service, found=list(found.values()))
        qtbot.addWidget(page)
        button = page.findChild(QPushButton, "offer:Cockatrice")
        assert button is not None and str(cockatrice) in button.toolTip()
        with qtbot.waitSignal(page.finished, timeout=60_000) as done:
            button.click()
        summary = done.args[0]
        assert [(o.path.name, o.kind, o.stored) for o in summary.outcomes] == [
            ("cards.xml", "cards", True), (next((cockatrice / "decks").glob("*.cod")).name, "deck", True)]
        assert service.read.card_count("mtg") > 0 and (cockatrice / "cards.xml").exists()  # read in place
    finally:
        service.close()


def test_a_deck_brought_twice_is_kept_once_and_a_players_deck_of_its_name_stays(tmp_path: Path) -> None:
    import threading

    from desktop.collection.bring_work import BringJob
    from engine.formats.records import ResolvedDeck
    from engine.store import Store

    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "rojo.deck").write_text("game = mtg\nname = rojo\n\n[main]\n4 Lightning Bolt\n20 Mountain\n", encoding="utf-8")
    with Store(tmp_path / "s.sqlite") as store:
        mine = store.save_deck(ResolvedDeck("mtg", "rojo", {}))  # the player's own deck of that name
        for _ in range(2):
            summary = BringJob([folder], lambda progress: None, threading.Event())(store)
        names = sorted(info.name for info in store.list_decks("mtg"))
        assert names == ["rojo", "rojo (2)"]  # brought in once, beside the player's
        assert store.load_deck(mine).sections == {}  # the player's deck is untouched
        assert "already in your decks" in summary.outcomes[0].text.en
