"""EDOPro and YGOPro: Yu-Gi-Oh! pictures named by passcode.

EDOPro (``gframe/image_manager.cpp``): each repository's ``repositories/<name>/pics/``, then
``expansions/pics/``, then ``pics/`` inside every ``expansions/*.zip``, then ``pics/``; in each,
``<passcode>.png`` before ``<passcode>.jpg``, the passcode in decimal with no padding.
YGOPro: JPEG only, ``expansions/pics/`` then ``pics/``; archives (``.zip``, ``.ypk``) in
``expansions/`` are mounted, so their ``pics/`` answer too. ``pics/field`` (field-spell art),
``pics/cover`` (sleeves) and ``pics/thumbnail`` are not card pictures.
"""

from __future__ import annotations

from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import Listing, Wanted
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.source import ImageSource


class EdoproSource(ImageSource):
    """An EDOPro (Project Ignis) folder."""

    kind = "edopro"
    games = frozenset({"ygo"})
    suffixes: tuple[str, ...] = (".png", ".jpg")
    archive_suffixes: tuple[str, ...] = (".zip",)

    def wanted(self) -> tuple[Wanted, ...]:
        return (Wanted("repositories", 2), Wanted("expansions/pics"), Wanted("expansions", archives=True), Wanted("pics"))

    def folders(self, listing: Listing) -> list[str]:
        """The picture folders in EDOPro's order: repositories first (by name), then ``expansions/pics``."""
        repositories = sorted(rel for rel in listing.folders if rel.startswith("repositories/") and rel.endswith("/pics")
                              and rel.count("/") == 2)
        return [*repositories, "expansions/pics"]

    def archives(self, listing: Listing) -> list[str]:
        return sorted(rel for rel in listing.archives
                      if rel.startswith("expansions/") and rel.count("/") == 1 and rel.lower().endswith(self.archive_suffixes))

    def _find(self, listing: Listing, printing: Printing) -> ImageRef | None:
        code = printing.passcode
        if not code:
            return None
        names = [code + suffix for suffix in self.suffixes]
        for folder in self.folders(listing):
            for name in names:
                if found := listing.file(f"{folder}/{name}"):
                    return found
        for archive in self.archives(listing):
            for name in names:
                if found := listing.member(archive, f"pics/{name}"):
                    return found
        for name in names:
            if found := listing.file(f"pics/{name}"):
                return found
        return None


class YgoproSource(EdoproSource):
    """A YGOPro folder: JPEG only, no repositories."""

    kind = "ygopro"
    suffixes = (".jpg",)
    archive_suffixes = (".zip", ".ypk")

    def wanted(self) -> tuple[Wanted, ...]:
        return (Wanted("expansions/pics"), Wanted("expansions", archives=True), Wanted("pics"))

    def folders(self, listing: Listing) -> list[str]:
        return ["expansions/pics"]


class YgoArchiveSource(EdoproSource):
    """One archive of pictures in the EDOPro layout (``pics/<passcode>.jpg`` inside), added by itself."""

    kind = "ygo-archive"

    def wanted(self) -> tuple[Wanted, ...]:
        return ()

    def folders(self, listing: Listing) -> list[str]:
        return []

    def archives(self, listing: Listing) -> list[str]:
        return [""]
