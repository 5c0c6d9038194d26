"""Converting a deck file from one format to another: the lines completed from the player's
cards when a lookup is given (a ``.ydk`` has passcodes only, a text list names only), and the
fields the target format cannot hold named, never silently lost."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import write_text_atomic
from engine.formats.decks.detect import format_for_path, parse_deck_file, parse_deck_text, write_deck
from engine.formats.decks.resolve import find_card
from engine.formats.records import CardLookup, CardRecord, DeckLine, DeckList

FIELDS: dict[str, Text] = {
    "set_code": Text("código de set", "set code"),
    "number": Text("número de colección", "collector number"),
    "finish": Text("acabado (foil)", "finish (foil)"),
    "art": Text("índice de arte de Forge", "Forge art index"),
    "code": Text("código de carta", "card code"),
    "category": Text("categorías", "categories"),
}
"""The fields of a deck line a format may not hold, as messages name them."""

CODE_GAMES = ("ygo", "six", "myl", "eliria")
"""Games whose printing number is the card's code (a passcode, ``TAU-001``)."""


@dataclass
class Conversion:
    """A deck converted: the deck written, its format, and how many lines lost each field."""

    deck: DeckList
    fmt: str
    dropped: dict[str, int] = field(default_factory=dict)
    dropped_meta: list[str] = field(default_factory=list)

    def describe_dropped(self) -> Text | None:
        """``collector number (3 lines), finish (foil) (1 line); author, comments``, or ``None``
        when nothing was."""
        if not self.dropped and not self.dropped_meta:
            return None

        def listed(lang: str) -> str:
            line, lines = ("línea", "líneas") if lang == "es" else ("line", "lines")
            parts = [f"{FIELDS[name].get(lang)} ({self.dropped[name]} {line if self.dropped[name] == 1 else lines})"
                     for name in FIELDS if name in self.dropped]
            if self.dropped_meta:
                parts.append(("del mazo: " if lang == "es" else "of the deck: ") + ", ".join(self.dropped_meta))
            return ", ".join(parts)
        return Text(listed("es"), listed("en"))


def complete(deck: DeckList, game: str, lookup: CardLookup) -> DeckList:
    """``deck`` with what its lines leave out filled in from ``lookup``: the name of a line
    that has only a code, the code of a game whose cards have one, the collector number of a
    line that names its set. Lines that match nothing stay as they are."""
    sections: dict[str, list[DeckLine]] = {}
    for section, lines in deck.sections.items():
        sections[section] = [_completed(line, find_card(lookup, game, line), game) for line in lines]
    return replace(deck, game=deck.game or game, sections=sections, meta=dict(deck.meta))


def _completed(line: DeckLine, card: CardRecord | None, game: str) -> DeckLine:
    if card is None:
        return line
    same_set = line.set_code and line.set_code.casefold() == card.set_code.casefold()
    return replace(line, name=line.name or card.name, code=line.code or (card.number if game in CODE_GAMES else ""),
                   number=line.number or (card.number if same_set else ""))


def dropped_fields(before: DeckList, after: DeckList) -> dict[str, int]:
    """How many lines of ``before`` lost each field of ``FIELDS`` in ``after`` (the deck written
    and read back): a line keeps a field when a line of the same card (by name or code, in any
    section: formats move commanders to the sideboard) has the same value."""
    kept: set[tuple[str, str, str]] = set()
    for lines in after.sections.values():
        for line in lines:
            for name in FIELDS:
                value = str(getattr(line, name)).casefold()
                kept.update((key, name, value) for key in _keys(line))
    dropped: dict[str, int] = {}
    for lines in before.sections.values():
        for line in lines:
            for name in FIELDS:
                value = str(getattr(line, name)).casefold()
                if value and not any((key, name, value) in kept for key in _keys(line)):
                    dropped[name] = dropped.get(name, 0) + 1
    return dropped


def _keys(line: DeckLine) -> list[str]:
    from engine.core.cards import normalize_name

    return [key for key in (normalize_name(line.name), line.code.strip().lstrip("0")) if key]


def convert(in_path: str | Path, out_path: str | Path, fmt: str | None = None, lookup: CardLookup | None = None,
            game: str | None = None) -> Conversion:
    """Read ``in_path`` (any format) and write it to ``out_path`` in ``fmt``, or the format the
    extension of ``out_path`` names; with ``lookup``, its lines are completed first (for
    ``game``, else the deck's own). Nothing is written when the deck cannot be read or the
    format cannot hold it."""
    deck = parse_deck_file(in_path)
    chosen = game or deck.game
    if lookup is not None and chosen:
        deck = complete(deck, chosen, lookup)
    fmt = fmt or format_for_path(out_path)
    content = write_deck(deck, fmt)
    again = parse_deck_text(content, fmt, str(out_path))
    dropped = dropped_fields(deck, again)
    lost_meta = [key for key, value in deck.meta.items() if value and again.meta.get(key) != value]
    try:
        write_text_atomic(out_path, content)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise LoadError(str(out_path), Text(f"no se puede escribir: {reason}", f"cannot be written: {reason}")) from exc
    return Conversion(deck, fmt, dropped, lost_meta)
