"""How much of a card-data file the oracle compiler automates, per set, and of a deck file, per
deck (printed by ``tapete-cli mtg coverage``, ``tapete_cli/coverage.py``).

A card is fully automated when every line of its rules text compiles and its characteristics
are playable (fixed power/toughness, a readable cost, a card type the engine plays). Tokens are
left out; a card printed several times in one set counts once (by name). A deck counts the cards
it plays (main deck and commanders, not the sideboard), by copies and by distinct name.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from engine.formats.records import CardLookup, CardRecord, DeckLine, DeckList, ResolvedDeck

if TYPE_CHECKING:  # the game is loaded by the command, not when tapete-cli starts
    from engine.games.mtg.cards import MtgCard


@dataclass
class SetCoverage:
    """The automated share of one set's cards, and the commonest lines left to compile."""

    code: str
    name: str
    total: int = 0
    automated: int = 0
    missing: Counter[str] = field(default_factory=Counter)

    @property
    def share(self) -> float:
        return self.automated / self.total if self.total else 0.0


@dataclass
class DeckCoverage:
    """The automated share of one deck's cards, the lines that matched no card, and the
    commonest lines left to compile (weighted by copies)."""

    name: str
    copies: int = 0
    automated_copies: int = 0
    distinct: int = 0
    automated_distinct: int = 0
    unknown: list[DeckLine] = field(default_factory=list)
    missing: Counter[str] = field(default_factory=Counter)


PLAYED_SECTIONS = ("main", "commander")
"""The sections whose cards a game plays (the sideboard waits outside the game, CR 100.4a)."""


def measure_deck(deck: ResolvedDeck) -> DeckCoverage:
    """Coverage of the cards ``deck`` plays (``PLAYED_SECTIONS``); its unknown lines are kept
    with their line numbers."""
    from engine.games.mtg.cards import from_record

    entry = DeckCoverage(deck.name, unknown=list(deck.unknown))
    seen: dict[str, bool] = {}
    for section in PLAYED_SECTIONS:
        for count, record in deck.sections.get(section, []):
            program = from_record(record).program
            entry.copies += count
            if program.automated:
                entry.automated_copies += count
            else:
                for line in program.unparsed:
                    entry.missing[_shape(line)] += count
            if record.name not in seen:
                seen[record.name] = program.automated
    entry.distinct = len(seen)
    entry.automated_distinct = sum(seen.values())
    return entry


def measure_deck_file(path: str | Path, lookup: CardLookup) -> DeckCoverage:
    """Coverage of the deck file at ``path`` (any format Tapete reads), its lines matched through
    ``lookup``; ``LoadError``/``DeckFormatError`` name the file and line of broken input."""
    from engine.core.errors import LoadError
    from engine.core.text import Text
    from engine.formats.decks.detect import parse_deck_file
    from engine.formats.decks.resolve import resolve

    deck = parse_deck_file(path)
    if deck.game not in (None, "mtg"):
        raise LoadError(str(path), Text(f"el mazo es de «{deck.game}», no de Magic", f"the deck is for «{deck.game}», not Magic"))
    played = DeckList(deck.name, deck.game, {s: deck.sections[s] for s in PLAYED_SECTIONS if s in deck.sections}, deck.meta)
    return measure_deck(resolve(played, "mtg", lookup))


def measure(records: Iterable[CardRecord]) -> list[SetCoverage]:
    """Coverage per set of the MTG ``records`` (tokens and other games skipped)."""
    from engine.games.mtg.cards import from_record

    sets: dict[str, SetCoverage] = {}
    seen: set[tuple[str, str]] = set()
    for record in records:
        if record.game != "mtg" or record.is_token or (record.set_code, record.name) in seen:
            continue
        seen.add((record.set_code, record.name))
        entry = sets.setdefault(record.set_code, SetCoverage(record.set_code, record.set_name))
        card = from_record(record)
        entry.total += 1
        if card.program.automated:
            entry.automated += 1
        else:
            entry.missing.update(_shape(line) for line in card.program.unparsed)
    return sorted(sets.values(), key=lambda s: s.code)


def _shape(line: str) -> str:
    return re.sub(r"\d+", "N", line)[:70]


def compile_record(record: CardRecord) -> MtgCard:
    from engine.games.mtg.cards import from_record

    return from_record(record)


_DECK_KEY = re.compile(r'"(?:mainBoard|sideBoard|commander)"\s*:\s*\[')


def is_card_data(path: str | Path) -> bool:
    """Whether the file at ``path`` is card data (a set) rather than a deck: by its content, as
    ``engine.formats.carddata.detect`` sees it, except that an MTGJSON deck (``{"data":
    {"mainBoard": […]}}``) looks like MTGJSON card data to it."""
    from engine.core.errors import LoadError
    from engine.formats.carddata.detect import detect_format

    try:
        fmt = detect_format(path)
    except LoadError:
        return False
    if fmt != "mtgjson":
        return True
    with open(path, "rb") as raw:
        head = raw.read(1 << 16).decode("utf-8", errors="replace")
    return not _DECK_KEY.search(head)


def measure_files(paths: Sequence[str | Path]) -> list[SetCoverage]:
    from engine.formats.carddata import open_card_data

    result: list[SetCoverage] = []
    for path in paths:
        _fmt, records = open_card_data(path)
        result.extend(measure(records))
    return result

