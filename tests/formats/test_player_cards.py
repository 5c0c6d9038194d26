"""Decks resolve against everything the player has: the user's store (imported card data) and
the sets a game ships; an unknown line is offered the closest names. Issue 22."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.formats.decks.reference import card_lookup
from engine.store import Store, default_path
from tapete_cli.main import main
from tests.formats.carddata_helpers import data_file

pytestmark = pytest.mark.usefixtures("spanish")

LEA_DECK = """4 Serra Angel
4 Savannah Lions
4 Swords to Plowshares
2 Serra Angle
12 Plains
"""



@pytest.fixture
def user_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's own store (in a temporary data folder) with the real LEA set imported."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    lea = data_file("mtgjson-set", "LEA.json")
    assert main(["import", str(lea)]) == 0
    assert default_path().is_file() and str(default_path()).startswith(str(tmp_path))
    return default_path()


def test_proxies_without_db_use_the_users_store(user_store: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "lea.txt"
    deck.write_text(LEA_DECK.replace("2 Serra Angle\n", ""), encoding="utf-8")
    capsys.readouterr()
    out = tmp_path / "lea.pdf"
    assert main(["proxies", str(deck), "--game", "mtg", "-o", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "desconocida" not in printed and "24 cartas" in printed, printed


def test_an_unknown_line_offers_the_closest_names(user_store: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "lea.txt"
    deck.write_text(LEA_DECK, encoding="utf-8")
    capsys.readouterr()
    assert main(["--lang", "en", "deck", "validate", str(deck), "--game", "mtg"]) == 1
    printed = capsys.readouterr().out
    assert "1 unknown card(s)" in printed
    assert "line 4: unknown card «Serra Angle»; perhaps «Serra Angel»" in printed, printed
    assert main(["--lang", "en", "proxies", str(deck), "--game", "mtg", "-o", str(tmp_path / "x.pdf")]) == 1
    assert "line 4: unknown card «Serra Angle»; perhaps «Serra Angel»" in capsys.readouterr().out


def test_shipped_cards_and_store_cards_resolve_together(user_store: Path) -> None:
    with card_lookup("six", None) as lookup:  # a game Tapete ships: its own sets, by Spanish or English name
        own = lookup.shipped("six")
        shipped = next(iter(own.by_code.values())) if own else None
        assert shipped is not None
        assert lookup.find_printing("six", name=shipped.name) == shipped
        english = shipped.names.get("en")
        if english:
            assert lookup.find_printing("six", name=english.upper()) == shipped
    with card_lookup("mtg", None) as lookup:
        angel = lookup.find_printing("mtg", name="Serra Angel", set_code="LEA")
        assert angel is not None and angel.set_code == "LEA"
        assert lookup.closest_names("serra angle", "mtg", 3)[0] == "Serra Angel"


def test_no_store_is_created_just_to_look(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "empty"))
    with card_lookup("mtg", None) as lookup:
        assert lookup.store is None
    assert not default_path().exists()


def test_a_named_db_is_used_with_the_shipped_cards(tmp_path: Path) -> None:
    db = tmp_path / "cards.sqlite"
    with Store(db):
        pass
    with card_lookup("six", str(db)) as lookup:
        assert lookup.store is not None and lookup.shipped("six") is not None and lookup.shipped("lorcana") is None


def test_scans_without_db_count_the_users_store_and_the_shipped_cards(user_store: Path, tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from engine.core.game import get_game
    from engine.formats.game_cards import GameCardLookup

    folder = tmp_path / "scans"
    folder.mkdir()
    capsys.readouterr()
    assert main(["--lang", "en", "scans", str(folder), "--game", "mtg"]) == 0
    with Store(user_store) as store:
        stored = store.card_count("mtg")
    shipped = len(GameCardLookup(get_game("mtg")).by_code)
    assert f"0 of {stored + shipped} mtg cards have an image" in capsys.readouterr().out  # LEA's 295 were left out


def test_xmage_output_gets_the_collector_number_from_the_users_store(user_store: Path, tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22: XMage writes [SET:num]; a line with a set and no number lost its set."""
    source = tmp_path / "deck.txt"
    source.write_text("4 Serra Angel (LEA)\n2 Savannah Lions\n1 Nothing Like It (LEA)\n", encoding="utf-8")
    out = tmp_path / "deck.dck"
    capsys.readouterr()
    assert main(["--lang", "en", "deck", "convert", str(source), str(out), "--game", "mtg"]) == 0
    with Store(user_store) as store:
        angel = store.find_printing("mtg", "Serra Angel", "LEA")
    assert angel is not None
    assert out.read_text(encoding="utf-8").splitlines()[1:] == [f"4 [LEA:{angel.number}] Serra Angel", "2 Savannah Lions",
                                                                "1 Nothing Like It"]
    assert "xmage does not keep: set code (1 line)" in capsys.readouterr().out  # the card no data knows


def test_play_takes_a_deck_file_of_the_players_own_cards(user_store: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "lea.dck"  # an XMage deck of LEA cards the game does not ship
    deck.write_text("NAME:Blancas\n4 [LEA:39] Serra Angel\n4 [LEA:40] Savannah Lions\n52 [LEA:288] Plains\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["--lang", "en", "play", "--game", "mtg", "--decks", str(deck), str(deck), "--quiet", "--max-actions", "40"]) == 0
    assert "Blancas (P1) vs Blancas (P2)" in capsys.readouterr().out
    typo = tmp_path / "typo.txt"
    typo.write_text("60 Serra Angle\n", encoding="utf-8")
    assert main(["--lang", "en", "play", "--game", "mtg", "--decks", str(typo), str(deck), "--quiet"]) == 2
    assert "line 1: unknown card «Serra Angle»; perhaps «Serra Angel»?" in capsys.readouterr().err


def test_an_unmatched_collection_row_offers_the_closest_names(user_store: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    csv = tmp_path / "mine.csv"
    csv.write_text("Count,Name\n2,Serra Angel\n1,Savanah Lions\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["--lang", "en", "collection", "import", str(csv)]) == 1
    out = capsys.readouterr().out
    assert "1 entries, 2 copies stored" in out and "line 3: no match: " in out and "perhaps «Savannah Lions»" in out, out


def test_a_users_store_that_cannot_be_opened_is_left_out_with_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    default_path().parent.mkdir(parents=True)
    with sqlite3.connect(default_path()) as conn:
        conn.execute("PRAGMA user_version = 999")  # a store from a newer Tapete
    deck = next((Path(__file__).resolve().parents[2] / "assets" / "games" / "six" / "decks").glob("*.deck"))
    assert main(["--lang", "en", "deck", "validate", str(deck), "--game", "six"]) == 0
    captured = capsys.readouterr()
    assert "a legal deck for six" in captured.out
    assert "warning: without your card database" in captured.err and "only the cards Tapete ships" in captured.err
    assert main(["--lang", "en", "deck", "validate", str(deck), "--game", "six", "--db", str(default_path())]) == 2  # named: an error
