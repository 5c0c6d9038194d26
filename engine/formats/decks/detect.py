"""Every deck format Tapete reads or writes, recognising a file's format by content and
extension, and the entry points ``parse_deck_file``/``parse_deck_text``/``write_deck``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from engine.core.errors import LoadError
from engine.core.problems import short_errors, thousands
from engine.core.text import Text, join, same
from engine.formats.decks import cockatrice, forge, jumpstart, mtgjson, mtgo, octgn, tapete, text, xmage, ydk, ydke
from engine.formats.decks.errors import DeckFormatError
from engine.formats.decks.lines import MAX_COPIES, MAX_LINES, TEXT_SOURCE, numbered_lines, read_deck_text
from engine.formats.records import DeckList


def _refuse_draft(content: str, source: str) -> DeckList:
    raise LoadError(source, Text("es un registro de draft de MTGO (.draft: sobres y elecciones), no un mazo; "
                                 "construye el mazo en MTGO y expórtalo como .dek o como texto",
                                 "it is an MTGO draft log (.draft: packs and picks), not a deck; "
                                 "build the deck in MTGO and export it as .dek or as text"), 1)


@dataclass(frozen=True)
class DeckFormat:
    """A deck format: its name, a title for people, the file extensions it uses, and how to read
    and (unless ``write`` is ``None``) write it."""

    name: str
    title: Text
    extensions: tuple[str, ...]
    parse: Callable[[str, str], DeckList]
    write: Callable[[DeckList], str] | None


FORMATS: dict[str, DeckFormat] = {f.name: f for f in (
    DeckFormat("tapete", Text("Tapete (texto con secciones)",
                              "Tapete (text with sections)"), (".deck",), tapete.parse, tapete.write),
    DeckFormat("ydk", same("YGOPro/EDOPro .ydk"), (".ydk",), ydk.parse, ydk.write),
    DeckFormat("ydke", same("EDOPro ydke://"), (".ydke",), ydke.parse, ydke.write),
    DeckFormat("xmage", same("XMage .dck"), (".dck",), xmage.parse, xmage.write),
    DeckFormat("forge", same("Forge .dck"), (".dck",), forge.parse, forge.write),
    DeckFormat("cockatrice", same("Cockatrice .cod"), (".cod",), cockatrice.parse, cockatrice.write),
    DeckFormat("mtgo", same("MTGO .dek"), (".dek",), mtgo.parse, mtgo.write),
    DeckFormat("octgn", same("OCTGN .o8d"), (".o8d",), octgn.parse, octgn.write),
    DeckFormat("text", Text("lista de texto", "text list"), (".txt",), text.parse, text.write),
    DeckFormat("arena", same("MTG Arena .mtga"), (".mtga",), lambda content, source: text.parse(content, source, "mtg"),
               lambda deck: text.write(deck, "arena")),
    DeckFormat("dec", same("Apprentice .dec"), (".dec",), lambda content, source: text.parse(content, source, "mtg"),
               lambda deck: text.write(deck, "dec")),
    DeckFormat("mwdeck", same("Magic Workstation .mwDeck"), (".mwdeck",), lambda content, source: text.parse(content, source, "mtg"),
               lambda deck: text.write(deck, "mwdeck")),
    DeckFormat("jumpstart", Text("sobres Jumpstart de XMage", "XMage Jumpstart packs"), (), jumpstart.parse, jumpstart.write),
    DeckFormat("mtgjson", Text("mazo MTGJSON .json (solo lectura)",
                               "MTGJSON .json deck (read only)"), (".json",), mtgjson.parse, None),
    DeckFormat("mtgo-draft", Text("registro de draft de MTGO .draft (no es un mazo)",
                                  "MTGO .draft draft log (not a deck)"), (".draft",), _refuse_draft, None),
)}

_XML_ROOTS = {"cockatrice_deck": "cockatrice", "Deck": "mtgo", "deck": "octgn"}
_XML_ROOT = re.compile(r"<(?![?!])(?P<tag>[A-Za-z_][\w.:-]*)")


def detect_format(content: str, source: str = TEXT_SOURCE) -> str:
    """The name of the format ``content`` is in, from its content first and then the extension
    of ``source``; ``LoadError`` for XML or JSON that is no known deck."""
    ext = Path(source).suffix.lower()
    body = content.lstrip("\ufeff \t\r\n")
    lines = [line.strip() for _, line in numbered_lines(content)]
    if body[: len(ydke.PREFIX)].lower() == ydke.PREFIX:
        return "ydke"
    if body.startswith("<"):
        root = _XML_ROOT.search(body)
        tag = root["tag"] if root else ""
        if tag not in _XML_ROOTS:
            raise LoadError(source, Text(f"XML que no es un mazo conocido (raíz <{tag}>; se leen Cockatrice, MTGO y OCTGN)",
                                        f"XML that is no known deck (root <{tag}>; Cockatrice, MTGO and OCTGN are read)"), 1)
        return _XML_ROOTS[tag]
    if body.startswith("{"):
        return "mtgjson"
    if ext == ".draft" or body.startswith("Event #:"):
        return "mtgo-draft"
    if ext == ".ydk" or any(line.lower() in ydk.MARKERS for line in lines):
        return "ydk"
    if ext == ".dck" or "[metadata]" in (line.lower() for line in lines):
        return "forge" if forge.is_forge(content) else "xmage"
    if any(xmage.CARD_LINE.match(line) for line in lines):
        return "xmage"
    if ext == ".deck" or tapete.is_tapete(content):
        return "tapete"
    if jumpstart.is_jumpstart(content):
        return "jumpstart"
    return {".mtga": "arena", ".dec": "dec", ".mwdeck": "mwdeck"}.get(ext, "text")


def deck_format(name: str) -> DeckFormat:
    """The format called ``name``; ``DeckFormatError`` lists the known ones otherwise."""
    if name not in FORMATS:
        known = join((Text(f"{fmt.name} ({fmt.title.es})", f"{fmt.name} ({fmt.title.en})") for fmt in FORMATS.values()))
        raise DeckFormatError(Text(f"formato de mazo desconocido «{name}» (formatos: {known.es})",
                                   f"unknown deck format «{name}» (formats: {known.en})"))
    return FORMATS[name]


def parse_deck_text(content: str, fmt: str | None = None, source: str = TEXT_SOURCE) -> DeckList:
    """Parse deck text in ``fmt`` (recognised when ``None``); errors name ``source`` and the line.
    Text of more than ``MAX_LINES`` lines, or a deck of more than ``MAX_COPIES`` cards, is
    refused: no deck is that long, and a writer that lists every copy would never end. Text with
    nothing in it (an empty file) is refused too, rather than read as an empty deck."""
    lines = content.count("\n") + content.count("\r") - content.count("\r\n")
    if lines >= MAX_LINES:
        raise LoadError(source, Text(f"tiene {thousands(lines + 1)} líneas; un mazo no pasa de {thousands(MAX_LINES)}",
                                     f"it has {thousands(lines + 1, 'en')} lines; a deck has no more than {thousands(MAX_LINES, 'en')}"))
    if not content.strip("\ufeff \t\r\n\x00"):
        raise LoadError(source, Text("el archivo está vacío: no es un mazo", "the file is empty: it is no deck"))
    with short_errors():
        deck = deck_format(fmt or detect_format(content, source)).parse(content, source)
    copies = sum(deck.count(section) for section in deck.sections)
    if copies > MAX_COPIES:
        raise LoadError(source, Text(f"el mazo tiene {thousands(copies)} cartas; un mazo no pasa de {thousands(MAX_COPIES)}",
                                     f"the deck has {thousands(copies, 'en')} cards; a deck has no more than {thousands(MAX_COPIES, 'en')}"))
    return deck


def parse_deck_file(path: str | Path, fmt: str | None = None) -> DeckList:
    """Read a deck file in any supported format, recognised by content and extension."""
    return parse_deck_text(read_deck_text(path), fmt, str(path))


def write_deck(deck: DeckList, fmt: str) -> str:
    """``deck`` as the text of a file in ``fmt``; ``DeckFormatError`` when the format is read
    only or cannot hold the deck."""
    writer = deck_format(fmt).write
    if writer is None:
        writable = ', '.join(n for n, f in FORMATS.items() if f.write)
        raise DeckFormatError(Text(f"el formato «{fmt}» solo se lee; se escriben: {writable}",
                                   f"the format «{fmt}» is only read; these are written: {writable}"))
    return writer(deck)


def format_for_path(path: str | Path) -> str:
    """The writable format a file name asks for by its extension (``.dck`` is XMage's)."""
    ext = Path(path).suffix.lower()
    for name, fmt in FORMATS.items():
        if ext in fmt.extensions and fmt.write is not None:
            return name
    known = sorted({e for f in FORMATS.values() if f.write for e in f.extensions})
    raise DeckFormatError(Text(f"no hay formato de mazo para la extensión «{ext or Path(path).name}» (se escriben: {', '.join(known)})",
                               f"no deck format for the extension «{ext or Path(path).name}» (these are written: {', '.join(known)})"))
