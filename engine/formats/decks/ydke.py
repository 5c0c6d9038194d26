"""EDOPro ``ydke://`` share strings: ``ydke://<main>!<extra>!<side>!``, each part the base64
of little-endian unsigned 32-bit passcodes, one per copy."""

from __future__ import annotations

import base64
import binascii
import struct

from engine.core.errors import LoadError
from engine.core.problems import Problems, thousands
from engine.core.text import Text
from engine.formats.decks import ydk
from engine.formats.decks.lines import MAX_LINES, TEXT_SOURCE, numbered_lines, source_stem
from engine.formats.records import DeckList

PREFIX = "ydke://"
PARTS = ("main", "extra", "side")


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """The deck in the first ``ydke://`` URL of ``text`` (a file may hold just the URL)."""
    found = next(((number, line.strip()) for number, line in numbered_lines(text) if line.strip().lower().startswith(PREFIX)), None)
    if found is None:
        raise LoadError(source, Text("no hay ninguna URL ydke://", "there is no ydke:// URL"))
    number, url = found
    parts = url[len(PREFIX):].split("!")
    if len(parts) < len(PARTS):
        raise LoadError(source, Text(f"una URL ydke:// tiene {len(PARTS)} partes separadas por «!» (main!extra!side!) y esta tiene {len(parts)}",
                                    f"a ydke:// URL has {len(PARTS)} parts separated by «!» (main!extra!side!) and this one has {len(parts)}"), number)
    problems = Problems(source)
    deck = DeckList(name=source_stem(source), game="ygo")
    for section, part in zip(PARTS, parts):
        try:
            raw = base64.b64decode(part, validate=True)
        except (binascii.Error, ValueError):
            problems.add(number, Text(f"la parte {section} no es base64 válido", f"the {section} part is not valid base64"))
            continue
        if len(raw) % 4:
            problems.add(number, Text(f"la parte {section} mide {len(raw)} bytes, que no son códigos de 4 bytes",
                                      f"the {section} part is {len(raw)} bytes long, which are not 4-byte codes"))
            continue
        if len(raw) // 4 > MAX_LINES:
            problems.add(number, Text(f"la parte {section} tiene {thousands(len(raw) // 4)} códigos; un mazo no pasa de {thousands(MAX_LINES)}",
                                          f"the {section} part has {thousands(len(raw) // 4, 'en')} codes; a deck has no more than {thousands(MAX_LINES, 'en')}"))
            continue
        for (code,) in struct.iter_unpack("<I", raw):
            ydk.add_copy(deck.sections.setdefault(section, []), str(code), number)
    problems.raise_if_any()
    return deck


def write(deck: DeckList) -> str:
    """The ``ydke://`` URL of a Yu-Gi-Oh! deck whose lines carry passcodes (and a newline)."""
    ydk.check_ygo(deck, "ydke://")
    parts = []
    for section in PARTS:
        codes = [int(ydk.passcode(line)) for line in deck.sections.get(section, []) for _ in range(line.count)]
        parts.append(base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii"))
    return PREFIX + "!".join(parts) + "!\n"
