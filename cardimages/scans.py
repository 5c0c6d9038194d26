"""The player's own card images: a folder of scans matched to cards by each game's key.

Keys: Yu-Gi-Oh! passcode (``89631139.jpg``); MTG set and collector number (``LEA-161.jpg``,
``lea_161.png``, ``Lightning Bolt (LEA) 161.jpg``) or the name (``Lightning Bolt.jpg``); SiX and
other games the card code or the name. File names are compared without case, accents and
punctuation. Files may sit in a sub-folder named after the game (``ygo/89631139.jpg``), which
then only matches that game. ``NAME-art.jpg`` is art for the art box of a rendered face, and
``back.jpg`` (or ``dorso.jpg``) the back of the game's cards.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from cardimages.faces import FaceData
from engine.formats.records import GAMES

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
ART_SUFFIXES = ("-art", "_art", ".art", " art")
BACK_NAMES = ("back", "dorso")


def normal_key(text: str) -> str:
    """``"Lightning Bolt (LEA) 161"`` → ``"lightning-bolt-lea-161"``."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(ch))
    return re.sub(r"[^0-9a-z]+", "-", plain).strip("-")


def face_keys(face: FaceData) -> list[str]:
    """The file names (as ``normal_key``) that show this card, best first."""
    keys: list[str] = []
    if face.game == "ygo":
        keys += [face.code, face.code.lstrip("0")]
    elif face.game == "mtg" and face.set_code and face.code:
        keys += [f"{face.set_code}-{face.code}", f"{face.name}-{face.set_code}-{face.code}", f"{face.set_code}-{face.code}-{face.name}"]
    else:
        keys.append(face.code)
    keys.append(face.name)
    if "//" in face.name:  # MTG split and double-faced cards: the front's name alone
        keys.append(face.name.split("//")[0])
    seen: list[str] = []
    for key in (normal_key(k) for k in keys if k):
        if key and key not in seen:
            seen.append(key)
    return seen


class ScanFolder:
    """An index of the images under ``root`` (built on first use; ``refresh`` re-reads it)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._index: dict[tuple[str, str], Path] | None = None

    def refresh(self) -> None:
        self._index = None

    @property
    def index(self) -> dict[tuple[str, str], Path]:
        """(game or "", key) → file."""
        if self._index is None:
            self._index = {}
            if self.root.is_dir():
                for path in sorted(self.root.rglob("*")):
                    if path.suffix.lower() in IMAGE_SUFFIXES and path.is_file():
                        relative = path.relative_to(self.root).parts
                        game = relative[0] if len(relative) > 1 and relative[0] in GAMES else ""
                        self._index.setdefault((game, normal_key(path.stem)), path)
        return self._index

    def _lookup(self, game: str, keys: Iterable[str]) -> Path | None:
        for key in keys:
            for where in (game, ""):
                found = self.index.get((where, key))
                if found is not None:
                    return found
        return None

    def find(self, face: FaceData) -> Path | None:
        """The scan of the whole card."""
        return self._lookup(face.game, face_keys(face))

    def art(self, face: FaceData) -> Path | None:
        """Art for the art box of a rendered face."""
        return self._lookup(face.game, (normal_key(key + suffix) for key in face_keys(face) for suffix in ART_SUFFIXES))

    def back(self, game: str) -> Path | None:
        return self._lookup(game, BACK_NAMES)

    def unmatched(self, faces: Iterable[FaceData]) -> list[Path]:
        """Files that show none of ``faces`` (nor art, nor a back): the mismatches to list."""
        names: set[tuple[str, str]] = set()
        for face in faces:
            keys = face_keys(face)
            names.update((face.game, key) for key in keys)
            names.update((face.game, normal_key(key + suffix)) for key in keys for suffix in ART_SUFFIXES)
            names.update((face.game, key) for key in BACK_NAMES)
        wanted = names | {("", key) for _, key in names}
        return sorted(path for slot, path in self.index.items() if slot not in wanted)
