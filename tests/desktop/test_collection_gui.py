"""The collection browser and the deck editor over a real store (each test its own file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from desktop.collection.browser import CollectionBrowser
from desktop.collection.charts import BarChart
from desktop.collection.deck_editor import DeckEditor
from desktop.collection.model import CARD_MIME
from desktop.main_window import MainWindow
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.formats.records import CardRecord, ResolvedDeck
from tests.helpers import SHARED

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def service(qapp, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = StoreService(tmp_path / "store.sqlite")
    store.import_game_sets()
    assert store.wait()
    qapp.processEvents()
    yield store
    store.close()


def test_a_new_store_holds_the_games_sets(service: StoreService) -> None:
    assert service.read.card_count("six") >= 60
    assert [r.card.name for r in service.read.search("bruja invo", game="six", names_only=True)] == ["Bruja Invocadora"]
    assert "Bruja del Umbral" in [r.card.name for r in service.read.search("bruja invo", game="six")]  # "Invoca" in its text
    salamander = service.read.search("Salamandra de Brasas", game="ygo", names_only=True)[0].card
    assert salamander.stats["atk"] == "1600" and salamander.type_line  # the ygo set schema, read by the game


def test_instant_search_filters_and_sorting(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    browser = CollectionBrowser(service, CardPixmaps())
    qtbot.addWidget(browser)
    pane = browser.pane
    pane.game.setCurrentIndex(pane.game.findData("six"))
    pane.text.setText("ángel")
    qtbot.waitUntil(lambda: pane.model.rows and all("ngel" in r.card.name or "ngel" in r.card.text or "ngel" in r.card.type_line for r in pane.model.rows))
    pane.text.setText("")
    pane.type_text.setText("conjuro")
    qtbot.waitUntil(lambda: pane.model.rows and all(r.card.type_line.startswith("Conjuro") for r in pane.model.rows))
    pane.model.sort(4)  # by cost
    costs = [r.card.mana_value for r in pane.model.rows if r.card.mana_value is not None]
    assert costs == sorted(costs)
    pane.cost_max.setValue(1)
    qtbot.waitUntil(lambda: pane.model.rows and all((r.card.mana_value or 0) <= 1 for r in pane.model.rows))


def test_quantities_are_written_off_the_gui_thread(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    browser = CollectionBrowser(service, CardPixmaps())
    qtbot.addWidget(browser)
    pane = browser.pane
    pane.game.setCurrentIndex(pane.game.findData("six"))
    pane.text.setText("Lobo de Ceniza")
    qtbot.waitUntil(lambda: len(pane.model.rows) == 1)
    pane.table.selectRow(0)
    browser.change_quantity(+1)
    browser.change_quantity(+1)
    qtbot.waitUntil(lambda: pane.model.rows and pane.model.rows[0].owned == 2)
    browser.change_quantity(-1)
    qtbot.waitUntil(lambda: pane.model.rows[0].owned == 1)
    assert "1" in browser.owned.text()
    pane.owned.setChecked(True)
    pane.text.setText("")
    # wait for the pending search itself: the rows already read "Lobo de Ceniza", and a search left
    # pending would run after the fixture closed the store
    qtbot.waitUntil(lambda: not pane.timer.isActive() and [r.card.name for r in pane.model.rows] == ["Lobo de Ceniza"])
    browser.grab().save(str(ARTIFACTS / "collection-browser.png")) if ARTIFACTS.exists() else None


def test_copies_are_counted_from_the_keyboard(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    """Under Xvfb, a card chosen with the arrow keys could only get a copy more by the mouse: "+" and
    "-" on the list (the keypad's too) add and remove one, and typed in the search box they stay text."""
    browser = CollectionBrowser(service, CardPixmaps())
    qtbot.addWidget(browser)
    browser.show()
    pane = browser.pane
    pane.game.setCurrentIndex(pane.game.findData("six"))
    pane.text.setText("Lobo de Ceniza")
    qtbot.waitUntil(lambda: len(pane.model.rows) == 1)
    pane.table.selectRow(0)
    pane.table.setFocus()
    qtbot.keyClick(pane.table, Qt.Key.Key_Plus)
    qtbot.waitUntil(lambda: pane.model.rows and pane.model.rows[0].owned == 1)
    qtbot.keyClick(pane.table, Qt.Key.Key_Plus, Qt.KeyboardModifier.KeypadModifier)
    qtbot.waitUntil(lambda: pane.model.rows and pane.model.rows[0].owned == 2)
    qtbot.keyClick(pane.table, Qt.Key.Key_Minus)
    qtbot.waitUntil(lambda: pane.model.rows and pane.model.rows[0].owned == 1)
    assert "+" in browser.add_button.toolTip() and "-" in browser.remove_button.toolTip()
    pane.text.setFocus()
    qtbot.keyClicks(pane.text, "+")
    assert pane.text.text() == "Lobo de Ceniza+"
    qtbot.waitUntil(lambda: not pane.timer.isActive())  # its search ran; a pending one would outlive the store
    assert sum(entry.quantity for entry in service.read.collection(game="six")) == 1  # the "+" typed added none


def test_csv_import_reports_unmatched_rows(qtbot, service: StoreService, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    manabox = SHARED / "testdata" / "collection-csv" / "ManaBox_Collection.csv"
    lea = SHARED / "testdata" / "mtgjson-set" / "LEA.json"
    if not manabox.exists():
        pytest.skip("shared testdata is not beside the checkout")
    monkeypatch.setattr(QMessageBox, "information", lambda *args: None)
    from engine.formats.carddata.mtgjson import read_mtgjson

    service.submit(lambda store: store.import_cards(read_mtgjson(lea), source="LEA"), what="catalogue")
    browser = CollectionBrowser(service, CardPixmaps())
    qtbot.addWidget(browser)
    browser.import_csv(str(manabox))
    qtbot.waitUntil(lambda: hasattr(browser, "last_report"), timeout=60000)
    assert "Rows that match no card" in browser.last_report
    assert "deck and list rows" in browser.last_report


def test_deck_editor_builds_validates_and_saves(qtbot, service: StoreService, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    editor = DeckEditor(service, "six")
    qtbot.addWidget(editor)
    editor.resize(1300, 800)
    rayo = service.read.search("Rayo Sagrado", game="six")[0].card
    editor.add(rayo, "main", 2)
    problems = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    assert any("SiX 3.1.1" in p for p in problems) and any("SiX 3.2.2" in p for p in problems)
    editor.add(rayo, "main", 1)
    assert any("SiX 2.8.1" in editor.problems.item(i).text() for i in range(editor.problems.count()))
    deck_file = Path(__file__).resolve().parents[2] / "assets/games/six/decks/coro-celestial.deck"
    editor.load_file(str(deck_file))
    qtbot.waitUntil(lambda: editor.deck.count("main") == 40)
    assert "The deck follows the rules" in editor.problems.item(0).text()
    costless = sum(n for n, card in editor.deck.sections["main"] if not card.cost)
    assert costless == 2  # Serafín Caído and Llamado del Coro print no cost
    assert sum(count for _, count in editor.stats.curve.bars) == 40 - costless
    types = dict(editor.stats.types.bars)
    assert sum(types.values()) >= 40 and types["Unit"] == sum(  # the English window's word
        n for n, card in editor.deck.sections["main"] if "Unidad" in card.type_line)
    assert editor.stats.colours.isHidden()  # SiX cards have no colours
    editor.tree.setCurrentItem(editor.tree.topLevelItem(0).child(0))
    assert "%" in editor.stats.odds.text()
    editor.save()
    qtbot.waitUntil(lambda: editor.deck_id is not None)
    qtbot.waitUntil(lambda: editor.missing.count() > 0)
    assert "×" in editor.missing.item(0).text()  # nothing is owned yet
    shopping = tmp_path / "faltan.txt"
    assert editor.exports.export_missing_list(str(shopping))
    assert "6 Maná Ámbar (TAU)" in shopping.read_text(encoding="utf-8").splitlines()
    out = tmp_path / "coro.deck"
    assert editor.exports.export_file(str(out), "tapete")
    assert "[mana]" in out.read_text(encoding="utf-8")
    if ARTIFACTS.exists():
        editor.grab().save(str(ARTIFACTS / "deck-editor.png"))


def test_dropping_a_card_on_a_section_adds_it(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    editor = DeckEditor(service, "six")
    qtbot.addWidget(editor)
    result = service.read.search("Maná Ámbar", game="six")[0]
    editor.search.text.setText("Maná Ámbar")
    editor.search.run()
    assert editor.search.model.rows[0].card_id == result.card_id
    mime = editor.search.model.mimeData([editor.search.model.index(0, 0)])  # what a drag from the results carries
    assert bytes(mime.data(CARD_MIME).data()) == str(result.card_id).encode()
    mana_section = next(editor.tree.topLevelItem(i) for i in range(editor.tree.topLevelItemCount())
                        if editor.tree.section_of(editor.tree.topLevelItem(i)) == "mana")
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QDropEvent

    point = editor.tree.visualItemRect(mana_section).center()
    event = QDropEvent(QPointF(point), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    editor.tree.dropEvent(event)
    assert editor.deck.sections["mana"][0][1].name == "Maná Ámbar"


def test_saved_decks_can_be_chosen_for_a_new_game(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    from desktop.dialogs.new_game import NewGameDialog

    editor = DeckEditor(service, "six")
    qtbot.addWidget(editor)
    editor.load_file(str(Path(__file__).resolve().parents[2] / "assets/games/six/decks/pacto-demoniaco.deck"))
    qtbot.waitUntil(lambda: editor.deck.count("main") > 0)
    editor.name.setText("Mi Pacto")
    editor.save()
    qtbot.waitUntil(lambda: editor.deck_id is not None)
    dialog = NewGameDialog(game="six", store=service.read)
    qtbot.addWidget(dialog)
    box = dialog.deck_boxes[0]
    index = next(i for i in range(box.count()) if "Mi Pacto" in box.itemText(i))
    box.setCurrentIndex(index)
    settings = dialog.settings()
    assert settings is not None and settings.decks[0].name == "Mi Pacto" and settings.decks[0].count("main") == 40


def test_the_window_opens_collection_and_deck_tabs(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow("es", store=service)
    qtbot.addWidget(window)
    window.collection.show_collection()
    assert window.tabs.count() == 2
    editor = window.collection.edit_deck("six")
    assert editor is not None and window.tabs.count() == 3
    window.close_tab(2)
    assert window.tabs.count() == 2


def test_bar_chart_fills_cost_gaps_and_paints_bars(qtbot) -> None:  # type: ignore[no-untyped-def]
    chart = BarChart("vacío")
    qtbot.addWidget(chart)
    chart.resize(300, 150)
    chart.set_curve({1: 2, 4: 6})
    assert chart.bars == [("1", 2), ("2", 0), ("3", 0), ("4", 6)]
    image = chart.grab().toImage()
    tall_bar = image.pixelColor(int(300 * 3.5 / 4), 125)  # inside the bar of cost 4, near its foot
    assert (tall_bar.red(), tall_bar.green(), tall_bar.blue()) == (46, 107, 77)
    empty_slot = image.pixelColor(int(300 * 1.5 / 4), 100)  # cost 2 has no bar
    assert (empty_slot.red(), empty_slot.green(), empty_slot.blue()) != (46, 107, 77)


def test_deck_editor_charts_magic_colours_by_name(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    bolt = CardRecord("mtg", "Lightning Bolt", "bolt", type_line="Instant", cost="{R}", mana_value=1, colors=("R",))
    helix = CardRecord("mtg", "Lightning Helix", "helix", type_line="Instant", cost="{R}{W}", mana_value=2, colors=("R", "W"))
    ornithopter = CardRecord("mtg", "Ornithopter", "orni", type_line="Artifact Creature — Thopter", cost="{0}", mana_value=0)
    deck = ResolvedDeck("mtg", "Boros", {"main": [(4, bolt), (3, helix), (2, ornithopter)]})
    editor = DeckEditor(service, "mtg", deck)
    qtbot.addWidget(editor)
    assert dict(editor.stats.colours.bars) == {"Red": 7, "White": 3, "Colourless": 2}
    assert not editor.stats.colours.isHidden()
    assert editor.stats.curve.bars == [("0", 2), ("1", 4), ("2", 3)]
    assert dict(editor.stats.types.bars)["Instant"] == 7


def test_deck_editor_marks_magic_cards_played_by_hand(qtbot, service: StoreService) -> None:  # type: ignore[no-untyped-def]
    bolt = CardRecord("mtg", "Lightning Bolt", "bolt", type_line="Instant", cost="{R}", mana_value=1, colors=("R",),
                      text="Lightning Bolt deals 3 damage to any target.")
    odd = CardRecord("mtg", "Odd Sage", "odd", type_line="Creature — Human", cost="{U}", mana_value=1, colors=("U",),
                     text="Look at the top three cards of your library, then put them back in any order.",
                     stats={"power": "1", "toughness": "1"})
    editor = DeckEditor(service, "mtg", ResolvedDeck("mtg", "Prueba", {"main": [(4, bolt), (2, odd)]}))
    qtbot.addWidget(editor)
    main = editor.tree.topLevelItem(0)
    texts = [main.child(i).text(0) for i in range(main.childCount())]
    assert "✎" not in texts[0]
    assert "✎" in texts[1] and main.child(1).toolTip(0)
