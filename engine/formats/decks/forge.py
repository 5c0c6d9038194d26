"""Forge ``.dck`` decks: INI-like sections, names in any case.

    [metadata]
    Name=Core Set 2019 Welcome Deck BG
    [Main]
    3 Forest|M19|1
    [Sideboard]

``[metadata]`` gives ``Name=`` (the deck name) and other keys (kept in ``meta``, lower-case);
``[Main]``, ``[Sideboard]`` and ``[Commander]`` hold card lines ``N Name``, ``N Name|SET`` or
``N Name|SET|artIndex``. The art index is Forge's own (not a collector number) and a trailing
``+`` marks a foil: neither has a place in a ``DeckLine``, so both are dropped. Forge's
``[shop]`` and ``[quest]`` settings are not deck content; cards in the variant sections
(``[Avatar]``, ``[Planes]``, ``[Schemes]``, ``[Conspiracy]``, ``[Dungeon]``…) are refused, since
Tapete has no such sections.
"""

from __future__ import annotations

import re

from engine.core.cards import normalize_name
from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, numbered_lines, parse_count, source_stem
from engine.formats.decks.sections import check_writable
from engine.formats.records import DeckLine, DeckList

SECTIONS = {"main": "main", "sideboard": "side", "commander": "commander"}
SETTINGS = ("metadata", "shop", "quest")
_HEADER = re.compile(r"^\[(?P<name>[^\]]+)\]$")
_COUNTED = re.compile(r"(?P<count>\d+)\s+(?P<name>\S.*)")


def _card(line: str) -> tuple[str, str, str] | None:
    """``(count, name, set)`` of ``N Name``, ``N Name|SET`` or ``N Name|SET|art`` (a trailing
    ``+``, Forge's foil mark, dropped), or ``None``."""
    head, _, printing = line.partition("|")
    counted = _COUNTED.fullmatch(head.rstrip())
    if counted is None:
        return None
    name = counted["name"]
    name = name[:-1].rstrip() if name.endswith("+") and len(name) > 1 else name
    return counted["count"], name, printing.partition("|")[0].strip()


def is_forge(text: str) -> bool:
    """Whether ``text`` has Forge's ``[metadata]``, ``[Main]`` or ``[Sideboard]`` headers."""
    headers = (_HEADER.match(line.strip()) for _, line in numbered_lines(text))
    return any(found is not None and normalize_name(found["name"]) in ("metadata", "main", "sideboard") for found in headers)


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse Forge ``.dck`` text; ``LoadError`` lists every unreadable line."""
    deck = DeckList(name=source_stem(source), game="mtg")
    problems = Problems(source)
    section: str | None = None  # a key of SECTIONS, of SETTINGS, or another Forge section
    for number, raw in numbered_lines(text):
        line = raw.strip()
        header = _HEADER.match(line)
        if not line or line.startswith("#"):
            continue
        if header:
            section = normalize_name(header["name"])
            continue
        if section in SETTINGS:
            key, equals, value = line.partition("=")
            if not equals:
                problems.add(number, Text(f"«{line}» no es Clave=Valor en [{section}]",
                                          f"«{line}» is not Key=Value in [{section}]"))
            elif section == "metadata" and key.strip().lower() == "name":
                deck.name = value.strip()
            elif section == "metadata":
                deck.meta[key.strip().lower()] = value.strip()
            continue
        card = _card(line)
        count = parse_count(card[0]) if card else None
        if card is None:
            problems.add(number, Text(f"«{line}» no es una línea de carta de Forge (N Nombre|SET|arte)",
                                      f"«{line}» is not a Forge card line (N Name|SET|art)"))
        elif section is None or section not in SECTIONS:
            problems.add(number, Text(f"la sección [{section}] no existe en Tapete (main, sideboard, commander)",
                                      f"the section [{section}] does not exist in Tapete (main, sideboard, commander)"))
        elif count is None or count <= 0:
            problems.add(number, Text(f"cantidad inválida «{card[0]}»", f"invalid count «{card[0]}»"))
        else:
            deck.sections.setdefault(SECTIONS[section], []).append(DeckLine(count, card[1], card[2], line=number))
    problems.raise_if_any()
    return deck


def write(deck: DeckList) -> str:
    """Forge ``.dck`` text: ``[metadata]`` with the name (and description), then the sections."""
    check_writable(deck, "Forge .dck", ("mtg",), SECTIONS.values())
    out = ["[metadata]", f"Name={deck.name}"]
    if "description" in deck.meta:
        out.append(f"Description={deck.meta['description']}")
    for header, section in SECTIONS.items():
        if deck.sections.get(section):
            out.append(f"[{header.capitalize()}]")
            out.extend(f"{line.count} {line.name}" + (f"|{line.set_code}" if line.set_code else "") for line in deck.sections[section])
    return "\n".join(out) + "\n"
