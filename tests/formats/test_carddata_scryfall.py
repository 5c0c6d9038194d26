"""Scryfall importer: the real bulk array and JSON-lines files, every card layout, bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from carddata_helpers import data_file, one

from engine.core.errors import LoadError
from engine.formats.carddata.scryfall import read_scryfall


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_bulk_array_is_streamed_in_order() -> None:
    path = data_file("scryfall-json", "default_cards.json")
    records = list(read_scryfall(path))
    assert [r.name for r in records] == [o["name"] for o in json.loads(path.read_text(encoding="utf-8"))]
    assert len(records) == 9
    lotus = one(records, name="Black Lotus")
    assert (lotus.set_code, lotus.set_name, lotus.number) == ("LEA", "Limited Edition Alpha", "232")
    assert (lotus.cost, lotus.mana_value, lotus.rarity, lotus.colors) == ("{0}", 0.0, "rare", ())
    assert lotus.oracle_id == "5089ec1a-f881-4d55-af14-5d996171203b"
    walk = one(records, name="Time Walk")
    assert (walk.cost, walk.mana_value, walk.colors, walk.type_line) == ("{1}{U}", 2.0, ("U",), "Sorcery")
    assert walk.extra["image_url"].startswith("https://")
    assert walk.image_path == ""


@pytest.mark.parametrize("name, count", [("4c_cards.jsonl", 38), ("test_cards.jsonl", 36)])
def test_json_lines_give_one_record_per_line(name: str, count: int) -> None:
    path = data_file("scryfall-json", name)
    records = list(read_scryfall(path))
    objects = lines_of(path)
    assert len(records) == len(objects) == count
    assert [(r.set_code, r.number) for r in records] == [(o["set"].upper(), o["collector_number"]) for o in objects]
    assert all(r.extra["identifiers"]["scryfallId"] == o["id"] for r, o in zip(records, objects))


def test_card_layouts() -> None:
    records = list(read_scryfall(data_file("scryfall-json", "test_cards.jsonl")))
    split = one(records, name="Driven // Despair")
    assert (split.cost, split.type_line, split.colors) == ("{1}{G} // {1}{B}", "Sorcery // Sorcery", ("B", "G"))
    assert [f["name"] for f in split.extra["faces"]] == ["Driven", "Despair"]
    arlinn = one(records, name="Arlinn, the Pack's Hope // Arlinn, the Moon's Fury")
    assert arlinn.cost == "{2}{R}{G}" and arlinn.stats == {"loyalty": "4"} and arlinn.colors == ("G", "R")
    assert arlinn.extra["layout"] == "transform"
    flip = one(records, name="Orochi Eggwatcher // Shidako, Broodmistress")
    assert flip.stats == {"power": "1", "toughness": "1"}
    assert flip.extra["faces"][1]["stats"] == {"power": "3", "toughness": "3"}
    saga = one(records, name="Tales of Master Seshiro // Seshiro's Living Legacy")
    assert saga.stats == {} and saga.extra["faces"][1]["stats"] == {"power": "5", "toughness": "5"}
    reversible = one(records, name="Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom")
    assert reversible.oracle_id == "502849a6-8e65-40f3-b348-a41c4f939768"  # only its faces have one
    assert reversible.mana_value == 5.0
    modal = one(records, name="Turntimber Symbiosis // Turntimber, Serpentine Wood")
    assert modal.type_line == "Sorcery // Land" and modal.cost == "{4}{G}{G}{G}"


def test_spanish_printing_and_token() -> None:
    records = list(read_scryfall(data_file("scryfall-json", "test_cards.jsonl")))
    python = one(records, name="Python")
    assert python.names == {"es": "Pitón"} and python.extra["lang"] == "es"
    assert (python.set_code, python.number, python.stats) == ("6ED", "150", {"power": "3", "toughness": "2"})
    snake = one(records, name="Snake")
    assert snake.is_token and snake.set_name == "Commander 2015 Tokens"
    assert sum(r.is_token for r in records) == 1
    assert one(records, name="Anaconda", set_code="POR").number == "158†"


def test_split_card_in_the_four_color_list() -> None:
    wear = one(read_scryfall(data_file("scryfall-json", "4c_cards.jsonl")), name="Wear // Tear")
    assert wear.cost == "{1}{R} // {W}" and wear.colors == ("R", "W")


def test_truncated_array_names_the_end(tmp_path: Path) -> None:
    raw = data_file("scryfall-json", "default_cards.json").read_bytes()
    path = tmp_path / "cards.json"
    path.write_bytes(raw[:20000])
    stream = read_scryfall(path)
    with pytest.raises(LoadError) as error:
        list(stream)
    assert "al final del archivo" in error.value.problem.es
    assert error.value.line == raw[:20000].count(b"\n") + 1


def test_bad_json_line_names_its_line(tmp_path: Path) -> None:
    lines = data_file("scryfall-json", "4c_cards.jsonl").read_text(encoding="utf-8").splitlines()
    lines[4] = lines[4][:-30]
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(LoadError) as error:
        list(read_scryfall(path))
    assert error.value.line == 5 and "JSON inválido" in error.value.problem.es


def test_objects_that_are_not_cards(tmp_path: Path) -> None:
    path = tmp_path / "list.jsonl"
    path.write_text('{"object": "card", "name": "Opt", "set": "xln"}\n{"object": "error", "details": "x"}\n', encoding="utf-8")
    with pytest.raises(LoadError, match="object = 'error'") as error:
        list(read_scryfall(path))
    assert error.value.line == 2
    path.write_text('[{"object": "card", "set": "xln"}]', encoding="utf-8")
    with pytest.raises(LoadError, match="elemento 0: una carta sin nombre"):
        list(read_scryfall(path))
