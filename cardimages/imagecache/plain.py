"""A plain folder or archive of the player's own scans, matched as ``tapete-cli scans`` matches."""

from __future__ import annotations

from collections.abc import Container
from pathlib import Path

from cardimages.faces import FaceData
from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import Listing, ListingCache, Wanted
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.source import ImageSource
from cardimages.scans import ScanFolder


class _EveryGame(Container[str]):
    """Every game's name (asking the registry would load every game)."""

    def __contains__(self, game: object) -> bool:
        return isinstance(game, str)


EVERY_GAME = _EveryGame()


class PlainSource(ImageSource):
    """A ``ScanFolder`` as an image source: every game, by each game's key or the name."""

    kind = "plain"
    games = EVERY_GAME

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.scans = ScanFolder(root)

    def wanted(self) -> tuple[Wanted, ...]:
        return (Wanted("", -1),)

    def prepare(self, cache: ListingCache) -> None:
        self.scans.prepare(cache)
        self.listing = Listing(self.root, self.wanted())  # marks it ready; the scans hold the index

    def _find(self, listing: Listing, printing: Printing) -> ImageRef | None:
        return self.scans.find_printing(printing)

    def art(self, face: FaceData) -> ImageRef | None:
        return self.scans.art(face) if self.ready else None

    def back(self, game: str) -> ImageRef | None:
        return self.scans.back(game) if self.ready else None

    def count(self) -> int:
        return self.scans.count() if self.ready else 0
