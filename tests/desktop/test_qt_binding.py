"""Guard against a Qt binding that loses references to None (PySide6 6.12.0 on Python 3.11):
every void call would bring the application closer to a fatal crash."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen


def test_void_qt_calls_keep_none_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(1, 2, 3), 2))
        painter.drawRoundedRect(QRectF(0, 0, 10, 10), 3, 3)
    lost = before - sys.getrefcount(None)
    painter.end()
    assert lost < 100, f"the Qt binding lost {lost} references to None in 6000 calls"
