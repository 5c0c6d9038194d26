"""``tapete-cli mtg coverage`` for deck files: every Magic deck format Tapete reads, its cards
looked up in the set files given and in the player's store; the share automated by copies and by
distinct card, the lines that matched nothing, the commonest missing templates; broken files
named with their line, the rest still measured."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.formats.decks.detect import parse_deck_file
from engine.games.mtg.coverage import is_card_data, measure_deck_file
from engine.store import Store
from tapete_cli.main import main
from tests.mtg.real_decks import SET_FILES, TESTDATA, deck_files, have_testdata

needs_data = pytest.mark.skipif(not have_testdata(), reason="shared/testdata is not beside the checkout")
LEA = TESTDATA / "mtgjson-set" / "LEA.json"
DEATHFED = TESTDATA / "mtg-dck-xmage" / "[ISD] Deathfed.dck"
SHARE = re.compile(r"^(?P<file>[^\t\n]+)\t[^\t\n]*\t(?P<auto>\d+)/(?P<copies>\d+)(?: = [\d.]+ %)? of the cards found\t"
                   r"(?P<dauto>\d+)/(?P<distinct>\d+)(?: = [\d.]+ %)? of the distinct ones\t(?P<missing>\d+) not found$", re.MULTILINE)


def _coverage(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    status = main(["--lang", "en", "mtg", "coverage", *map(str, args)])
    out, err = capsys.readouterr()
    return status, out, err


@needs_data
def test_every_shared_deck_file_is_measured_against_the_sets_given(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    decks = deck_files()
    formats = {path.suffix.lower() for path in decks}
    assert {".cod", ".dck", ".dec", ".mtga", ".json", ".txt", ".o8d", ".dek"} <= formats
    status, out, err = _coverage(capsys, "--db", tmp_path / "empty.sqlite", *SET_FILES, *decks)
    assert (status, err) == (0, "")
    assert out.startswith("LEA\tLimited Edition Alpha\t")  # the sets are measured as before
    measured = {match["file"]: match for match in SHARE.finditer(out)}
    assert set(measured) == {path.name for path in decks}
    for path in decks:
        match = measured[path.name]
        assert int(match["auto"]) <= int(match["copies"]) and int(match["dauto"]) <= int(match["distinct"]) <= int(match["copies"])
    # Deathfed: 60 in the main deck (its sideboard is not counted); 11 cards of sets not among the testdata
    deck = parse_deck_file(DEATHFED)
    deathfed = measured[DEATHFED.name]
    block = out[deathfed.end():].split("\n[", 1)[0]
    assert int(deathfed["copies"]) + int(deathfed["missing"]) == deck.count("main") == 60
    assert "line 6: unknown card «Viridian Emissary»" in block


@needs_data
def test_a_deck_alone_is_resolved_against_the_players_store(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = tmp_path / "tapete.sqlite"
    status, _out, _err = _coverage(capsys, "--db", db, DEATHFED)
    assert status == 0 and "0/0 of the cards found\t0/0 of the distinct ones\t60 not found" in _out  # an empty store knows none
    assert main(["import", "--db", str(db), *map(str, SET_FILES)]) == 0
    capsys.readouterr()
    status, out, err = _coverage(capsys, "--db", db, DEATHFED)
    assert (status, err) == (0, "")
    with Store(db) as store:
        found = measure_deck_file(DEATHFED, store)
    assert f"{found.automated_copies}/{found.copies} = " in out and found.copies == 49 and len(found.unknown) == 6


@needs_data
def test_copies_distinct_cards_unknown_lines_and_missing_templates(tmp_path: Path) -> None:
    deck = tmp_path / "small.txt"
    deck.write_text("4 Lightning Bolt\n2 Vesuvan Doppelganger\n1 Unknown Card Name\n\nSideboard\n3 Serra Angel\n", encoding="utf-8")
    db = tmp_path / "tapete.sqlite"
    assert main(["import", "--db", str(db), str(LEA)]) == 0
    with Store(db) as store:
        found = measure_deck_file(deck, store)
    assert (found.copies, found.automated_copies, found.distinct, found.automated_distinct) == (6, 4, 2, 1)
    assert [(line.line, line.name) for line in found.unknown] == [(3, "Unknown Card Name")]
    ((shape, count),) = found.missing.items()  # Vesuvan Doppelganger's "except it doesn't copy that creature's color", per copy
    assert shape.startswith("You may have CARDNAME enter the battlefield as a copy") and count == 2


@needs_data
def test_an_mtgjson_deck_is_told_from_an_mtgjson_set() -> None:
    assert is_card_data(LEA) and not is_card_data(TESTDATA / "mtgjson-deck" / "testdeck.json")
    assert is_card_data(TESTDATA / "cockatrice-xml" / "M21.xml") and not is_card_data(TESTDATA / "mtg-cod" / "testdeck.cod")


def test_broken_deck_files_are_named_with_their_line_and_the_rest_measured(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    files = {
        "bad.dck": "NAME:Broken\n4 [LEA:1] Forest\nx [LEA] Island\n",
        "bad.cod": '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n<card number="2" name="Forest">\n</zone>\n',
        "bad.json": '{"data": {"mainBoard": [{"name": "Forest", "count": }]}}',
        "empty.txt": "",
        "other.ydk": "#main\n89631139\n",
        "good.txt": "20 Forest\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    status, out, err = _coverage(capsys, "--db", tmp_path / "tapete.sqlite", *(tmp_path / name for name in files), tmp_path / "gone.dck")
    assert status == 1
    assert f"{tmp_path / 'bad.dck'}:3: " in err and "XMage card line" in err
    assert f"{tmp_path / 'bad.cod'}:5: invalid XML" in err
    assert f"{tmp_path / 'bad.json'}:1: invalid JSON" in err
    assert f"{tmp_path / 'empty.txt'}: the file is empty" in err
    assert f"{tmp_path / 'other.ydk'}: the deck is for «ygo», not Magic" in err
    assert f"{tmp_path / 'gone.dck'}: cannot be read" in err
    assert "Traceback" not in err
    assert "good.txt\tgood\t0/0 of the cards found\t0/0 of the distinct ones\t20 not found" in out  # an empty store
