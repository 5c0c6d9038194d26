"""Bar charts for deck statistics: the cost curve and the type, colour and attribute breakdowns."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

BAR_COLOUR = QColor(46, 107, 77)


class BarChart(QWidget):
    """Labelled vertical bars, each with its count above it; ``empty_text`` when there are none."""

    def __init__(self, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, int]] = []
        self.empty_text = empty_text
        self.setMinimumHeight(130)

    def set_bars(self, bars: list[tuple[str, int]]) -> None:
        """Show ``bars`` (label, count) in the order given."""
        self.bars = bars
        self.setToolTip("\n".join(f"{label}: {count}" for label, count in bars))
        self.update()

    def set_curve(self, curve: dict[int, int]) -> None:
        """Show a cost curve: one bar per cost from the lowest to the highest, gaps included."""
        costs = range(min(curve), max(curve) + 1) if curve else range(0)
        self.set_bars([(str(cost), curve.get(cost, 0)) for cost in costs])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.bars:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        peak = max(count for _, count in self.bars) or 1
        width = self.width() / len(self.bars)
        metrics = painter.fontMetrics()
        for i, (label, count) in enumerate(self.bars):
            height = (self.height() - 36) * count / peak
            bar = QRectF(i * width + 4, self.height() - 20 - height, max(width - 8, 1), height)
            painter.fillRect(bar, BAR_COLOUR)
            text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(width) - 2)
            painter.drawText(QRectF(i * width, self.height() - 18, width, 18), Qt.AlignmentFlag.AlignCenter, text)
            if count:
                painter.drawText(QRectF(i * width, bar.top() - 16, width, 16), Qt.AlignmentFlag.AlignCenter, str(count))
