"""MTGJSON importer: the real set files, an AllPrintings built from them, a deck file, bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from carddata_helpers import data_file, one

from engine.core.errors import LoadError
from engine.formats.carddata.mtgjson import read_mtgjson

# set file → (card records, token records): multi-face cards count once.
EXPECTED = {"LEA": (295, 0), "ISD": (264, 13), "KHM": (425, 23), "UST": (268, 20)}


def set_file(code: str) -> Path:
    return data_file("mtgjson-set", f"{code}.json")


def printings(objects: list[dict]) -> int:
    """Card objects in a file, the faces of one card (same number and name) counted once."""
    return len({(o["number"], o["name"]) if "side" in o else o["uuid"] for o in objects})


@pytest.mark.parametrize("code", sorted(EXPECTED))
def test_counts_match_the_file(code: str) -> None:
    path = set_file(code)
    data = json.loads(path.read_text(encoding="utf-8"))["data"]
    records = list(read_mtgjson(path))
    cards = [r for r in records if not r.is_token]
    tokens = [r for r in records if r.is_token]
    assert (len(cards), len(tokens)) == EXPECTED[code]
    assert len(cards) == printings(data["cards"]) and len(tokens) == printings(data["tokens"])
    assert {r.set_code for r in cards} == {code}
    assert {r.set_name for r in cards} == {data["name"]}
    assert all(r.game == "mtg" and r.name and r.number for r in records)


def test_alpha_cards_have_their_fields() -> None:
    records = list(read_mtgjson(set_file("LEA")))
    dragon = one(records, name="Shivan Dragon")
    assert (dragon.cost, dragon.mana_value, dragon.colors, dragon.type_line) == ("{4}{R}{R}", 6.0, ("R",), "Creature — Dragon")
    assert dragon.stats == {"power": "5", "toughness": "5"}
    assert (dragon.number, dragon.rarity, dragon.set_name) == ("174", "rare", "Limited Edition Alpha")
    assert dragon.oracle_id == "711eea87-0fa3-46e0-a42b-fa5a86455f04"
    assert dragon.extra["identifiers"]["scryfallId"] == "fefbf149-f988-4f8b-9f53-56f5878116a6"
    assert dragon.extra["layout"] == "normal" and dragon.extra["uuid"]
    lotus = one(records, name="Black Lotus")
    assert (lotus.cost, lotus.mana_value, lotus.colors, lotus.stats) == ("{0}", 0.0, (), {})
    assert "Add three mana of any one color" in lotus.text
    assert one(records, name="Lightning Bolt").color_identity == ("R",)


def test_transform_card_is_one_record_with_its_faces() -> None:
    records = list(read_mtgjson(set_file("ISD")))
    delver = one(records, name="Delver of Secrets // Insectile Aberration")
    assert delver.cost == "{U}"
    assert delver.type_line == "Creature — Human Wizard // Creature — Human Insect"
    assert delver.stats == {"power": "1", "toughness": "1"}
    assert delver.text.endswith("transform Delver of Secrets.\n//\nFlying")
    assert [f["name"] for f in delver.extra["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert [f["side"] for f in delver.extra["faces"]] == ["a", "b"]
    assert delver.extra["faces"][1]["stats"] == {"power": "3", "toughness": "2"}
    assert delver.names["es"] == "Indagador de secretos // Aberración insectoide"
    assert delver.names["de"] and delver.names["zh-hans"] and delver.names["pt"]
    youth = one(records, name="Cloistered Youth // Unholy Fiend")
    assert youth.colors == ("B", "W")  # white front, black back


def test_modal_card_joins_both_costs() -> None:
    halvar = one(read_mtgjson(set_file("KHM")), name="Halvar, God of Battle // Sword of the Realms", number="15")
    assert halvar.cost == "{2}{W}{W} // {1}{W}"
    assert halvar.mana_value == 4.0
    assert halvar.extra["layout"] == "modal_dfc"


def test_tokens_and_emblems_are_flagged_with_their_own_set_code() -> None:
    records = list(read_mtgjson(set_file("KHM")))
    emblem = one(records, name="Tyvar Kell Emblem")
    assert emblem.is_token and emblem.set_code == "TKHM" and emblem.set_name == ""
    assert emblem.extra["layout"] == "emblem"
    angel = one(read_mtgjson(set_file("ISD")), name="Angel", set_code="TISD")
    assert angel.is_token and angel.stats == {"power": "4", "toughness": "4"} and angel.mana_value is None
    zombie = one(read_mtgjson(set_file("UST")), name="Zombie // Zombie")
    assert zombie.is_token and len(zombie.extra["faces"]) == 2


def test_allprintings_is_read_set_by_set(tmp_path: Path) -> None:
    sets = {code: json.loads(set_file(code).read_text(encoding="utf-8"))["data"] for code in ("LEA", "ISD")}
    path = tmp_path / "AllPrintings.json"
    path.write_text(json.dumps({"meta": {"version": "5.2.0"}, "data": sets}), encoding="utf-8")
    records = list(read_mtgjson(path))
    assert len(records) == sum(EXPECTED["LEA"]) + sum(EXPECTED["ISD"])
    assert one(records, name="Shivan Dragon").set_name == "Limited Edition Alpha"
    assert one(records, name="Delver of Secrets // Insectile Aberration").set_name == "Innistrad"


def test_truncated_allprintings_yields_the_sets_before_the_break(tmp_path: Path) -> None:
    sets = {code: json.loads(set_file(code).read_text(encoding="utf-8"))["data"] for code in ("LEA", "ISD")}
    text = json.dumps({"meta": {}, "data": sets})
    path = tmp_path / "AllPrintings.json"
    path.write_text(text[: text.index('"ISD"') + 300_000], encoding="utf-8")  # blocks past LEA's end
    stream = read_mtgjson(path)
    first = [next(stream) for _ in range(sum(EXPECTED["LEA"]))]
    assert {r.set_code for r in first} == {"LEA"}
    with pytest.raises(LoadError, match="al final del archivo"):
        list(stream)


def test_deck_file_cards_are_read_once_each() -> None:
    path = data_file("mtgjson-deck", "testdeck.json")
    data = json.loads(path.read_text(encoding="utf-8"))["data"]
    records = list(read_mtgjson(path))
    uuids = {card["uuid"] for board in ("mainBoard", "sideBoard") for card in data[board]}
    assert len(records) == len(uuids) == 23
    assert {r.set_name for r in records} == {""}  # a deck's name is not a set name
    negate = one(records, name="Negate")
    assert (negate.set_code, negate.number, negate.cost) == ("RIX", "44", "{1}{U}")


def test_truncated_set_file_names_the_end(tmp_path: Path) -> None:
    raw = set_file("LEA").read_bytes()
    path = tmp_path / "LEA.json"
    path.write_bytes(raw[: len(raw) // 2])
    with pytest.raises(LoadError) as error:
        list(read_mtgjson(path))
    assert error.value.path == str(path)
    assert "al final del archivo" in error.value.problem.es
    assert error.value.line == raw[: len(raw) // 2].count(b"\n") + 1


def test_syntax_error_names_the_byte_and_line(tmp_path: Path) -> None:
    raw = set_file("LEA").read_bytes()
    offset = raw.index(b'"name": "Shivan Dragon"')
    path = tmp_path / "LEA.json"
    path.write_bytes(raw[:offset] + b"@" + raw[offset + 1:])
    with pytest.raises(LoadError) as error:
        list(read_mtgjson(path))
    assert f"en el byte {offset}" in error.value.problem.es
    assert error.value.line == raw[:offset].count(b"\n") + 1


def test_json_that_is_not_mtgjson(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"data": {"name": "no cards here"}}', encoding="utf-8")
    with pytest.raises(LoadError, match="no es un archivo MTGJSON"):
        list(read_mtgjson(path))


def test_card_without_name_names_its_place(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    path.write_text('{"data": {"code": "X", "cards": [{"name": "Ok", "number": "1"}, {"number": "2"}]}}', encoding="utf-8")
    with pytest.raises(LoadError, match=r"data\.cards\[1\]: una carta sin nombre"):
        list(read_mtgjson(path))


def test_cards_written_as_an_object_are_refused_naming_the_array(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    path.write_text('{"data": {"code": "X", "tokens": [], "cards": {"a": {"name": "Card A", "number": "1"}}}}', encoding="utf-8")
    with pytest.raises(LoadError, match=r"data\.cards es un objeto, no una lista de cartas"):
        list(read_mtgjson(path))


def test_an_allprintings_set_whose_cards_are_an_object_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "AllPrintings.json"
    path.write_text('{"data": {"X": {"code": "X", "cards": {"a": {"name": "A"}}}}}', encoding="utf-8")
    with pytest.raises(LoadError) as error:
        list(read_mtgjson(path))
    assert "data.X.cards is an object, not a list of cards" in error.value.message("en")
