"""Proxy sheets painted by Qt: the same ``SheetLayout`` the PDF writer uses, on a printer or on
an image for the preview."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image
from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from cardimages.proxies import CardImages, ProxyList, draw_page
from cardimages.sheets import Label, Line, Rect, SheetLayout


def to_qimage(image: Image.Image) -> QImage:
    rgb = image.convert("RGB")
    return QImage(rgb.tobytes("raw", "RGB"), rgb.width, rgb.height, rgb.width * 3, QImage.Format.Format_RGB888).copy()


class QtCanvas:
    """A ``cardimages.proxies.Canvas`` on a ``QPainter`` whose unit is ``px_per_mm`` device
    pixels; ``new_page`` is called between pages (a printer's ``newPage``)."""

    def __init__(self, painter: QPainter, px_per_mm: float, new_page: Callable[[], object] | None = None) -> None:
        self.painter = painter
        self.scale = px_per_mm
        self.new_page = new_page
        self._started = False
        self._images: dict[str, QImage] = {}

    def begin_page(self, width: float, height: float) -> None:
        if self._started and self.new_page is not None:
            self.new_page()
        self._started = True

    def image(self, key: str, load: Callable[[], Image.Image], rect: Rect) -> None:
        if key not in self._images:
            self._images[key] = to_qimage(load())
        s = self.scale
        self.painter.drawImage(QRectF(rect.x * s, rect.y * s, rect.w * s, rect.h * s), self._images[key])

    def line(self, line: Line, width: float, colour: tuple[int, int, int]) -> None:
        pen = QPen(QColor(*colour))
        pen.setWidthF(max(width * self.scale, 0.5))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.painter.setPen(pen)
        s = self.scale
        self.painter.drawLine(QPointF(line.x0 * s, line.y0 * s), QPointF(line.x1 * s, line.y1 * s))

    def text(self, label: Label) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(label.size * 25.4 / 72 * self.scale)))
        self.painter.setFont(font)
        self.painter.setPen(QColor(0, 0, 0))
        self.painter.drawText(QPointF(label.x * self.scale, label.y * self.scale), label.text)

    def end_page(self) -> None:
        pass


def render_preview(sheet: SheetLayout, number: int, cards: ProxyList, images: CardImages, px_per_mm: float) -> QImage:
    """Page ``number`` as an image (white paper) ``px_per_mm`` pixels per millimetre."""
    image = QImage(round(sheet.width * px_per_mm), round(sheet.height * px_per_mm), QImage.Format.Format_RGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_page(QtCanvas(painter, px_per_mm), sheet, number, cards, images)
    painter.end()
    return image


def prepare_printer(printer: QPrinter, sheet: SheetLayout) -> None:
    """Paper of the sheet's size, no margins: coordinates start at the paper's corner."""
    landscape = sheet.width > sheet.height
    short, long = sorted((sheet.width, sheet.height))
    size = QPageSize(QSizeF(short, long), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    printer.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))
    printer.setFullPage(True)


def print_sheets(printer: QPrinter, sheet: SheetLayout, cards: ProxyList, images: CardImages) -> None:
    """Every page of ``sheet`` on ``printer`` (set up by ``prepare_printer``), at true size."""
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("no se puede empezar a imprimir")
    try:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        canvas = QtCanvas(painter, printer.resolution() / 25.4, printer.newPage)
        for number in range(len(sheet.pages)):
            draw_page(canvas, sheet, number, cards, images)
    finally:
        painter.end()
