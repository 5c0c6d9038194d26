"""Faces for the GUI: in memory, and on disk as thumbnails under a size limit.

A face is the player's picture when the scans folder or an image source (``imagecache``: the
pictures of Cockatrice, Forge, XMage, EDOPro or a folder of one's own) has one, else rendered
from the card's data (with the player's art in the art box when there is some). Thumbnails of
both are kept in the platform's cache folder; when the folder grows past its limit the least
recently used files go.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from dataclasses import replace
from pathlib import Path

import platformdirs
from PIL import Image

from cardimages.faces import FaceData
from cardimages.imagecache.files import ImageRef, load_fitted
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.printing import Printing, printing_of_face
from cardimages.render import card_size, render_back, render_face
from cardimages.scans import IMAGE_SUFFIXES, ScanFolder

__all__ = ["IMAGE_SUFFIXES", "DiskCache", "FaceCache", "cache_folder", "index_folder", "user_images_folder"]

RENDERER_VERSION = "3"
DEFAULT_LIMIT = 256 * 1024 * 1024


def user_images_folder() -> Path:
    """Where players put their own scans by default: ``<user data>/images`` (see ``scans``)."""
    return Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "images"


def cache_folder() -> Path:
    return Path(platformdirs.user_cache_dir("Tapete", "Tapete")) / "faces"


def index_folder() -> Path:
    """Where the listings of the player's image sources are kept (``imagecache.listing``)."""
    return Path(platformdirs.user_cache_dir("Tapete", "Tapete")) / "image-index"


class DiskCache:
    """PNG files by key in ``folder``, at most ``limit`` bytes: the least recently used go first."""

    def __init__(self, folder: Path, limit: int = DEFAULT_LIMIT) -> None:
        self.folder = folder
        self.limit = limit
        self._total: int | None = None

    def path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.png"

    def get(self, key: str) -> Image.Image | None:
        path = self.path(key)
        if not path.is_file():
            return None
        try:
            with Image.open(path) as cached:
                image = cached.convert("RGB")
        except OSError:
            path.unlink(missing_ok=True)
            return None
        try:
            os.utime(path)  # recently used: pruned last
        except OSError:
            pass
        return image

    def put(self, key: str, image: Image.Image) -> None:
        path = self.path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}-{threading.get_ident()}.tmp")  # threads never share one
            image.save(tmp, "PNG")
            tmp.replace(path)
            self._total = self.size() if self._total is None else self._total + path.stat().st_size
            if self._total > self.limit:
                self.prune()
        except OSError:
            pass  # a read-only cache folder only costs speed

    def size(self) -> int:
        return sum(p.stat().st_size for p in self.folder.rglob("*.png")) if self.folder.is_dir() else 0

    def prune(self) -> None:
        """Remove the least recently used files until the cache is within 90 % of its limit."""
        files = sorted(self.folder.rglob("*.png"), key=lambda p: p.stat().st_mtime)
        total = sum(p.stat().st_size for p in files)
        for path in files:
            if total <= self.limit * 0.9:
                break
            total -= path.stat().st_size
            path.unlink(missing_ok=True)
        self._total = total


class FaceCache:
    """Faces by (card, printing, width): the player's picture when there is one, else rendered
    from data. ``library`` holds the image sources; the scans folder is asked first."""

    def __init__(self, folder: Path | None = None, images: Path | None = None, memory: int = 512,
                 limit: int = DEFAULT_LIMIT, library: ImageLibrary | None = None) -> None:
        self.folder = folder if folder is not None else cache_folder()
        self.images = images if images is not None else user_images_folder()
        self.scans = ScanFolder(self.images)
        self.library = library if library is not None else ImageLibrary()
        self.disk = DiskCache(self.folder, limit)
        self.memory = memory
        self._recent: OrderedDict[tuple[str, Printing | None, int], Image.Image] = OrderedDict()

    def set_scan_folder(self, folder: Path) -> None:
        """Use the player's scans in ``folder`` from now on."""
        self.images = folder
        self.scans = ScanFolder(folder)
        self._recent.clear()

    def set_library(self, library: ImageLibrary) -> None:
        """Use ``library``'s sources from now on."""
        self.library = library
        self._recent.clear()

    def forget(self) -> None:
        """Drop the faces kept in memory (the sources changed or finished listing)."""
        self._recent.clear()

    def user_image(self, face: FaceData, printing: Printing | None = None) -> ImageRef | None:
        """The player's picture of the card: the scans folder's, else the first source's."""
        printing = printing if printing is not None else printing_of_face(face)
        return self.scans.find_printing(printing) or self.library.find(printing)

    def face(self, face: FaceData, width: int, printing: Printing | None = None) -> Image.Image:
        key = (face.digest(), printing, width)
        if key in self._recent:
            self._recent.move_to_end(key)
            return self._recent[key]
        image = self._load(face, width, printing)
        self._recent[key] = image
        if len(self._recent) > self.memory:
            self._recent.popitem(last=False)
        return image

    def back(self, game: str, width: int, limbo: bool = False) -> Image.Image:
        key = (f"back:{game}:{limbo}", None, width)
        if key not in self._recent:
            self._recent[key] = render_back(game, width, limbo)
        return self._recent[key]

    def _load(self, face: FaceData, width: int, printing: Printing | None = None) -> Image.Image:
        scan = self.user_image(face, printing)
        if scan is not None:
            image = self._thumbnail(scan, card_size(width, face.game))
            if image is not None:
                return image
        return self.drawn(face, width)

    def drawn(self, face: FaceData, width: int) -> Image.Image:
        """The face rendered from data (the player's art in its box), from the disk cache."""
        art = self.scans.art(face) or self.library.art(face)
        if art is not None and not art.member:
            face = replace(face, art=str(art.path))
        key = hashlib.sha256(f"{face.digest()}:{RENDERER_VERSION}:{width}".encode()).hexdigest()[:32]
        image = self.disk.get(key)
        if image is None:
            image = render_face(face, width)
            self.disk.put(key, image)
        return image

    def _thumbnail(self, scan: ImageRef, size: tuple[int, int]) -> Image.Image | None:
        """A picture at ``size``, from the disk cache when that picture (same file or archive,
        same date) was seen."""
        stamp = scan.stamp()
        if not stamp:
            return None
        key = hashlib.sha256(f"scan:{scan.path}:{scan.member}:{stamp}:{size}".encode()).hexdigest()[:32]
        image = self.disk.get(key)
        if image is not None:
            return image
        image = load_fitted(scan, size)
        if image is None:
            return None  # an unreadable picture: the rendered face is used instead
        self.disk.put(key, image)
        return image
