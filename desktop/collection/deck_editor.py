"""The deck editor: search the catalogue, drag cards into sections, live validation with the
rules they break, statistics, the cards your collection lacks, import and export; the deck and
the search as lists or as card pictures, with the printing chosen per deck line. An unknown line
offers the closest names to pick from; a deck file never replaces the deck being edited without
asking; unsaved changes show in the tab's title, are kept as a draft as they happen
(``drafts``) and are asked about before the tab closes or Tapete quits."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import file_filters
from desktop.collection.browser import SearchPane
from desktop.collection.charts import BarChart
from desktop.collection.deck_files import NEW_TAB, REPLACE, Matched, Unknown, ask_where_to_open, match_deck, suggest_for
from desktop.collection.deck_tree import DeckTree
from desktop.collection.drafts import Draft, DraftFile
from desktop.collection.deck_pictures import DeckPictures
from desktop.file_reader import FileReader
from desktop.i18n import chosen_language
from desktop.image_sources import ImageSources
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.core.deck import Violation
from engine.core.game import game_names, get_game
from engine.core.errors import Rule, TapeteError
from engine.core.textfiles import write_text_atomic
from engine.core.terms import format_name, section_name
from engine.decks.probability import draw_rules
from engine.decks.stats import attribute_breakdown, color_breakdown, cost_curve, draw_probability, named, type_breakdown
from engine.formats.decks import format_for_path, parse_deck_file, write_deck
from engine.formats.records import CardRecord, DeckLine, DeckList, ResolvedDeck
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
        self.unknown: list[Unknown] = [("main", []) for _ in self.deck.unknown]  # beside deck.unknown
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
        self.labels = [QLabel() for _ in range(6)]  # Name, Format, Add to, Rules, Cost curve, Card types
        self.tabs = QTabWidget()
        self.tabs.addTab(self._deck_page(), "")
        self.tabs.addTab(self._statistics_page(), "")
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
        self.problems.itemClicked.connect(self._unknown_menu)
        self.tree.itemSelectionChanged.connect(self._show_odds)
        self._say_texts()
        if self.deck.unknown:
            self.files.read(partial(suggest_for, service.path, list(self.deck.unknown), game), self._suggested, self._unreadable)

    # ---------------------------------------------------------------- building the editor

    def _top_row(self) -> QHBoxLayout:
        """The deck's name, its format and the section new cards go to."""
        top = QHBoxLayout()
        for widget, stretch in ((self.labels[0], 0), (self.name, 1), (self.labels[1], 0), (self.format_box, 0),
                                (self.labels[2], 0), (self.target, 0)):
            top.addWidget(widget, stretch)
        return top

    def _deck_page(self) -> QWidget:
        """The deck as a list or as pictures, the buttons that change it and the rules it breaks:
        +1 and −1 beside the chosen line's printing, the file's buttons on a row of their own (one
        row of all of them would not fit a 1280-pixel screen beside the search)."""
        self.buttons: list[QPushButton] = []  # +1, −1, Import, Export, Print proxies, Save
        for slot in (lambda: self.change(+1), lambda: self.change(-1), self.import_file, self.export_file,
                     self.print_proxies, self.save):
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

    def _statistics_page(self) -> QWidget:
        """The cost curve, the card types, the colours (or attributes) and the odds of drawing."""
        self.curve, self.types, self.colours = BarChart(""), BarChart(""), BarChart("")
        self.colours_title = QLabel()
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        page = QWidget()
        stats_column = QVBoxLayout(page)
        for widget in (self.labels[4], self.curve, self.labels[5], self.types, self.colours_title, self.colours, self.odds):
            stats_column.addWidget(widget)
        stats_column.addStretch(1)
        return page

    def _missing_page(self) -> QWidget:
        """The cards the collection lacks, and their export."""
        self.missing = QListWidget()
        self.count_other_decks = QCheckBox()
        self.count_other_decks.toggled.connect(self._recount_missing)
        self.export_missing = QPushButton()
        self.export_missing.clicked.connect(lambda: self.export_missing_list())
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
            self.format_box.setItemText(index, format_name(self.game, fmt, chosen_language()) if fmt else self.tr("standard rules"))
        self.curve.empty_text = self.tr("No costs yet")
        self.types.empty_text = self.tr("No types")
        self.colours_title.setText(self.tr("Attributes (main)") if self._palette() == "attribute" else self.tr("Colours (main)"))
        self.count_other_decks.setText(self.tr("Count copies used by other saved decks as unavailable"))
        self.export_missing.setText(self.tr("Export the list (shopping or proxies)…"))
        for button, text in zip(self.buttons, (self.tr("+1"), self.tr("−1"), self.tr("Import…"), self.tr("Export…"),
                                               self.tr("Print proxies…"), self.tr("Save"))):
            button.setText(text)
        for label, text in zip(self.labels, (self.tr("Name"), self.tr("Format"), self.tr("Add to"), self.tr("Rules"),
                                             self.tr("Cost curve (main)"), self.tr("Card types (main)"))):
            label.setText(text)
        for index, text in enumerate((self.tr("Deck"), self.tr("Statistics"), self.tr("Missing cards"))):
            self.tabs.setTabText(index, text)
        for index in range(self.target.count()):
            self.target.setItemText(index, section_name(self.game, self.target.itemData(index), chosen_language()))
        self.pictures.say_texts()
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
            self.draft.write(self.current(), self.deck_id, [section for section, _ in self.unknown])
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
        self.touch()

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
        self.touch()

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
            top = QTreeWidgetItem([f"{section_name(self.game, section, chosen_language())} ({sum(n for n, _ in entries)})"])
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
        for index, line in enumerate(self.deck.unknown):
            closest = self.unknown[index][1] if index < len(self.unknown) else []
            text = self.tr("line %1: unknown card «%2»").replace("%1", str(line.line or "—")).replace("%2", line.name or line.code)
            if closest:
                text += self.tr(" — did you mean %1? (click to choose)").replace("%1", ", ".join(closest[:3]))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.problems.addItem(item)
        violations = self.violations()
        for violation in violations:
            self.problems.addItem(violation.describe(chosen_language()))
        if not violations and not self.deck.unknown:
            self.problems.addItem(self.tr("✔ The deck follows the rules."))
        deck = self.current()
        self.curve.set_curve(cost_curve(deck, ["main"]).get("main", {}))
        self.types.set_bars(list(type_breakdown(deck, ["main"]).items()))
        colours = attribute_breakdown(deck, ["main"]) if self._palette() == "attribute" else color_breakdown(deck, ["main"])
        names = {"W": self.tr("White"), "U": self.tr("Blue"), "B": self.tr("Black"), "R": self.tr("Red"),
                 "G": self.tr("Green"), "colorless": self.tr("Colourless")}
        self.colours.set_bars([] if list(colours) == ["colorless"]
                              else [(names.get(key, key), count) for key, count in colours.items()])
        for widget in (self.colours_title, self.colours):  # games without colours or attributes hide it
            widget.setVisible(bool(self.colours.bars))
        self._show_odds()

    def _palette(self) -> str:
        """What the colour chart counts (``Game.deck_palette``)."""
        return get_game(self.game).deck_palette if self.game in game_names() else "colors"

    def _show_odds(self) -> None:
        item = self.tree.currentItem()
        rules = draw_rules(self.game)
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

    # ---------------------------------------------------------------- unknown lines

    def _suggested(self, result: object) -> None:
        assert isinstance(result, list)
        if len(result) == len(self.deck.unknown):
            self.unknown = [(section, names) for (section, _), names in zip(self.unknown, result)]
            self.refresh()

    def _unknown_menu(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self.unknown_menu(index).popup(self.problems.viewport().mapToGlobal(self.problems.visualItemRect(item).center()))

    def unknown_menu(self, index: int) -> QMenu:
        """What an unknown line may become: one of the closest names, or nothing."""
        menu = QMenu(self)
        for name in self.unknown[index][1]:
            menu.addAction(self.tr("Use «%1»").replace("%1", name)).triggered.connect(
                lambda _=False, n=name: self.use_name(index, n))
        if menu.isEmpty():
            menu.addAction(self.tr("No card has a similar name")).setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.tr("Remove the line")).triggered.connect(lambda: self.drop_unknown(index))
        return menu

    def use_name(self, index: int, name: str) -> bool:
        """The unknown line at ``index`` becomes ``name``'s card, its copies in its section."""
        card = self.service.read.find_printing(self.game, name=name)
        if card is None or not 0 <= index < len(self.deck.unknown):
            return False
        line = self.deck.unknown.pop(index)
        section, _ = self.unknown.pop(index)
        self.add(card, section, line.count)
        return True

    def drop_unknown(self, index: int) -> None:
        del self.deck.unknown[index]
        del self.unknown[index]
        self.refresh()
        self.touch()

    # ---------------------------------------------------------------- files and the store

    def load_file(self, path: str) -> None:
        """Read a deck file of any format, parsed and matched to the catalogue on a worker
        thread (``files``); unknown lines are then listed with their line numbers, and a file
        that cannot be read is explained."""
        self.files.read(partial(read_deck, self.service.path, path, self.game, self.service.wait), self._loaded, self._unreadable)

    def _loaded(self, result: object, fmt: str | None = None) -> None:
        assert isinstance(result, Matched)
        self.deck, self.unknown = result.deck, result.unknown
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
        QMessageBox.warning(self, self.tr("Cannot read the deck"), str(error))

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
