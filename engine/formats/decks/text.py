"""Text deck lists in the dialects players paste and save:

- plain ``N Name``, ``Nx Name``, ``N<TAB>Name`` (extra tab columns ignored), or ``Name`` alone
  for one copy, optionally followed by ``(SET) num``; the ``*F*``/``*E*`` finish marks
  (TappedOut, Moxfield) give the line's finish and ``*CMDR*`` (TappedOut) makes it a commander;
  Archidekt's categories after it (``[Ramp,Draw]``, a first ``Commander``, ``Sideboard`` or
  ``Maybeboard`` being the section) are kept;
- MTG Arena/MTGO ``.mtga`` ``N Name (SET) num``, with ``About``/``Name …``, ``Commander``,
  ``Deck``, ``Sideboard``, ``Companion`` (a sideboard card) headers;
- Apprentice ``.dec`` and Magic Workstation ``.mwDeck`` (``N [SET] Name``): ``//`` comments
  (``// Name: …``, ``// NAME : …``, ``// CREATOR : …`` kept), ``SB: N Name`` sideboard lines
  (one or two beside a 97–99 card main deck are its commanders, as XMage and MTGO keep them);
- a ``Sideboard`` header (also ``// Sideboard``, ``Sideboard:``, ``Sideboard (15)``) or, in a
  list with no header and no ``SB:`` line, one blank line between exactly two blocks of cards
  (with more blocks every card is main, as Cockatrice reads them).

Category lines such as ``Creatures (20)`` and other ``//`` or ``#`` lines are comments.
"""

from __future__ import annotations

import re

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import (COMMANDER_MARK, TEXT_SOURCE, marks, named_printing, numbered_lines, parse_card_line, printing_suffix,
                                        source_stem)
from engine.formats.decks.sections import check_writable, commanders_from_sideboard, section_name, sideboard_lines
from engine.formats.records import GAMES, SECTIONS, DeckLine, DeckList

_SB = re.compile(r"^SB:\s*(?P<card>.*)$", re.IGNORECASE)
_META = re.compile(r"^(?://|#)?\s*(?P<key>name|creator|author|event)\s*:\s*(?P<value>.+)$", re.IGNORECASE)
_CATEGORY = re.compile(
    r"^(?:creatures?|lands?|spells?|instants?|sorcer(?:y|ies)|artifacts?|enchantments?|planeswalkers?|battles?|other)"
    r"\s*(?:\(\d+\))?:?$",
    re.IGNORECASE,
)
HEADERS = {
    "commander": "Commander", "main": "Deck", "side": "Sideboard", "extra": "Extra",
    "mana": "Mana", "limbo": "Limbo", "support": "Support", "maybe": "Maybeboard",
}
MTG_SECTIONS = ("main", "side", "commander")
_CATEGORY_SECTIONS = {"commander": "commander", "sideboard": "side", "maybeboard": "maybe"}
"""Archidekt's categories that are sections (its first category decides)."""


def parse(text: str, source: str = TEXT_SOURCE, game: str | None = None) -> DeckList:
    """Parse a text deck list of any dialect; ``LoadError`` lists every unreadable line."""
    deck = DeckList(name=source_stem(source), game=game)
    problems = Problems(source)
    section = "main"
    explicit = about = has_sb_lines = False
    group, group_has_cards = 0, False
    cards: list[tuple[int, str, DeckLine]] = []  # (blank-separated block, section, line)
    for number, raw in numbered_lines(text):
        line = raw.strip()
        if not line:
            if group_has_cards:
                group, group_has_cards = group + 1, False
            continue
        sideboard = _SB.match(line)
        header = None if sideboard else section_name(line)
        meta = _META.match(line)
        if header is not None:
            section, explicit, about = header, True, False
        elif line.lower() == "about":
            about = True
        elif about and line.lower().startswith("name "):
            deck.name = line[5:].strip()
        elif meta:
            key = meta["key"].lower()
            if key == "name":
                deck.name = meta["value"].strip()
            else:
                deck.meta[key] = meta["value"].strip()
        elif line.startswith(("//", "#")) or _CATEGORY.match(line):
            continue
        else:
            card_text = sideboard["card"] if sideboard else line
            has_sb_lines = has_sb_lines or sideboard is not None
            card = parse_card_line(card_text, number) or named_printing(card_text.strip(), 1, number)
            if card.count <= 0:
                problems.add(number, Text(f"cantidad inválida {card.count}", f"invalid count {card.count}"))
            elif not card.name:
                problems.add(number, Text("falta el nombre de la carta", "the card's name is missing"))
            else:
                explicit = explicit or sideboard is not None
                where = "commander" if COMMANDER_MARK in marks(card_text)[2] else "side" if sideboard else section
                where = _CATEGORY_SECTIONS.get(card.category.split(",")[0].strip().casefold(), where) if where == "main" else where
                cards.append((group, where, card))
                group_has_cards = True
    problems.raise_if_any()
    blank_sideboard = not explicit and len({block for block, _, _ in cards}) == 2
    last_block = max((block for block, _, _ in cards), default=0)
    for block, where, card in cards:
        deck.sections.setdefault("side" if blank_sideboard and block == last_block and where == "main" else where, []).append(card)
    return commanders_from_sideboard(deck) if has_sb_lines else deck


def _card(line: DeckLine, dialect: str) -> str:
    if dialect == "text":
        return f"{line.count} {line.name}{printing_suffix(line)}"
    if dialect == "arena" and line.set_code:
        return f"{line.count} {line.name} ({line.set_code}) {line.number}".rstrip()
    if dialect == "mwdeck" and line.set_code:
        return f"{line.count} [{line.set_code}] {line.name}"
    return f"{line.count} {line.name}"


def write(deck: DeckList, dialect: str = "text") -> str:
    """A text list: ``text`` (any game; headers for every section but a leading main deck),
    ``arena`` (``About``/``Name``, then ``Commander``/``Deck``/``Sideboard`` blocks), ``dec``
    or ``mwdeck`` (``SB:`` lines; the commanders as the sideboard, as XMage and MTGO keep them,
    so that a deck with both cannot be written)."""
    if dialect in ("text", "arena"):
        check_writable(deck, dialect, GAMES if dialect == "text" else ("mtg",), SECTIONS if dialect == "text" else MTG_SECTIONS)
        blocks = [f"About\nName {deck.name}"] if dialect == "arena" and deck.name else []
        for section in sorted((name for name, lines in deck.sections.items() if lines), key=list(HEADERS).index):
            lines = [_card(line, dialect) for line in deck.sections[section]]
            if section != "main" or blocks:
                lines.insert(0, HEADERS[section])
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks) + "\n"
    check_writable(deck, dialect, ("mtg",), MTG_SECTIONS)
    out = [f"// NAME : {deck.name}" if dialect == "mwdeck" else f"// Name: {deck.name}"]
    out.extend(_card(line, dialect) for line in deck.sections.get("main", []))
    out.extend(f"SB: {_card(line, dialect)}" for line in sideboard_lines(deck, dialect))
    return "\n".join(out) + "\n"
