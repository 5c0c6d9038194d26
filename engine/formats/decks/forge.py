"""Forge ``.dck`` decks: INI-like sections, names in any case.

    [metadata]
    Name=Core Set 2019 Welcome Deck BG
    [Main]
    3 Forest|M19|1
    [Sideboard]

``[metadata]`` gives ``Name=`` (the deck name) and other keys (kept in ``meta``, lower-case);
``[Main]``, ``[Sideboard]`` and ``[Commander]`` hold card lines ``N Name``, ``N Name|SET`` or
``N Name|SET|artIndex``, a ``+`` at the end marking a foil. The art index is Forge's own (not a
collector number): it is kept in ``DeckLine.art``, the foil in ``DeckLine.finish``. Forge's
``[shop]`` and ``[quest]`` settings are not deck content; cards in the variant sections
(``[Avatar]``, ``[Planes]``, ``[Schemes]``, ``[Conspiracy]``, ``[Dungeon]``…) are refused, since
Tapete has no such sections.
"""

from __future__ import annotations

import re
from dataclasses import replace

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


def _card(line: str) -> tuple[str, DeckLine] | None:
    """The count as written and the line of ``N Name``, ``N Name|SET``, ``N Name|SET|art`` or
    ``N Name|art``, a foil marked by ``+`` at the end of the line or of the name (as Forge reads
    them), or ``None``."""
    foil = line.endswith("+") and len(line) > 1
    parts = [part.strip() for part in (line[:-1] if foil else line).split("|")]
    counted = _COUNTED.fullmatch(parts[0])
    if counted is None:
        return None
    name = counted["name"]
    if name.endswith("+") and len(name) > 1:
        name, foil = name[:-1].rstrip(), True
    set_code = parts[1] if len(parts) > 1 and not parts[1].isdigit() else ""
    art = next((part for part in parts[1:3] if part.isdigit()), "")
    return counted["count"], DeckLine(0, name, set_code, finish="foil" if foil else "", art=art)


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
            deck.sections.setdefault(SECTIONS[section], []).append(replace(card[1], count=count, line=number))
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
            out.extend(_written(line) for line in deck.sections[section])
    return "\n".join(out) + "\n"


def _written(line: DeckLine) -> str:
    """``N Name[|SET[|art]][+]``."""
    printing = f"|{line.set_code}" + (f"|{line.art}" if line.art else "") if line.set_code else ""
    return f"{line.count} {line.name}{printing}{'+' if line.finish == 'foil' else ''}"
