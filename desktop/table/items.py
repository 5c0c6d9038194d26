"""The things drawn on the table: cards, zones and their labels."""

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
#: Labels are drawn above the cards (a dragged card, at 1000, passes over them).
LABEL_Z = 900.0
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
    """A zone's frame; it lights up where a dragged card may go. Its name and count are its
    ``caption``, an item of its own drawn above the cards."""

    def __init__(self, key: str, owner: int | None, name: str, caption: ZoneLabel, rect: QRectF) -> None:
        super().__init__(rect)
        self.key = key
        self.owner = owner
        self.name = name
        self.caption = caption
        self.lit = False
        self.setZValue(-10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 214, 64, 70) if self.lit else QColor(0, 0, 0, 40)
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(HIGHLIGHT if self.lit else QColor(255, 255, 255, 60), 3 if self.lit else 1.5, Qt.PenStyle.DashLine if not self.lit else Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(self.rect(), 8, 8)


class ZoneLabel(QGraphicsItem):
    """A zone's name, and a pile's count, drawn above the cards so that none hides them. The
    name sits above the zone's cards where they leave it room; where they do not (a small
    seat), a row has it at its right end, which its cards keep clear of (``beside``), and a
    pile over the top of its card, on a dark backing like the count's."""

    def __init__(self, text: str, short: str = "") -> None:
        super().__init__()
        self.text = text
        self.short = short
        self.shown = text
        self.font = label_font()
        self.name_rect = QRectF()
        self.zone = QRectF()
        self.count: int | None = None
        self.backed = False
        self.beside = 0.0
        self.setZValue(LABEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def place(self, zone: QRectF, headroom: float, row: bool, scale: float) -> None:
        """Lay the label out on ``zone``, drawn at ``scale``, whose cards leave ``headroom`` above them."""
        self.prepareGeometryChange()
        self.zone = QRectF(zone)
        margin, top = 6 * scale, 2 * scale
        height = QFontMetricsF(label_font()).height()
        roomy = headroom >= top + height
        self.backed = not roomy and not row
        if roomy or not row:
            self.font, self.shown = fit_label(label_font(), self.text, zone.width() - 2 * margin, self.short)
            width = QFontMetricsF(self.font).horizontalAdvance(self.shown)
            self.name_rect = QRectF(zone.left() + margin, zone.top() + top, width, height)
            self.beside = 0.0
        else:
            self.font, self.shown = label_font(), self.text
            width = QFontMetricsF(self.font).horizontalAdvance(self.text)
            self.name_rect = QRectF(zone.right() - margin - width, zone.center().y() - height / 2, width, height)
            self.beside = width + 2 * margin

    def set_count(self, count: int | None) -> None:
        """Show ``count`` at the zone's lower right corner (``None``: no count)."""
        if count != self.count:
            self.prepareGeometryChange()
            self.count = count
            self.update()

    def count_rect(self) -> QRectF:
        """Where the count is drawn: the zone's lower right corner."""
        metrics = QFontMetricsF(label_font())
        width = metrics.horizontalAdvance(str(self.count)) + 8
        return QRectF(self.zone.right() - 4 - width, self.zone.bottom() - 3 - metrics.height(), width, metrics.height())

    def boundingRect(self) -> QRectF:
        rect = self.name_rect if self.count is None else self.name_rect.united(self.count_rect())
        return rect.adjusted(-4, -2, 4, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.backed:
            _backing(painter, self.name_rect.adjusted(-3, 0, 3, 0))
        painter.setFont(self.font)
        painter.setPen(QColor(255, 255, 255, 220 if self.backed else 150))
        painter.drawText(self.name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.shown)
        if self.count is not None:
            rect = self.count_rect()
            _backing(painter, rect)
            painter.setFont(label_font())
            painter.setPen(QColor(255, 255, 255, 220))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class SeatLabel(QGraphicsItem):
    """Whose side of the table it is («P3 · Bot») at a table of more than two: bold on a dark
    backing, in the middle of the side's free corner (``TableLayout.seat_label``)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.shown = text
        self.font = label_font(10, bold=True)
        self.text_rect = QRectF()
        self.setZValue(LABEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def place(self, area: QRectF) -> None:
        """Centre the label in ``area``, its font as large as fits (10 points at most)."""
        self.prepareGeometryChange()
        self.font, self.shown = fit_label(label_font(10, bold=True), self.text, area.width() - 8)
        metrics = QFontMetricsF(self.font)
        width, height = metrics.horizontalAdvance(self.shown) + 8, metrics.height() + 2
        self.text_rect = QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self.text_rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _backing(painter, self.text_rect)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 255, 255, 235))
        painter.drawText(self.text_rect, Qt.AlignmentFlag.AlignCenter, self.shown)


def _backing(painter: QPainter, rect: QRectF) -> None:
    """The dark rounded patch under a label drawn over cards."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(10, 14, 24, 190))
    painter.drawRoundedRect(rect, 4, 4)


def label_font(points: float = 9, bold: bool = False) -> QFont:
    """The table's label font (zones: 9 points; seats: 10, bold)."""
    font = QFont("DejaVu Sans")
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


def fit_label(font: QFont, text: str, width: float, short: str = "", smallest: float = 6.5) -> tuple[QFont, str]:
    """``text`` as it fits in ``width``, and the font to draw it in: the font shrinks (down to
    ``smallest`` points); then ``short`` stands in for ``text``, shrinking likewise (a pile at a
    small seat); then the end is elided (a narrow pile zone: «Zona de mando»)."""
    for candidate in (text, short) if short else (text,):
        fitted = QFont(font)
        while QFontMetricsF(fitted).horizontalAdvance(candidate) > width and fitted.pointSizeF() > smallest:
            fitted.setPointSizeF(max(smallest, fitted.pointSizeF() - 0.5))
        if QFontMetricsF(fitted).horizontalAdvance(candidate) <= width:
            return fitted, candidate
    return fitted, QFontMetricsF(fitted).elidedText(candidate, Qt.TextElideMode.ElideRight, width)
