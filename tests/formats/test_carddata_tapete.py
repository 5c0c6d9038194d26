"""Tapete's own card-set format: the SiX set files (TOML), the CSV form, and bad files."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from carddata_helpers import one

from engine.core.errors import LoadError
from engine.formats.carddata.tapete_sets import read_tapete_csv, read_tapete_toml

SETS = Path(__file__).resolve().parents[2] / "assets" / "games" / "six" / "sets"


@pytest.mark.parametrize("path", sorted(SETS.glob("*.toml")), ids=lambda p: p.stem)
def test_every_six_set_file(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    records = list(read_tapete_toml(path))
    assert [r.number for r in records] == [t["code"] for t in data.get("card", []) + data.get("token", [])]
    assert sum(r.is_token for r in records) == len(data.get("token", []))
    assert {(r.game, r.set_code, r.set_name) for r in records} == {("six", data["set"]["code"], data["set"]["name"])}


def test_six_card_mapping() -> None:
    records = list(read_tapete_toml(SETS / "almas-del-umbral.toml"))
    witch = one(records, name="Bruja Invocadora")
    assert (witch.oracle_id, witch.number, witch.type_line) == ("TAU-001", "TAU-001", "Unidad")
    assert (witch.cost, witch.mana_value, witch.stats) == ("2", 2.0, {"fuerza": "1", "defensa": "2"})
    assert witch.names == {"en": "Summoning Witch"}
    assert witch.text == 'Al Jugar: Invoca 2 fichas "Demonio" 0/0.'
    assert witch.extra == {"archetypes": ["Bruja"], "text_en": 'On Play: Summon 2 "Demon" 0/0 tokens.'}
    demon = one(records, name="Demonio", is_token=True)
    assert demon.number == "TAU-T01" and demon.stats == {"fuerza": "0", "defensa": "0"}
    mana = one(records, name="Maná Ámbar")
    assert mana.cost == "" and mana.mana_value is None and mana.stats == {}


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_toml_needs_its_game_outside_the_assets(tmp_path: Path) -> None:
    text = '[set]\ncode = "MYL1"\nname = "Demo"\n\n[[card]]\ncode = "MYL1-001"\nname = "Aliado"\n'
    with pytest.raises(LoadError, match=r"no dice de qué juego es"):
        list(read_tapete_toml(write(tmp_path, "demo.toml", text)))
    (record,) = read_tapete_toml(write(tmp_path, "demo.toml", text.replace('name = "Demo"', 'name = "Demo"\ngame = "myl"')))
    assert (record.game, record.set_code, record.number) == ("myl", "MYL1", "MYL1-001")


def test_toml_errors_name_the_line(tmp_path: Path) -> None:
    text = '[set]\ncode = "X"\ngame = "eliria"\n\n[[card]]\ncode = "X-1"\nname = "Uno"\n\n[[card]]\ncode = "X-2"\n'
    with pytest.raises(LoadError, match="falta «name»") as error:
        list(read_tapete_toml(write(tmp_path, "x.toml", text)))
    assert error.value.line == 9
    with pytest.raises(LoadError, match="TOML inválido") as error:
        list(read_tapete_toml(write(tmp_path, "y.toml", text + "name = \n")))
    assert error.value.line == 11
    with pytest.raises(LoadError, match=r"falta la tabla \[set\]"):
        list(read_tapete_toml(write(tmp_path, "z.toml", '[[card]]\ncode = "A"\nname = "B"\n')))


CSV = (
    "Game,Set,Set Name,Code,Name,Name EN,Type,Cost,Force,Defense,Text,Archetypes,Token,Artist\n"
    'myl,KB,Kilómetro Base,KB-001,Aquiles,Achilles,Aliado,3,3,,"Furia.\n""Imbatible"".",Héroe;Griego,,Ana\n'
    "myl,KB,Kilómetro Base,KB-T1,Perro,,Aliado,,1,1,,,sí,\n"
    "\n"
    "eliria,EL1,,EL1-010,Niebla,,Hechizo,X,,,Roba una carta.,,0,\n"
)


def test_csv_rows(tmp_path: Path) -> None:
    records = list(read_tapete_csv(write(tmp_path, "cards.csv", CSV)))
    assert [r.number for r in records] == ["KB-001", "KB-T1", "EL1-010"]
    aquiles = records[0]
    assert (aquiles.game, aquiles.set_code, aquiles.set_name, aquiles.type_line) == ("myl", "KB", "Kilómetro Base", "Aliado")
    assert (aquiles.cost, aquiles.mana_value, aquiles.stats) == ("3", 3.0, {"fuerza": "3"})
    assert aquiles.text == 'Furia.\n"Imbatible".' and aquiles.names == {"en": "Achilles"}
    assert aquiles.extra == {"archetypes": ["Héroe", "Griego"], "artist": "Ana"}
    assert records[1].is_token and records[1].stats == {"fuerza": "1", "defensa": "1"}
    niebla = records[2]
    assert (niebla.game, niebla.cost, niebla.mana_value, niebla.is_token) == ("eliria", "X", None, False)


def test_csv_errors_name_the_line(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="faltan las columnas set, code") as error:
        list(read_tapete_csv(write(tmp_path, "a.csv", "game,name\nmyl,Aquiles\n")))
    assert error.value.line == 1
    bad_game = CSV.replace("eliria,EL1", "pokemon,EL1")
    with pytest.raises(LoadError, match="juego desconocido 'pokemon'") as error:
        list(read_tapete_csv(write(tmp_path, "b.csv", bad_game)))
    assert error.value.line == 6  # the quoted text spans lines 2 and 3
    no_code = CSV.replace("KB-T1", "")
    with pytest.raises(LoadError, match="falta «code»") as error:
        list(read_tapete_csv(write(tmp_path, "c.csv", no_code)))
    assert error.value.line == 4
