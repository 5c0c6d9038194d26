"""A table model over store searches: sortable, fetched a page at a time as the view scrolls.
Names and types sort as the window's language shows them (``SearchQuery.lang``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt

from desktop import i18n
from engine.core.terms import card_name, translate_type_line
from engine.store import Store
from engine.store.search import MOST, PAGE, OrderBy, SearchQuery, SearchResult

CARD_MIME = "application/x-tapete-card"
Index = QModelIndex | QPersistentModelIndex


class CollectionTableModel(QAbstractTableModel):
    """Rows are search results; sorting asks the store again in the new order."""

    COLUMNS = ("name", "set", "number", "type", "cost", "owned")
    ORDER: dict[str, OrderBy] = {"name": "name", "set": "set", "number": "set", "type": "type", "cost": "mana_value", "owned": "owned"}

    def __init__(self, store: Store) -> None:
        super().__init__()
        self.store = store
        self.query = SearchQuery()
        self.rows: list[SearchResult] = []
        self.exhausted = False

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Name"), self.tr("Set"), self.tr("Number"), self.tr("Type"), self.tr("Cost"), self.tr("Owned"))

    def search(self, query: SearchQuery) -> None:
        """Start over with ``query`` (the first page), in the order the window's language shows."""
        self.beginResetModel()
        self.query = replace(query, lang="en" if i18n.current() == "en" else "es")
        self.rows = self._page(0)
        self.exhausted = len(self.rows) < PAGE
        self.endResetModel()

    def refresh(self) -> None:
        """Read again what is shown (quantities changed), keeping as many rows as were loaded."""
        count = max(PAGE, len(self.rows))
        self.beginResetModel()
        self.rows = []
        while len(self.rows) < count:  # the store gives at most MOST cards at a time
            asked = min(MOST, count - len(self.rows))
            page = self._page(len(self.rows), asked)
            self.rows += page
            if len(page) < asked:
                break
        self.exhausted = len(self.rows) < count
        self.endResetModel()

    def _page(self, offset: int, limit: int = PAGE) -> list[SearchResult]:
        return self.store.search(self.query, limit=limit, offset=offset)

    # ---------------------------------------------------------------- Qt model

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        result = self.rows[index.row()]
        card = result.card
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            lang = i18n.current()  # names and types as the faces show them
            return {
                "name": card_name(card.game, card.name, lang),
                "set": card.set_code,
                "number": card.number,
                "type": translate_type_line(card.game, card.type_line, lang),
                "cost": card.cost,
                "owned": result.owned or "",
            }[column]
        if role == Qt.ItemDataRole.UserRole:
            return result
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "owned":
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        descending = order == Qt.SortOrder.DescendingOrder
        self.search(replace(self.query, order_by=self.ORDER[self.COLUMNS[column]], descending=descending))

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:
        return not parent.isValid() and not self.exhausted

    def fetchMore(self, parent: Index = QModelIndex()) -> None:
        more = self._page(len(self.rows))
        if not more:
            self.exhausted = True
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()
        self.exhausted = len(more) < PAGE

    def flags(self, index: Index) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        ids = sorted({self.rows[i.row()].card_id for i in indexes if i.isValid()})
        mime = QMimeData()
        mime.setData(CARD_MIME, ",".join(map(str, ids)).encode())
        return mime
