"""Cockatrice: the player's ``pics/CUSTOM`` folder and the downloads under ``pics/downloadedPics``.

Lookup (``card_picture_loader_local.cpp``, ``card_picture_loader_local_schemes.h``): the names
``{name}_{providerId}``, ``{name}_{set}_{collector}``, ``{set}_{collector}_{name}``,
``{name}_{set}``, ``{name}``, each also with ``-`` for ``_`` (a name whose field is empty is not
tried); for each name, first any file under ``CUSTOM`` (every level) whose name up to its first
or its last dot is that name, then the files of ``pics/<SET>/`` and ``pics/downloadedPics/<SET>/``
whose names start with it (none without a set). That one rule reads the 2.8 downloads
(``downloadedPics/M10/Lightning Bolt.jpg``), the 3.0.2 "Filesystem" cache
(``downloadedPics/M10/Lightning Bolt_M10_146.png``) and ``Name.full.jpg`` files alike. The name
is Cockatrice's corrected name (``names.cockatrice_name``; the pre-2.9 correction is tried after
it when it differs), the set its short name (``CON_`` for a reserved Windows name), the
collector number the printing's ``num`` and the provider id its MTGJSON ``uuid``.

Folders (``cache_settings.cpp``): ``<data>/pics`` and ``<pics>/CUSTOM`` unless
``<data>/settings/paths.ini`` names others (``[paths] pics=…``, ``customPics=…``); a portable
install (``portable.dat`` beside the program) keeps its data in ``<program folder>/data``.
"""

from __future__ import annotations

import configparser
from bisect import bisect_left
from pathlib import Path

from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import Listing, ListingCache, Wanted
from cardimages.imagecache.names import cockatrice_name, cockatrice_name_before_2_9, cockatrice_set_folder
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.source import ImageSource

PATTERNS = ("{name}_{providerId}", "{name}_{set}_{collector}", "{set}_{collector}_{name}", "{name}_{set}", "{name}")
#: What Qt reads when the format is decided from the content; other files are skipped.
PICTURE_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp", ".bmp", ".gif", ".tif", ".tiff", ".xpm")


def name_variants(name: str, set_folder: str, collector: str, provider_id: str) -> list[str]:
    """The file names tried for one printing, most specific first (``generateImportVariants``)."""
    values = {"{name}": name, "{set}": set_folder, "{collector}": collector, "{providerId}": provider_id}
    variants: list[str] = []
    for pattern in PATTERNS:
        for separator in ("_", "-"):
            text = pattern.replace("_", separator)
            if any(token in text and not value for token, value in values.items()):
                continue
            for token, value in values.items():
                text = text.replace(token, value)
            if text not in variants:
                variants.append(text)
    return variants


def data_folders(data: Path) -> tuple[Path, Path]:
    """``pics`` and ``CUSTOM`` of a Cockatrice data folder, as ``settings/paths.ini`` sets them."""
    pics, custom = data / "pics", None
    ini = data / "settings" / "paths.ini"
    if ini.is_file():
        parser = configparser.ConfigParser(interpolation=None)
        try:
            parser.read(ini, encoding="utf-8")
        except (configparser.Error, OSError, UnicodeDecodeError):
            parser = configparser.ConfigParser(interpolation=None)
        if parser.has_option("paths", "pics") and parser.get("paths", "pics").strip():
            pics = Path(parser.get("paths", "pics").strip().strip('"'))
        if parser.has_option("paths", "customPics") and parser.get("paths", "customPics").strip():
            custom = Path(parser.get("paths", "customPics").strip().strip('"'))
    return pics, custom or pics / "CUSTOM"


def data_folder(folder: Path) -> Path:
    """The data folder of a Cockatrice folder the player points at: a portable install's ``data``."""
    return folder / "data" if (folder / "portable.dat").is_file() else folder


class CockatriceSource(ImageSource):
    """Cockatrice's ``pics`` folder (``root``) and its ``CUSTOM`` folder."""

    kind = "cockatrice"
    games = frozenset({"mtg"})

    def __init__(self, root: Path, custom: Path | None = None) -> None:
        super().__init__(root)
        self.custom = custom if custom is not None else root / "CUSTOM"
        self._custom_inside = self.custom.parent == root
        self._custom_listing: Listing | None = None
        self._custom_index: dict[str, list[ImageRef]] = {}

    @classmethod
    def from_data_folder(cls, folder: Path) -> "CockatriceSource":
        pics, custom = data_folders(data_folder(folder))
        return cls(pics, custom)

    def wanted(self) -> tuple[Wanted, ...]:
        inside = (Wanted(self.custom.name, -1),) if self._custom_inside else ()
        return (Wanted("", 1), Wanted("downloadedPics", 1), *inside)

    def prepare(self, cache: ListingCache) -> None:
        if not self._custom_inside:
            self._custom_listing = cache.listing(f"{self.kind}-custom", self.custom, (Wanted("", -1),))
        super().prepare(cache)

    def _listed(self, listing: Listing) -> None:
        index: dict[str, list[ImageRef]] = {}
        custom = self._custom_listing if not self._custom_inside else listing
        prefix = "" if not self._custom_inside else self.custom.name
        if custom is not None:
            for folder, listed in sorted(custom.folders.items()):
                if self._custom_inside and folder != prefix and not folder.startswith(prefix + "/"):
                    continue
                for name in listed.files:
                    ref = ImageRef(custom.root / folder / name if folder else custom.root / name)
                    stem = name.rpartition(".")[0] if "." in name else name
                    base = name.partition(".")[0]
                    for key in dict.fromkeys((base, stem)):
                        index.setdefault(key, []).append(ref)
        self._custom_index = index

    def _find(self, listing: Listing, printing: Printing) -> ImageRef | None:
        set_folder = cockatrice_set_folder(printing.set_code) if printing.set_code else ""
        names = dict.fromkeys((cockatrice_name(printing.name), cockatrice_name_before_2_9(printing.name)))
        folders = [listing.folder_name(folder) for folder in (set_folder, f"downloadedPics/{set_folder}")] if set_folder else []
        for name in names:
            for variant in name_variants(name, set_folder, printing.number, printing.uuid):
                for ref in self._custom_index.get(variant, ()):
                    if ref.path.name.lower().endswith(PICTURE_SUFFIXES):
                        return ref
                for folder in folders:
                    if folder is not None and (found := _starting_with(listing, folder, variant)):
                        return found
        return None


def _starting_with(listing: Listing, folder: str, start: str) -> ImageRef | None:
    """The first picture of ``folder`` (in name order) whose file name starts with ``start``."""
    files = listing.files(folder)
    for name in files[bisect_left(files, start):]:
        if not name.startswith(start):
            break
        if name.lower().endswith(PICTURE_SUFFIXES):
            return ImageRef(listing.root / folder / name)
    return None
