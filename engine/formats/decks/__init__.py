"""Deck files of every format players use: reading them into a ``DeckList``, writing them back,
converting between formats and resolving their lines against the card catalogue."""

from engine.formats.decks.convert import convert
from engine.formats.decks.detect import FORMATS, detect_format, format_for_path, parse_deck_file, parse_deck_text, write_deck
from engine.formats.decks.errors import DeckFormatError
from engine.formats.decks.resolve import resolve

__all__ = [
    "FORMATS", "DeckFormatError", "convert", "detect_format", "format_for_path", "parse_deck_file", "parse_deck_text",
    "resolve", "write_deck",
]
