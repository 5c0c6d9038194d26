"""The things drawn on the table: cards and zones."""

from __future__ import annotations


from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from engine.core.observation import CardView

if TYPE_CHECKING:
    from desktop.table.scene import TableScene

ANIMATION_MS = 150
HIGHLIGHT = QColor(255, 214, 64)
TARGET = QColor(80, 220, 255)
SELECTED = QColor(255, 120, 60)
MARKER_GLYPHS = {"dormir": "Zz", "negada": "⊘", "ficha": "F", "rapido_usado": "R", "marcador": "◉", "adhesion": "∞",
                 "mareo": "Zz", "atacando": "⚔", "bloqueando": "⛨", "manual": "✎", "girada": "", "transformada": "⇄", "aventura": "⚑"}
"""Badges drawn on cards; "" draws none (the rotation already shows it). Markers with a ":"
(``kw:flying``) are details for the card panel and scenarios, not badges."""
#: Counters drawn as a die on the card's lower edge (Eliria's d12 power), with their glyph.
COUNTER_GLYPHS = {"poder": "⬢"}


class CardItem(QGraphicsObject):
    """One card on the table. It never changes the game: it tells its scene what the player did."""

    def __init__(self, view: CardView, pixmap: QPixmap, width: float, height: float) -> None:
        super().__init__()
        self.view = view
        self.pixmap = pixmap
        self.w = width
        self.h = height
        self.highlight: QColor | None = None
        self.selected = False
        self.focused = False
        self.show_stats = False
        self._press: QPointF | None = None
        self._dragging = False
        self._home = QPointF()
        self._placed = False
        self._move_anim: QPropertyAnimation | None = None
        self._turn_anim: QPropertyAnimation | None = None
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        # Each card keeps its drawn image: a drag only moves cached pictures around.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def table(self) -> "TableScene":
        """The scene the card is on, asked of Qt: the card keeps no reference to it (a Python cycle
        scene ↔ card let the garbage collector free both in an order that crashed Qt)."""
        return self.scene()  # type: ignore[return-value]

    # ------------------------------------------------------------------ geometry and painting

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 4, -self.h / 2 - 4, self.w + 8, self.h + 8)

    def card_rect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        path = QPainterPath()
        radius = self.w * 0.06
        path.addRoundedRect(rect, radius, radius)
        painter.save()
        painter.setClipPath(path)
        painter.drawPixmap(rect, self.pixmap, QRectF(self.pixmap.rect()))
        painter.restore()
        color = SELECTED if self.selected else self.highlight
        if color is not None:
            painter.setPen(QPen(color, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        if self.focused:
            painter.setPen(QPen(QColor("white"), 3, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-6, -6, 6, 6), radius, radius)
        self._paint_badges(painter, rect)

    def _paint_badges(self, painter: QPainter, rect: QRectF) -> None:
        font = QFont("DejaVu Sans", 9)
        font.setBold(True)
        painter.setFont(font)
        badges = [MARKER_GLYPHS.get(m, m[:2]) for m in self.view.markers if m != "dañada" and ":" not in m]
        badges = [b for b in badges if b]
        damage = dict(self.view.counters).get("dano")
        if damage:
            badges.insert(0, f"-{damage}")
        x = rect.left() + 4
        for text in badges:
            width = 8 + 7 * len(text)
            box = QRectF(x, rect.top() + 4, width, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(180, 30, 30) if text.startswith("-") else QColor(40, 40, 90))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            x += width + 3
        x = rect.left() + 4
        for name, value in self.view.counters:
            if name not in COUNTER_GLYPHS:
                continue
            text = f"{COUNTER_GLYPHS[name]} {value}"
            width = 10 + 8 * len(text)
            box = QRectF(x, rect.bottom() - 24, width, 20)
            painter.setPen(QPen(QColor(60, 40, 10), 1))
            painter.setBrush(QColor(240, 200, 90))
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor(40, 25, 5))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            x += width + 3
        stats = dict(self.view.stats)
        if self.show_stats and "fuerza" in stats:
            text = f"{stats['fuerza']}/{stats.get('defensa', stats.get('resistencia', '?'))}"  # SiX / MTG
            box = QRectF(rect.center().x() - 22, rect.bottom() - 22, 44, 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 210))
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor(255, 235, 160))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    # ------------------------------------------------------------------ animation

    def place(self, pos: QPointF, rotated: bool, animate: bool) -> None:
        """Go to ``pos`` (and a 90° turn when rotated), animated in about 150 ms. A new card
        flies in from where it was put (its source zone), or appears in place."""
        self._home = pos
        angle = 90.0 if rotated else 0.0
        first = not self._placed
        self._placed = True
        if not animate or (first and self.pos().isNull()):
            self.setPos(pos)
            self.setRotation(angle)
            return
        if self.pos() != pos:
            self._move_anim = _animate(self, b"pos", self.pos(), pos)
        if self.rotation() != angle:
            self._turn_anim = _animate(self, b"rotation", self.rotation(), angle)

    def snap_back(self) -> None:
        self._move_anim = _animate(self, b"pos", self.pos(), self._home)

    # ------------------------------------------------------------------ input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            if self._move_anim is not None:
                self._move_anim.stop()
                self.setPos(self._home)
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) > 6 and self.table.can_drag(self):
            self._dragging = True
            self.setZValue(1000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.table.drag_started(self)
        if self._dragging:
            self.setPos(self._home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._dragging:
            self._dragging = False
            self.table.dropped(self, event.scenePos())
        else:
            self.table.clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.double_clicked(self)

    def hoverEnterEvent(self, event: object) -> None:
        self.table.hovered(self)

    def contextMenuEvent(self, event: object) -> None:
        self.table.context_menu(self, event.screenPos())  # type: ignore[attr-defined]


def _animate(item: QGraphicsObject, prop: bytes, start: object, end: object) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, prop)
    animation.setDuration(ANIMATION_MS)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    animation.start()
    return animation


class ZoneItem(QGraphicsRectItem):
    """A zone's frame, label and count; it lights up where a dragged card may go."""

    def __init__(self, key: str, owner: int | None, name: str, label: str, rect: QRectF) -> None:
        super().__init__(rect)
        self.key = key
        self.owner = owner
        self.name = name
        self.label = label
        self.count = 0
        self.show_count = False
        self.lit = False
        self.setZValue(-10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 214, 64, 70) if self.lit else QColor(0, 0, 0, 40)
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(HIGHLIGHT if self.lit else QColor(255, 255, 255, 60), 3 if self.lit else 1.5, Qt.PenStyle.DashLine if not self.lit else Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor(255, 255, 255, 150))
        box = rect.adjusted(6, 2, -6, -2)
        painter.setFont(QFont("DejaVu Sans", 9))
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, fit_label(painter, self.label, box.width()))
        if self.show_count:
            painter.drawText(rect.adjusted(6, 2, -6, -2), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(self.count))


def fit_label(painter: QPainter, text: str, width: float, smallest: float = 6.5) -> str:
    """``text`` as it fits in ``width``: the painter's font shrinks (down to ``smallest``
    points), then the end is elided (a narrow pile zone: «Zona de mando»)."""
    font = painter.font()
    while QFontMetricsF(font).horizontalAdvance(text) > width and font.pointSizeF() > smallest:
        font.setPointSizeF(max(smallest, font.pointSizeF() - 0.5))
    painter.setFont(font)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
