"""A grid of card pictures over any card model: lazy thumbnails, decoded off the GUI thread.

``CardGridView`` is a ``QListView`` (one item per row of its model, never a widget per card)
painted by ``CardGridDelegate``. A model row becomes a ``GridCard`` through the view's
``card_of`` function; the delegate paints its thumbnail from ``PixmapCache`` (bounded in bytes,
least recently used dropped first), and a card not decoded yet is drawn as a named placeholder
while ``ThumbnailLoader`` makes its thumbnail on a worker thread: the player's picture from the
image sources, else the face drawn from its data (both from the disk cache when seen before).
The newest requests (the cards on screen) are served first; requests of an earlier search are
dropped; the workers run at a lower priority than the GUI thread, so scrolling stays smooth while
they draw.
"""

from __future__ import annotations

import os
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from cardimages.cache import FaceCache
from cardimages.faces import FaceData
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.printing import Printing
from cardimages.render import card_size

Index = QModelIndex | QPersistentModelIndex
DEFAULT_WIDTH = 146
MARGIN = 5
CACHE_BYTES = 96 * 1024 * 1024
WORKERS = 2
QUEUE = 400  # requests kept at most: older ones (cards scrolled past) are dropped
NICENESS = 10  # the worker threads' scheduling priority: below the GUI thread's


@dataclass(frozen=True)
class GridCard:
    """What one tile shows: the card's face (drawn when there is no picture), the printing whose
    picture is looked for, and a badge (copies owned, or the deck line's count)."""

    face: FaceData
    printing: Printing
    badge: str = ""
    note: str = ""  # a small line under the badge: the deck section, the set

    @property
    def key(self) -> str:
        return f"{self.face.digest()}|{self.printing}"


class PixmapCache:
    """Thumbnails by key, at most ``budget`` bytes; the least recently painted go first."""

    def __init__(self, budget: int = CACHE_BYTES) -> None:
        self.budget = budget
        self.used = 0
        self._items: OrderedDict[str, QPixmap] = OrderedDict()

    def get(self, key: str) -> QPixmap | None:
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
        return found

    def put(self, key: str, pixmap: QPixmap) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.used -= _bytes(old)
        self._items[key] = pixmap
        self.used += _bytes(pixmap)
        while self.used > self.budget and len(self._items) > 1:
            _, dropped = self._items.popitem(last=False)
            self.used -= _bytes(dropped)

    def clear(self) -> None:
        self._items.clear()
        self.used = 0

    def __len__(self) -> int:
        return len(self._items)


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def to_qimage(image: Image.Image) -> QImage:
    """A Pillow image as a ``QImage`` that owns its pixels (safe to pass between threads)."""
    rgb = image.convert("RGB")
    return QImage(rgb.tobytes("raw", "RGB"), rgb.width, rgb.height, rgb.width * 3, QImage.Format.Format_RGB888).copy()


@dataclass(frozen=True)
class _Job:
    key: str
    card: GridCard
    width: int
    generation: int


class ThumbnailLoader(QObject):
    """Thumbnails made on worker threads; ``loaded(key, image)`` arrives on the GUI thread."""

    loaded = Signal(str, QImage)

    def __init__(self, library: Callable[[], ImageLibrary], parent: QObject | None = None, workers: int = WORKERS) -> None:
        super().__init__(parent)
        self.library = library
        self._jobs: list[_Job] = []  # a stack: the last asked (on screen now) is made first
        self._asked: set[str] = set()
        self._generation = 0
        self._condition = threading.Condition()
        self._stopping = False
        self._threads = [threading.Thread(target=self._work, name=f"thumbnails-{n}", daemon=True) for n in range(workers)]
        for thread in self._threads:
            thread.start()

    def request(self, key: str, card: GridCard, width: int) -> None:
        """Make ``card``'s thumbnail at ``width`` pixels (once, however often it is asked)."""
        with self._condition:
            if key in self._asked:
                return
            self._asked.add(key)
            self._jobs.append(_Job(key, card, width, self._generation))
            if len(self._jobs) > QUEUE:  # scrolled past long ago: asked again if shown again
                self._asked.discard(self._jobs.pop(0).key)
            self._condition.notify()

    def restart(self) -> None:
        """Forget every request (a new search, other sources): what is made from now on is new."""
        with self._condition:
            self._generation += 1
            self._jobs.clear()
            self._asked.clear()

    def pending(self) -> int:
        with self._condition:
            return len(self._jobs)

    def stop(self) -> None:
        with self._condition:
            self._stopping = True
            self._jobs.clear()
            self._condition.notify_all()
        for thread in self._threads:
            thread.join(5)

    def _work(self) -> None:
        _lower_priority()
        caches: dict[int, FaceCache] = {}  # one per library: a FaceCache is not shared between threads
        while True:
            with self._condition:
                while not self._jobs and not self._stopping:
                    self._condition.wait()
                if self._stopping:
                    return
                job = self._jobs.pop()
            library = self.library()
            cache = caches.get(id(library))
            if cache is None:
                caches.clear()
                cache = caches[id(library)] = FaceCache(memory=8, library=library)
            try:
                image: Image.Image | None = cache.face(job.card.face, job.width, job.card.printing)
            except Exception:  # a face that cannot be drawn stays a placeholder
                image = None
            with self._condition:
                current = job.generation == self._generation and not self._stopping
                if current:
                    self._asked.discard(job.key)  # asked again after the cache let it go
            if current and image is not None:
                self.loaded.emit(job.key, to_qimage(image))


def _lower_priority() -> None:
    """Let the GUI thread have the processor first (Linux schedules each thread on its own)."""
    if sys.platform.startswith("linux"):
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), NICENESS)
        except OSError:
            pass


class CardGridDelegate(QStyledItemDelegate):
    """Paints one card: its thumbnail (or a placeholder with its name), a badge, the selection."""

    def __init__(self, view: "CardGridView") -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return self.view.tile_size()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        card = self.view.card_at(index)
        if card is None:
            return
        rect = QRect(option.rect).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        pixmap = self.view.thumbnail(card, index.row())
        if pixmap is not None:
            size = pixmap.deviceIndependentSize().toSize().scaled(rect.size(), Qt.AspectRatioMode.KeepAspectRatio)
            picture = QRect(0, 0, size.width(), size.height())
            picture.moveCenter(rect.center())
            painter.drawPixmap(picture, pixmap)
        else:
            painter.setPen(QPen(QColor(90, 90, 90)))
            painter.setBrush(QColor(58, 62, 70))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor(225, 225, 225))
            painter.drawText(rect.adjusted(6, 6, -6, -6), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                             card.face.name)
        plain = QFont(painter.font())
        if card.badge:  # over the art, where it hides neither the name nor the cost
            font = QFont(plain)
            font.setBold(True)
            painter.setFont(font)
            badge = QRect(rect.left() + 4, rect.top() + rect.height() * 2 // 5, max(28, painter.fontMetrics().horizontalAdvance(card.badge) + 12), 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 210))
            painter.drawRoundedRect(badge, 9, 9)
            painter.setPen(QColor(255, 255, 255))
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), card.badge)
        if card.note:
            painter.setFont(plain)
            note = QRect(rect.left(), rect.bottom() - 18, rect.width(), 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 170))
            painter.drawRect(note)
            painter.setPen(QColor(240, 240, 240))
            painter.drawText(note, int(Qt.AlignmentFlag.AlignCenter), card.note)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.setPen(QPen(option.palette.highlight().color(), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        painter.restore()


class CardGridView(QListView):
    """Card pictures in rows that wrap, over ``model``; ``card_of(index)`` says what each row
    shows. Thumbnails are asked for as tiles are painted, so only the cards on screen are made."""

    def __init__(self, card_of: Callable[[Index], GridCard | None], library: Callable[[], ImageLibrary],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_of = card_of
        self.card_width = DEFAULT_WIDTH
        self.pixmaps = PixmapCache()
        self.loader = ThumbnailLoader(library, self)
        self.loader.loaded.connect(self._loaded)
        self._waiting: dict[str, int] = {}  # thumbnails asked for, by the row painted waiting for them
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(400)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setItemDelegate(CardGridDelegate(self))
        self.verticalScrollBar().setSingleStep(24)
        self.destroyed.connect(self.loader.stop)

    # ---------------------------------------------------------------- sizes

    def card_height(self) -> int:
        return card_size(self.card_width)[1]  # the common 63 × 88 mm proportions

    def tile_size(self) -> QSize:
        return QSize(self.card_width + 2 * MARGIN, self.card_height() + 2 * MARGIN)

    def set_card_width(self, width: int) -> None:
        """Show the cards ``width`` pixels wide (thumbnails are made again at that size)."""
        if width == self.card_width:
            return
        self.card_width = width
        self.pixmaps.clear()
        self._waiting.clear()
        self.loader.restart()
        self.setGridSize(self.tile_size())
        self.scheduleDelayedItemsLayout()
        self.viewport().update()

    # ---------------------------------------------------------------- pictures

    def card_at(self, index: Index) -> GridCard | None:
        return self.card_of(index) if index.isValid() else None

    def pixel_width(self) -> int:
        return round(self.card_width * self.devicePixelRatioF())

    def thumbnail(self, card: GridCard, row: int = -1) -> QPixmap | None:
        """The card's thumbnail if made; else it is asked for (the tile at ``row`` is painted
        again when it comes), and ``None`` (a placeholder)."""
        width = self.pixel_width()
        key = f"{card.key}@{width}"
        found = self.pixmaps.get(key)
        if found is None:
            self.loader.request(key, card, width)
            if row >= 0:
                self._waiting[key] = row
                while len(self._waiting) > 2 * QUEUE:  # tiles scrolled past long ago (their requests were dropped)
                    del self._waiting[next(iter(self._waiting))]
        return found

    def _loaded(self, key: str, image: QImage) -> None:
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.devicePixelRatioF())
        self.pixmaps.put(key, pixmap)
        row = self._waiting.pop(key, None)
        model = self.model()
        if row is not None and model is not None and row < model.rowCount():
            self.update(model.index(row, self.modelColumn()))  # that tile only, not the whole grid

    def reload(self) -> None:
        """Make every thumbnail again (the image sources changed)."""
        self.pixmaps.clear()
        self._waiting.clear()
        self.loader.restart()
        self.viewport().update()

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self.setGridSize(self.tile_size())
        if model is not None:
            model.modelAboutToBeReset.connect(self._forget_requests)  # a new search: the old requests go

    def _forget_requests(self) -> None:
        self._waiting.clear()
        self.loader.restart()
