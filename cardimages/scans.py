"""The player's own card images: a folder (or a zip archive) of scans matched to cards by each
game's key.

Keys: Yu-Gi-Oh! passcode (``89631139.jpg``); MTG set and collector number (``LEA-161.jpg``,
``lea_161.png``, ``Lightning Bolt (LEA) 161.jpg``) or the name (``Lightning Bolt.jpg``); SiX and
other games the card code or the name. File names are compared without case, accents and
punctuation, and without the ``.full`` or ``.fullborder`` other tools add (``Lightning
Bolt.full.jpg``). Files may sit in a sub-folder named after the game (``ygo/89631139.jpg``), which
then only matches that game. ``NAME-art.jpg`` is art for the art box of a rendered face, and
``back.jpg`` (or ``dorso.jpg``) the back of the game's cards.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from cardimages.faces import FaceData
from cardimages.frames import face_style
from cardimages.imagecache.files import IMAGE_SUFFIXES, ImageRef, is_image_name
from cardimages.imagecache.listing import Listing, ListingCache, Wanted
from cardimages.imagecache.printing import Printing, printing_of_face
from engine.formats.records import GAMES

__all__ = ["ART_SUFFIXES", "BACK_NAMES", "IMAGE_SUFFIXES", "ScanFolder", "face_keys", "normal_key", "printing_keys"]

ART_SUFFIXES = ("-art", "_art", ".art", " art")
BACK_NAMES = ("back", "dorso")


def normal_key(text: str) -> str:
    """``"Lightning Bolt (LEA) 161"`` → ``"lightning-bolt-lea-161"``."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(ch))
    return re.sub(r"[^0-9a-z]+", "-", plain).strip("-")


def printing_keys(printing: Printing) -> list[str]:
    """The file names (as ``normal_key``) that show this printing, best first."""
    keys: list[str] = []
    named_by = face_style(printing.game).printing_id
    if named_by == "passcode":
        keys += [printing.code, printing.code.lstrip("0")]
    elif named_by == "set number" and printing.set_code and printing.number:
        keys += [f"{printing.set_code}-{printing.number}", f"{printing.name}-{printing.set_code}-{printing.number}",
                 f"{printing.set_code}-{printing.number}-{printing.name}"]
    else:
        keys.append(printing.code)
    keys += [printing.name, printing.local_name]
    if "//" in printing.name:  # MTG split and double-faced cards: the front's name alone
        keys.append(printing.name.split("//")[0])
    seen: list[str] = []
    for key in (normal_key(k) for k in keys if k):
        if key and key not in seen:
            seen.append(key)
    return seen


def _stem(file_name: str) -> str:
    """The name a file shows: without its extension, nor the ``.full``, ``.fullborder`` or
    ``.xlhq`` the tools add (a picture copied from Forge or XMage keeps its card's name)."""
    stem = file_name.rsplit(".", 1)[0]
    for tail in (".full", ".fullborder", ".xlhq"):
        if stem.lower().endswith(tail):
            return stem[: -len(tail)]
    return stem


def face_keys(face: FaceData) -> list[str]:
    """The file names (as ``normal_key``) that show this face, best first."""
    return printing_keys(printing_of_face(face))


class ScanFolder:
    """An index of the images under ``root``, a folder or a zip archive (listed on first use,
    or by ``prepare`` from a listing kept on disk; ``refresh`` lists it again)."""

    kind = "plain"

    def __init__(self, root: Path) -> None:
        self.root = root
        self._index: dict[tuple[str, str], ImageRef] | None = None

    def refresh(self) -> None:
        self._index = None

    def prepare(self, cache: ListingCache | None = None) -> None:
        """List the folder now (from ``cache`` where nothing changed)."""
        wanted = (Wanted("", -1, archives=False),)
        listing = (cache or ListingCache(None)).listing(self.kind, self.root, wanted)
        self._index = self._build(listing)

    @property
    def ready(self) -> bool:
        return self._index is not None

    @property
    def index(self) -> dict[tuple[str, str], ImageRef]:
        """(game or "", key) → image."""
        if self._index is None:
            self.prepare()
        assert self._index is not None
        return self._index

    def _build(self, listing: Listing) -> dict[tuple[str, str], ImageRef]:
        index: dict[tuple[str, str], ImageRef] = {}
        entries: list[tuple[str, ImageRef]] = []
        for folder, listed in listing.folders.items():
            for name in listed.files:
                if is_image_name(name):
                    rel = f"{folder}/{name}" if folder else name
                    entries.append((rel, ImageRef(self.root / rel)))
        for archive, members in listing.archives.items():
            entries += [(member, ImageRef(self.root, member)) for member in members.members if is_image_name(member)]
        for rel, ref in sorted(entries):
            parts = rel.split("/")
            game = parts[0] if len(parts) > 1 and parts[0] in GAMES else ""
            index.setdefault((game, normal_key(_stem(parts[-1]))), ref)
        return index

    def count(self) -> int:
        return len(self.index)

    def _lookup(self, game: str, keys: Iterable[str]) -> ImageRef | None:
        for key in keys:
            for where in (game, ""):
                found = self.index.get((where, key))
                if found is not None:
                    return found
        return None

    def find(self, face: FaceData) -> ImageRef | None:
        """The scan of the whole card."""
        return self._lookup(face.game, face_keys(face))

    def find_printing(self, printing: Printing) -> ImageRef | None:
        """The scan of the whole card, by a printing's keys."""
        return self._lookup(printing.game, printing_keys(printing))

    def art(self, face: FaceData) -> ImageRef | None:
        """Art for the art box of a rendered face."""
        return self._lookup(face.game, (normal_key(key + suffix) for key in face_keys(face) for suffix in ART_SUFFIXES))

    def back(self, game: str) -> ImageRef | None:
        return self._lookup(game, BACK_NAMES)

    def unmatched(self, faces: Iterable[FaceData]) -> list[ImageRef]:
        """Files that show none of ``faces`` (nor art, nor a back): the mismatches to list."""
        names: set[tuple[str, str]] = set()
        for face in faces:
            keys = face_keys(face)
            names.update((face.game, key) for key in keys)
            names.update((face.game, normal_key(key + suffix)) for key in keys for suffix in ART_SUFFIXES)
            names.update((face.game, key) for key in BACK_NAMES)
        wanted = names | {("", key) for _, key in names}
        return sorted(ref for slot, ref in self.index.items() if slot not in wanted)

    def relative(self, ref: ImageRef) -> str:
        """Where ``ref`` is inside this folder or archive, for listing it to the player."""
        if ref.member:
            return ref.member
        try:
            return ref.path.relative_to(self.root).as_posix()
        except ValueError:
            return str(ref.path)
