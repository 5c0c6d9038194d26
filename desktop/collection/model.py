"""A table model over store searches: sortable, fetched a page at a time as the view scrolls."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt

from engine.store import Store
from engine.store.search import SearchResult

PAGE = 200
CARD_MIME = "application/x-tapete-card"
Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Query:
    """What the browser asks the store for."""

    text: str = ""
    game: str | None = None
    set_code: str | None = None
    type_contains: str | None = None
    min_mana_value: float | None = None
    max_mana_value: float | None = None
    owned_only: bool = False
    order_by: str = "name"
    descending: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


class CollectionTableModel(QAbstractTableModel):
    """Rows are search results; sorting asks the store again in the new order."""

    COLUMNS = ("name", "set", "number", "type", "cost", "owned")
    ORDER = {"name": "name", "set": "set", "number": "set", "type": "type", "cost": "mana_value", "owned": "owned"}

    def __init__(self, store: Store) -> None:
        super().__init__()
        self.store = store
        self.query = Query()
        self.rows: list[SearchResult] = []
        self.exhausted = False

    def headers(self) -> tuple[str, ...]:
        return (self.tr("Name"), self.tr("Set"), self.tr("Number"), self.tr("Type"), self.tr("Cost"), self.tr("Owned"))

    def search(self, query: Query) -> None:
        """Start over with ``query`` (the first page)."""
        self.beginResetModel()
        self.query = query
        self.rows = self._page(0)
        self.exhausted = len(self.rows) < PAGE
        self.endResetModel()

    def refresh(self) -> None:
        """Read again what is shown (quantities changed), keeping as many rows as were loaded."""
        count = max(PAGE, len(self.rows))
        self.beginResetModel()
        self.rows = self._page(0, count)
        self.exhausted = len(self.rows) < count
        self.endResetModel()

    def _page(self, offset: int, limit: int = PAGE) -> list[SearchResult]:
        q = self.query
        return self.store.search(
            q.text, game=q.game, set_code=q.set_code, type_contains=q.type_contains, min_mana_value=q.min_mana_value,
            max_mana_value=q.max_mana_value, owned_only=q.owned_only, limit=limit, offset=offset,
            order_by=q.order_by, descending=q.descending,  # type: ignore[arg-type]
        )

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
            return {
                "name": card.name,
                "set": card.set_code,
                "number": card.number,
                "type": card.type_line,
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
