"""XMage Jumpstart pack lists (``.txt``): ``# Pack name`` headers, then ``N SET num Name``.

    # Archaeology (1)
    1 JMP 471 Juggernaut
    5 JMP 50 Island

A file holds many packs: ``parse_packs`` gives one ``DeckList`` per pack; ``parse`` puts every
pack's cards in one main section (the pool XMage deals packs from).
"""

from __future__ import annotations

import re

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, numbered_lines, parse_count, source_stem
from engine.formats.decks.sections import check_writable
from engine.formats.records import DeckLine, DeckList

_CARD = re.compile(r"^(?P<count>\d+)\s+(?P<set>[A-Z0-9]{2,6})\s+(?P<number>\S+)\s+(?P<name>\S.*)$")
_PACK = re.compile(r"^#\s*(?P<name>\S.*)$")


def _card(line: str) -> re.Match[str] | None:
    """``N SET num Name``, the collector number with a digit in it."""
    found = _CARD.match(line)
    return found if found and any(c.isdigit() for c in found["number"]) else None


def is_jumpstart(text: str) -> bool:
    """Whether ``text`` has pack headers and its card lines all read ``N SET num Name``."""
    packs = cards = 0
    for _, raw in numbered_lines(text):
        line = raw.strip()
        if line.startswith("#"):
            packs += _PACK.match(line) is not None
        elif line:
            if _card(line) is None:
                return False
            cards += 1
    return packs > 0 and cards > 0


def parse_packs(text: str, source: str = TEXT_SOURCE) -> list[DeckList]:
    """Every pack of a Jumpstart list, in file order; ``LoadError`` lists every bad line."""
    packs: list[DeckList] = []
    problems = Problems(source)
    for number, raw in numbered_lines(text):
        line = raw.strip()
        pack, card = _PACK.match(line), _card(line)
        if not line:
            continue
        if pack:
            packs.append(DeckList(name=pack["name"].strip(), game="mtg"))
        elif card is None:
            problems.add(number, Text(f"«{line}» no es una línea N SET número Nombre",
                                      f"«{line}» is not an N SET number Name line"))
        elif not packs:
            problems.add(number, Text("carta antes de la primera cabecera «# Sobre»", "a card before the first «# Pack» header"))
        elif not parse_count(card["count"]):
            problems.add(number, Text(f"cantidad inválida «{card['count']}»", f"invalid count «{card['count']}»"))
        else:
            packs[-1].sections.setdefault("main", []).append(
                DeckLine(int(card["count"]), card["name"].strip(), card["set"], card["number"], line=number))
    problems.raise_if_any()
    return packs


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """All the packs of a Jumpstart list as one deck (every card in ``main``), named after its
    pack when there is only one."""
    packs = parse_packs(text, source)
    lines = [line for pack in packs for line in pack.sections.get("main", [])]
    name = packs[0].name if len(packs) == 1 else source_stem(source)
    return DeckList(name=name, game="mtg", sections={"main": lines} if lines else {})


def write(deck: DeckList) -> str:
    """One pack: ``# name`` and ``N SET num Name`` lines (every line needs its set and number)."""
    check_writable(deck, "Jumpstart", ("mtg",), ("main",), lambda line: line.name if line.set_code and line.number else "",
                   Text("el nombre, la colección y el número", "the name, the set and the number"))
    out = [f"# {deck.name}"]
    out.extend(f"{line.count} {line.set_code} {line.number} {line.name}" for line in deck.sections.get("main", []))
    return "\n".join(out) + "\n"
