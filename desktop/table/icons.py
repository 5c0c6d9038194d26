"""Small vector icons drawn on the table: markers on cards, numbers on seat plates. Each is
drawn centred in a square box with ``QPainter`` paths (no font may lack them)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

#: Icons drawn as a glyph every DejaVu Sans has.
GLYPHS = {"negated": "⊘", "used": "✓", "ring": "◉", "link": "∞", "manual": "✎", "swap": "⇄", "flag": "⚑",
          "bolt": "⚡", "poison": "☠", "commander": "♛", "token": "◆", "star": "★", "dot": "•"}
#: Each icon's backing colour when drawn as a badge on a card.
BADGE_COLOURS = {"attack": QColor(170, 40, 30), "shield": QColor(40, 80, 150), "sleep": QColor(70, 70, 110),
                 "negated": QColor(120, 30, 30), "used": QColor(50, 110, 60), "stone": QColor(110, 110, 110),
                 "bolt": QColor(160, 120, 20), "token": QColor(90, 90, 90), "swap": QColor(100, 60, 140)}
DEFAULT_BADGE = QColor(40, 40, 70)


def draw_icon(painter: QPainter, name: str, box: QRectF, ink: QColor) -> None:
    """The icon ``name`` in ``box``; an unknown name draws a dot."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = min(box.width(), box.height())
    c = box.center()
    pen = QPen(ink, max(1.0, size * 0.11))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = size * 0.38
    if name in ("sword", "attack"):
        painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        painter.drawLine(QPointF(c.x() - r * 0.75, c.y() + r * 0.15), QPointF(c.x() - r * 0.15, c.y() + r * 0.75))
        if name == "attack":  # two crossed swords
            painter.drawLine(QPointF(c.x() + r, c.y() + r), QPointF(c.x() - r, c.y() - r))
            painter.drawLine(QPointF(c.x() + r * 0.75, c.y() + r * 0.15), QPointF(c.x() + r * 0.15, c.y() + r * 0.75))
    elif name == "shield":
        path = QPainterPath()
        path.moveTo(c.x() - r * 0.85, c.y() - r * 0.8)
        path.lineTo(c.x() + r * 0.85, c.y() - r * 0.8)
        path.lineTo(c.x() + r * 0.85, c.y() - r * 0.05)
        path.quadTo(c.x() + r * 0.75, c.y() + r * 0.7, c.x(), c.y() + r)
        path.quadTo(c.x() - r * 0.75, c.y() + r * 0.7, c.x() - r * 0.85, c.y() - r * 0.05)
        path.closeSubpath()
        painter.drawPath(path)
    elif name == "sleep":
        _glyph(painter, "z", QRectF(c.x() - r * 1.1, c.y() - r * 0.3, r * 1.2, r * 1.3), ink, 0.95)
        _glyph(painter, "z", QRectF(c.x() - r * 0.1, c.y() - r * 1.1, r * 1.1, r * 1.1), ink, 0.8)
    elif name == "stone":
        painter.setBrush(QBrush(ink))
        painter.drawPolygon(polygon(c, r * 0.95, 6, 0.0))
    elif name == "die":
        painter.drawPolygon(polygon(c, r, 6, math.pi / 6))
    elif name in ("hand", "deck", "graveyard", "mana", "gold"):
        _zone_icon(painter, name, c, r, ink)
    elif name == "life":
        path = QPainterPath()  # a heart
        path.moveTo(c.x(), c.y() + r * 0.9)
        path.cubicTo(c.x() - r * 1.4, c.y() - r * 0.1, c.x() - r * 0.6, c.y() - r * 1.2, c.x(), c.y() - r * 0.35)
        path.cubicTo(c.x() + r * 0.6, c.y() - r * 1.2, c.x() + r * 1.4, c.y() - r * 0.1, c.x(), c.y() + r * 0.9)
        painter.setBrush(QBrush(ink))
        painter.drawPath(path)
    else:
        _glyph(painter, GLYPHS.get(name, "•"), box, ink, 0.8)
    painter.restore()


def _zone_icon(painter: QPainter, name: str, c: QPointF, r: float, ink: QColor) -> None:
    """Hand (two fanned cards), deck (a stack), graveyard (a tombstone), mana (a drop), gold (a coin)."""
    w, h = r * 0.95, r * 1.35
    if name == "hand":
        for angle, dx in ((-14, -r * 0.25), (14, r * 0.25)):
            painter.save()
            painter.translate(c.x() + dx, c.y())
            painter.rotate(angle)
            painter.setBrush(QBrush(QColor(255, 255, 255, 40)))
            painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), r * 0.15, r * 0.15)
            painter.restore()
    elif name == "deck":
        for i in (2, 1, 0):
            painter.drawRoundedRect(QRectF(c.x() - w / 2 + i * r * 0.18, c.y() - h / 2 - i * r * 0.18, w, h), r * 0.15, r * 0.15)
    elif name == "graveyard":
        path = QPainterPath()
        path.moveTo(c.x() - w * 0.6, c.y() + h / 2)
        path.lineTo(c.x() - w * 0.6, c.y() - h * 0.1)
        path.arcTo(QRectF(c.x() - w * 0.6, c.y() - h / 2, w * 1.2, w * 1.2), 180, -180)
        path.lineTo(c.x() + w * 0.6, c.y() + h / 2)
        path.closeSubpath()
        painter.drawPath(path)
        painter.drawLine(QPointF(c.x(), c.y() - h * 0.2), QPointF(c.x(), c.y() + h * 0.25))
        painter.drawLine(QPointF(c.x() - w * 0.25, c.y() - h * 0.05), QPointF(c.x() + w * 0.25, c.y() - h * 0.05))
    elif name == "mana":
        path = QPainterPath()
        path.moveTo(c.x(), c.y() - r)
        path.cubicTo(c.x() + r * 0.9, c.y(), c.x() + r * 0.7, c.y() + r, c.x(), c.y() + r)
        path.cubicTo(c.x() - r * 0.7, c.y() + r, c.x() - r * 0.9, c.y(), c.x(), c.y() - r)
        painter.drawPath(path)
    else:  # gold
        painter.drawEllipse(c, r * 0.9, r * 0.9)
        painter.drawEllipse(c, r * 0.5, r * 0.5)


def polygon(c: QPointF, r: float, sides: int, start: float) -> QPolygonF:
    return QPolygonF([QPointF(c.x() + r * math.cos(start + i * 2 * math.pi / sides),
                              c.y() + r * math.sin(start + i * 2 * math.pi / sides)) for i in range(sides)])


def _glyph(painter: QPainter, text: str, box: QRectF, ink: QColor, share: float) -> None:
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(1, round(min(box.width(), box.height()) * share)))
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
