"""docs/mtg-keywords.md stays true: each keyword row's Oracle line compiles to abilities the engine
plays exactly when the row says so (CR 702), every keyword of ``abilities.KEYWORDS`` has a row, and
the count of the 60 most printed that play is the table's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.games.mtg.abilities import KEYWORDS, LANDWALK
from engine.games.mtg.oracle import compile_text

DOC = Path(__file__).resolve().parents[2] / "docs" / "mtg-keywords.md"
_ROW = re.compile(r"\| (?P<rank>\d+) \| (?P<keyword>[^|]+) \| (?P<cr>[0-9.a-z]+) \| (?P<card>[^|]+) \| (?P<types>[^|]+) \| "
                  r"`(?P<line>[^`]+)` \| (?P<plays>yes|no) \|")


def _rows() -> list[re.Match[str]]:
    rows = [m for m in (_ROW.fullmatch(line.strip()) for line in DOC.read_text(encoding="utf-8").splitlines()) if m]
    assert len(rows) >= 60, "the table lists at least the 60 most printed keywords"
    return rows


@pytest.mark.parametrize("row", _rows(), ids=lambda m: m["keyword"])
def test_the_documented_keyword_compiles_as_the_table_says_CR_702_1(row: re.Match[str]) -> None:
    program = compile_text(row["line"], row["card"].strip(), frozenset(row["types"].split()))
    assert program.automated == (row["plays"] == "yes"), (row["keyword"], program.unparsed)


def test_every_keyword_the_engine_plays_has_a_row() -> None:
    documented = {m["keyword"].strip().lower() for m in _rows() if m["plays"] == "yes"}
    landwalks = set(LANDWALK)
    for keyword in KEYWORDS:
        assert keyword in documented or (keyword in landwalks and "landwalk" in documented), keyword


def test_the_count_of_the_sixty_most_printed_is_the_tables() -> None:
    ranks = [int(m["rank"]) for m in _rows()]
    assert ranks == list(range(1, len(ranks) + 1)), "ranks run 1, 2, 3 … without gaps"
    playing = sum(1 for m in _rows() if int(m["rank"]) <= 60 and m["plays"] == "yes")
    claim = re.search(r"\*\*The 60 most printed:\*\* (\d+) of 60 play", DOC.read_text(encoding="utf-8"))
    assert claim is not None and int(claim.group(1)) == playing
