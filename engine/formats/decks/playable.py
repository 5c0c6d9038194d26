"""A deck file of any format as a deck a game plays, its cards found among the player's own: the
one reading that ``tapete-cli play``, ``host``/``join`` and the window's new-game dialog and LAN
lobby share (the window read only Tapete's format of the shipped cards, so a ``.ydk`` of the
player's imported ``cards.cdb`` was "unknown card «43096270»" line after line)."""

from __future__ import annotations

from pathlib import Path

from engine.core.deck import Deck
from engine.core.errors import LoadError
from engine.core.game import Game
from engine.core.problems import SHOWN, at_line, summary
from engine.core.text import Text
from engine.formats.decks.detect import detect_format
from engine.formats.decks.lines import card_label, read_deck_text
from engine.formats.decks.reference import card_lookup, load_deck_reference
from engine.formats.game_cards import to_engine_deck
from engine.formats.records import CardLookup, CardNames, DeckLine
from engine.formats.tapete_deck import load_deck


def unknown_card(line: DeckLine, game: str, lookup: CardLookup, limit: int = 3) -> Text:
    """``carta desconocida «X»``, with the closest names ``lookup`` knows when it can tell."""
    label = card_label(line)
    closest = lookup.closest_names(line.name, game, limit) if isinstance(lookup, CardNames) and line.name else []
    if not closest:
        return Text(f"carta desconocida «{label}»", f"unknown card «{label}»")
    offered = ", ".join(f"«{name}»" for name in closest)
    return Text(f"carta desconocida «{label}»; ¿quizá {offered}?", f"unknown card «{label}»; perhaps {offered}?")


def playable_deck(ref: str, game: Game, db: str | None = None) -> Deck:
    """The deck file (any format) or stored deck ``ref`` as a deck of ``game``: a Tapete
    ``.deck`` of the shipped cards as it is, else every line matched among the player's cards
    (the store at ``db``, else the user's own, and the shipped sets). ``LoadError`` names the
    first unknown lines with their numbers and closest names; ``DeckFormatError`` each card
    the game cannot play."""
    own_format: LoadError | None = None
    if Path(ref).is_file() and detect_format(read_deck_text(ref), ref) == "tapete":
        try:
            return load_deck(ref, game)
        except LoadError as exc:  # a name the game does not ship may be one of the player's own cards
            own_format = exc
    resolved = load_deck_reference(ref, game.name, db)
    if resolved.unknown and own_format is not None:
        raise own_format  # a Tapete deck that names no card the player has either: its own reading says where
    if resolved.unknown:
        with card_lookup(game.name, db) as lookup:
            problems = [at_line(line.line, unknown_card(line, game.name, lookup)) for line in resolved.unknown[:SHOWN]]
        raise LoadError(ref, Text(summary((p.es for p in problems), len(resolved.unknown)),
                                  summary((p.en for p in problems), len(resolved.unknown), lang="en")))
    return to_engine_deck(game, resolved)
