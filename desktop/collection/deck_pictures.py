"""The deck as card pictures, and the printing of each deck line.

``DeckLinesModel`` lists a deck's lines (section, position) for ``CardGridView``; each tile shows
the line's printing, its count and its set and number. ``printings_of`` finds every printing of
a card in the catalogue, for the "Printing" menu that changes a line's printing (the grid, the
table, the exported deck and the proxies then show that printing's picture).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, QPoint, QSettings, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QAbstractItemView, QButtonGroup, QHBoxLayout, QMenu, QPushButton, QStackedWidget, QToolButton

from cardimages.faces import record_face
from cardimages.imagecache.printing import collector_order, printing_of_record
from desktop import i18n
from desktop.collection.image_grid import CardGridView, GridCard
from desktop.collection.model import CARD_MIME
from engine.core.terms import section_name
from engine.formats.records import CardRecord, ResolvedDeck
from engine.store import SearchQuery, Store

if TYPE_CHECKING:
    from desktop.collection.deck_editor import DeckEditor

Index = QModelIndex | QPersistentModelIndex
LINE = Qt.ItemDataRole.UserRole
DECK_VIEW_SETTING = "deck_editor/view"  # "list" or "pictures"


class DeckLinesModel(QAbstractListModel):
    """One row per deck line, sections in order; ``UserRole`` is ``(section, position)``."""

    def __init__(self) -> None:
        super().__init__()
        self.deck: ResolvedDeck | None = None
        self.lines: list[tuple[str, int]] = []

    def set_deck(self, deck: ResolvedDeck, sections: tuple[str, ...]) -> None:
        self.beginResetModel()
        self.deck = deck
        order = [*sections, *(s for s in deck.sections if s not in sections)]
        self.lines = [(section, position) for section in order for position in range(len(deck.sections.get(section, [])))]
        self.endResetModel()

    def entry(self, row: int) -> tuple[str, int, CardRecord] | None:
        """``(section, count, card)`` of the line at ``row``."""
        if self.deck is None or not 0 <= row < len(self.lines):
            return None
        section, position = self.lines[row]
        count, card = self.deck.sections[section][position]
        return section, count, card

    def row_of(self, section: str, position: int) -> int:
        return self.lines.index((section, position)) if (section, position) in self.lines else -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        entry = self.entry(index.row()) if index.isValid() else None
        if entry is None:
            return None
        section, count, card = entry
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{count} × {card.name}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{count} × {card.name} ({card.set_code} {card.number}) — {section}"
        if role == LINE:
            return self.lines[index.row()]
        return None


def line_card(model: DeckLinesModel, index: Index) -> GridCard | None:
    """What the deck's grid shows for a line, in the window's language: its printing, ``3×``
    and where it is from."""
    entry = model.entry(index.row())
    if entry is None:
        return None
    section, count, card = entry
    lang = i18n.current()
    face = record_face(card, lang)
    where = " ".join(part for part in (card.set_code, card.number) if part)
    note = where if section == "main" else f"{where} · {section_name(card.game, section, lang)}".strip(" ·")
    return GridCard(face, printing_of_record(card, local_name=face.name), f"{count}×", note)


def printings_of(store: Store, card: CardRecord) -> list[CardRecord]:
    """Every printing of ``card``'s name in the catalogue (tokens apart), by set and number."""
    query = SearchQuery(text=card.name, game=card.game, names_only=True)
    found = {(r.card.set_code, r.card.number): r.card for r in store.search(query, limit=1000)
             if r.card.name == card.name and r.card.is_token == card.is_token}
    found.setdefault((card.set_code, card.number), card)
    return [found[key] for key in sorted(found, key=lambda key: (key[0], collector_order(key[1])))]


class DeckGrid(CardGridView):
    """The deck's pictures; cards dragged from the search are added to the chosen section."""

    def __init__(self, pictures: "DeckPictures") -> None:
        super().__init__(lambda index: line_card(pictures.model, index), lambda: pictures.editor.images.library)
        self.editor = pictures.editor
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        ids = [int(x) for x in bytes(event.mimeData().data(CARD_MIME).data()).decode().split(",") if x.isdigit()]
        for card_id in ids:
            self.editor.add(self.editor.service.read.get_card(card_id), self.editor.target.currentData())
        event.acceptProposedAction()


class DeckPictures(QObject):
    """The deck editor's deck as a list (its tree) or as pictures, and the menu of a line: one
    copy more or less, and its printing."""

    def __init__(self, editor: "DeckEditor") -> None:
        super().__init__(editor)
        self.editor = editor
        self.model = DeckLinesModel()
        self.grid = DeckGrid(self)
        self.grid.setModel(self.model)
        self.grid.setDragEnabled(False)
        self.grid.set_card_width(120)
        editor.images.changed.connect(self.grid.reload)
        self.views = QStackedWidget()
        self.views.addWidget(editor.tree)
        self.views.addWidget(self.grid)
        self.list_button = QToolButton()
        self.pictures_button = QToolButton()
        self.printing_button = QPushButton()
        self.say_texts()
        self.printing_button.clicked.connect(self._printing_button)
        group = QButtonGroup(self)
        for button in (self.list_button, self.pictures_button):
            button.setCheckable(True)
            group.addButton(button)
        self.list_button.clicked.connect(lambda: self.show_pictures(False))
        self.pictures_button.clicked.connect(lambda: self.show_pictures(True))
        self.bar = QHBoxLayout()
        self.bar.addWidget(self.printing_button)
        self.bar.addStretch(1)
        self.bar.addWidget(self.list_button)
        self.bar.addWidget(self.pictures_button)
        for view in (editor.tree, self.grid):
            view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        editor.tree.customContextMenuRequested.connect(lambda point: self._menu_at(editor.tree.viewport().mapToGlobal(point)))
        self.grid.customContextMenuRequested.connect(self._grid_menu)
        self.grid.selectionModel().currentChanged.connect(lambda current, _: self._grid_chosen(current))
        self.show_pictures(QSettings("Tapete", "Tapete").value(DECK_VIEW_SETTING, "list") == "pictures")

    def say_texts(self) -> None:
        """The bar's texts, in the language installed now (the editor's ``retranslate``)."""
        self.list_button.setText(self.tr("List"))
        self.pictures_button.setText(self.tr("Pictures"))
        self.pictures_button.setToolTip(self.tr("Show the deck as its cards' pictures, each line in its printing"))
        self.printing_button.setText(self.tr("Printing…"))
        self.printing_button.setToolTip(self.tr("Choose the set and number of the chosen line: its picture is shown and printed"))

    def show_pictures(self, pictures: bool) -> None:
        self.views.setCurrentWidget(self.grid if pictures else self.editor.tree)
        self.list_button.setChecked(not pictures)
        self.pictures_button.setChecked(pictures)
        QSettings("Tapete", "Tapete").setValue(DECK_VIEW_SETTING, "pictures" if pictures else "list")

    def refresh(self) -> None:
        """Show the deck as it is now (the line chosen stays chosen)."""
        chosen = self.editor.tree.chosen_line()
        self.model.set_deck(self.editor.deck, self.editor.sections)
        if chosen is not None and (row := self.model.row_of(*chosen)) >= 0:
            self.grid.setCurrentIndex(self.model.index(row))

    def _grid_chosen(self, index: QModelIndex) -> None:
        line = index.data(LINE) if index.isValid() else None
        if line is not None:
            self.editor.tree.choose_line(*line)

    def _grid_menu(self, point: QPoint) -> None:
        index = self.grid.indexAt(point)
        if index.isValid():
            self.grid.setCurrentIndex(index)
            self._menu_at(self.grid.viewport().mapToGlobal(point))

    def _printing_button(self) -> None:
        self._menu_at(self.printing_button.mapToGlobal(self.printing_button.rect().bottomLeft()), printings_only=True)

    def line_menu(self, section: str, position: int, printings_only: bool = False) -> QMenu:
        """The menu of one deck line: +1, −1 and its printings (the current one ticked)."""
        count, card = self.editor.deck.sections[section][position]
        menu = QMenu(self.editor)
        if not printings_only:
            menu.addAction(self.tr("One copy more"), lambda: self.editor.add(card, section, 1))
            menu.addAction(self.tr("One copy less"), lambda: self.editor.add(card, section, -1))
        printings = menu if printings_only else menu.addMenu(self.tr("Printing"))
        for printing in printings_of(self.editor.service.read, card):
            label = " ".join(part for part in (printing.set_code, printing.number) if part) or printing.name
            if printing.set_name:
                label += f" — {printing.set_name}"
            action = printings.addAction(label, partial(self.editor.set_printing, section, position, printing))
            action.setCheckable(True)
            action.setChecked((printing.set_code, printing.number) == (card.set_code, card.number))
        return menu

    def _menu_at(self, where: QPoint, printings_only: bool = False) -> None:
        chosen = self.editor.tree.chosen_line()
        if chosen is not None:
            self.line_menu(*chosen, printings_only=printings_only).popup(where)
