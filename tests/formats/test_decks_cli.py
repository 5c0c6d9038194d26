"""The deck commands for tapete-cli: converting files and validating them through a card lookup."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import normalize_name
from engine.core.errors import LoadError
from engine.formats.decks import convert, parse_deck_file
from engine.formats.records import CardRecord
from tapete_cli.decks import convert_command, validate_command
from tapete_cli.main import main

pytestmark = pytest.mark.usefixtures("spanish")  # these tests read tapete-cli's Spanish output

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata"


class Catalogue:
    """A ``CardLookup`` over a few records, by name or code, as the store answers."""

    def __init__(self, *cards: CardRecord) -> None:
        self.cards = cards
        self.asked: list[dict[str, str]] = []

    def find_printing(self, game: str, name: str = "", set_code: str = "", number: str = "", code: str = "") -> CardRecord | None:
        self.asked.append({"name": name, "code": code})
        for card in self.cards:
            if card.game == game and ((code and code in (card.number, card.oracle_id)) or (not code and normalize_name(name) == normalize_name(card.name))):
                return card
        return None


def real_file(relative: str) -> Path:
    path = TESTDATA / relative
    if not path.exists():
        pytest.skip(f"{path} is not available")
    return path


def test_convert_chooses_the_format_by_extension(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = real_file("mtg-dck-xmage/[ISD] Deathfed.dck")
    target = tmp_path / "deathfed.cod"
    assert convert_command(str(source), str(target)) == 0
    assert "(cockatrice): main 60, side 15" in capsys.readouterr().out
    assert target.read_text(encoding="utf-8").startswith('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck')
    again = parse_deck_file(target)
    assert [line.name for line in again.sections["side"]] == [line.name for line in parse_deck_file(source).sections["side"]]
    assert (again.name, again.count("main"), again.count("side")) == ("Deathfed", 60, 15)


def test_convert_ydk_to_ydke_and_forge_by_name(tmp_path: Path) -> None:
    source = real_file("ydk/Evil Eyes.ydk")
    done = convert(source, tmp_path / "evil.ydke")
    deck, written = done.deck, done.fmt
    again = parse_deck_file(tmp_path / "evil.ydke")
    assert written == "ydke" and (tmp_path / "evil.ydke").read_text(encoding="utf-8").startswith("ydke://")
    assert {section: again.count(section) for section in again.sections} == {"main": 40, "extra": 15, "side": 14}
    assert [line.code for line in again.sections["main"]] == [line.code for line in deck.sections["main"]]
    mtg = real_file("mtg-dck-xmage/Venser.dck")
    forge = convert(mtg, tmp_path / "venser.dck", "forge").fmt
    assert forge == "forge" and (tmp_path / "venser.dck").read_text(encoding="utf-8").startswith("[metadata]\nName=Venser")


def test_convert_errors_write_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = real_file("ydk/Evil Eyes.ydk")
    assert main(["deck", "convert", str(source), str(tmp_path / "evil.cod")]) == 2  # a .cod needs names
    assert main(["deck", "convert", str(source), str(tmp_path / "evil.xyz")]) == 2
    err = capsys.readouterr().err
    assert "Cockatrice .cod" in err and ".xyz" in err
    assert not list(tmp_path.iterdir())


def test_validate_reports_unknown_lines_and_violations(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "rojo.txt"
    path.write_text("4 Shock\n5 Lightning Bolt\n50 Mountain\n1 Cartaquenoexiste\n", encoding="utf-8")
    catalogue = Catalogue(
        CardRecord("mtg", "Shock", "shock", type_line="Instant"),
        CardRecord("mtg", "Lightning Bolt", "bolt", type_line="Instant"),
        CardRecord("mtg", "Mountain", "mountain", type_line="Basic Land — Mountain"),
    )
    assert validate_command(str(path), "mtg", "", None, catalogue) == 1
    out = capsys.readouterr().out
    assert "línea 4: carta desconocida «Cartaquenoexiste»" in out
    assert "5 copias de «Lightning Bolt»" in out and "(CR 100.2a)" in out
    assert "el mazo tiene 59 cartas y debe tener al menos 60 (CR 100.2a)" in out


def test_validate_ydk_by_passcode_with_a_ban_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mazo.ydk"
    path.write_text("#main\n" + "\n".join(["89631139"] * 3 + ["46986414"] * 37) + "\n#extra\n!side\n", encoding="utf-8")
    listing = tmp_path / "lista.toml"
    listing.write_text('[list]\nname = "Avanzada"\ngame = "ygo"\n[cards]\n"Blue-Eyes White Dragon" = 1\n', encoding="utf-8")
    catalogue = Catalogue(
        CardRecord("ygo", "Blue-Eyes White Dragon", "89631139", number="89631139", type_line="Monster/Normal — Dragon/LIGHT"),
        CardRecord("ygo", "Dark Magician", "46986414", number="46986414", type_line="Monster/Normal — Spellcaster/DARK"),
    )
    assert validate_command(str(path), None, "", str(listing), catalogue) == 1
    out = capsys.readouterr().out
    assert "«Blue-Eyes White Dragon» está limitada a 1" in out and "(YGO CartasPoderosas.5)" in out
    assert "37 copias de «Dark Magician»" in out


def test_validate_legal_deck_and_code_written_as_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mazo.deck"
    path.write_text("game = eliria\nname = Prueba\n[main]\n1 E-001\n1 Combatiente B\n", encoding="utf-8")
    catalogue = Catalogue(CardRecord("eliria", "Combatiente A", "E-001", number="E-001"), CardRecord("eliria", "Combatiente B", "E-002"))
    assert validate_command(str(path), None, "", None, catalogue) == 0
    assert "mazo legal para eliria (main 2)" in capsys.readouterr().out
    assert {"name": "", "code": "E-001"} in catalogue.asked


def test_validate_needs_a_game_and_a_matching_one(tmp_path: Path) -> None:
    path = tmp_path / "lista.txt"
    path.write_text("4 Shock\n", encoding="utf-8")
    with pytest.raises(LoadError, match="--game"):
        validate_command(str(path), None, "", None, Catalogue())
    ydk = tmp_path / "mazo.ydk"
    ydk.write_text("#main\n89631139\n", encoding="utf-8")
    with pytest.raises(LoadError, match="«ygo», no de «mtg»"):
        validate_command(str(ydk), "mtg", "", None, Catalogue())
