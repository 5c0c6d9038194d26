"""The deck editor's list: the deck's sections and their lines, the line chosen in it, and the
cards dragged onto it from the search."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from desktop import i18n
from desktop.collection.model import CARD_MIME
from engine.core.terms import card_name, section_name
from engine.formats.records import CardRecord, ResolvedDeck

if TYPE_CHECKING:
    from desktop.collection.deck_editor import DeckEditor

#: Where a line's card is kept on its item.
CARD_ROLE = Qt.ItemDataRole.UserRole + 1


class DeckTree(QTreeWidget):
    """The deck's sections and their cards; accepts cards dragged from the search table."""

    def __init__(self, editor: "DeckEditor") -> None:
        super().__init__()
        self.editor = editor
        self.setHeaderHidden(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QTreeWidget.DragDropMode.DropOnly)

    def show_deck(self, deck: ResolvedDeck, sections: tuple[str, ...], automated: Callable[[CardRecord], bool] | None) -> None:
        """List ``sections`` of ``deck`` in the window's language, keeping the chosen line; a card
        whose text the game does not automate (``automated`` says) is marked ✎."""
        chosen, lang = self.chosen_line(), i18n.current()
        self.clear()
        for section in sections:
            entries = deck.sections.get(section, [])
            top = QTreeWidgetItem([f"{section_name(deck.game, section, lang)} ({sum(n for n, _ in entries)})"])
            top.setData(0, Qt.ItemDataRole.UserRole, section)
            for count, card in entries:
                name = card_name(deck.game, card.name, lang)  # as the faces show it
                child = QTreeWidgetItem([f"{count} × {name}  ({card.set_code} {card.number})".rstrip()])
                child.setData(0, CARD_ROLE, card)
                if automated is not None and not automated(card):
                    child.setText(0, child.text(0) + "  ✎")
                    child.setToolTip(0, self.tr("Its text is not automated: it plays, and you resolve it by hand."))
                top.addChild(child)
            self.addTopLevelItem(top)
            top.setExpanded(True)
        if chosen is not None:
            self.choose_line(*chosen)

    @staticmethod
    def section_of(item: QTreeWidgetItem) -> str:
        parent = item.parent() or item
        return str(parent.data(0, Qt.ItemDataRole.UserRole))

    def chosen_line(self) -> tuple[str, int] | None:
        """``(section, position)`` of the deck line chosen in the list (and the grid)."""
        item = self.currentItem()
        parent = item.parent() if item is not None else None
        if item is None or parent is None:
            return None
        return self.section_of(item), parent.indexOfChild(item)

    def chosen_card(self) -> CardRecord | None:
        """The card of the chosen line (``None``: a section or nothing is chosen)."""
        item = self.currentItem()
        return item.data(0, CARD_ROLE) if item is not None and item.parent() is not None else None

    def choose_line(self, section: str, position: int) -> None:
        """Make the line at ``position`` of ``section`` the chosen one."""
        for row in range(self.topLevelItemCount()):
            top = self.topLevelItem(row)
            child = top.child(position) if top is not None and top.data(0, Qt.ItemDataRole.UserRole) == section else None
            if child is not None:
                self.setCurrentItem(child)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragEnterEvent) -> None:  # type: ignore[override]
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        ids = [int(x) for x in bytes(event.mimeData().data(CARD_MIME).data()).decode().split(",") if x]
        item = self.itemAt(event.position().toPoint())
        section = self.section_of(item) if item is not None else self.editor.target.currentData()
        for card_id in ids:
            self.editor.add(self.editor.service.read.get_card(card_id), section)
        event.acceptProposedAction()
