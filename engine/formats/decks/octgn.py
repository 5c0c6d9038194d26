"""OCTGN ``.o8d`` decks (XML).

    <deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">
      <section name="Main" shared="False"><card qty="1" id="…">Forest</card></section>
      <section name="Sideboard" shared="False">…</section>
    </deck>

Sections ``Main``, ``Sideboard`` and ``Command Zone`` (commanders); the card's OCTGN id is kept
in ``DeckLine.code``, the ``game`` id in ``meta["octgn_game"]`` and ``<notes>`` in
``meta["notes"]``.
"""

from __future__ import annotations

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, parse_count, source_stem
from engine.formats.decks.sections import check_writable, section_name
from engine.formats.decks.xmltree import attrs, parse_deck_xml, xml_text
from engine.formats.records import DeckLine, DeckList

ROOT = "deck"
MTG_GAME = "a6c8d2e8-7cd8-11dd-8f94-e62b56d89593"
"""OCTGN's id for its Magic: The Gathering game definition."""
SECTIONS = {"main": "Main", "side": "Sideboard", "commander": "Command Zone"}


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse an OCTGN ``.o8d`` file; ``LoadError`` lists every bad section or card with its line."""
    root = parse_deck_xml(text, source, ROOT, Text("de OCTGN", "OCTGN"))
    problems = Problems(source)
    deck = DeckList(name=source_stem(source), game="mtg")
    for key, value in (("octgn_game", root.attr("game")), ("notes", root.child_text("notes"))):
        if value:
            deck.meta[key] = value
    for element in root.iter("section"):
        section = section_name(element.attr("name"))
        cards = element.iter("card")
        if section is None or section not in SECTIONS:
            if cards:
                problems.add(element.line, Text(f"sección «{element.attr('name')}» no admitida (Main, Sideboard, Command Zone)",
                                                f"section «{element.attr('name')}» is not supported (Main, Sideboard, Command Zone)"))
            continue
        for card in cards:
            count = card.attr("qty", "1")
            if not parse_count(count):
                problems.add(card.line, Text(f"cantidad inválida «{count}»", f"invalid count «{count}»"))
            elif not card.text.strip():
                problems.add(card.line, Text("carta sin nombre", "a card without a name"))
            else:
                deck.sections.setdefault(section, []).append(DeckLine(int(count), card.text.strip(), code=card.attr("id"), line=card.line))
    problems.raise_if_any()
    return deck


def write(deck: DeckList) -> str:
    """An OCTGN ``.o8d`` file for Magic (card ids only where the line has a code)."""
    check_writable(deck, "OCTGN .o8d", ("mtg",), SECTIONS)
    out = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', f'<deck{attrs(game=deck.meta.get("octgn_game", MTG_GAME))}>']
    for section, title in SECTIONS.items():
        out.append(f'  <section{attrs(name=title)} shared="False">')
        out.extend(f"    <card{attrs(qty=str(line.count), id=line.code)}>{xml_text(line.name)}</card>" for line in deck.sections.get(section, []))
        out.append("  </section>")
    if "notes" in deck.meta:
        out.append(f"  <notes>{xml_text(deck.meta['notes'])}</notes>")
    out.append("</deck>")
    return "\n".join(out) + "\n"
