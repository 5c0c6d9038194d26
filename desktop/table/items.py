"""The things drawn on the table: cards, zones and their labels."""

from __future__ import annotations


from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from desktop.table.badges import Badges, paint_badges
from engine.core.observation import CardView

if TYPE_CHECKING:
    from desktop.table.scene import TableScene

ANIMATION_MS = 150
HIGHLIGHT = QColor(255, 214, 64)
TARGET = QColor(80, 220, 255)
SELECTED = QColor(255, 120, 60)
#: Labels are drawn above the cards (a dragged card, at 1000, passes over them).
LABEL_Z = 900.0
#: A hovered card of one's hand rises above the others.
LIFTED_Z = 950.0


class CardItem(QGraphicsObject):
    """One card on the table. It never changes the game: it tells its scene what the player did."""

    def __init__(self, view: CardView, pixmap: QPixmap, width: float, height: float, badges: Badges | None = None) -> None:
        super().__init__()
        self.view = view
        self.pixmap = pixmap
        self.w = width
        self.h = height
        self.badges = badges or Badges()
        self.highlight: QColor | None = None
        self.selected = False
        self.focused = False
        #: In a zone where cards are in play: its stats badge shows.
        self.in_play = False
        #: A card of one's hand: it rises whole while the mouse is over it.
        self.liftable = False
        self.lifted = False
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._dragging = False
        self._home = QPointF()
        self._home_angle = 0.0
        self._home_z = 0.0
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

    def set_size(self, width: float, height: float) -> None:
        """The card's size at scale 1 (the table's card size, which follows the window)."""
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 4, -self.h / 2 - 4, self.w + 8, self.h + 8)

    def card_rect(self) -> QRectF:
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def home(self) -> QPointF:
        """Where the card rests (an animation or a lift may have it elsewhere for a moment)."""
        return QPointF(self._home)

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
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
        self._paint_badges(painter, rect)

    def _paint_badges(self, painter: QPainter, rect: QRectF) -> None:
        """Badges read upright on a card turned 90° (tapped, in Defense Position): they are
        drawn on the card's turned outline, turned back."""
        turned = round(self._home_angle / 90) % 4 if abs(self._home_angle - round(self._home_angle / 90) * 90) < 1 else 0
        if turned % 2:
            painter.save()
            painter.rotate(-90.0 * turned)
            paint_badges(painter, QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()), self.view,
                         self.badges, self.in_play)
            painter.restore()
            return
        paint_badges(painter, rect, self.view, self.badges, self.in_play)

    # ------------------------------------------------------------------ animation

    def place(self, pos: QPointF, rotated: bool, animate: bool, tilt: float = 0.0) -> None:
        """Go to ``pos`` (and a 90° turn when rotated, plus ``tilt`` degrees: a fanned hand),
        animated in about 150 ms. A new card flies in from where it was put (its source zone),
        or appears in place."""
        self._home = pos
        angle = (90.0 if rotated else 0.0) + tilt
        self._home_angle = angle
        self._cache(tilt != 0.0)
        self._home_z = self.zValue()
        self.lifted = False
        first = not self._placed
        self._placed = True
        if not animate or (first and self.pos().isNull()):
            self._stop()
            self.setPos(pos)
            self.setRotation(angle)
            return
        # a card already flying to the same place flies on: a run of quick updates (a bot's
        # passes, auto-passing) would otherwise start it again each time and it would never land
        if self.pos() != pos and not _heading(self._move_anim, pos):
            self._move_anim = _animate(self, b"pos", self.pos(), pos)
        if self.rotation() != angle and not _heading(self._turn_anim, angle):
            self._turn_anim = _animate(self, b"rotation", self.rotation(), angle)

    def _cache(self, tilted: bool) -> None:
        """Qt draws an item turned by any angle but a right one again on every repaint when it
        caches it in device pixels; a tilted card (a fanned hand, drawn at scale 1 in its own
        size) keeps its picture in its own coordinates instead."""
        if tilted:
            if self.cacheMode() != QGraphicsItem.CacheMode.ItemCoordinateCache:
                self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
        elif self.cacheMode() != QGraphicsItem.CacheMode.DeviceCoordinateCache:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _stop(self) -> None:
        for animation in (self._move_anim, self._turn_anim):
            if animation is not None:
                animation.stop()
        self._move_anim = self._turn_anim = None

    def snap_back(self) -> None:
        self._move_anim = _animate(self, b"pos", self.pos(), self._home)

    def lift(self, on: bool) -> None:
        """Raise a card of one's hand whole, straight and above its neighbours (and put it back)."""
        if not self.liftable or on == self.lifted or self._dragging:
            return
        self.lifted = on
        self._stop()
        if on:
            shown = self.table.lift_height(self)
            self.setZValue(LIFTED_Z)
            self.setRotation(0.0)
            self.setPos(self._home - QPointF(0, shown))
        else:
            self.setZValue(self._home_z)
            self.setRotation(self._home_angle)
            self.setPos(self._home)

    # ------------------------------------------------------------------ input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            if self._move_anim is not None:
                self._move_anim.stop()
                self.setPos(self._home)
            self._press = event.scenePos()
            self._grab = self.pos()
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
            self.setPos(self._grab + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._dragging:
            self._dragging = False
            self.lifted = False
            self.setZValue(self._home_z)
            self.setRotation(self._home_angle)
            self.table.dropped(self, event.scenePos())
        else:
            self.table.clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.double_clicked(self)

    def hoverEnterEvent(self, event: object) -> None:
        self.table.hovered(self)
        self.lift(True)

    def hoverLeaveEvent(self, event: object) -> None:
        self.lift(False)

    def contextMenuEvent(self, event: object) -> None:
        self.table.context_menu(self, event.screenPos())  # type: ignore[attr-defined]


def _heading(animation: QPropertyAnimation | None, end: object) -> bool:
    """Whether ``animation`` is still running towards ``end``."""
    return (animation is not None and animation.state() == QAbstractAnimation.State.Running
            and animation.endValue() == end)


def _animate(item: QGraphicsObject, prop: bytes, start: object, end: object) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, prop)
    animation.setDuration(ANIMATION_MS)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    animation.start()
    return animation


class ZoneItem(QGraphicsRectItem):
    """A zone's frame; it lights up where a dragged card may go. Slots (Yu-Gi-Oh!'s 5 Monster
    Zones, SiX's 6 places) are drawn each as a place for a card; a pile shows its depth as the
    edges of a stack under its top card; an empty zone shows its name faintly in the middle.
    Its name tab and count are its ``caption``, an item of its own drawn above the cards."""

    def __init__(self, key: str, owner: int | None, name: str, caption: ZoneLabel, rect: QRectF) -> None:
        super().__init__(rect)
        self.key = key
        self.owner = owner
        self.name = name
        self.caption = caption
        self.lit = False
        #: Where each slot's card goes (slots), or where the pile's top card lies (piles).
        self.slot_rects: list[QRectF] = []
        self.pile_rect: QRectF | None = None
        self.depth = 0
        self.empty = True
        self.setZValue(-10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect().adjusted(1.5, 1.5, -1.5, -1.5)
        fill = QColor(255, 214, 64, 70) if self.lit else QColor(0, 0, 0, 38)
        painter.setBrush(QBrush(fill))
        if self.lit:
            painter.setPen(QPen(HIGHLIGHT, 3))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 45), 1.2, Qt.PenStyle.DashLine))
        radius = min(8.0, rect.height() * 0.08)
        painter.drawRoundedRect(rect, radius, radius)
        for slot in self.slot_rects:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.4))
            painter.setBrush(QBrush(QColor(255, 255, 255, 14)))
            painter.drawRoundedRect(slot, slot.width() * 0.06, slot.width() * 0.06)
        if self.pile_rect is not None and self.depth > 1:
            painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
            painter.setBrush(QBrush(QColor(230, 225, 210)))
            step = max(1.0, self.pile_rect.width() * 0.025)
            for i in range(min(4, self.depth - 1), 0, -1):  # the edges of the cards under the top one
                edge = self.pile_rect.translated(step * i, step * i)
                painter.drawRoundedRect(edge, edge.width() * 0.06, edge.width() * 0.06)
        if self.empty and self.caption.text:
            font = label_font()
            font.setPixelSize(max(8, round(min(rect.height() * 0.13, rect.width() * 0.13))))
            font.setBold(True)
            text = fit_label(font, self.caption.text, rect.width() - 8, self.caption.short, smallest=6.0)
            painter.setFont(text[0])
            painter.setPen(QColor(255, 255, 255, 70))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text[1])


class ZoneLabel(QGraphicsItem):
    """A zone's name as a small tab on its top edge (drawn above the cards, over their frames,
    never their names), and a pile's count in a dark badge at its top card's lower right
    corner. An empty zone's name is drawn by the zone itself, faintly in its middle."""

    def __init__(self, text: str, short: str = "") -> None:
        super().__init__()
        self.text = text
        self.short = short
        self.shown = text
        self.font = label_font()
        self.name_rect = QRectF()
        self.zone = QRectF()
        self.count: int | None = None
        self.count_box = QRectF()
        self.count_font = label_font(bold=True)
        self.tab = True
        self.setZValue(LABEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def place(self, zone: QRectF, pixels: float, pile: QRectF | None = None, tab: bool = True) -> None:
        """Lay the label out on ``zone`` in a font ``pixels`` high; a pile's count goes at the
        lower right of ``pile`` (its top card); ``tab`` False draws no name (an empty zone's
        is in its middle, a hand's plate says it)."""
        self.prepareGeometryChange()
        self.zone = QRectF(zone)
        self.tab = tab
        font = label_font()
        font.setPixelSize(max(6, round(pixels)))
        margin = pixels * 0.5
        self.font, self.shown = fit_label(font, self.text, zone.width() - 2 * margin - pixels, self.short,
                                          smallest=max(5.0, pixels * 0.45))
        metrics = QFontMetricsF(self.font)
        width, height = metrics.horizontalAdvance(self.shown) + pixels * 0.6, metrics.height()
        top = max(zone.top() - height * 0.55, zone.top() - height / 2)
        self.name_rect = QRectF(zone.left() + margin, top, width, height)
        if pile is not None:
            count_font = label_font(bold=True)
            count_font.setPixelSize(max(7, round(min(pixels * 1.15, pile.width() * 0.3))))
            self.count_font = count_font
            cm = QFontMetricsF(count_font)
            text = str(self.count if self.count is not None else 0)
            w = max(cm.height(), cm.horizontalAdvance(text) + cm.height() * 0.5)
            self.count_box = QRectF(pile.right() - w * 0.85, pile.bottom() - cm.height() * 0.85, w, cm.height())
        else:
            self.count_box = QRectF()

    def move_tab(self, left: float) -> None:
        """The name tab along the zone's top edge, its left side at ``left``."""
        if left != self.name_rect.left():
            self.prepareGeometryChange()
            self.name_rect.moveLeft(left)
            self.update()

    def hide_tab(self) -> None:
        self.prepareGeometryChange()
        self.tab = False
        self.update()

    def set_count(self, count: int | None) -> None:
        """Show ``count`` on the pile (``None``: no count)."""
        if count != self.count:
            self.prepareGeometryChange()
            self.count = count
            self.update()

    def count_rect(self) -> QRectF:
        """Where the count is drawn: the lower right corner of the pile's top card."""
        return QRectF(self.count_box)

    def boundingRect(self) -> QRectF:
        rect = self.name_rect if self.tab else QRectF()
        if self.count is not None and not self.count_box.isNull():
            rect = rect.united(self.count_box) if not rect.isNull() else QRectF(self.count_box)
        return rect.adjusted(-4, -2, 4, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.tab:
            _backing(painter, self.name_rect)
            painter.setFont(self.font)
            painter.setPen(QColor(255, 255, 255, 215))
            painter.drawText(self.name_rect, Qt.AlignmentFlag.AlignCenter, self.shown)
        if self.count is not None and not self.count_box.isNull():
            painter.setPen(QPen(QColor(255, 255, 255, 200), 1))
            painter.setBrush(QColor(10, 14, 24, 225))
            painter.drawRoundedRect(self.count_box, self.count_box.height() / 2, self.count_box.height() / 2)
            painter.setFont(self.count_font)
            painter.setPen(QColor(255, 255, 255))
            painter.drawText(self.count_box, Qt.AlignmentFlag.AlignCenter, str(self.count))


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
    ``smallest`` points, or pixels for a font sized in pixels); then ``short`` stands in for
    ``text``, shrinking likewise (a pile at a small seat); then the end is elided (a narrow
    pile zone: «Zona de mando»)."""
    in_pixels = font.pixelSize() > 0
    fitted = QFont(font)
    for candidate in (text, short) if short else (text,):
        fitted = QFont(font)
        while QFontMetricsF(fitted).horizontalAdvance(candidate) > width:
            size = fitted.pixelSize() if in_pixels else fitted.pointSizeF()
            if size <= smallest:
                break
            if in_pixels:
                fitted.setPixelSize(max(1, round(max(smallest, size - 1))))
            else:
                fitted.setPointSizeF(max(smallest, size - 0.5))
        if QFontMetricsF(fitted).horizontalAdvance(candidate) <= width:
            return fitted, candidate
    return fitted, QFontMetricsF(fitted).elidedText(candidate, Qt.TextElideMode.ElideRight, max(0.0, width))
