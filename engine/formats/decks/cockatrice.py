"""Cockatrice ``.cod`` decks (XML).

    <cockatrice_deck version="1">
      <deckname>Mystic Intellect</deckname>
      <comments></comments>
      <zone name="main"><card number="1" name="Dusk // Dawn"/></zone>
      <zone name="side">…</zone>
    </cockatrice_deck>

Zones ``main`` and ``side`` (some writers say ``sideboard``); a card without ``number`` is one
copy; ``setShortName``/``collectorNumber`` (newer Cockatrice) are read and written. Cockatrice
has no commander zone: commanders go to the sideboard, as XMage keeps them.
"""

from __future__ import annotations

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, parse_count, source_stem
from engine.formats.decks.sections import check_writable, commanders_from_sideboard, section_name, sideboard_lines
from engine.formats.decks.xmltree import attrs, parse_deck_xml, xml_text
from engine.formats.records import DeckLine, DeckList

ROOT = "cockatrice_deck"


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse a ``.cod`` file; ``LoadError`` lists every bad zone or card with its line."""
    root = parse_deck_xml(text, source, ROOT, Text("de Cockatrice", "Cockatrice"))
    problems = Problems(source)
    deck = DeckList(name=root.child_text("deckname") or source_stem(source), game="mtg")
    if root.child_text("comments"):
        deck.meta["comments"] = root.child_text("comments")
    for zone in root.iter("zone"):
        section = section_name(zone.attr("name"))
        if section not in ("main", "side"):
            problems.add(zone.line, Text(f"zona desconocida «{zone.attr('name')}» (main, side)",
                                         f"unknown zone «{zone.attr('name')}» (main, side)"))
            continue
        for card in zone.iter("card"):
            count = card.attr("number", "1")
            if not parse_count(count):
                problems.add(card.line, Text(f"cantidad inválida «{count}»", f"invalid count «{count}»"))
            elif not card.attr("name").strip():
                problems.add(card.line, Text("carta sin nombre", "a card without a name"))
            else:
                deck.sections.setdefault(section, []).append(DeckLine(
                    int(count), card.attr("name").strip(), card.attr("setShortName"), card.attr("collectorNumber"), line=card.line))
    problems.raise_if_any()
    return commanders_from_sideboard(deck)


def _zone(name: str, lines: list[DeckLine]) -> list[str]:
    cards = [f"        <card{attrs(number=str(line.count), name=line.name, setShortName=line.set_code, collectorNumber=line.number)}/>"
             for line in lines]
    return [f'    <zone name="{name}">', *cards, "    </zone>"] if cards else []


def write(deck: DeckList) -> str:
    """A ``.cod`` file; commanders are written in the ``side`` zone."""
    check_writable(deck, "Cockatrice .cod", ("mtg",), ("main", "side", "commander"))
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<{ROOT} version="1">',
        f"    <deckname>{xml_text(deck.name)}</deckname>",
        f"    <comments>{xml_text(deck.meta.get('comments', ''))}</comments>",
        *_zone("main", deck.sections.get("main", [])),
        *_zone("side", sideboard_lines(deck, "Cockatrice .cod")),
        f"</{ROOT}>",
    ]) + "\n"
