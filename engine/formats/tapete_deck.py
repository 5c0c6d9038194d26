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
from engine.core.textfiles import read_text
from engine.formats.decks import tapete
from engine.formats.decks.detect import parse_deck_text
from engine.formats.decks.lines import MAX_BYTES
from engine.formats.records import DeckLine, DeckList


def parse_deck(text: str, game: Game, source: str = "<texto>") -> Deck:
    """Parse deck text for ``game``; ``LoadError`` lists every bad line."""
    decklist = parse_deck_text(text, "tapete", source)
    problems: list[tuple[int, str]] = []
    if decklist.game is not None and decklist.game != game.name:
        problems.append((1, f"el mazo es del juego «{decklist.game}», no de «{game.name}»"))
    sections: dict[str, list[DeckEntry]] = {}
    for section, lines in decklist.sections.items():
        if section not in game.deck_sections():
            first = lines[0].line if lines and lines[0].line else 1
            problems.append((first, f"la sección [{section}] no existe en {game.title} (usa {', '.join(game.deck_sections())})"))
            continue
        for line in lines:
            card = game.cards.find(line.name)
            if card is None:
                hint = game.cards.suggestions(line.name)
                extra = f" (¿quisiste decir {', '.join(hint)}?)" if hint else ""
                problems.append((line.line or 1, f"carta desconocida «{line.name}»{extra}"))
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
