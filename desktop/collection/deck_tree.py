"""The deck editor's tree of sections and cards, which takes the cards dragged from the search."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QTreeWidget

from desktop.collection.model import CARD_MIME

if TYPE_CHECKING:
    from desktop.collection.deck_editor import DeckEditor


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
