"""The widget that shows the table scene, scaled to fit its window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from desktop.table.scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        if scene.parent() is None:
            scene.setParent(self)  # the scene lives exactly as long as its view: never painted after being freed
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(640, 400)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_pixmap_cache()

    def _fit_pixmap_cache(self) -> None:
        """Cards and zones keep their drawn images in ``QPixmapCache``; Qt's default 10 MB holds
        about 150 small cards, and a cache that evicts on every frame repaints them all (a drag
        over a full table dropped to 18 fps). Room for four screens of the view is kept."""
        ratio = self.devicePixelRatioF()
        needed_kb = int(4 * self.viewport().width() * self.viewport().height() * ratio * ratio * 4 / 1024)
        if needed_kb > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(needed_kb)
