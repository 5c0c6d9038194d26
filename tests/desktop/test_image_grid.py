"""The collection's and the deck's grids of card pictures: the player's pictures (read in place
from another tool's folder) are shown, a card without one is drawn, and a deck line shows the
printing chosen for it, in the deck's grid and at the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QColor

from cardimages.imagecache.discover import SourceSpec
from desktop.collection.browser import CollectionBrowser
from desktop.collection.deck_editor import DeckEditor
from desktop.collection.image_grid import CardGridView
from desktop.image_sources import ImageSources
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.core.deck import Deck, DeckEntry
from engine.core.game import get_game
from engine.formats.game_cards import to_engine_deck
from engine.formats.records import CardRecord, ResolvedDeck
from tests.cardimages.imagefolders import picture

NAME = "Tapete Probe Bolt"  # a name no other test adopts at the table
RED, BLUE = (230, 20, 20), (20, 40, 230)


def record(set_code: str, number: str, name: str = NAME) -> CardRecord:
    return CardRecord("mtg", name, f"oracle-{name}", set_code=set_code, number=number, type_line="Instant", cost="{R}",
                      text=f"{name} deals 3 damage to any target.", extra={"layout": "normal", "uuid": f"{set_code}-{number}"})


@pytest.fixture
def service(qapp, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = StoreService(tmp_path / "store.sqlite")
    store.submit(lambda s: s.import_cards([record("M10", "146"), record("LEA", "161"), record("M10", "186", "Tapete Probe Growth")]),
                 what="catalogue")
    assert store.wait()
    qapp.processEvents()
    yield store
    store.close()


@pytest.fixture
def sources(qtbot, service: StoreService, tmp_path: Path) -> ImageSources:  # type: ignore[no-untyped-def]
    """An XMage pictures folder with the M10 printing in red and the LEA one in blue."""
    images = tmp_path / "xmage" / "mage-client" / "plugins" / "images"
    picture(images / "M10" / f"{NAME}.full.jpg", RED)
    picture(images / "LEA" / f"{NAME}.full.jpg", BLUE)
    chosen = ImageSources(CardPixmaps(), service)
    chosen.set_specs([SourceSpec("xmage", str(tmp_path / "xmage"))])
    qtbot.waitUntil(lambda: chosen.ready)
    return chosen


def colour_of(grid: CardGridView, index: QModelIndex) -> QColor:
    """The colour in the middle of a tile as the grid paints it."""
    rect = grid.visualRect(index)
    return grid.viewport().grab().toImage().pixelColor(rect.center().x(), rect.top() + rect.height() // 3)


def is_colour(colour: QColor, rgb: tuple[int, int, int]) -> bool:
    return all(abs(channel - wanted) < 40 for channel, wanted in zip((colour.red(), colour.green(), colour.blue()), rgb))


def test_the_collection_grid_shows_the_players_pictures_and_draws_the_rest(qtbot, service: StoreService,  # type: ignore[no-untyped-def]
                                                                           sources: ImageSources) -> None:
    browser = CollectionBrowser(service, sources.pixmaps, sources)
    qtbot.addWidget(browser)
    browser.resize(1200, 800)
    browser.show()
    pane = browser.pane
    pane.show_pictures(True)
    pane.text.setText("tapete probe")
    qtbot.waitUntil(lambda: len(pane.model.rows) == 3)
    qtbot.waitExposed(pane.grid)
    rows = {(r.card.name, r.card.set_code): row for row, r in enumerate(pane.model.rows)}
    qtbot.waitUntil(lambda: len(pane.grid.pixmaps) == 3, timeout=20000)
    grid = pane.grid
    assert is_colour(colour_of(grid, pane.model.index(rows[(NAME, "M10")], 0)), RED)
    assert is_colour(colour_of(grid, pane.model.index(rows[(NAME, "LEA")], 0)), BLUE)
    drawn = colour_of(grid, pane.model.index(rows[("Tapete Probe Growth", "M10")], 0))
    assert not is_colour(drawn, RED) and not is_colour(drawn, BLUE)  # no picture: its face is drawn
    grid.setCurrentIndex(pane.model.index(rows[(NAME, "LEA")], 0))
    assert pane.selected() is not None and pane.selected().card.set_code == "LEA"  # type: ignore[union-attr]
    pane.show_pictures(False)
    assert pane.views.currentWidget() is pane.table


def test_a_deck_line_shows_the_printing_chosen_for_it(qtbot, service: StoreService, sources: ImageSources) -> None:  # type: ignore[no-untyped-def]
    deck = ResolvedDeck("mtg", "Probe", {"main": [(4, service.read.find_printing("mtg", NAME, "M10", "146"))]})  # type: ignore[list-item]
    editor = DeckEditor(service, "mtg", deck, images=sources)
    qtbot.addWidget(editor)
    editor.resize(1400, 800)
    editor.show()
    editor.pictures.show_pictures(True)
    grid = editor.pictures.grid
    qtbot.waitExposed(grid)
    first = editor.pictures.model.index(0)
    qtbot.waitUntil(lambda: is_colour(colour_of(grid, first), RED), timeout=20000)
    editor.tree.choose_line("main", 0)
    menu = editor.pictures.line_menu("main", 0)
    printing_menu = next(action.menu() for action in menu.actions() if action.menu() is not None)
    choices = {action.text(): action for action in printing_menu.actions()}
    assert sorted(choices) == ["LEA 161", "M10 146"] and choices["M10 146"].isChecked()
    choices["LEA 161"].trigger()
    assert editor.deck.sections["main"] == [(4, service.read.find_printing("mtg", NAME, "LEA", "161"))]
    qtbot.waitUntil(lambda: is_colour(colour_of(grid, editor.pictures.model.index(0)), BLUE), timeout=20000)
    editor.save()  # the printing is the deck's: saved and loaded again
    assert service.wait()
    qtbot.waitUntil(lambda: editor.deck_id is not None)
    saved = service.read.load_deck(editor.deck_id)  # type: ignore[arg-type]
    assert [(n, c.set_code, c.number) for n, c in saved.sections["main"]] == [(4, "LEA", "161")]
    # at the table, the card of that line shows the same printing
    game = get_game("mtg")
    engine_deck = to_engine_deck(game, editor.current())
    card = engine_deck.sections["main"][0].card
    state = game.new_initial_state([engine_deck, engine_deck], 1, {"allow_illegal_decks": True})
    sources.pixmaps.show_table(lambda: state)
    face = sources.pixmaps.face("mtg", card.code).toImage()
    centre = face.pixelColor(face.width() // 2, face.height() // 2)
    assert is_colour(centre, BLUE)


def test_a_shipped_card_at_the_table_shows_the_deck_lines_printing(qtbot, service: StoreService, sources: ImageSources,  # type: ignore[no-untyped-def]
                                                                   tmp_path: Path) -> None:
    game = get_game("mtg")
    forest = record("LEA", "294", "Forest")
    shipped = game.card_for(forest)  # the game's own Forest, played as the deck line's printing
    assert shipped is not None and not game.is_own(shipped)
    deck = Deck("mtg", "bosques", {"main": [DeckEntry(40, shipped, record=forest)]})
    state = game.new_initial_state([deck, deck], 1, {"allow_illegal_decks": True})
    sources.pixmaps.show_table(lambda: state)
    picture(tmp_path / "xmage" / "mage-client" / "plugins" / "images" / "LEA" / "Forest.full.jpg", (20, 160, 40))
    sources.set_specs(sources.specs)  # listed again: the new picture is seen
    qtbot.waitUntil(lambda: sources.ready)
    face = sources.pixmaps.face("mtg", shipped.code).toImage()
    assert is_colour(face.pixelColor(face.width() // 2, face.height() // 2), (20, 160, 40))


def test_sources_found_on_this_computer_are_offered_and_kept_once_chosen(qtbot, service: StoreService, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from cardimages.imagecache.settings import load_sources
    from desktop.dialogs.image_sources import ImageSourcesDialog

    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("FORGE_CACHE_DIR", raising=False)
    picture(home / ".cache" / "forge" / "pics" / "cards" / "M10" / f"{NAME}.full.jpg", RED)
    mine = tmp_path / "my scans"
    picture(mine / "LEA-161.jpg", BLUE)
    chosen = ImageSources(CardPixmaps(), service)
    browser = CollectionBrowser(service, chosen.pixmaps, chosen)
    qtbot.addWidget(browser)
    assert browser.offer.isVisibleTo(browser) and "Forge" in browser.offer.text()
    dialog = ImageSourcesDialog(chosen)
    qtbot.addWidget(dialog)
    offered = dialog.items()
    assert [item.text(0) for item in offered] == ["Forge"] and not dialog.specs()  # offered, not used
    dialog.add_path(str(mine))
    offered[0].setCheckState(0, offered[0].checkState(0).Checked)
    dialog.move_source(-1)  # my folder first
    dialog.accept()
    expected = [SourceSpec("plain", str(mine)), SourceSpec("forge", str(home / ".cache" / "forge"))]
    assert chosen.specs == expected
    assert service.wait() and load_sources(service.read) == expected
    qtbot.waitUntil(lambda: chosen.ready)
    browser._show_offers()
    assert not browser.offer.isVisibleTo(browser)
    lea = service.read.find_printing("mtg", NAME, "LEA", "161")
    m10 = service.read.find_printing("mtg", NAME, "M10", "146")
    assert lea is not None and m10 is not None
    assert is_colour(chosen.pixmaps.record(lea).toImage().pixelColor(150, 200), BLUE)  # from my folder
    assert is_colour(chosen.pixmaps.record(m10).toImage().pixelColor(150, 200), RED)  # from Forge's cache


def test_cards_dropped_on_the_decks_pictures_join_the_chosen_section(qtbot, service: StoreService,  # type: ignore[no-untyped-def]
                                                                     sources: ImageSources) -> None:
    from PySide6.QtCore import QMimeData, QPointF, Qt
    from PySide6.QtGui import QDropEvent

    from desktop.collection.model import CARD_MIME

    editor = DeckEditor(service, "mtg", images=sources)
    qtbot.addWidget(editor)
    editor.pictures.show_pictures(True)
    editor.target.setCurrentIndex(editor.target.findData("side"))
    bolt = service.read.find_printing("mtg", NAME, "LEA", "161")
    card_id = service.read.card_id(bolt)  # type: ignore[arg-type]
    mime = QMimeData()
    mime.setData(CARD_MIME, str(card_id).encode())
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    editor.pictures.grid.dropEvent(event)
    assert editor.deck.sections["side"] == [(1, bolt)]
    assert editor.pictures.model.entry(0) == ("side", 1, bolt)
