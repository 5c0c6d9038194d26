"""Where an image is and how it is read: a file, or an entry of a zip archive, read in place.

``ImageRef`` names the image; ``load_fitted`` decodes it at the size asked for (JPEG ``draft``
decodes a quarter or an eighth of the pixels when that is enough), and ``stamp`` changes when
the file or the archive does, so cached thumbnails follow. Archives stay open per thread (a few
at a time), so a grid reading many entries of one archive parses its directory once.
"""

from __future__ import annotations

import io
import threading
import zipfile
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps

#: What the tools write (and Pillow reads): ``.jpg`` and ``.png`` above all.
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
ARCHIVE_SUFFIXES = (".zip", ".ypk")
OPEN_ARCHIVES = 6  # per thread
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # an archive entry larger than this is no card picture


def is_image_name(name: str) -> bool:
    return name.lower().endswith(IMAGE_SUFFIXES)


@dataclass(frozen=True, order=True)
class ImageRef:
    """An image file, or the entry ``member`` of the archive at ``path``."""

    path: Path
    member: str = ""

    def stamp(self) -> str:
        """Changes whenever the file (or its archive) is replaced: for cache keys."""
        try:
            stat = self.path.stat()
        except OSError:
            return ""
        return f"{stat.st_mtime_ns}:{stat.st_size}"

    def label(self) -> str:
        """The place to show a player: ``…/M10/Lightning Bolt.full.jpg`` or ``…/ZEN.zip → ZEN/Forest.full.jpg``."""
        return f"{self.path} → {self.member}" if self.member else str(self.path)


class _Archives(threading.local):
    def __init__(self) -> None:
        self.open: OrderedDict[tuple[Path, str], zipfile.ZipFile] = OrderedDict()


_archives = _Archives()


def _archive(path: Path, stamp: str) -> zipfile.ZipFile:
    key = (path, stamp)
    found = _archives.open.get(key)
    if found is not None:
        _archives.open.move_to_end(key)
        return found
    archive = zipfile.ZipFile(path)
    _archives.open[key] = archive
    while len(_archives.open) > OPEN_ARCHIVES:
        _, old = _archives.open.popitem(last=False)
        old.close()
    return archive


def read_bytes(ref: ImageRef) -> bytes:
    """The image's bytes; ``OSError`` when it is gone or unreadable."""
    if not ref.member:
        return ref.path.read_bytes()
    try:
        archive = _archive(ref.path, ref.stamp())
        info = archive.getinfo(ref.member)
        if info.file_size > MAX_ENTRY_BYTES:
            raise OSError(f"{ref.label()}: {info.file_size} bytes")
        return archive.read(info)
    except (KeyError, zipfile.BadZipFile, RuntimeError, ValueError, EOFError) as exc:
        raise OSError(f"{ref.label()}: {exc}") from exc


def load_fitted(ref: ImageRef, size: tuple[int, int]) -> Image.Image | None:
    """The image scaled and cropped to ``size`` (RGB), or ``None`` if it cannot be read (the
    caller draws the face instead)."""
    try:
        data = read_bytes(ref) if ref.member else None
        with Image.open(io.BytesIO(data) if data is not None else ref.path) as opened:
            opened.draft("RGB", size)
            return ImageOps.fit(opened.convert("RGB"), size, Image.Resampling.LANCZOS)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
