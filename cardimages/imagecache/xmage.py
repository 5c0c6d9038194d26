"""XMage: ``plugins/images/<SET>/<Name>.full.jpg``, or entries of ``<SET>.zip`` in zip mode.

Layout (``CardImageUtils``): cards ``<SET>/<Name>.full.jpg``; a card XMage prints in several arts
``<Name>.<collector>.full.jpg`` (``*`` and ``★`` written ``star``); tokens
``TOK/<SET>/<Name>[ <n>].full.jpg``. In zip mode (``cardImagesSaveToZip``) the same names are
entries ``<SET>/…`` of ``<images>/<SET>.zip`` and tokens entries of ``<images>/TOK.zip``. XMage
reads only the layout its setting selects; Tapete does not know the setting, so it reads the
files first and the archives after. The set folder is XMage's set code in upper case, ``CON``
written ``COX``; names have ``//`` as ``-`` and ``\\ / : * ? " < > |`` removed; the other side of a
double-faced card is its own file. The pictures folder is ``plugins/images`` of the client
(``mage-client``), or wherever ``cardImagesPath`` points.
"""

from __future__ import annotations

from pathlib import Path

from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import Listing, Wanted
from cardimages.imagecache.names import xmage_card_name, xmage_collector, xmage_set_folder
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.source import ImageSource


def images_folder(folder: Path) -> Path:
    """The pictures folder of an XMage folder the player points at (the install, the client or
    the folder itself)."""
    for candidate in (folder / "mage-client" / "plugins" / "images", folder / "plugins" / "images",
                      folder / "xmage" / "mage-client" / "plugins" / "images"):
        if candidate.is_dir():
            return candidate
    return folder


class XmageSource(ImageSource):
    """XMage's pictures folder (``root``)."""

    kind = "xmage"
    games = frozenset({"mtg"})

    def wanted(self) -> tuple[Wanted, ...]:
        return (Wanted("", 1, archives=True), Wanted("TOK", 1))

    @property
    def archive_set(self) -> str:
        """The set of a ``<SET>.zip`` added by itself (``""`` for a pictures folder)."""
        return self.root.stem.upper() if self.root.suffix.lower() == ".zip" else ""

    def _find(self, listing: Listing, printing: Printing) -> ImageRef | None:
        if not printing.set_code:
            return None
        name = xmage_card_name(printing)
        sets = [xmage_set_folder(printing.set_code)]
        if printing.is_token and len(sets[0]) > 3 and sets[0].startswith("T"):  # MTGJSON's token sets: T + the set
            sets.append(sets[0][1:])
        files = [f"{name}.{xmage_collector(printing.number)}.full.jpg"] if printing.number else []
        files.append(f"{name}.full.jpg")
        if printing.is_token:
            files += [f"{name} 1.full.jpg"]
        if self.archive_set:  # one set's archive: its entries only
            for file in files if self.archive_set in sets else ():
                if found := listing.member("", f"{self.archive_set}/{file}"):
                    return found
            return None
        for set_folder in sets:
            folder, archive = (f"TOK/{set_folder}", "TOK.zip") if printing.is_token else (set_folder, f"{set_folder}.zip")
            for file in files:
                if found := listing.file(f"{folder}/{file}"):
                    return found
            for file in files:
                if found := listing.member(archive, f"{set_folder}/{file}"):
                    return found
        return None
