"""What every image source is: a root, the games it holds pictures of, a listing built once (off
the GUI thread) and kept on disk, and a lookup of one printing, most specific name first."""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path
from collections.abc import Container
from typing import ClassVar

from cardimages.imagecache.files import ImageRef, is_image_name
from cardimages.imagecache.listing import Listing, ListingCache, Wanted
from cardimages.imagecache.printing import Printing


class ImageSource(ABC):
    """A folder (or archive) of another tool's card pictures, read in place."""

    kind: ClassVar[str]
    games: ClassVar[Container[str]]
    #: Whether lookups use the Forge art index (``Printing.art_index``).
    wants_art_index: ClassVar[bool] = False

    def __init__(self, root: Path) -> None:
        self.root = root
        self.listing: Listing | None = None

    @abstractmethod
    def wanted(self) -> tuple[Wanted, ...]:
        """The folders (and archives) of ``root`` this tool keeps pictures in."""

    def prepare(self, cache: ListingCache) -> None:
        """List the source (reusing what ``cache`` kept where nothing changed)."""
        listing = cache.listing(self.kind, self.root, self.wanted())
        self._listed(listing)
        self.listing = listing  # the lookups see a complete listing or none

    def _listed(self, listing: Listing) -> None:
        """Build whatever lookup tables the source needs from a fresh listing."""

    @property
    def ready(self) -> bool:
        return self.listing is not None

    def find(self, printing: Printing) -> ImageRef | None:
        """The picture of ``printing``, or ``None`` (also while the source is not listed yet)."""
        if self.listing is None or printing.game not in self.games:
            return None
        return self._find(self.listing, printing)

    @abstractmethod
    def _find(self, listing: Listing, printing: Printing) -> ImageRef | None:
        """The tool's own lookup order."""

    def count(self) -> int:
        """How many pictures the listing holds."""
        return self.listing.count(is_image_name) if self.listing is not None else 0

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self.root)!r})"
