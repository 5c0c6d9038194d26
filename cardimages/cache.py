"""Rendered faces kept in memory and on disk, and the player's own card images."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import platformdirs
from PIL import Image

from cardimages.faces import FaceData
from cardimages.render import card_size, render_back, render_face

RENDERER_VERSION = "1"
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


def user_images_folder() -> Path:
    """Where players put their own scans: ``<user data>/images/<game>/<code>.png`` (or .jpg)."""
    return Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "images"


def cache_folder() -> Path:
    return Path(platformdirs.user_cache_dir("Tapete", "Tapete")) / "faces"


class FaceCache:
    """Faces by (card, width): a user's image when there is one, else rendered from data."""

    def __init__(self, folder: Path | None = None, images: Path | None = None, memory: int = 512) -> None:
        self.folder = folder if folder is not None else cache_folder()
        self.images = images if images is not None else user_images_folder()
        self.memory = memory
        self._recent: OrderedDict[tuple[str, int], Image.Image] = OrderedDict()

    def user_image(self, face: FaceData) -> Path | None:
        folder = self.images / face.game
        for stem in (face.code, face.name):
            for suffix in IMAGE_SUFFIXES:
                path = folder / f"{stem}{suffix}"
                if path.is_file():
                    return path
        return None

    def face(self, face: FaceData, width: int) -> Image.Image:
        key = (face.digest(), width)
        if key in self._recent:
            self._recent.move_to_end(key)
            return self._recent[key]
        image = self._load(face, width)
        self._recent[key] = image
        if len(self._recent) > self.memory:
            self._recent.popitem(last=False)
        return image

    def back(self, game: str, width: int, limbo: bool = False) -> Image.Image:
        key = (f"back:{game}:{limbo}", width)
        if key not in self._recent:
            self._recent[key] = render_back(game, width, limbo)
        return self._recent[key]

    def _load(self, face: FaceData, width: int) -> Image.Image:
        scan = self.user_image(face)
        if scan is not None:
            try:
                with Image.open(scan) as opened:
                    return opened.convert("RGB").resize(card_size(width), Image.Resampling.LANCZOS)
            except OSError:
                pass  # an unreadable scan: fall back to the rendered face
        path = self.folder / face.game / f"{face.digest()}-{RENDERER_VERSION}-{width}.png"
        if path.is_file():
            try:
                with Image.open(path) as cached:
                    return cached.convert("RGB")
            except OSError:
                path.unlink(missing_ok=True)
        image = render_face(face, width)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            image.save(tmp, "PNG")
            tmp.replace(path)
        except OSError:
            pass  # a read-only cache folder only costs speed
        return image
