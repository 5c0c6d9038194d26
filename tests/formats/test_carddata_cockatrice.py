"""Cockatrice importer: the real v3 and v4 card databases, tokens.xml, the spoiler fixture, bad XML."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from carddata_helpers import data_file, one

from engine.core.errors import LoadError
from engine.formats.carddata.cockatrice import read_cockatrice


def printings(path: Path, tokens_only: bool = False) -> int:
    """``<set>`` elements of the file's cards (a card without one counts once)."""
    cards = ET.parse(path).getroot().findall("./cards/card")
    return sum(max(1, len(card.findall("set"))) for card in cards if not tokens_only or card.findtext("token") == "1")


@pytest.mark.parametrize("name, count", [
    ("cards.xml", 5), ("spoilers.xml", 1), ("AFR.xml", 140), ("ECL.xml", 34), ("M21.xml", 397), ("tokens.xml", 2546),
])
def test_one_record_per_printing(name: str, count: int) -> None:
    path = data_file("cockatrice-xml", name)
    records = list(read_cockatrice(path))
    assert len(records) == printings(path) == count
    assert all(r.game == "mtg" and r.name == r.name.strip() and r.name for r in records)
    assert all(r.image_path == "" for r in records)


def test_version_4_fields_in_prop() -> None:
    records = list(read_cockatrice(data_file("cockatrice-xml", "cards.xml")))
    cat = one(records, name="Cat")
    assert (cat.set_code, cat.cost, cat.mana_value, cat.colors) == ("CAT", "{2}{G}", 2.0, ("G",))
    assert (cat.type_line, cat.text, cat.stats) == ("Creature — Cat", "Meow!", {"power": "3", "toughness": "3"})
    assert cat.extra["maintype"] == "Creature" and cat.extra["identifiers"] == {"multiverseId": "111"}
    assert one(records, name="Dog").cost == "{2}{R}{R}"
    assert one(records, name="Truth").set_code == "Not a Card"  # " Not a Card" in the file
    assert not any(r.is_token for r in records)


def test_spoiler_token() -> None:
    (fluffy,) = read_cockatrice(data_file("cockatrice-xml", "spoilers.xml"))
    assert fluffy.name == "Fluffy" and fluffy.is_token
    assert fluffy.stats == {"power": "0", "toughness": "1"} and fluffy.mana_value is None


def test_version_3_flat_fields_and_set_names() -> None:
    records = list(read_cockatrice(data_file("cockatrice-xml", "M21.xml")))
    assert {r.set_name for r in records} == {"Core Set 2021"}
    hound = one(records, name="Alpine Houndmaster")
    assert (hound.cost, hound.mana_value, hound.colors, hound.rarity) == ("{R}{W}", 2.0, ("R", "W"), "uncommon")
    assert hound.type_line == "Creature - Human Warrior" and hound.stats == {"power": "2", "toughness": "2"}
    assert hound.extra["image_url"].startswith("https://img.scryfall.com/")
    basri = [r for r in records if r.name == "Basri Ket"][0]
    assert basri.stats == {"loyalty": "3"} and basri.rarity == "mythic"  # "Mythic Rare"
    assert all("loyalty" not in r.stats for r in records if "Planeswalker" not in r.type_line)  # "None"


def test_alternative_arts_are_separate_printings() -> None:
    records = [r for r in read_cockatrice(data_file("cockatrice-xml", "AFR.xml")) if r.name == '"Hall of the Storm Giant"']
    assert len(records) == 2 and records[0].extra["image_url"] != records[1].extra["image_url"]
    assert records[0].extra["cipt"] == "1"
    ecl = [r for r in read_cockatrice(data_file("cockatrice-xml", "ECL.xml")) if r.name == "Ashling's Command"]
    assert len(ecl) == 2 and ecl[0].cost == "{3}{U}{R}" and ecl[0].colors == ("R", "U")
    assert ecl[0].set_name == "Lorwyn Eclipsed (Spoiler)"


def test_tokens_file() -> None:
    path = data_file("cockatrice-xml", "tokens.xml")
    records = list(read_cockatrice(path))
    boar = one(records, name="Boar Token", set_code="ELD")
    assert boar.is_token and boar.number == "9" and boar.oracle_id == "Boar Token  "
    assert boar.extra["related"] == ["Food Token"] and boar.extra["reverse_related"] == ["Wolf's Quarry"]
    assert boar.extra["uuid"] == "365b2234-c29d-42db-a8e0-80685a4b6434"
    treasures = [r for r in records if r.oracle_id == "Treasure Token"]
    assert len(treasures) == 55 and {r.type_line for r in treasures} == {"Token Artifact — Treasure"}
    beasts = {r.oracle_id for r in records if r.name == "Beast Token"}
    assert len(beasts) == 11  # Cockatrice tells them apart by trailing spaces
    minotaur = one(records, name="Minotaur Younghorn")
    assert not minotaur.is_token and minotaur.set_code == "TBTH"  # a challenge-deck card, without <token>
    assert sum(r.is_token for r in records) == printings(path, tokens_only=True) == 2529


def test_malformed_xml_names_line_and_column(tmp_path: Path) -> None:
    lines = data_file("cockatrice-xml", "cards.xml").read_text(encoding="utf-8").splitlines()
    broken = next(i for i, line in enumerate(lines) if "<name>Dog</name>" in line)
    lines[broken] = lines[broken].replace("</name>", "</nam>")
    path = tmp_path / "cards.xml"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(LoadError) as error:
        list(read_cockatrice(path))
    assert error.value.line == broken + 1 and "XML inválido" in error.value.problem.es


def test_truncated_xml(tmp_path: Path) -> None:
    raw = data_file("cockatrice-xml", "M21.xml").read_bytes()
    path = tmp_path / "M21.xml"
    path.write_bytes(raw[:100_000])
    with pytest.raises(LoadError) as error:
        list(read_cockatrice(path))
    assert error.value.line == raw[:100_000].count(b"\n") + 1


def test_other_xml_root(tmp_path: Path) -> None:
    path = tmp_path / "deck.xml"
    path.write_text('<?xml version="1.0"?>\n<cockatrice_deck version="1"><deckname>x</deckname></cockatrice_deck>')
    with pytest.raises(LoadError, match="raíz <cockatrice_deck>"):
        list(read_cockatrice(path))


def test_card_without_name(tmp_path: Path) -> None:
    path = tmp_path / "cards.xml"
    path.write_text('<cockatrice_carddatabase version="4"><cards><card><name>A</name></card>'
                    "<card><text>x</text></card></cards></cockatrice_carddatabase>")
    with pytest.raises(LoadError, match="carta n.º 2: falta <name>"):
        list(read_cockatrice(path))
