"""A seat plate: at each side of the table, its player's name, life in large figures, hand,
deck and graveyard counts and the game's other public numbers (poison, mana pool, Oro, power…),
whose turn it is, who must act now and what is awaited of them, and whether the bot thinks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.table.icons import draw_icon
from desktop.table.items import LABEL_Z
from desktop.table.seat_facts import SeatFacts

TURN = QColor(255, 214, 64)
ACTING = QColor(120, 220, 255)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setBold(bold)
    font.setPixelSize(max(6, round(pixels)))
    return font


def fitted_font(text: str, pixels: float, width: float, smallest: float = 6.0) -> QFont:
    """A bold font ``pixels`` high, smaller (down to ``smallest``) when ``text`` would not fit
    ``width``."""
    size = pixels
    while size > smallest and QFontMetricsF(_font(size, bold=True)).horizontalAdvance(text) > width:
        size -= 0.5
    return _font(size, bold=True)


def life_font(text: str, pixels: float, width: float) -> QFont:
    """The life's large figures: ``pixels`` high, smaller when ``text`` would not fit ``width``
    (Yu-Gi-Oh!'s «8000» lost its last figure on a plate at 1280×720)."""
    return fitted_font(text, pixels, width)


def status_line(status: str, line: float, width: float) -> tuple[QFont, str]:
    """What is awaited of a player («▶ Fase principal 1») in ``width``: its font shrinks to half
    the line's height before the words are cut («▶ Fase prin…» at 1280×720)."""
    text = "▶ " + status
    font = fitted_font(text, line * 0.66, width, smallest=line * 0.5)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


class SeatPlate(QGraphicsItem):
    """One player's plate; ``set_facts`` gives it the facts to draw (``SeatFacts``)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.text = name
        self.facts: SeatFacts | None = None
        self.thinking = False
        self.rect = QRectF()
        self.setZValue(LABEL_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def place(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def set_facts(self, facts: SeatFacts, thinking: bool) -> None:
        self.facts = facts
        self.thinking = thinking
        self.setToolTip(facts.summary())
        self.update()

    def status(self) -> str:
        """What the plate says of its player now: thinking, or what is awaited of them."""
        facts = self.facts
        if facts is None:
            return ""
        if self.thinking and facts.acting:
            return QCoreApplication.translate("SeatPlate", "thinking…")
        if facts.awaited:
            return facts.awaited
        if facts.acting:
            return QCoreApplication.translate("SeatPlate", "to act")
        return ""

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        facts = self.facts
        rect = self.rect.adjusted(2, 2, -2, -2)
        if facts is None or rect.width() < 10 or rect.height() < 10:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = ACTING if facts.acting else (TURN if facts.turn else QColor(255, 255, 255, 60))
        painter.setPen(QPen(border, 2.5 if facts.acting or facts.turn else 1))
        painter.setBrush(QColor(8, 12, 20, 205))
        radius = min(10.0, rect.height() * 0.15)
        painter.drawRoundedRect(rect, radius, radius)
        tall = rect.height() >= 80
        pad = min(8.0, rect.height() * 0.08)
        inner = rect.adjusted(pad, pad * 0.7, -pad, -pad * 0.7)
        status = self.status()
        # the name and the turn flag; on a tall plate what is awaited has a line of its own
        line = inner.height() * (0.22 if tall else 0.42)
        head = QRectF(inner.left(), inner.top(), inner.width(), line)
        painter.setFont(_font(line * 0.78, bold=True))
        full = ("⚑ " if facts.turn else "") + self.name
        name_width = head.width()
        if status and not tall:  # one line for both: the name keeps what the status leaves it, at least 40 %
            wanted = QFontMetricsF(_font(line * 0.5, bold=True)).horizontalAdvance("▶ " + status) + pad
            natural = QFontMetricsF(painter.font()).horizontalAdvance(full)
            name_width = min(natural, max(head.width() - wanted, head.width() * 0.4))
        metrics = QFontMetricsF(painter.font())
        if metrics.horizontalAdvance(full) > name_width and " · " in self.name:  # «P1 · Human»: the seat's kind is enough
            full = ("⚑ " if facts.turn else "") + self.name.split(" · ", 1)[1]
        size = line * 0.78  # then a smaller font, down to the status's size, before the name is cut («Hu…»)
        while size > line * 0.6 and metrics.horizontalAdvance(full) > name_width:
            size -= 0.5
            painter.setFont(_font(size, bold=True))
            metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(full, Qt.TextElideMode.ElideRight, name_width)
        painter.setPen(TURN if facts.turn else QColor(255, 255, 255))
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        top = head.bottom()
        if status:
            if tall:
                box = QRectF(inner.left(), top, inner.width(), line * 0.85)
                top = box.bottom()
            else:
                box = QRectF(head.left() + name_width + pad, head.top(), head.width() - name_width - pad, line)
            font, shown = status_line(status, line, box.width())
            painter.setFont(font)
            painter.setPen(ACTING)
            align = Qt.AlignmentFlag.AlignLeft if tall else Qt.AlignmentFlag.AlignRight
            painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, shown)
        # life, large, with its name; then the counts
        rest = inner.bottom() - top
        life_h = rest * 0.6 if tall else rest
        life_box = QRectF(inner.left(), top, inner.width() if tall else inner.width() * 0.34, life_h)
        life_text = str(facts.life)
        painter.setFont(life_font(life_text, life_h * 0.8, life_box.width()))
        painter.setPen(QColor(255, 240, 200))
        life_w = QFontMetricsF(painter.font()).horizontalAdvance(life_text)
        painter.drawText(life_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, life_text)
        painter.setPen(QColor(220, 220, 210))
        label_box = QRectF(life_box.left() + life_w + pad * 0.6, life_box.top(), life_box.width() - life_w - pad * 0.6, life_h)
        size = max(7.0, life_h * 0.3)  # the life's name shrinks to fit a small plate before it is cut («Vid…»)
        while size > 5.0 and QFontMetricsF(_font(size)).horizontalAdvance(facts.life_label) > label_box.width():
            size -= 0.5
        painter.setFont(_font(size))
        painter.drawText(label_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(painter.font()).elidedText(facts.life_label, Qt.TextElideMode.ElideRight, label_box.width()))
        if tall:
            chips = QRectF(inner.left(), life_box.bottom(), inner.width(), inner.bottom() - life_box.bottom())
        else:
            chips = QRectF(life_box.right() + pad, top, inner.right() - life_box.right() - pad, rest)
        items = [("hand", str(facts.hand.value)), ("deck", str(facts.deck.value)), ("graveyard", str(facts.graveyard.value))]
        items += [(stat.icon or "dot", stat.text) for stat in facts.stats]
        self._chips(painter, chips, items)

    def _chips(self, painter: QPainter, box: QRectF, items: list[tuple[str, str]]) -> None:
        """Icon-and-number chips in one line, shrinking to fit ``box``."""
        size = min(box.height() * 0.8, 22.0)
        while size > 6:
            font = _font(size * 0.8, bold=True)
            metrics = QFontMetricsF(font)
            width = sum(size + metrics.horizontalAdvance(text) + size * 0.55 for _, text in items)
            if width <= box.width():
                break
            size -= 1
        painter.setFont(font)
        x = box.left()
        y = box.center().y() - size / 2
        for icon, text in items:
            draw_icon(painter, icon, QRectF(x, y, size, size), QColor(220, 225, 235))
            x += size + size * 0.1
            advance = metrics.horizontalAdvance(text)
            painter.setPen(QColor(255, 255, 255))
            painter.drawText(QRectF(x, y, advance + 2, size), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            x += advance + size * 0.45
