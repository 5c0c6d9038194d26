"""Forge: ``<cache>/pics/cards/<SETFOLDER>/<Name>[n].full.jpg`` (or ``.fullborder``).

Names (``ImageUtil.getNameToUse``, ``toMWSFilename``): ``" / : ?`` removed, a split card's halves
joined (``FireIce``), a double-faced card's front by its own name. ``n`` is the art index, 1 to N,
added only when the edition lists more than one printing of the name, in the edition file's
order (``Swamp1`` … ``Swamp4``). The set folder is the edition's ``Code2`` (Darksteel ``DST`` →
``DS``; else its ``Code``), unless ``cardPicsSubDirs`` in ``forge.profile.properties`` maps it.

Reading order (``ImageKeys.getImageFile`` and ``findFile``): ``.jpg`` then ``.png``; the name
with ``Ae`` and ``AE`` swapped; ``.fullborder`` for ``.full``, the art index ``1`` dropped from a
``.fullborder`` name, an art index dropped, an art index ``1`` added (and, Tapete's own last try
for a printing whose art index is unknown, ``1.fullborder``); then the same in the
``Code`` and ``Alias`` folders; last, the file with no set folder in the root of ``cards/``.
Later Forge versions strip accents from names, so the accent-free name is tried after the name.

Folders (``ForgeProfileProperties``): the cache is ``%LOCALAPPDATA%\\Forge\\Cache`` on Windows,
``~/Library/Caches/Forge`` on macOS and ``~/.cache/forge`` elsewhere, or ``FORGE_CACHE_DIR``;
``forge.profile.properties`` in the install folder may set ``cacheDir``, ``cardPicsDir`` and
``cardPicsSubDirs=CODE->folder|CODE->folder``. An install's ``res/editions`` holds each
edition's codes and card list; without it a table of the codes Forge writes for older sets is
used, and the art index comes from the printing (the catalogue's order of collector numbers).

Tokens are filed under Forge's token script names (``w_1_1_soldier``), which card data does not
carry: they are not looked up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import Listing, Wanted
from cardimages.imagecache.names import forge_name, strip_accents
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.source import ImageSource

#: ``Code`` → ``Code2`` of Forge editions whose picture folder is not their code, as their
#: edition files say (``forge-gui/res/editions``); used when no Forge install is at hand.
CODE2 = {"LEA": "A", "LEB": "B", "2ED": "U", "3ED": "R", "4ED": "4E", "ALL": "AL", "ONS": "ON", "MRD": "MR",
         "DST": "DS", "CSP": "CS"}
EXTENSIONS = (".jpg", ".png")
_CARD_LINE = re.compile(r"^(?:(\S*\d\S*)\s+)?([CURMSLTB])\s+(.+?)(?:\s+[@$].*)?$")


@dataclass(frozen=True)
class Edition:
    """What Forge's edition file says about pictures: its codes and its cards in order."""

    code: str
    code2: str = ""
    alias: str = ""
    cards: tuple[tuple[str, str], ...] = ()  # (collector number or "", name)

    def art_index(self, name: str, number: str) -> int:
        """The art index of the printing ``number`` of ``name`` (0 when the edition lists it once)."""
        same = [card for card in self.cards if card[1] == name]
        if len(same) < 2:
            return 0
        for position, (listed, _) in enumerate(same, start=1):
            if listed and listed == number:
                return position
        return 0


def read_edition(text: str) -> Edition | None:
    """An edition file's codes and ``[cards]``; ``None`` without a ``Code``."""
    fields: dict[str, str] = {}
    cards: list[tuple[str, str]] = []
    section = ""
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
        elif section == "metadata" and "=" in line:
            key, _, value = line.partition("=")
            fields[key.strip().lower()] = value.strip()
        elif section == "cards" and line and not line.startswith("#") and (match := _CARD_LINE.match(line)):
            cards.append((match.group(1) or "", match.group(3)))
    code = fields.get("code", "").upper()
    if not code:
        return None
    return Edition(code, fields.get("code2", "").strip(), fields.get("alias", "").strip(), tuple(cards))


def read_editions(folder: Path) -> dict[str, Edition]:
    """Every edition file of a Forge install's ``res/editions``, by code."""
    editions: dict[str, Edition] = {}
    try:
        files = sorted(folder.glob("*.txt"))
    except OSError:
        return editions
    for path in files:
        try:
            edition = read_edition(path.read_text("utf-8", errors="replace"))
        except OSError:
            continue
        if edition is not None:
            editions[edition.code] = edition
    return editions


def read_profile(path: Path) -> dict[str, str]:
    """``forge.profile.properties``: ``key=value`` lines (``#`` comments)."""
    values: dict[str, str] = {}
    try:
        text = path.read_text("utf-8", errors="replace")
    except OSError:
        return values
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith(("#", "!")) and "=" in line:
            key, _, value = line.partition("=")
            values[key.strip()] = value.strip()
    return values


def parse_subdirs(text: str) -> dict[str, str]:
    """``cardPicsSubDirs``: ``CODE->folder|CODE->folder``."""
    mapping: dict[str, str] = {}
    for part in text.split("|"):
        code, arrow, folder = part.partition("->")
        if arrow and code.strip() and folder.strip():
            mapping[code.strip()] = folder.strip()
    return mapping


class ForgeSource(ImageSource):
    """Forge's ``pics/cards`` folder (``root``)."""

    kind = "forge"
    games = frozenset({"mtg"})
    wants_art_index = True

    def __init__(self, root: Path, editions: dict[str, Edition] | None = None, subdirs: dict[str, str] | None = None) -> None:
        super().__init__(root)
        self.editions = editions or {}
        self.subdirs = subdirs or {}

    @classmethod
    def from_install(cls, install: Path, default_cache: Path) -> "ForgeSource":
        """The cards folder of a Forge install: its profile's ``cardPicsDir`` or ``cacheDir``, else
        ``default_cache``, with the install's editions and folder mapping."""
        profile = read_profile(install / "forge.profile.properties")
        cache = Path(profile["cacheDir"]) if profile.get("cacheDir") else default_cache
        cards = Path(profile["cardPicsDir"]) if profile.get("cardPicsDir") else cache / "pics" / "cards"
        return cls(cards, read_editions(install / "res" / "editions"), parse_subdirs(profile.get("cardPicsSubDirs", "")))

    def wanted(self) -> tuple[Wanted, ...]:
        return (Wanted("", 1),)

    def set_folders(self, set_code: str) -> list[str]:
        """Where a set's pictures are: its folder (``cardPicsSubDirs``, else ``Code2``), then the
        ``Code`` and ``Alias`` folders."""
        code = set_code.upper()
        edition = self.editions.get(code)
        code2 = edition.code2 if edition is not None and edition.code2 else CODE2.get(code, code)
        alias = edition.alias if edition is not None else ""
        return list(dict.fromkeys(folder for folder in (self.subdirs.get(code, code2), code, alias) if folder))

    def art_index(self, printing: Printing) -> int:
        edition = self.editions.get(printing.set_code.upper())
        if edition is not None and edition.cards:
            return edition.art_index(forge_name(printing), printing.number) or printing.art_index
        return printing.art_index

    def _find(self, listing: Listing, printing: Printing) -> ImageRef | None:
        if printing.is_token:
            return None
        name = forge_name(printing)
        names = list(dict.fromkeys((name, strip_accents(name))))
        index = self.art_index(printing)
        suffix = str(index) if index else ""
        for folder in self.set_folders(printing.set_code) if printing.set_code else []:
            for each in names:
                if found := _variants(listing, f"{folder}/{each}{suffix}.full"):
                    return found
        for each in names:
            if found := _setless(listing, f"{each}{suffix}.full"):
                return found
        return None


def _file(listing: Listing, key: str) -> ImageRef | None:
    """``findFile``: the key with ``.jpg``, then ``.png``."""
    for extension in EXTENSIONS:
        if found := listing.file(key + extension):
            return found
    return None


def _variants(listing: Listing, key: str) -> ImageRef | None:
    """``getImageFile`` for one set folder: the name, ``Ae``/``AE``, ``.fullborder`` and art indexes."""
    if found := _file(listing, key):
        return found
    if "Ae" in key and (found := _file(listing, key.replace("Ae", "AE"))):
        return found
    if "Ae" not in key and "AE" in key and (found := _file(listing, key.replace("AE", "Ae"))):
        return found
    border = key.replace(".full", ".fullborder")
    for candidate in (border, border.replace("1.fullborder", ".fullborder"), re.sub(r"[0-9].full", ".full", key),
                      re.sub(r"[0-9]*.full", "1.full", key), re.sub(r"[0-9]*.fullborder", "1.fullborder", border)):
        if found := _file(listing, candidate):
            return found
    return None


def _setless(listing: Listing, key: str) -> ImageRef | None:
    """The file in the root of ``cards/``: the name, ``.fullborder``, the art index lowered to 1."""
    for candidate in (key, key.replace(".full", ".fullborder"), re.sub(r"[0-9]*[.]full", "1.full", key)):
        if found := _file(listing, candidate):
            return found
    return None
