"""MTGO ``.dek`` decks (XML).

    <Deck>
      <NetDeckID>0</NetDeckID>
      <Cards CatID="64832" Quantity="1" Sideboard="false" Name="Refuse/Cooperate" Annotation="0" />
    </Deck>

Attributes come in any order; ``CatID`` (MTGO's card id) is kept in ``DeckLine.code``. MTGO
writes split cards ``A/B``: they are read as ``A // B`` and written back as ``A/B``. Commanders
go to the sideboard, as MTGO keeps them. A ``.dek`` that is a text list is read by ``text``.
"""

from __future__ import annotations

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, parse_count, source_stem
from engine.formats.decks.sections import check_writable, commanders_from_sideboard, sideboard_lines
from engine.formats.decks.xmltree import attrs, parse_deck_xml
from engine.formats.records import DeckLine, DeckList

ROOT = "Deck"


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse an MTGO ``.dek`` XML file; ``LoadError`` lists every bad ``<Cards>`` with its line."""
    root = parse_deck_xml(text, source, ROOT, Text(".dek de MTGO", "MTGO .dek"))
    problems = Problems(source)
    deck = DeckList(name=source_stem(source), game="mtg")
    for card in root.iter("Cards"):
        count, sideboard, name = card.attr("Quantity"), card.attr("Sideboard", "false").lower(), card.attr("Name").strip()
        if not parse_count(count):
            problems.add(card.line, Text(f"cantidad inválida «{count}»", f"invalid count «{count}»"))
        elif sideboard not in ("true", "false"):
            problems.add(card.line, Text(f"Sideboard debe ser true o false, no «{sideboard}»",
                                         f"Sideboard must be true or false, not «{sideboard}»"))
        elif not name:
            problems.add(card.line, Text("carta sin nombre", "a card without a name"))
        else:
            deck.sections.setdefault("side" if sideboard == "true" else "main", []).append(
                DeckLine(int(count), " // ".join(part.strip() for part in name.split("/")), code=card.attr("CatID"), line=card.line))
    problems.raise_if_any()
    return commanders_from_sideboard(deck)


def _card(line: DeckLine, sideboard: bool) -> str:
    name = "/".join(part.strip() for part in line.name.split("//"))
    values = attrs(CatID=line.code, Quantity=str(line.count), Sideboard="true" if sideboard else "false", Name=name, Annotation="0")
    return f"  <Cards{values} />"


def write(deck: DeckList) -> str:
    """An MTGO ``.dek`` file (``CatID`` only where the line has a code)."""
    check_writable(deck, "MTGO .dek", ("mtg",), ("main", "side", "commander"))
    return "\n".join([
        '<?xml version="1.0" encoding="utf-8"?>',
        '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
        "  <NetDeckID>0</NetDeckID>",
        "  <PreconstructedDeckID>0</PreconstructedDeckID>",
        *(_card(line, False) for line in deck.sections.get("main", [])),
        *(_card(line, True) for line in sideboard_lines(deck, "MTGO .dek")),
        "</Deck>",
    ]) + "\n"
