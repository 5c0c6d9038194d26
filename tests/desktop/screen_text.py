"""Every string a window shows: what its widgets and its table paint, caught on a paint device
that keeps the text instead of pixels, and the texts of what is not painted at the moment (menus,
tooltips, the other tabs, the whole log)."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QPaintDevice, QPaintEngine, QPainter, QTextItem
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDockWidget, QGraphicsItem, QGraphicsView, QLabel, QLineEdit, QListWidget,
                               QMenu, QPlainTextEdit, QTabWidget, QTextEdit, QWidget)

_TAGS = re.compile(r"<[^>]+>")


class _TextEngine(QPaintEngine):
    """A paint engine that draws nothing and keeps every text drawn."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.texts: list[str] = []

    def begin(self, device: QPaintDevice) -> bool:  # type: ignore[override]
        return True

    def end(self) -> bool:
        return True

    def updateState(self, state: object) -> None:  # type: ignore[override]
        pass

    def drawPixmap(self, rect: object, pixmap: object, source: object) -> None:  # type: ignore[override]
        pass

    def drawPath(self, path: object) -> None:  # type: ignore[override]
        pass

    def drawPolygon(self, *args: object) -> None:  # type: ignore[override]
        pass

    def drawTextItem(self, point: object, item: QTextItem) -> None:  # type: ignore[override]
        self.texts.append(item.text())

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User


class _TextDevice(QPaintDevice):
    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.engine = _TextEngine()
        self.size = (width, height)

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        return {m.PdmWidth: self.size[0], m.PdmHeight: self.size[1], m.PdmWidthMM: self.size[0] // 4,
                m.PdmHeightMM: self.size[1] // 4, m.PdmDepth: 32, m.PdmDevicePixelRatio: 1,
                m.PdmDevicePixelRatioScaled: 1}.get(metric, 96)


def painted_text(widget: QWidget) -> list[str]:
    """The texts ``widget`` and its visible children paint now (table scenes included)."""
    device = _TextDevice(max(1, widget.width()), max(1, widget.height()))
    painter = QPainter(device)
    widget.render(painter, QPoint(0, 0))
    for view in widget.findChildren(QGraphicsView):
        scene = view.scene()
        if scene is not None:
            items = scene.items()
            modes = [item.cacheMode() for item in items]
            for item in items:  # a cached item would paint into a pixmap, not here
                item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            scene.render(painter, QRectF(0, 0, 2000, 2000), scene.sceneRect())
            for item, mode in zip(items, modes):
                item.setCacheMode(mode)
                if item.toolTip():
                    device.engine.texts.append(item.toolTip())
    painter.end()
    return device.engine.texts


def widget_text(widget: QWidget) -> list[str]:
    """The texts of ``widget``'s children, painted or not (other tabs, menus, tooltips, the log)."""
    texts: list[str] = []
    for child in [widget, *widget.findChildren(QWidget)]:
        texts.append(child.toolTip())
        if isinstance(child, QLabel):
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, (QPlainTextEdit, QTextEdit)):
            texts.append(child.toPlainText())
        elif isinstance(child, QLineEdit):
            texts += [child.text(), child.placeholderText()]
        elif isinstance(child, QListWidget):
            texts += [child.item(i).text() for i in range(child.count())]
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QTabWidget):
            texts += [child.tabText(i) for i in range(child.count())]
        elif isinstance(child, QDockWidget):
            texts.append(child.windowTitle())
        elif isinstance(child, QMenu):
            texts.append(child.title())
            texts += [action.text() for action in child.actions()]
    return texts


def _lines(texts: list[str]) -> list[str]:
    lines: list[str] = []
    for text in texts:
        for line in _TAGS.sub(" ", text.replace("<br>", "\n")).splitlines():
            if line.strip():
                lines.append(" ".join(line.split()))
    return lines


def screen_text(widget: QWidget) -> list[str]:
    """Every text ``widget`` shows or holds, tags taken out, one entry per line. A painted line
    that is part of a widget's text (a label or the log wrapped at its width) is read whole."""
    whole = _lines(widget_text(widget))
    held = "\n".join(whole)
    return whole + [line for line in _lines(painted_text(widget)) if line not in held]
