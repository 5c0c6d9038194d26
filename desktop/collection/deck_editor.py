"""The deck editor: search the catalogue, drag cards into sections, live validation with the
rules they break, statistics, the cards your collection lacks, import and export; the deck and
the search as lists or as card pictures, with the printing chosen per deck line. An unknown line
offers the closest names to pick from; a deck file never replaces the deck being edited without
asking; unsaved changes show in the tab's title, are kept as a draft as they happen
(``drafts``) and are asked about before the tab closes or Tapete quits.

The editor holds the deck and ties its parts together: the list (``deck_tree``), the pictures
(``deck_pictures``), the statistics tab (``deck_stats``), the unknown lines (``deck_unknown``),
the exports (``deck_exports``); ``deck_lines`` changes the deck's lines."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import file_filters, i18n
from desktop.collection.browser import SearchPane
from desktop.collection.deck_exports import DeckExports
from desktop.collection.deck_files import NEW_TAB, Matched, ask_where_to_open, match_deck, suggest_for
from desktop.collection.deck_lines import add_copies, use_printing
from desktop.collection.deck_tree import DeckTree
from desktop.collection.drafts import Draft, DraftFile
from desktop.collection.deck_pictures import DeckPictures
from desktop.collection.deck_stats import DeckStats
from desktop.collection.deck_unknown import UnknownLines
from desktop.file_reader import FileReader
from desktop.image_sources import ImageSources
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.core.deck import Violation
from engine.core.game import game_names, get_game
from engine.core.errors import Rule, TapeteError
from engine.core.terms import card_name, format_name, section_name
from engine.formats.decks import parse_deck_file
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation import validate
from engine.store import Store
from engine.store.missing import MissingCard


def read_deck(store: Path, path: str, game: str, settled: Callable[[], object]) -> Matched:
    """A deck file parsed and matched to the catalogue (``match_deck``)."""
    return match_deck(store, parse_deck_file(path), game, settled)


class DeckEditor(QWidget):
    """Edit one deck of one game. ``deck`` is kept as a ``ResolvedDeck``; saving writes it to the
    store on the worker thread. ``new_tab(path)``, when given, opens a deck file in another
    editor; ``changed`` says the title or the unsaved state changed."""

    changed = Signal()

    def __init__(self, service: StoreService, game: str, deck: ResolvedDeck | None = None, deck_id: int | None = None,
                 parent: QWidget | None = None, images: ImageSources | None = None,
                 new_tab: Callable[[str], object] | None = None) -> None:
        super().__init__(parent)
        self.new_tab = new_tab
        self.dirty = False  # changes the store does not have yet
        self.revision = 0  # changes made so far: a save answers for the revision it wrote
        self.draft = DraftFile()  # where unsaved changes are kept as they happen
        self.service = service
        self.images = images if images is not None else ImageSources(CardPixmaps(), service, self)
        self.game = game
        self.untitled = self.tr("New deck")  # the name of a deck the player has not named
        self.deck = deck or ResolvedDeck(game, self.untitled)
        self.deck_id = deck_id
        self.files = FileReader(self)  # deck files are read off the GUI thread
        self.unknown_lines = UnknownLines(self)
        self.exports = DeckExports(self)
        rules = get_game(game) if game in game_names() else None
        self.sections = rules.deck_sections() if rules else ("main", "side")
        self.search = SearchPane(service, game, images=self.images)
        self.name = QLineEdit(self.deck.name)
        self.format_box = QComboBox()
        for fmt in rules.deck_formats() if rules else ("",):
            self.format_box.addItem(fmt, fmt)
        if self.deck.format:
            self.format_box.setCurrentIndex(max(0, self.format_box.findData(self.deck.format)))
        self.target = QComboBox()
        for section in self.sections:
            self.target.addItem(section, section)
        self.tree = DeckTree(self)
        self.pictures = DeckPictures(self)
        self.problems = QListWidget()
        self.problems.setWordWrap(True)  # an unknown line with the names it may be reads whole
        self.labels = [QLabel() for _ in range(4)]  # Name, Format, Add to, Rules
        self.stats = DeckStats(game)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._deck_page(), "")
        self.tabs.addTab(self.stats, "")
        self.tabs.addTab(self._missing_page(), "")
        right = QWidget()
        right_column = QVBoxLayout(right)
        right_column.addLayout(self._top_row())
        right_column.addWidget(self.tabs)
        splitter = QSplitter()
        splitter.addWidget(self.search)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)  # the search table's columns want the room more than the deck
        splitter.setStretchFactor(1, 2)
        column = QVBoxLayout(self)
        column.addWidget(splitter)
        self.search.table.doubleClicked.connect(self._add_selected)
        self.search.grid.doubleClicked.connect(self._add_selected)
        self.format_box.currentIndexChanged.connect(lambda *_: self.refresh())
        self.format_box.activated.connect(lambda *_: self.touch())
        self.name.textEdited.connect(lambda *_: self.touch())
        self.problems.itemClicked.connect(self.unknown_lines.clicked)
        self.tree.itemSelectionChanged.connect(lambda: self.stats.show_odds(self.current(), self.tree.chosen_card()))
        self._say_texts()
        if self.deck.unknown:
            self.files.read(partial(suggest_for, service.path, list(self.deck.unknown), game), self.unknown_lines.suggested,
                            self._unreadable)

    # ---------------------------------------------------------------- building the editor

    def _top_row(self) -> QGridLayout:
        """The deck's name on a row of its own (beside the format and the section it was cut off on
        a 1280-pixel screen), under it its format and the section new cards go to."""
        top = QGridLayout()
        top.addWidget(self.labels[0], 0, 0)
        top.addWidget(self.name, 0, 1, 1, 4)
        for column, widget in enumerate((self.labels[1], self.format_box, self.labels[2], self.target)):
            top.addWidget(widget, 1, column)
        top.setColumnStretch(4, 1)  # the combo boxes keep their width, the room left goes to the name
        return top

    def _deck_page(self) -> QWidget:
        """The deck as a list or as pictures, the buttons that change it and the rules it breaks:
        +1 and −1 beside the chosen line's printing, the file's buttons on a row of their own (one
        row of all of them would not fit a 1280-pixel screen beside the search)."""
        self.buttons: list[QPushButton] = []  # +1, −1, Import, Export, Print proxies, Save
        for slot in (lambda: self.change(+1), lambda: self.change(-1), self.import_file, lambda: self.exports.export_file(),
                     self.exports.print_proxies, self.save):
            button = QPushButton()
            button.clicked.connect(slot)
            self.buttons.append(button)
        for place, button in enumerate(self.buttons[:2], start=1):
            self.pictures.bar.insertWidget(place, button)
        file_buttons = QHBoxLayout()
        for button in self.buttons[2:]:
            file_buttons.addWidget(button)
        page = QWidget()
        deck_column = QVBoxLayout(page)
        deck_column.addWidget(self.pictures.views, 3)
        deck_column.addLayout(self.pictures.bar)
        deck_column.addLayout(file_buttons)
        deck_column.addWidget(self.labels[3])
        deck_column.addWidget(self.problems, 1)
        return page

    def _missing_page(self) -> QWidget:
        """The cards the collection lacks, and their export."""
        self.missing = QListWidget()
        self.count_other_decks = QCheckBox()
        self.count_other_decks.toggled.connect(self._recount_missing)
        self.export_missing = QPushButton()
        self.export_missing.clicked.connect(lambda: self.exports.export_missing_list())
        page = QWidget()
        missing_column = QVBoxLayout(page)
        for widget, stretch in ((self.count_other_decks, 0), (self.missing, 1), (self.export_missing, 0)):
            missing_column.addWidget(widget, stretch)
        return page

    def _say_texts(self) -> None:
        """Every text the editor shows, in the language installed now (``retranslate``); the deck
        itself is drawn again (``refresh``)."""
        for index in range(self.format_box.count()):
            fmt = self.format_box.itemData(index)
            self.format_box.setItemText(index, format_name(self.game, fmt, i18n.current()) if fmt else self.tr("standard rules"))
        self.count_other_decks.setText(self.tr("Count copies used by other saved decks as unavailable"))
        self.export_missing.setText(self.tr("Export the list (shopping or proxies)…"))
        for button, text in zip(self.buttons, (self.tr("+1"), self.tr("−1"), self.tr("Import…"), self.tr("Export…"),
                                               self.tr("Print proxies…"), self.tr("Save"))):
            button.setText(text)
        for label, text in zip(self.labels, (self.tr("Name"), self.tr("Format"), self.tr("Add to"), self.tr("Rules"))):
            label.setText(text)
        for index, text in enumerate((self.tr("Deck"), self.tr("Statistics"), self.tr("Missing cards"))):
            self.tabs.setTabText(index, text)
        for index in range(self.target.count()):
            self.target.setItemText(index, section_name(self.game, self.target.itemData(index), i18n.current()))
        self.pictures.say_texts()
        self.stats.say_texts()
        self.refresh()

    def retranslate(self, lang: str) -> None:
        """Say everything again in ``lang`` (installed now), keeping the deck, its unsaved state,
        the chosen format, section and line, and a name the player wrote; the tab's title follows
        (``changed``)."""
        untitled = self.tr("New deck")
        if self.name.text() == self.untitled:  # the name it was given, not one the player wrote
            self.name.setText(untitled)
        if self.deck.name == self.untitled:
            self.deck.name = untitled
        self.untitled = untitled
        self._say_texts()
        self.search.retranslate(lang)
        self.changed.emit()

    # ---------------------------------------------------------------- unsaved changes

    def deck_name(self) -> str:
        return self.name.text().strip() or self.untitled

    def title(self) -> str:
        """The tab's title: the deck's name, marked while it has unsaved changes."""
        return f"● {self.deck_name()}" if self.dirty else self.deck_name()

    def holds_anything(self) -> bool:
        return self.dirty or bool(self.deck.unknown) or any(self.deck.sections.values())

    def touch(self) -> None:
        """The deck changed: it is unsaved, and its draft is written at once."""
        self.revision += 1
        self.dirty = True
        self._write_draft()
        self.changed.emit()

    def _write_draft(self) -> None:
        try:
            self.draft.write(self.current(), self.deck_id, [section for section, _ in self.unknown_lines.closest])
        except OSError as exc:
            self.service.failed.emit(self.tr("The deck's draft cannot be written: %1").replace("%1", str(exc)))

    def confirm_close(self) -> bool:
        """Whether the editor may close: unsaved changes are saved or discarded as the player
        says (``False``: keep it open)."""
        if not self.dirty:
            self.draft.discard()
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved deck"), self.tr("«%1» has unsaved changes. Save them?").replace("%1", self.deck_name()),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer not in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard):
            return False
        if answer == QMessageBox.StandardButton.Save:
            self.save_detached()
        else:
            self.draft.discard()
        self.dirty = False  # saved on its way, or given up
        return True

    def save_detached(self) -> None:
        """Save without waiting for the answer (the tab is closing, Tapete quitting): the draft
        is removed once the deck is in the store, and kept if the save fails."""
        deck, deck_id, game, draft = self.current(), self.deck_id, self.game, self.draft

        def job(store: Store) -> None:
            store.save_deck(deck, game, deck_id=deck_id)
            draft.discard()

        self.service.submit(job, None, what="decks")

    @staticmethod
    def confirm_quit(parent: QWidget, editors: list["DeckEditor"]) -> bool:
        """Whether Tapete may quit with ``editors`` holding unsaved decks: they are saved or
        discarded as the player says (``False``: stay)."""
        unsaved = [editor for editor in editors if editor.dirty]
        if not unsaved:
            return True
        names = ", ".join(f"«{editor.deck_name()}»" for editor in unsaved)
        answer = QMessageBox.question(
            parent, QCoreApplication.translate("DeckEditor", "Quit"), QCoreApplication.translate("DeckEditor", "These decks have unsaved changes: %1. Save them before quitting?").replace("%1", names),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer not in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard):
            return False
        for editor in unsaved:
            if answer == QMessageBox.StandardButton.Save:
                editor.save_detached()
            else:
                editor.draft.discard()
            editor.dirty = False  # saved on its way, or given up
        return True

    def restore(self, draft: Draft) -> None:
        """Take up a draft a previous run left: its deck matched to the catalogue again, unsaved."""
        self.draft = DraftFile(draft.path)
        self.deck_id = draft.deck_id
        self.files.read(partial(match_deck, self.service.path, draft.decklist, self.game, self.service.wait),
                        lambda matched: self._loaded(matched, draft.format), self._unreadable)

    # ---------------------------------------------------------------- changing the deck

    def add(self, card: CardRecord, section: str | None = None, count: int = 1) -> None:
        """``count`` more copies of ``card`` (fewer when negative) in ``section`` (by default the
        one new cards go to)."""
        add_copies(self.deck, card, section or self.target.currentData(), count)
        self.refresh()
        self.touch()

    def _add_selected(self) -> None:
        result = self.search.selected()
        if result is not None:
            self.add(result.card)

    def set_printing(self, section: str, position: int, card: CardRecord) -> None:
        """Show, play, export and print the line at ``position`` of ``section`` in ``card``'s
        printing (a line already of that printing takes its copies)."""
        moved = use_printing(self.deck, section, position, card)
        if moved is None:
            return
        self.refresh()
        self.tree.choose_line(section, moved)
        self.touch()

    def change(self, delta: int) -> None:
        """One copy more or less of the chosen card."""
        line, card = self.tree.chosen_line(), self.tree.chosen_card()
        if line is not None and card is not None:
            self.add(card, line[0], delta)

    # ---------------------------------------------------------------- what the deck says

    def current(self) -> ResolvedDeck:
        return replace(self.deck, name=self.name.text().strip() or self.deck.name, format=self.format_box.currentData() or "")

    def violations(self) -> list[Violation]:
        try:
            return validate(self.current(), self.game, self.format_box.currentData() or "")
        except TapeteError as exc:
            return [Violation(Rule("—", str(exc), exc.message("en")), exc.text)]

    def refresh(self) -> None:
        """Redraw the deck, and validate and count again (on every change). Cards whose text the
        game does not automate (a game may say so with ``is_automated``) are marked ✎."""
        automated = getattr(get_game(self.game), "is_automated", None) if self.game in game_names() else None
        self.tree.show_deck(self.deck, self.sections, automated)
        self.pictures.refresh()
        self.problems.clear()
        for item in self.unknown_lines.items():
            self.problems.addItem(item)
        violations = self.violations()
        for violation in violations:
            self.problems.addItem(violation.describe(i18n.current()))
        if not violations and not self.deck.unknown:
            self.problems.addItem(self.tr("✔ The deck follows the rules."))
        deck = self.current()
        self.stats.show_deck(deck)
        self.stats.show_odds(deck, self.tree.chosen_card())

    # ---------------------------------------------------------------- files and the store

    def load_file(self, path: str) -> None:
        """Read a deck file of any format, parsed and matched to the catalogue on a worker
        thread (``files``); unknown lines are then listed with their line numbers, and a file
        that cannot be read is explained."""
        self.files.read(partial(read_deck, self.service.path, path, self.game, self.service.wait), self._loaded, self._unreadable)

    def _loaded(self, result: object, fmt: str | None = None) -> None:
        assert isinstance(result, Matched)
        self.deck, self.unknown_lines.closest = result.deck, result.unknown
        if fmt is not None:
            self.deck.format = fmt
            self.format_box.setCurrentIndex(max(0, self.format_box.findData(fmt)))
        self.name.setText(self.deck.name or result.decklist.name)
        self.refresh()
        if fmt is not None:  # a draft: its changes are still unsaved
            self.touch()
        else:  # the file holds it: nothing to lose
            self.revision += 1
            self.dirty = False
            self.draft.discard()
            self.changed.emit()

    def _unreadable(self, error: TapeteError) -> None:
        QMessageBox.warning(self, self.tr("Cannot read the deck"), error.message(i18n.current()))

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a deck"), "", file_filters.deck_files())
        if path:
            self.open_deck_file(path)

    def open_deck_file(self, path: str) -> None:
        """A deck file for this editor: when it already holds a deck, the player says whether the
        file opens in a new tab or replaces it."""
        if self.holds_anything():
            choice = ask_where_to_open(self, self.new_tab is not None)
            if choice is None:
                return
            if choice == NEW_TAB and self.new_tab is not None:
                self.new_tab(path)
                return
        self.load_file(path)

    def _recount_missing(self) -> None:
        if self.deck_id is not None:
            self.save()

    def save(self) -> None:
        """Save to the store, on the worker thread; then show what the collection lacks."""
        deck = self.current()
        deck_id = self.deck_id
        revision = self.revision
        others = self.count_other_decks.isChecked()

        def job(store: Store) -> tuple[int, list[MissingCard]]:
            saved = store.save_deck(deck, self.game, deck_id=deck_id)
            return saved, store.missing(saved, count_other_decks=others)

        self.service.submit(job, lambda result: self._saved(result, revision), what="decks")

    def _saved(self, result: object, revision: int) -> None:
        assert isinstance(result, tuple)
        self.deck_id, missing = result
        if revision == self.revision:  # nothing changed while it was saving
            self.dirty = False
            self.draft.discard()
            self.changed.emit()
        self.missing.clear()
        for entry in missing:
            if entry.missing:
                self.missing.addItem(f"{entry.missing} × {card_name(self.game, entry.card.name, i18n.current())} ({entry.card.set_code})")
        if self.missing.count() == 0:
            self.missing.addItem(self.tr("✔ Your collection has every card of this deck."))
