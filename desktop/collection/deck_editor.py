"""The deck editor: search the catalogue, drag cards into sections, live validation with the
rules they break, statistics, the cards your collection lacks, import and export; the deck and
the search as lists or as card pictures, with the printing chosen per deck line."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import file_filters
from desktop.collection.browser import SearchPane
from desktop.collection.charts import BarChart
from desktop.collection.deck_pictures import DeckPictures
from desktop.collection.model import CARD_MIME
from desktop.file_reader import FileReader
from desktop.i18n import chosen_language
from desktop.image_sources import ImageSources
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.core.deck import Violation
from engine.core.game import game_names, get_game
from engine.core.errors import Rule, TapeteError
from engine.core.textfiles import write_text_atomic
from engine.decks.probability import DRAW_RULES
from engine.decks.stats import attribute_breakdown, color_breakdown, cost_curve, draw_probability, named, type_breakdown
from engine.formats.decks import format_for_path, parse_deck_file, write_deck
from engine.formats.records import CardRecord, DeckLine, DeckList, ResolvedDeck
from engine.formats.validation import validate
from engine.store import Store
from engine.store.missing import MissingCard

def read_deck(store: Path, path: str, game: str, settled: Callable[[], object]) -> tuple[DeckList, ResolvedDeck]:
    """A deck file parsed and matched to the catalogue of the store at ``store`` (a connection
    of this thread's own: it runs on a worker) once ``settled()`` returns: the catalogue's
    writes queued before (the shipped sets on a first start, an import) are in by then."""
    decklist = parse_deck_file(path)
    settled()
    with Store(store) as catalogue:
        return decklist, catalogue.resolve_deck(decklist, game)


class DeckTree(QTreeWidget):
    """The deck's sections and their cards; accepts cards dragged from the search table."""

    def __init__(self, editor: "DeckEditor") -> None:
        super().__init__()
        self.editor = editor
        self.setHeaderHidden(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QTreeWidget.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragEnterEvent) -> None:  # type: ignore[override]
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        ids = [int(x) for x in bytes(event.mimeData().data(CARD_MIME).data()).decode().split(",") if x]
        item = self.itemAt(event.position().toPoint())
        section = self.editor.section_of(item) if item is not None else self.editor.target.currentData()
        for card_id in ids:
            self.editor.add(self.editor.service.read.get_card(card_id), section)
        event.acceptProposedAction()


class DeckEditor(QWidget):
    """Edit one deck of one game. ``deck`` is kept as a ``ResolvedDeck``; saving writes it to the
    store on the worker thread."""

    def __init__(self, service: StoreService, game: str, deck: ResolvedDeck | None = None, deck_id: int | None = None,
                 parent: QWidget | None = None, images: ImageSources | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.images = images if images is not None else ImageSources(CardPixmaps(), service, self)
        self.game = game
        self.deck = deck or ResolvedDeck(game, self.tr("New deck"))
        self.deck_id = deck_id
        self.files = FileReader(self)  # deck files are read off the GUI thread
        rules = get_game(game) if game in game_names() else None
        self.sections = rules.deck_sections() if rules else ("main", "side")
        self.search = SearchPane(service, game, images=self.images)
        self.name = QLineEdit(self.deck.name)
        self.format_box = QComboBox()
        for fmt in rules.deck_formats() if rules else ("",):
            self.format_box.addItem(fmt or self.tr("standard rules"), fmt)
        if self.deck.format:
            self.format_box.setCurrentIndex(max(0, self.format_box.findData(self.deck.format)))
        self.target = QComboBox()
        for section in self.sections:
            self.target.addItem(section, section)
        self.tree = DeckTree(self)
        self.pictures = DeckPictures(self)
        self.problems = QListWidget()
        self.curve = BarChart(self.tr("No costs yet"))
        self.types = BarChart(self.tr("No types"))
        self.colours = BarChart("")
        self.colours_title = QLabel(self.tr("Attributes (main)") if game == "ygo" else self.tr("Colours (main)"))
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.missing = QListWidget()
        self.count_other_decks = QCheckBox(self.tr("Count copies used by other saved decks as unavailable"))
        self.count_other_decks.toggled.connect(self._recount_missing)
        self.export_missing = QPushButton(self.tr("Export the list (shopping or proxies)…"))
        self.export_missing.clicked.connect(lambda: self.export_missing_list())
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("+1"), lambda: self.change(+1)), (self.tr("−1"), lambda: self.change(-1)),
                           (self.tr("Import…"), self.import_file), (self.tr("Export…"), self.export_file),
                           (self.tr("Print proxies…"), self.print_proxies), (self.tr("Save"), self.save)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Name")))
        top.addWidget(self.name, 1)
        top.addWidget(QLabel(self.tr("Format")))
        top.addWidget(self.format_box)
        top.addWidget(QLabel(self.tr("Add to")))
        top.addWidget(self.target)
        deck_page = QWidget()
        deck_column = QVBoxLayout(deck_page)
        deck_column.addWidget(self.pictures.views, 3)
        deck_column.addLayout(self.pictures.bar)
        deck_column.addLayout(buttons)
        deck_column.addWidget(QLabel(self.tr("Rules")))
        deck_column.addWidget(self.problems, 1)
        stats_page = QWidget()
        stats_column = QVBoxLayout(stats_page)
        stats_column.addWidget(QLabel(self.tr("Cost curve (main)")))
        stats_column.addWidget(self.curve)
        stats_column.addWidget(QLabel(self.tr("Card types (main)")))
        stats_column.addWidget(self.types)
        stats_column.addWidget(self.colours_title)
        stats_column.addWidget(self.colours)
        stats_column.addWidget(self.odds)
        stats_column.addStretch(1)
        tabs = QTabWidget()
        tabs.addTab(deck_page, self.tr("Deck"))
        tabs.addTab(stats_page, self.tr("Statistics"))
        missing_page = QWidget()
        missing_column = QVBoxLayout(missing_page)
        missing_column.addWidget(self.count_other_decks)
        missing_column.addWidget(self.missing, 1)
        missing_column.addWidget(self.export_missing)
        tabs.addTab(missing_page, self.tr("Missing cards"))
        right = QWidget()
        right_column = QVBoxLayout(right)
        right_column.addLayout(top)
        right_column.addWidget(tabs)
        splitter = QSplitter()
        splitter.addWidget(self.search)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        column = QVBoxLayout(self)
        column.addWidget(splitter)
        self.search.table.doubleClicked.connect(self._add_selected)
        self.search.grid.doubleClicked.connect(self._add_selected)
        self.format_box.currentIndexChanged.connect(lambda *_: self.refresh())
        self.tree.itemSelectionChanged.connect(self._show_odds)
        self.refresh()

    # ---------------------------------------------------------------- changing the deck

    def section_of(self, item: QTreeWidgetItem) -> str:
        parent = item.parent() or item
        return str(parent.data(0, Qt.ItemDataRole.UserRole))

    def add(self, card: CardRecord, section: str | None = None, count: int = 1) -> None:
        section = section or self.target.currentData()
        entries = self.deck.sections.setdefault(section, [])
        for i, (have, other) in enumerate(entries):
            if (other.name, other.set_code, other.number) == (card.name, card.set_code, card.number):
                entries[i] = (have + count, other)
                break
        else:
            entries.append((count, card))
        self.deck.sections[section] = [(n, c) for n, c in entries if n > 0]
        self.refresh()

    def _add_selected(self) -> None:
        result = self.search.selected()
        if result is not None:
            self.add(result.card)

    def chosen_line(self) -> tuple[str, int] | None:
        """``(section, position)`` of the deck line chosen in the list (and the grid)."""
        item = self.tree.currentItem()
        parent = item.parent() if item is not None else None
        if item is None or parent is None:
            return None
        return self.section_of(item), parent.indexOfChild(item)

    def choose_line(self, section: str, position: int) -> None:
        """Make the line at ``position`` of ``section`` the chosen one."""
        for row in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(row)
            child = top.child(position) if top is not None and top.data(0, Qt.ItemDataRole.UserRole) == section else None
            if child is not None:
                self.tree.setCurrentItem(child)

    def set_printing(self, section: str, position: int, card: CardRecord) -> None:
        """Show, play, export and print the line at ``position`` of ``section`` in ``card``'s
        printing (a line already of that printing takes its copies)."""
        entries = self.deck.sections[section]
        count, old = entries[position]
        if (old.set_code, old.number) == (card.set_code, card.number):
            return
        same = [i for i, (_, other) in enumerate(entries)
                if i != position and (other.name, other.set_code, other.number) == (card.name, card.set_code, card.number)]
        if same:
            entries[same[0]] = (entries[same[0]][0] + count, entries[same[0]][1])
            del entries[position]
            position = same[0] - (1 if same[0] > position else 0)
        else:
            entries[position] = (count, card)
        self.refresh()
        self.choose_line(section, position)

    def change(self, delta: int) -> None:
        """One copy more or less of the chosen card."""
        item = self.tree.currentItem()
        if item is None or item.parent() is None:
            return
        card = item.data(0, Qt.ItemDataRole.UserRole + 1)
        self.add(card, self.section_of(item), delta)

    # ---------------------------------------------------------------- what the deck says

    def current(self) -> ResolvedDeck:
        return replace(self.deck, name=self.name.text().strip() or self.deck.name, format=self.format_box.currentData() or "")

    def violations(self) -> list[Violation]:
        try:
            return validate(self.current(), self.game, self.format_box.currentData() or "")
        except TapeteError as exc:
            return [Violation(Rule("—", str(exc), exc.message("en")), exc.text)]

    def refresh(self) -> None:
        """Redraw the sections, and validate and count again (on every change). Cards whose text
        the game does not automate (a game may say so with ``is_automated``) are marked ✎."""
        chosen = self.chosen_line()
        self.tree.clear()
        automated = getattr(get_game(self.game), "is_automated", None) if self.game in game_names() else None
        for section in self.sections:
            entries = self.deck.sections.get(section, [])
            top = QTreeWidgetItem([f"{section} ({sum(n for n, _ in entries)})"])
            top.setData(0, Qt.ItemDataRole.UserRole, section)
            for count, card in entries:
                child = QTreeWidgetItem([f"{count} × {card.name}  ({card.set_code} {card.number})".rstrip()])
                child.setData(0, Qt.ItemDataRole.UserRole + 1, card)
                if automated is not None and not automated(card):
                    child.setText(0, child.text(0) + "  ✎")
                    child.setToolTip(0, self.tr("Its text is not automated: it plays, and you resolve it by hand."))
                top.addChild(child)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        if chosen is not None:
            self.choose_line(*chosen)
        self.pictures.refresh()
        self.problems.clear()
        for line in self.deck.unknown:
            self.problems.addItem(self.tr("line %1: unknown card «%2»").replace("%1", str(line.line)).replace("%2", line.name or line.code))
        violations = self.violations()
        for violation in violations:
            self.problems.addItem(violation.describe(chosen_language()))
        if not violations and not self.deck.unknown:
            self.problems.addItem(self.tr("✔ The deck follows the rules."))
        deck = self.current()
        self.curve.set_curve(cost_curve(deck, ["main"]).get("main", {}))
        self.types.set_bars(list(type_breakdown(deck, ["main"]).items()))
        colours = attribute_breakdown(deck, ["main"]) if self.game == "ygo" else color_breakdown(deck, ["main"])
        names = {"W": self.tr("White"), "U": self.tr("Blue"), "B": self.tr("Black"), "R": self.tr("Red"),
                 "G": self.tr("Green"), "colorless": self.tr("Colourless")}
        self.colours.set_bars([] if list(colours) == ["colorless"]
                              else [(names.get(key, key), count) for key, count in colours.items()])
        for widget in (self.colours_title, self.colours):  # games without colours or attributes hide it
            widget.setVisible(bool(self.colours.bars))
        self._show_odds()

    def _show_odds(self) -> None:
        item = self.tree.currentItem()
        rules = DRAW_RULES.get(self.game)
        if item is None or item.parent() is None or rules is None:
            self.odds.setText(self.tr("Choose a card of the deck to see the chance of drawing it."))
            return
        card: CardRecord = item.data(0, Qt.ItemDataRole.UserRole + 1)
        deck = self.current()
        parts = []
        for turn in (0, 1, 2, 3, 4):
            chance: Fraction = draw_probability(deck, named(card.name), 1, turn, True, rules)
            label = self.tr("opening hand") if turn == 0 else self.tr("turn %1").replace("%1", str(turn))
            parts.append(f"{label}: {float(chance) * 100:.1f}%")
        self.odds.setText(self.tr("At least one «%1»: ").replace("%1", card.name) + ", ".join(parts))

    # ---------------------------------------------------------------- files and the store

    def load_file(self, path: str) -> None:
        """Read a deck file of any format, parsed and matched to the catalogue on a worker
        thread (``files``); unknown lines are then listed with their line numbers, and a file
        that cannot be read is explained."""
        self.files.read(partial(read_deck, self.service.path, path, self.game, self.service.wait), self._loaded, self._unreadable)

    def _loaded(self, result: object) -> None:
        assert isinstance(result, tuple)
        decklist, self.deck = result
        self.name.setText(self.deck.name or decklist.name)
        self.refresh()

    def _unreadable(self, error: TapeteError) -> None:
        QMessageBox.warning(self, self.tr("Cannot read the deck"), str(error))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a deck"), "", file_filters.deck_files())
        if path:
            self.load_file(path)

    def export_file(self, path: str | None = None, fmt: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the deck"), "", file_filters.deck_exports())
            if not path:
                return False
        fmt = fmt or format_for_path(path) or "tapete"
        deck = self.current()
        lines = {section: [DeckLine(n, c.name, c.set_code, c.number) for n, c in entries] for section, entries in deck.sections.items()}
        try:
            text = write_deck(DeckList(deck.name, self.game, lines), fmt)
        except TapeteError as exc:
            QMessageBox.warning(self, self.tr("Cannot export the deck"), str(exc))
            return False
        write_text_atomic(path, text)
        return True

    def _recount_missing(self) -> None:
        if self.deck_id is not None:
            self.save()

    def save(self) -> None:
        """Save to the store, on the worker thread; then show what the collection lacks."""
        deck = self.current()
        deck_id = self.deck_id

        others = self.count_other_decks.isChecked()

        def job(store: Store) -> tuple[int, list[MissingCard]]:
            saved = store.save_deck(deck, self.game, deck_id=deck_id)
            return saved, store.missing(saved, count_other_decks=others)

        self.service.submit(job, self._saved, what="decks")

    def _saved(self, result: object) -> None:
        assert isinstance(result, tuple)
        self.deck_id, missing = result
        self.missing.clear()
        for entry in missing:
            if entry.missing:
                self.missing.addItem(f"{entry.missing} × {entry.card.name} ({entry.card.set_code})")
        if self.missing.count() == 0:
            self.missing.addItem(self.tr("✔ Your collection has every card of this deck."))

    def export_missing_list(self, path: str | None = None) -> bool:
        """The cards the collection lacks as "N Name (SET)" lines: a shopping or proxy list."""
        if self.deck_id is None:
            QMessageBox.information(self, self.tr("Missing cards"), self.tr("Save the deck first."))
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the missing cards"), "", file_filters.text_files())
            if not path:
                return False
        write_text_atomic(path, self.service.read.shopping_list(self.deck_id, count_other_decks=self.count_other_decks.isChecked()))
        return True

    def print_proxies(self) -> QWidget:
        """The print dialog for this deck as it is now (saved or not)."""
        from desktop.dialogs.proxies import ProxyDialog
        from engine.formats.decks.reference import owned_copies

        dialog = ProxyDialog(self.current(), lambda: owned_copies(self.service.read, self.game), self, self.images.library)
        dialog.show()
        return dialog
