"""How each tool turns a card name and a set code into file and folder names.

Sources (see ``shared/docs/image-caches.md``): Cockatrice ``card_info.cpp`` (corrected name, 2.9
and later; ``carddatabase.cpp`` before) and ``card_set.cpp`` (reserved Windows names); Forge
``ImageUtil.toMWSFilename`` and ``getNameToUse``; XMage ``CardImageUtils.prepareCardNameForFile``
and its set codes.
"""

from __future__ import annotations

import re
import unicodedata

from cardimages.imagecache.printing import SPLIT_LAYOUTS, Printing

#: Windows device names no folder may have; Cockatrice appends ``_`` to such a set code.
RESERVED_WINDOWS_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL"} | {f"COM{n}" for n in range(1, 10)} | {f"LPT{n}" for n in range(1, 10)})

_COCKATRICE_REMOVED = re.compile(r"( // |[*<>:\"\\?\x00-\x08\x10-\x1f])")
_COCKATRICE_SPACED = re.compile(r"[/\x09-\x0f]")


def cockatrice_name(name: str) -> str:
    """Cockatrice 2.9+: `` // `` and ``* < > : " \\ ?`` and control characters removed, ``/`` and
    the tab range become a space (``Fire // Ice`` → ``FireIce``)."""
    return _COCKATRICE_SPACED.sub(" ", _COCKATRICE_REMOVED.sub("", name))


def cockatrice_name_before_2_9(name: str) -> str:
    """Cockatrice 2.8 and older: only `` // ``, ``:``, ``"`` and ``?`` removed, ``/`` a space."""
    for removed in (" // ", ":", '"', "?"):
        name = name.replace(removed, "")
    return name.replace("/", " ")


def cockatrice_set_folder(set_code: str) -> str:
    """The set's folder: its short name, with ``_`` after a reserved Windows name (``CON_``)."""
    return f"{set_code}_" if set_code.upper() in RESERVED_WINDOWS_NAMES else set_code


def forge_name(printing: Printing) -> str:
    """Forge's file name for the card: a split card's halves joined (``FireIce``), a double-faced
    card's front, with ``" / : ?`` removed (``toMWSFilename``)."""
    if printing.layout in SPLIT_LAYOUTS and len(printing.faces) >= 2:
        name = "".join(printing.faces[:2])
    elif printing.layout in SPLIT_LAYOUTS and "//" in printing.name:
        name = "".join(part.strip() for part in printing.name.split("//"))
    else:
        name = printing.front_name
    return "".join(ch for ch in name if ch not in '"/:?')


def strip_accents(text: str) -> str:
    """``Lim-Dûl`` → ``Lim-Dul`` (later Forge versions strip accents from file names)."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def xmage_name(name: str) -> str:
    """XMage: ``//`` becomes ``-`` (``Fire - Ice``), then ``\\ / : * ? " < > |`` are removed."""
    name = name.replace("//", "-")
    return "".join(ch for ch in name if ch not in '\\/:*?"<>|')


def xmage_card_name(printing: Printing) -> str:
    """The name XMage files a card under: the shown side of a double-faced card, a split card
    whole, ``" Token"`` stripped from a token's name."""
    name = printing.name if printing.layout in SPLIT_LAYOUTS else printing.front_name
    if printing.is_token and name.endswith(" Token"):
        name = name[: -len(" Token")]
    return xmage_name(name)


def xmage_set_folder(set_code: str) -> str:
    """XMage's own set code: upper case, ``CON`` written ``COX``."""
    code = set_code.upper()
    return "COX" if code == "CON" else code


def xmage_collector(number: str) -> str:
    """A collector number in an XMage alternate-art name: ``*`` and ``★`` written ``star``."""
    return number.replace("★", "star").replace("*", "star")
