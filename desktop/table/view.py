"""The widget that shows the table scene. The scene lays itself out for the view's size (its
cards as large as the window allows); Ctrl+wheel (or Ctrl++ / Ctrl+-) zooms in and out around
the mouse, Ctrl+0 goes back to the whole table, and a zoomed table pans with the wheel or by
dragging its felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPainter, QPixmapCache, QResizeEvent, QShortcut, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from desktop.table.scene import TableScene

ZOOM_STEP = 1.15
ZOOM_MIN = 1.0
ZOOM_MAX = 3.0


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        if scene.parent() is None:
            scene.setParent(self)  # the scene lives exactly as long as its view: never painted after being freed
        self.table = scene
        self.zoom = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(480, 320)
        for keys, slot in (("Ctrl+0", self.reset_zoom), ("Ctrl++", self.zoom_in), ("Ctrl+=", self.zoom_in),
                           ("Ctrl+-", self.zoom_out)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        viewport = self.viewport()
        self.table.set_view_size(viewport.width(), viewport.height())
        self._apply_zoom()
        self._fit_pixmap_cache()

    # ------------------------------------------------------------------ zoom

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.set_zoom(self.zoom * ZOOM_STEP ** steps)
            event.accept()
            return
        super().wheelEvent(event)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def reset_zoom(self) -> None:
        self.set_zoom(1.0)

    def set_zoom(self, zoom: float) -> None:
        """Zoom the table (1: the whole table in the window)."""
        self.zoom = min(ZOOM_MAX, max(ZOOM_MIN, zoom))
        self._apply_zoom()

    def _apply_zoom(self) -> None:
        self.resetTransform()
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)
        # zoomed in, a drag on the felt pans the table; cards take their own drags first
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag if self.zoom > 1.0 else QGraphicsView.DragMode.NoDrag)
        if self.zoom == 1.0:
            self.centerOn(self.sceneRect().center())

    def _fit_pixmap_cache(self) -> None:
        """Cards and zones keep their drawn images in ``QPixmapCache``; Qt's default 10 MB holds
        about 150 small cards, and a cache that evicts on every frame repaints them all (a drag
        over a full table dropped to 18 fps). Cards as large as the window allows overlap in
        piles and rows, and zones are cached whole: room for twelve screens of the view is kept."""
        ratio = self.devicePixelRatioF()
        needed_kb = int(12 * self.viewport().width() * self.viewport().height() * ratio * ratio * 4 / 1024)
        if needed_kb > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(needed_kb)
