"""Converting a deck file from one format to another."""

from __future__ import annotations

from pathlib import Path

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import write_text_atomic
from engine.formats.decks.detect import format_for_path, parse_deck_file, write_deck
from engine.formats.records import DeckList


def convert(in_path: str | Path, out_path: str | Path, fmt: str | None = None) -> tuple[DeckList, str]:
    """Read ``in_path`` (any format) and write it to ``out_path`` in ``fmt``, or the format the
    extension of ``out_path`` names; returns the deck and the format written. Nothing is
    written when the deck cannot be read or the format cannot hold it."""
    deck = parse_deck_file(in_path)
    fmt = fmt or format_for_path(out_path)
    content = write_deck(deck, fmt)
    try:
        write_text_atomic(out_path, content)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise LoadError(str(out_path), Text(f"no se puede escribir: {reason}", f"cannot be written: {reason}")) from exc
    return deck, fmt
