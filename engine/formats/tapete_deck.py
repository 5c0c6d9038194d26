"""Tapete's deck text format read into an engine ``Deck`` for a game whose cards the engine knows.

The text itself (``game =``, ``name =``, ``[section]``, ``N Name`` lines; ``docs/formats.md``)
is parsed by ``engine.formats.decks.tapete``; this module looks every name up in the game's card
database and reports every unknown card and every section the game does not have, with its line,
all at once: nothing is half loaded.
"""

from __future__ import annotations

from pathlib import Path

from engine.core.deck import Deck, DeckEntry
from engine.core.game import Game
from engine.core.problems import Problems
from engine.core.text import Text
from engine.core.textfiles import read_text
from engine.formats.decks import tapete
from engine.formats.decks.detect import parse_deck_text
from engine.formats.decks.lines import MAX_BYTES
from engine.formats.records import DeckLine, DeckList


def parse_deck(text: str, game: Game, source: str = "<texto>") -> Deck:
    """Parse deck text for ``game``; ``LoadError`` lists every bad line."""
    decklist = parse_deck_text(text, "tapete", source)
    problems: list[tuple[int, Text]] = []
    if decklist.game is not None and decklist.game != game.name:
        problems.append((1, Text(f"el mazo es del juego «{decklist.game}», no de «{game.name}»",
                                 f"the deck is for the game «{decklist.game}», not «{game.name}»")))
    sections: dict[str, list[DeckEntry]] = {}
    for section, lines in decklist.sections.items():
        if section not in game.deck_sections():
            first = lines[0].line if lines and lines[0].line else 1
            allowed = ', '.join(game.deck_sections())
            problems.append((first, Text(f"la sección [{section}] no existe en {game.title} (usa {allowed})",
                                         f"the section [{section}] does not exist in {game.title} (use {allowed})")))
            continue
        for line in lines:
            card = game.cards.find(line.name)
            if card is None:
                hint = game.cards.suggestions(line.name)
                extra = Text(f" (¿quisiste decir {', '.join(hint)}?)",
                             f" (did you mean {', '.join(hint)}?)") if hint else Text("", "")
                problems.append((line.line or 1, Text(f"carta desconocida «{line.name}»{extra.es}",
                                                      f"unknown card «{line.name}»{extra.en}")))
            else:
                sections.setdefault(section, []).append(DeckEntry(line.count, card, line.line))
    found = Problems(source)
    for number, problem in sorted(problems):
        found.add(number, problem)
    found.raise_if_any()
    name = decklist.name or (Path(source).stem if source != "<texto>" else "Mazo")
    return Deck(game.name, name, sections, source)


def load_deck(path: str | Path, game: Game) -> Deck:
    """Read a deck file in Tapete's format."""
    return parse_deck(read_text(path, limit=MAX_BYTES), game, str(path))


def deck_to_text(deck: Deck) -> str:
    """Write a deck in Tapete's format (round-trips through ``parse_deck``)."""
    lines = {section: [DeckLine(e.count, e.card.name) for e in entries] for section, entries in deck.sections.items()}
    return tapete.write(DeckList(deck.name, deck.game, lines))
