"""Folders of card pictures built in each tool's layout, for the image-cache tests."""

from __future__ import annotations

import zipfile
from io import BytesIO
from pathlib import Path

from PIL import Image

from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import ListingCache
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.source import ImageSource


def jpeg(colour: tuple[int, int, int] = (200, 30, 30), size: tuple[int, int] = (63, 88), kind: str = "JPEG") -> bytes:
    data = BytesIO()
    Image.new("RGB", size, colour).save(data, kind)
    return data.getvalue()


def picture(path: Path, colour: tuple[int, int, int] = (200, 30, 30)) -> ImageRef:
    """A small picture at ``path`` (PNG when the name says so)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(jpeg(colour, kind="PNG" if path.suffix.lower() == ".png" else "JPEG"))
    return ImageRef(path)


def archive(path: Path, members: dict[str, tuple[int, int, int]]) -> Path:
    """A zip archive whose entries are small pictures."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w") as out:
        for name, colour in members.items():
            out.writestr(name, jpeg(colour, kind="PNG" if name.endswith(".png") else "JPEG"))
    return path


def rgb(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    """The colour of one pixel of an RGB image."""
    pixel = image.getpixel(xy)
    assert isinstance(pixel, tuple)
    return (int(pixel[0]), int(pixel[1]), int(pixel[2]))


def listed(source: ImageSource, index: Path | None = None) -> ImageSource:
    """``source`` listed (with its listing kept in ``index`` when given)."""
    source.prepare(ListingCache(index))
    return source


def mtg(name: str, set_code: str = "", number: str = "", **fields: object) -> Printing:
    return Printing("mtg", name, set_code, number, **fields)  # type: ignore[arg-type]
