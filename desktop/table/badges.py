"""What is drawn over a card on the table so that it reads at a glance: its key numbers in play
(power/toughness, ATK/DEF, Fuerza/Defensa), damage, counters as round tokens with their number
(Eliria's d12 as a die), and markers as small icon badges. Sizes follow the card's width."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from desktop.table.icons import BADGE_COLOURS, DEFAULT_BADGE, polygon, draw_icon
from desktop.table.layout import CardStats
from engine.core.observation import CardView

#: Counters that are no token: damage has a badge of its own.
DAMAGE = "dano"
#: Round counter tokens: colours by counter name (others get the default).
TOKEN_COLOURS = {DAMAGE: QColor(190, 30, 30), "+1/+1": QColor(40, 130, 60), "-1/-1": QColor(120, 40, 120),
                 "contador": QColor(60, 90, 160)}
DEFAULT_TOKEN = QColor(70, 90, 140)


@dataclass(frozen=True)
class Badges:
    """What one game draws over its cards (from its layout)."""

    stats: CardStats = CardStats()
    markers: dict[str, str] = field(default_factory=dict)


def badge_font(pixels: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setBold(bold)
    font.setPixelSize(max(1, round(pixels)))
    return font


def paint_badges(painter: QPainter, rect: QRectF, view: CardView, badges: Badges, in_play: bool) -> None:
    """Stats (in play), damage and counter tokens down the left edge of the art, markers down
    its right edge."""
    w = min(rect.width(), rect.height())  # a turned card's badges are as large as an upright one's
    token = w * 0.24
    x = rect.left() + w * 0.05
    y = rect.top() + rect.height() * 0.17
    counters = dict(view.counters)
    damage = counters.pop(DAMAGE, 0)
    if damage:
        _token(painter, QRectF(x, y, token, token), f"−{damage}", TOKEN_COLOURS[DAMAGE])
        y += token * 1.08
    for name, value in counters.items():
        style = badges.stats.counters.get(name, "")
        if style == "die":
            size = w * 0.34
            _die(painter, QRectF(rect.left() + w * 0.04, rect.bottom() - size - w * 0.04, size, size), str(value))
            continue
        if not value:
            continue
        _token(painter, QRectF(x, y, token, token), str(value), TOKEN_COLOURS.get(name, DEFAULT_TOKEN))
        y += token * 1.08
    icon = w * 0.2
    mx = rect.right() - w * 0.05 - icon
    my = rect.top() + rect.height() * 0.17
    for marker in view.markers:
        if ":" in marker:  # kw:flying and the like: details for the card panel
            continue
        name = badges.markers.get(marker, "dot")
        if not name:
            continue
        box = QRectF(mx, my, icon, icon)
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, w * 0.01)))
        painter.setBrush(BADGE_COLOURS.get(name, DEFAULT_BADGE))
        painter.drawEllipse(box)
        draw_icon(painter, name, box.adjusted(icon * 0.12, icon * 0.12, -icon * 0.12, -icon * 0.12), QColor("white"))
        my += icon * 1.1
    if in_play:
        _stats(painter, rect, view, badges.stats)


def _token(painter: QPainter, box: QRectF, text: str, colour: QColor) -> None:
    """A round counter token with its number."""
    painter.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, box.width() * 0.07)))
    painter.setBrush(colour)
    painter.drawEllipse(box)
    font = badge_font(box.height() * (0.55 if len(text) < 3 else 0.42))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _die(painter: QPainter, box: QRectF, text: str) -> None:
    """A d12 seen from above: a gold hexagon with its number (Eliria 3)."""
    painter.setPen(QPen(QColor(60, 40, 10), max(1.0, box.width() * 0.05)))
    painter.setBrush(QColor(240, 200, 90))
    painter.drawPolygon(polygon(box.center(), box.width() / 2, 6, 0.5236))
    painter.setFont(badge_font(box.height() * 0.48))
    painter.setPen(QColor(40, 25, 5))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def stats_text(view: CardView, stats: CardStats) -> list[tuple[str, bool]]:
    """The parts of a card's stats badge, each with whether it is lit: ``[("2/3", True)]``,
    ``[("1800", True), ("1200", False)]`` (a Yu-Gi-Oh! monster in Attack Position)."""
    values = dict(view.stats)
    shown = [k for k in stats.keys if k in values]
    if not shown:
        return []
    if stats.style == "atkdef":
        defending = "defensa" in view.markers or (view.rotated and "ataque" not in view.markers)
        return [(str(values[k]), (k == "def") == defending) for k in shown]
    if stats.style == "single":
        return [(str(values[shown[0]]), True)]
    return [("/".join(str(values[k]) for k in shown), True)]


def _stats(painter: QPainter, rect: QRectF, view: CardView, stats: CardStats) -> None:
    parts = stats_text(view, stats)
    if not parts:
        return
    w = min(rect.width(), rect.height())  # a turned card's badge is no larger than an upright one's
    height = w * 0.2
    icon = height * 0.9 if stats.style == "single" and stats.icon else 0.0
    pixels = height * 0.72
    while True:  # as large as fits across the card
        font = badge_font(pixels)
        metrics = QFontMetricsF(font)
        sep = metrics.horizontalAdvance(" / ") if len(parts) > 1 else 0.0
        width = sum(metrics.horizontalAdvance(t) for t, _ in parts) + sep * (len(parts) - 1) + icon + height * 0.6
        if width <= rect.width() * 0.94 or pixels <= 6:
            break
        pixels -= 0.5
    box = QRectF(rect.right() - rect.width() * 0.03 - width, rect.bottom() - w * 0.03 - height, width, height)
    if len(parts) > 1:  # two numbers: across the bottom, centred
        box.moveLeft(rect.center().x() - width / 2)
    painter.setPen(QPen(QColor(255, 235, 160, 200), max(1.0, w * 0.01)))
    painter.setBrush(QColor(15, 15, 20, 225))
    painter.drawRoundedRect(box, height * 0.3, height * 0.3)
    x = box.left() + height * 0.3
    if icon:
        draw_icon(painter, stats.icon, QRectF(x, box.top() + (height - icon) / 2, icon, icon), QColor(255, 235, 160))
        x += icon
    painter.setFont(font)
    for i, (text, lit) in enumerate(parts):
        if i:
            painter.setPen(QColor(200, 200, 200))
            painter.drawText(QRectF(x, box.top(), sep, height), Qt.AlignmentFlag.AlignCenter, " / ")
            x += sep
        advance = metrics.horizontalAdvance(text)
        painter.setPen(QColor(255, 235, 160) if lit else QColor(150, 150, 150))
        painter.drawText(QRectF(x, box.top(), advance, height), Qt.AlignmentFlag.AlignCenter, text)
        x += advance
