"""Round trips for every deck file in ../shared/testdata: parsed, written in its own format and
in Tapete's, and parsed again, it keeps its sections and the count of every card; written in
every other format that can hold it, it reads back the same too."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.formats.decks import FORMATS, DeckFormatError, detect_format, parse_deck_file, parse_deck_text, write_deck
from engine.formats.decks.lines import read_deck_text
from engine.formats.records import DeckList

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata"
DECK_FOLDERS = ("ydk", "mtg-dck-xmage", "mtg-dck-forge", "mtg-cod", "mtg-dek", "mtg-text-decklist", "mtg-deck-other", "mtgjson-deck")
DECK_FILES = sorted(
    path for folder in DECK_FOLDERS if (TESTDATA / folder).is_dir()
    for path in (TESTDATA / folder).iterdir() if path.name != "SOURCES.md" and path.suffix != ".draft"
)
NAMELESS = ("mtgo", "ydk", "ydke", "octgn", "text")
"""Formats whose files keep no deck name (the name is the file's)."""
WRITABLE = [name for name, fmt in FORMATS.items() if fmt.write is not None]


def cards(deck: DeckList) -> dict[str, Counter[str]]:
    """Each section's copies per card (by name, or code for a line without one)."""
    found: dict[str, Counter[str]] = {}
    for section, lines in deck.sections.items():
        for line in lines:
            found.setdefault(section, Counter())[line.name or line.code] += line.count
    return found


def extension(fmt: str) -> str:
    return (FORMATS[fmt].extensions or (".txt",))[0]


def test_every_deck_folder_is_present_or_skipped() -> None:
    if not TESTDATA.is_dir():
        pytest.skip(f"{TESTDATA} is not available")
    assert len(DECK_FILES) >= 100


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_own_format_and_tapete_round_trip(path: Path) -> None:
    deck = parse_deck_file(path)
    assert deck.sections and all(line.count > 0 for lines in deck.sections.values() for line in lines)
    own = detect_format(read_deck_text(path), str(path))
    targets = ["tapete"] + ([own] if FORMATS[own].write is not None else [])
    for fmt in targets:
        written = write_deck(deck, fmt)
        again = parse_deck_text(written, source=f"copia{extension(fmt)}")
        assert cards(again) == cards(deck), fmt
        assert again.game == deck.game or fmt in ("text",)
        if fmt not in NAMELESS:
            assert again.name == deck.name, fmt


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_format_that_can_hold_the_deck_reads_it_back(path: Path) -> None:
    deck = parse_deck_file(path)
    written_in = 0
    for fmt in WRITABLE:
        try:
            written = write_deck(deck, fmt)
        except DeckFormatError:
            continue
        written_in += 1
        assert detect_format(written, f"copia{extension(fmt)}") == fmt
        assert cards(parse_deck_text(written, source=f"copia{extension(fmt)}")) == cards(deck), fmt
    assert written_in >= 2
