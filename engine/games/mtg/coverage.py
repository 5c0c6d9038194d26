"""How much of a card-data file the oracle compiler automates, per set (printed by
``tapete-cli mtg coverage``, ``tapete_cli/coverage.py``).

A card is fully automated when every line of its rules text compiles and its characteristics
are playable (fixed power/toughness, a readable cost, a card type the engine plays). Tokens are
left out; a card printed several times in one set counts once (by name).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from engine.formats.records import CardRecord

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
    import re

    return re.sub(r"\d+", "N", line)[:70]


def compile_record(record: CardRecord) -> MtgCard:
    from engine.games.mtg.cards import from_record

    return from_record(record)


def measure_files(paths: Sequence[str | Path]) -> list[SetCoverage]:
    from engine.formats.carddata import open_card_data

    result: list[SetCoverage] = []
    for path in paths:
        _fmt, records = open_card_data(path)
        result.extend(measure(records))
    return result

