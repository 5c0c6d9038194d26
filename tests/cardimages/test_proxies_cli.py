"""``tapete-cli proxies``: a deck file or a stored deck to PDF, options, errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.formats.records import CardRecord, DeckLine, ResolvedDeck
from engine.store import Store
from tapete_cli.main import main
from tests.cardimages.pdfread import read_pdf

pytestmark = pytest.mark.usefixtures("spanish", "user_data")  # Spanish output; never the user's own store

ROOT = Path(__file__).resolve().parents[2]
SIX_DECK = next((ROOT / "assets" / "games" / "six" / "decks").glob("*.deck"))


def test_a_deck_file_becomes_a_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "six.pdf"
    assert main(["proxies", str(SIX_DECK), "-o", str(out), "--paper", "letter", "--gap", "1", "--bleed", "1",
                 "--marks", "lines", "--mark-colour", "#ff0000", "--backs", "--calibration", "--scale", "1.01", "1"]) == 0
    printed = capsys.readouterr().out
    pages = read_pdf(out)
    assert pages[0].width_pt == pytest.approx(612) and pages[0].height_pt == pytest.approx(792)
    count = int(printed.split(": ")[1].split(" cartas")[0])
    assert sum(len(p.images) for p in pages[:-1:2]) == count  # fronts, backs, …, calibration
    assert "Calibra" in pages[-1].text


def test_a_stored_deck_by_name_with_only_missing_and_skip_basic_lands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "cards.sqlite"
    bear = CardRecord("mtg", "Grizzly Bears", "bears", set_code="LEA", number="190", type_line="Creature — Bear", cost="{1}{G}",
                      stats={"power": "2", "toughness": "2"})
    forest = CardRecord("mtg", "Forest", "forest", set_code="LEA", number="294", type_line="Basic Land — Forest")
    with Store(db) as store:
        store.import_cards([bear, forest])
        store.save_deck(ResolvedDeck("mtg", "Bears", {"main": [(4, bear), (20, forest)]},
                                     unknown=[DeckLine(1, "Unknown Thing", line=3)]))
        bear_id = store.card_id(bear)
        assert bear_id is not None
        store.add_to_collection(bear_id, 1)
    out = tmp_path / "bears.pdf"
    code = main(["proxies", "Bears", "-o", str(out), "--db", str(db), "--only-missing", "--skip-basic-lands"])
    printed = capsys.readouterr().out
    assert code == 1  # an unknown card was printed by name: listed, and the status says so
    assert "4 cartas" in printed and "Unknown Thing" in printed and "tierra básica" in printed
    assert sum(len(p.images) for p in read_pdf(out)) == 4  # 3 missing bears and the unknown card


def test_bad_input_is_named_and_nothing_is_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.pdf"
    assert main(["proxies", str(SIX_DECK), "-o", str(out), "--gap", "7"]) == 2
    assert "gap" in capsys.readouterr().err  # errors go to stderr
    assert main(["proxies", str(SIX_DECK), "-o", str(out), "--paper", "huge"]) == 2
    assert main(["proxies", str(tmp_path / "none.deck"), "-o", str(out), "--db", str(tmp_path / "db.sqlite")]) == 2
    assert not out.exists() and list(tmp_path.glob("*.tmp")) == []


def test_tapete_cli_starts_without_pillow() -> None:
    code = "import sys, tapete_cli.main; print('PIL' in sys.modules, 'cardimages' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["False", "False"]


def test_scans_lists_the_files_that_match_no_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PIL import Image

    db = tmp_path / "cards.sqlite"
    with Store(db) as store:
        store.import_cards([CardRecord("ygo", "Blue-Eyes White Dragon", "89631139", number="89631139", type_line="[Dragon/Normal]"),
                            CardRecord("ygo", "Dark Magician", "46986414", number="46986414", type_line="[Spellcaster/Normal]")])
    folder = tmp_path / "scans"
    folder.mkdir()
    for name in ("89631139.jpg", "12345678.jpg", "back.png"):
        Image.new("RGB", (59, 86)).save(folder / name)
    assert main(["scans", str(folder), "--game", "ygo", "--db", str(db)]) == 1
    out = capsys.readouterr().out
    from engine.core.game import get_game
    from engine.formats.game_cards import GameCardLookup

    shipped = len(GameCardLookup(get_game("ygo")).by_code)  # the store's 2 and the shipped cards: all the player has
    assert f"1 de {2 + shipped} cartas de ygo tienen imagen" in out
    assert "sin coincidencia: 12345678.jpg" in out and "89631139" not in out.split("\n", 1)[1] and "back" not in out
