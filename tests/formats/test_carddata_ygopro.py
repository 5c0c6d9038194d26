"""YGOPro/EDOPro importer: the real cdb files, bit-flag decoding checked on known cards, bad files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from carddata_helpers import data_file

from engine.core.errors import LoadError
from engine.formats.carddata.ygopro import read_ygopro_cdb
from engine.formats.records import CardRecord

CDBS = ("cards.cdb", "cards-rush.cdb", "cards-skills.cdb", "goat-entries.cdb")


def cards(name: str = "cards.cdb") -> dict[str, CardRecord]:
    return {r.number: r for r in read_ygopro_cdb(data_file("ygo-cdb", name))}


@pytest.mark.parametrize("name", CDBS)
def test_one_record_per_datas_row(name: str) -> None:
    path = data_file("ygo-cdb", name)
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        ids = [str(row[0]) for row in conn.execute("SELECT id FROM datas ORDER BY id")]
        tokens = conn.execute("SELECT count(*) FROM datas WHERE type & 0x4000").fetchone()[0]
    records = list(read_ygopro_cdb(path))
    assert [r.number for r in records] == ids
    assert sum(r.is_token for r in records) == tokens
    assert all(r.game == "ygo" and r.name and r.extra["identifiers"]["passcode"] == r.number for r in records)


def test_counts_of_the_real_files() -> None:
    assert [len(cards(name)) for name in CDBS] == [9336, 3478, 208, 191]


@pytest.mark.parametrize("passcode, name, type_line, stats", [
    ("89631139", "青眼白龙", "Monster/Normal — Dragon/LIGHT", {"atk": "3000", "def": "2500", "level": "8"}),
    ("46986414", "黑魔术师", "Monster/Normal — Spellcaster/DARK", {"atk": "2500", "def": "2100", "level": "7"}),
    ("74677422", "真红眼黑龙", "Monster/Normal — Dragon/DARK", {"atk": "2400", "def": "2000", "level": "7"}),
    ("40044918", "元素英雄 天空侠", "Monster/Effect — Warrior/WIND", {"atk": "1800", "def": "300", "level": "4"}),
    ("44508094", "星尘龙", "Monster/Effect/Synchro — Dragon/WIND", {"atk": "2500", "def": "2000", "level": "8"}),
    ("16195942", "暗叛逆超量龙", "Monster/Effect/Xyz — Dragon/DARK", {"atk": "2500", "def": "2000", "rank": "4"}),
    ("1861629", "解码语者", "Monster/Effect/Link — Cyberse/DARK", {"atk": "2300", "link": "3"}),
    ("41546", "DD 魔导贤者 托马斯", "Monster/Effect/Pendulum — Fiend/DARK",
     {"atk": "1800", "def": "2600", "level": "8", "scale_left": "6", "scale_right": "6"}),
    ("12580477", "雷击", "Spell/Normal", {}),
    ("5318639", None, "Spell/Quick-Play", {}),
    ("83746708", None, "Spell/Equip", {}),
    ("62279055", "魔法筒", "Trap/Normal", {}),
    ("97077563", None, "Trap/Continuous", {}),
    ("41420027", None, "Trap/Counter", {}),
])
def test_known_cards_decode(passcode: str, name: str | None, type_line: str, stats: dict[str, str]) -> None:
    card = cards()[passcode]
    assert (card.type_line, card.stats) == (type_line, stats)
    assert name is None or card.name == name
    assert card.oracle_id == passcode and not card.is_token


def test_link_arrows_and_unknown_attack() -> None:
    all_cards = cards()
    decode_talker = all_cards["1861629"]
    assert decode_talker.extra["link_arrows"] == ["Top", "Bottom-Left", "Bottom-Right"]  # def = 0x85
    assert decode_talker.extra["cdb"]["def"] == 0x85
    golem = all_cards["2948263"]
    assert golem.stats["atk"] == "?" and golem.extra["cdb"]["atk"] == -2
    token = all_cards["8198621"]
    assert token.is_token and token.type_line == "Monster/Normal/Token — Zombie/DARK"


def test_alias_gives_the_original_card() -> None:
    alternative = cards()["1546124"]  # an alternative artwork
    assert alternative.oracle_id == "1546123" and alternative.extra["alias"] == 1546123
    rush = cards("cards-rush.cdb")["160001000"]
    assert rush.name == "Blue-Eyes White Dragon (Rush)" and rush.oracle_id == "89631139"
    assert rush.extra["scopes"] == ["Rush", "Legend"]
    goat = cards("goat-entries.cdb")["504700001"]
    assert goat.name == "Fenrir (GOAT)" and goat.oracle_id == "218704"
    assert goat.type_line == "Monster/Effect/Special Summon — Beast/WATER"


def test_archetypes_scopes_and_skills() -> None:
    thomas = cards()["41546"]
    assert thomas.extra["archetype_codes"] == [0xAF, 0x6E] and thomas.extra["cdb"]["setcode"] == 7209135
    assert thomas.extra["scopes"] == ["OCG", "TCG"]
    skills = cards("cards-skills.cdb")
    assert skills["300101001"].type_line == "Skill" and skills["300101001"].stats == {}
    assert skills["300101002"].type_line == "Spell/Skill/Field"


def test_rush_races() -> None:
    races = {r.extra["race"] for r in cards("cards-rush.cdb").values() if "race" in r.extra}
    assert {"Cyborg", "Magical Knight", "High Dragon", "Omega Psychic", "Celestial Warrior", "Galaxy"} <= races


def test_not_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(LoadError, match="byte 0: no es una base de datos SQLite"):
        list(read_ygopro_cdb(path))


def test_truncated_database(tmp_path: Path) -> None:
    raw = data_file("ygo-cdb", "goat-entries.cdb").read_bytes()
    path = tmp_path / "cards.cdb"
    path.write_bytes(raw[:4096])
    with pytest.raises(LoadError, match="base de datos SQLite dañada") as error:
        list(read_ygopro_cdb(path))
    assert error.value.path == str(path)


def make_cdb(path: Path, datas: str = "", texts: str = "") -> Path:
    with sqlite3.connect(path) as conn:
        if datas:
            conn.execute(f"CREATE TABLE datas({datas})")
        if texts:
            conn.execute(f"CREATE TABLE texts({texts})")
    return path


DATAS = "id integer primary key, ot, alias, setcode, type, atk, def, level, race, attribute, category"
TEXTS = "id integer primary key, name text, desc text, str1 text"


def test_missing_table_or_column(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="falta la tabla texts"):
        list(read_ygopro_cdb(make_cdb(tmp_path / "a.cdb", datas=DATAS)))
    with pytest.raises(LoadError, match="tabla datas: faltan las columnas level, race"):
        list(read_ygopro_cdb(make_cdb(tmp_path / "b.cdb", datas=DATAS.replace(", level, race", ""), texts=TEXTS)))


def test_bad_rows_name_table_and_id(tmp_path: Path) -> None:
    path = make_cdb(tmp_path / "c.cdb", datas=DATAS, texts=TEXTS)
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO datas VALUES (10, 3, 0, 0, 17, 'mucho', 0, 4, 1, 1, 0)")
        conn.execute("INSERT INTO texts VALUES (10, 'A', '', '')")
    with pytest.raises(LoadError, match=r"tabla datas, id 10: la columna atk no es un número \('mucho'\)"):
        list(read_ygopro_cdb(path))
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE datas SET atk = 100")
        conn.execute("INSERT INTO datas VALUES (11, 3, 0, 0, 2, 0, 0, 0, 0, 0, 0)")
    with pytest.raises(LoadError, match="tabla texts, id 11: la carta no tiene nombre"):
        list(read_ygopro_cdb(path))
