"""Recognising card-data files by content: every real file, look-alikes, unknown files."""

from __future__ import annotations

from pathlib import Path

import pytest
from carddata_helpers import data_file

from engine.core.errors import LoadError
from engine.formats.carddata import FORMATS, detect_format, open_card_data

EXPECTED = {
    "mtgjson-set": "mtgjson", "mtgjson-deck": "mtgjson", "scryfall-json": "scryfall",
    "cockatrice-xml": "cockatrice", "ygo-cdb": "ygopro-cdb",
}
NOT_CARD_DATA = ("ydk", "mtg-cod", "mtg-dck-xmage", "mtg-dck-forge", "mtg-dek", "mtg-text-decklist",
                 "mtg-deck-other", "collection-csv")
SIX_SETS = Path(__file__).resolve().parents[2] / "assets" / "games" / "six" / "sets"


def files(folder: str) -> list[Path]:
    return sorted(p for p in data_file(folder).iterdir() if p.name != "SOURCES.md")


@pytest.mark.parametrize("folder", sorted(EXPECTED))
def test_every_card_data_file_is_recognised_and_read(folder: str) -> None:
    for path in files(folder):
        name, records = open_card_data(path)
        assert name == EXPECTED[folder], path
        first = next(records)
        assert first.name and first.game in ("mtg", "ygo"), path


@pytest.mark.parametrize("folder", NOT_CARD_DATA)
def test_decks_and_collections_are_not_card_data(folder: str) -> None:
    for path in files(folder):
        with pytest.raises(LoadError, match="formato de datos de cartas desconocido"):
            detect_format(path)


def test_six_sets_are_tapete_toml() -> None:
    for path in sorted(SIX_SETS.glob("*.toml")):
        assert detect_format(path) == "tapete-toml"


def test_by_content_not_by_extension(tmp_path: Path) -> None:
    renamed = {
        "cards.txt": data_file("cockatrice-xml", "spoilers.xml"),
        "bulk.dat": data_file("scryfall-json", "default_cards.json"),
        "lines.dat": data_file("scryfall-json", "4c_cards.jsonl"),
        "set.dat": data_file("mtgjson-set", "LEA.json"),
        "db.bin": data_file("ygo-cdb", "goat-entries.cdb"),
    }
    for name, source in renamed.items():
        (tmp_path / name).write_bytes(source.read_bytes())
    assert {name: detect_format(tmp_path / name) for name in renamed} == {
        "cards.txt": "cockatrice", "bulk.dat": "scryfall", "lines.dat": "scryfall", "set.dat": "mtgjson",
        "db.bin": "ygopro-cdb",
    }
    (tmp_path / "set.txt").write_text("# a set\n\n[set]\ncode = 'A'\ngame = 'six'\n", encoding="utf-8")
    (tmp_path / "cards.txt").write_text("\ufeffgame,set,code,name\nsix,A,A-1,Uno\n", encoding="utf-8")
    assert detect_format(tmp_path / "set.txt") == "tapete-toml"
    assert detect_format(tmp_path / "cards.txt") == "tapete-csv"
    assert [r.name for r in FORMATS["tapete-csv"](tmp_path / "cards.txt")] == ["Uno"]


def test_extension_picks_the_importer_that_explains(tmp_path: Path) -> None:
    (tmp_path / "cards.cdb").write_bytes(b"\x00garbage" * 50)
    assert detect_format(tmp_path / "cards.cdb") == "ygopro-cdb"
    with pytest.raises(LoadError, match="no es una base de datos SQLite"):
        list(open_card_data(tmp_path / "cards.cdb")[1])
    truncated = data_file("mtgjson-set", "UST.json").read_bytes()[:1000]
    (tmp_path / "UST.json").write_bytes(truncated)
    name, records = open_card_data(tmp_path / "UST.json")
    with pytest.raises(LoadError, match="JSON inválido al final del archivo"):
        list(records)


def test_unknown_and_empty_files(tmp_path: Path) -> None:
    (tmp_path / "empty.dat").write_bytes(b"")
    with pytest.raises(LoadError, match="el archivo está vacío"):
        detect_format(tmp_path / "empty.dat")
    (tmp_path / "notes.txt").write_text("just some notes\n", encoding="utf-8")
    with pytest.raises(LoadError, match="formato de datos de cartas desconocido") as error:
        open_card_data(tmp_path / "notes.txt")
    assert error.value.path == str(tmp_path / "notes.txt")
    with pytest.raises(LoadError, match="no se puede leer"):
        detect_format(tmp_path / "missing.json")

