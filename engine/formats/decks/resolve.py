"""Matching a deck file's lines to catalogue cards: ``DeckList`` → ``ResolvedDeck``."""

from __future__ import annotations

from engine.formats.records import CardLookup, CardRecord, DeckLine, DeckList, ResolvedDeck


def find_card(lookup: CardLookup, game: str, line: DeckLine) -> CardRecord | None:
    """The printing a line names: by everything it says; then, when a code the catalogue does
    not know (an OCTGN id…) hides a good name, by name, set and number; then a name that is
    really a code (Tapete's format allows it)."""
    card = lookup.find_printing(game, name=line.name, set_code=line.set_code, number=line.number, code=line.code)
    if card is None and line.code and line.name:
        card = lookup.find_printing(game, name=line.name, set_code=line.set_code, number=line.number)
    if card is None and line.name and not line.code:
        card = lookup.find_printing(game, code=line.name)
    return card


def resolve(deck: DeckList, game: str, lookup: CardLookup, fmt: str = "") -> ResolvedDeck:
    """``deck`` with every line matched through ``lookup``; lines that match nothing are kept,
    with their line numbers, in ``unknown``."""
    resolved = ResolvedDeck(game=game, name=deck.name, format=fmt)
    for section, lines in deck.sections.items():
        for line in lines:
            card = find_card(lookup, game, line)
            if card is None:
                resolved.unknown.append(line)
            else:
                resolved.sections.setdefault(section, []).append((line.count, card))
                resolved.lines.setdefault(section, []).append(line.line)
    return resolved
