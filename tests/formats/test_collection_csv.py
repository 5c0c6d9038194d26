"""Collection CSVs: the real Deckbox and ManaBox exports, every layout's quirks, and bad files."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.core.errors import LoadError
from engine.formats.collection import (
    LAYOUTS, collection_text, detect_layout, read_collection, read_collection_file, write_collection,
)
from engine.formats.records import CollectionRow

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "collection-csv"
DECKBOX = TESTDATA / "deckbox.csv"
MANABOX = TESTDATA / "ManaBox_Collection.csv"

HEADERS = {
    "deckbox": "Count,Tradelist Count,Name,Edition,Edition Code,Card Number,Condition,Language,Foil,Signed,"
               "Artist Proof,Altered Art,Misprint,Promo,Textless,Printing Id,Printing Note,Tags,My Price",
    "moxfield": '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags",'
                '"Last Modified","Collector Number","Alter","Proxy","Purchase Price"',
    "manabox": "Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,"
               "Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency",
    "archidekt": "Quantity,Name,Finish,Condition,Date Added,Language,Purchase Price,Tags,Edition Name,"
                 "Edition Code,Multiverse Id,Scryfall ID,Collector Number",
    "dragonshield": "Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,"
                    "Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET",
}


def need(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    return path


def write(tmp_path: Path, text: str, name: str = "c.csv", newline: str = "\n") -> Path:
    path = tmp_path / name
    path.write_bytes(text.replace("\n", newline).encode("utf-8"))
    return path


# ------------------------------------------------------------------ real files

def test_real_deckbox_export() -> None:
    layout, rows = read_collection(need(DECKBOX))
    assert layout == "deckbox"
    assert len(rows) == 731
    assert sum(row.quantity for row in rows) == 1328
    assert {row.language for row in rows} == {"fr"}
    assert Counter(row.set_code for row in rows)["THB"] == 184
    assert sum(1 for row in rows if row.name == "Forest") == 26
    pridemate = rows[7]
    assert (pridemate.name, pridemate.quantity, pridemate.set_code, pridemate.line) == ("Ajani's Pridemate", 4, "WAR", 9)
    alirios = rows[8]
    assert (alirios.name, alirios.quantity, alirios.set_code, alirios.line) == ("Alirios, Enraptured", 2, "THB", 10)
    # This file puts set codes in Edition and leaves everything else empty.
    assert all(row.set_name == "" and row.condition == "" and row.finish == "" for row in rows)
    assert all(row.purchase_price is None and row.trade_quantity == 0 and row.extra == {} for row in rows)


def test_real_manabox_export_counts_binders_and_leaves_out_decks_and_lists() -> None:
    result = read_collection_file(need(MANABOX))
    assert result.layout == "manabox"
    rows, skipped = result.rows, result.skipped
    assert len(rows) == 17374 and sum(row.quantity for row in rows) == 34643
    assert Counter(row.extra["binder_type"] for row in skipped) == {"deck": 3126, "list": 226}
    assert sum(row.quantity for row in skipped) == 4994 + 335
    assert len({row.location for row in skipped if row.extra["binder_type"] == "deck"}) == 64
    assert all("binder_type" not in row.extra for row in rows)
    hushbringer = skipped[0]
    assert (hushbringer.name, hushbringer.location, hushbringer.line, hushbringer.quantity) == (
        "Hushbringer", "GW Auras SBG 02-08", 3, 2)
    assert len(rows) + len(skipped) == 20726
    assert sorted(row.line or 0 for row in rows + skipped) == list(range(2, 20728))


def test_real_manabox_values_are_normalized() -> None:
    rows = read_collection_file(need(MANABOX)).rows
    assert Counter(row.condition for row in rows) == {
        "near_mint": 11930, "excellent": 5422, "good": 9, "light_played": 6, "mint": 4, "poor": 2, "played": 1}
    assert Counter(row.language for row in rows) == {
        "en": 11854, "de": 5152, "ja": 359, "zh-hans": 4, "zh-hant": 2, "ru": 1, "ko": 1, "es": 1}
    assert Counter(row.finish for row in rows) == {"": 15762, "foil": 1605, "etched": 7}
    assert {row.currency for row in rows} == {"EUR"}
    assert sum(1 for row in rows if row.purchase_price is None) == 16
    first = rows[0]
    assert first == CollectionRow(
        quantity=1, name="Clever Lumimancer", set_code="STX", set_name="Strixhaven: School of Mages", number="10",
        condition="near_mint", finish="", language="en", purchase_price=0.38, currency="EUR",
        location="Set Sorted - Pioneer (inkl. Pio playables)", line=2,
        extra={"rarity": "uncommon", "manabox_id": "58134", "scryfall_id": "69957656-cfdf-4001-8e84-0ef29e4a468d",
               "misprint": False, "altered": False})
    by_line = {row.line: row for row in rows}
    volcanic = by_line[13301]
    assert (volcanic.name, volcanic.set_code, volcanic.quantity, volcanic.purchase_price) == ("Volcanic Island", "3ED", 3, 578.7)
    assert (by_line[128].name, by_line[128].quantity) == ("Luminarch Aspirant", 48)
    assert by_line[2023].name == 'Kongming, "Sleeping Dragon"'
    assert by_line[20].name == "Archangel Avacyn // Avacyn, the Purifier" and by_line[20].finish == "foil"
    assert by_line[10000].finish == "etched" and by_line[10000].name == "Commander Liara Portyr"
    assert sorted(row.line or 0 for row in rows if row.extra["altered"]) == [1619, 13877, 14129, 14675, 19948, 20603]
    assert by_line[14853].location == 'Invest for Family (in "normale" boxen aufteilen)'


# ------------------------------------------------------------------ detection

@pytest.mark.parametrize("layout", LAYOUTS)
def test_detect_each_layouts_own_header(layout: str) -> None:
    assert detect_layout(HEADERS[layout]) == layout
    assert detect_layout(HEADERS[layout].upper().replace('"', "").split(",")) == layout


@pytest.mark.parametrize(("header", "layout"), [
    ("Count,Name,Foil,Edition,Condition,Language", "deckbox"),  # Deckbox's reduced export
    ("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,"
     "Misprint,Promo,Textless,My Price", "deckbox"),  # an older Deckbox export
    ("Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,"
     "Misprint,Altered,Condition,Language,Purchase price currency", "manabox"),  # one binder
    ("Quantity,Name", "archidekt"), ("Name,Quantity,Edition Code,Finish", "archidekt"),
    ("\ufeffquantity , NAME", "archidekt"),
])
def test_detect_variants(header: str, layout: str) -> None:
    assert detect_layout(header) == layout


def test_unknown_header_is_refused() -> None:
    with pytest.raises(ValueError, match="no reconocida"):
        detect_layout("Card,Amount,Whatever")


# ------------------------------------------------------------------ each layout's quirks

def test_moxfield_all_quoted_crlf_with_bom(tmp_path: Path) -> None:
    text = ("\ufeff" + HEADERS["moxfield"] + "\n"
            '"2","1","Sol Ring","cmm","Near Mint","English","foil","edh, staples","2024-01-01 00:00:00.000000",'
            '"396","False","True","1,50"\n'
            '"1","0","Chance Encounter","mh2","Lightly Played","Japanese","etched","","","277","True","False",""\n')
    layout, rows = read_collection(write(tmp_path, text, newline="\r\n"))
    assert layout == "moxfield"
    ring, encounter = rows
    assert ring == CollectionRow(
        quantity=2, name="Sol Ring", set_code="CMM", number="396", condition="near_mint", finish="foil",
        language="en", purchase_price=1.5, tags=("edh", "staples"), trade_quantity=1, line=2,
        extra={"last_modified": "2024-01-01 00:00:00.000000", "altered": False, "proxy": True})
    assert (encounter.condition, encounter.finish, encounter.language, encounter.line) == ("good", "etched", "ja", 3)
    assert encounter.extra == {"altered": True, "proxy": False}


def test_dragonshield_sep_line_folder_trade_and_printing(tmp_path: Path) -> None:
    text = ('"sep=,"\n' + HEADERS["dragonshield"] + "\n"
            "Binder A,4,1,Lightning Bolt,M10,Magic 2010,146,NearMint,Foil,English,\"1,00\",2026-01-01,1.00,2.00,3.00\n"
            "Box,1,0,Counterspell,MH2,Modern Horizons 2,267,LightPlayed,Normal,German,0.50,,,,\n")
    layout, rows = read_collection(write(tmp_path, text, newline="\r\n"))
    assert layout == "dragonshield"
    bolt, counterspell = rows
    assert bolt == CollectionRow(
        quantity=4, name="Lightning Bolt", set_code="M10", set_name="Magic 2010", number="146",
        condition="near_mint", finish="foil", language="en", purchase_price=1.0, location="Binder A",
        trade_quantity=1, line=3, extra={"date_bought": "2026-01-01", "low": "1.00", "mid": "2.00", "market": "3.00"})
    assert (counterspell.condition, counterspell.language, counterspell.location, counterspell.line) == (
        "light_played", "de", "Box", 4)


def test_dragonshield_sep_line_can_declare_another_delimiter(tmp_path: Path) -> None:
    text = "sep=;\nFolder Name;Quantity;Card Name;Price Bought\nBinder;2;Opt;0,25\n"
    layout, rows = read_collection(write(tmp_path, text))
    assert layout == "dragonshield"
    assert (rows[0].name, rows[0].quantity, rows[0].purchase_price, rows[0].line) == ("Opt", 2, 0.25, 3)


def test_archidekt_accepts_any_subset_with_quantity_and_name(tmp_path: Path) -> None:
    text = "Name,Edition Code,Quantity,Finish,Language,Scryfall ID\nSol Ring,soc,3,Foil,JP,870ec754\n"
    layout, rows = read_collection(write(tmp_path, text))
    assert layout == "archidekt"
    assert rows == [CollectionRow(quantity=3, name="Sol Ring", set_code="SOC", finish="foil", language="ja", line=2,
                                  extra={"scryfall_id": "870ec754"})]


def test_archidekt_full_header(tmp_path: Path) -> None:
    text = (HEADERS["archidekt"] + "\n"
            "1,Chance Encounter,Etched,MP,2025-08-06,EN,2.5,\"cube,red\",Modern Horizons 2,mh2,526248,49a4b0c9,277\n")
    row = read_collection(write(tmp_path, text))[1][0]
    assert (row.finish, row.condition, row.language, row.purchase_price) == ("etched", "light_played", "en", 2.5)
    assert (row.set_name, row.set_code, row.number, row.tags) == ("Modern Horizons 2", "MH2", "277", ("cube", "red"))
    assert row.extra == {"date_added": "2025-08-06", "multiverse_id": "526248", "scryfall_id": "49a4b0c9"}


def test_deckbox_full_export_with_names_codes_flags_and_dollar_prices(tmp_path: Path) -> None:
    text = (HEADERS["deckbox"] + "\n"
            "2,1,Counterspell,Modern Horizons 2,MH2,267,Good (Lightly Played),Japanese,foil,signed,,,,promo,,,,"
            "\"blue, trade\",$1.00\n"
            "1,0,Opt,Ixalan,,65,Heavily Played,English,,,,,,,,,,,\n")
    layout, rows = read_collection(write(tmp_path, text))
    assert layout == "deckbox"
    counterspell, opt = rows
    assert counterspell == CollectionRow(
        quantity=2, name="Counterspell", set_code="MH2", set_name="Modern Horizons 2", number="267",
        condition="good", finish="foil", language="ja", purchase_price=1.0, currency="USD",
        tags=("blue", "trade"), trade_quantity=1, line=2, extra={"signed": True, "promo": True})
    assert (opt.set_name, opt.set_code, opt.condition) == ("Ixalan", "", "played")


def test_deckbox_reduced_export(tmp_path: Path) -> None:
    text = "Count,Name,Foil,Edition,Condition,Language\n3,Shock,foil,Dominaria,Near Mint,Spanish\n"
    rows = read_collection(write(tmp_path, text))[1]
    assert rows == [CollectionRow(quantity=3, name="Shock", set_name="Dominaria", condition="near_mint",
                                  finish="foil", language="es", line=2)]


def test_manabox_single_binder_export_without_binder_columns(tmp_path: Path) -> None:
    text = (HEADERS["manabox"].split(",", 2)[2] + "\n"
            "Opt,XLN,Ixalan,65,normal,common,2,1,abc,\"0,10\",false,false,played,es,USD\n")
    result = read_collection_file(write(tmp_path, text))
    assert result.layout == "manabox" and result.skipped == []
    row = result.rows[0]
    assert (row.quantity, row.set_code, row.condition, row.language, row.purchase_price, row.currency) == (
        2, "XLN", "played", "es", 0.1, "USD")


def test_odd_casing_reordered_and_extra_columns(tmp_path: Path) -> None:
    text = ("language,CARD NAME,  quantity ,My Notes,folder name,condition\n"
            "FR,Opt,2,mine,Blue box,near_mint\n")
    layout, rows = read_collection(write(tmp_path, text))
    assert layout == "dragonshield"
    assert rows == [CollectionRow(quantity=2, name="Opt", condition="near_mint", language="fr",
                                  location="Blue box", line=2, extra={"my_notes": "mine"})]


def test_line_numbers_count_quoted_line_breaks_and_blank_lines(tmp_path: Path) -> None:
    text = 'Quantity,Name,Tags\n1,Opt,"a\nb"\n\n2,Shock,\n'
    rows = read_collection(write(tmp_path, text, newline="\r\n"))[1]
    assert [(row.name, row.line) for row in rows] == [("Opt", 2), ("Shock", 5)]
    assert rows[0].tags == ("a\nb",)


# ------------------------------------------------------------------ bad files

@pytest.mark.parametrize(("text", "line", "message"), [
    ("", None, "vacío"),
    ("Card,Amount\nOpt,1\n", 1, "no reconocida"),
    ("Name,Foil,Set code,Collector number,ManaBox ID\nOpt,normal,XLN,65,1\n", 1, "cantidad"),
    ("Quantity,Name\n1,Opt\n2\n", 3, "1 campos y la cabecera 2"),
    ('Quantity,Name\n1,Opt\n2,"Shock\n', 3, "mal formado"),
    ('Quantity,Name\n1,"Opt"x\n', 2, "mal formado"),
    ("Quantity,Name\n1,Opt,extra\n", 2, "3 campos"),
    ("Quantity,Name\n1,\n", 2, "sin nombre"),
    ("Quantity,Name\nx,Opt\n", 2, "«Quantity»: cantidad inválida «x»"),
    ("Quantity,Name\n,Opt\n", 2, "falta la cantidad"),
    ("Quantity,Name,Condition\n1,Opt,Pristine\n", 2, "«Condition»: estado desconocido «Pristine»"),
    ("Quantity,Name,Finish\n1,Opt,Shiny\n", 2, "«Finish»: acabado desconocido"),
    ("Quantity,Name,Language\n1,Opt,Klingon\n", 2, "idioma desconocido"),
    ("Quantity,Name,Purchase Price\n1,Opt,cheap\n", 2, "«Purchase Price»: precio inválido"),
    ('"sep=,"\nFolder Name,Quantity,Card Name\nBox,1,Opt\nBox,-1,Shock\n', 4, "cantidad inválida «-1»"),
])
def test_bad_input_names_file_line_and_problem(tmp_path: Path, text: str, line: int | None, message: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(LoadError) as caught:
        read_collection(path)
    assert caught.value.path == str(path)
    assert caught.value.line == line
    assert message in caught.value.problem.es


def test_trailing_empty_cells_are_tolerated(tmp_path: Path) -> None:
    rows = read_collection(write(tmp_path, "Quantity,Name\n1,Opt,,\n"))[1]
    assert [(row.name, row.quantity) for row in rows] == [("Opt", 1)]


def test_missing_file_and_non_utf8_read_as_windows_1252(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="no se puede leer"):
        read_collection(tmp_path / "missing.csv")
    path = tmp_path / "latin1.csv"  # issue 22: refused before; a spreadsheet's CSV in Western Europe is Windows-1252
    path.write_bytes("Quantity,Name\n1,Péché\n".encode("cp1252"))
    assert [(row.quantity, row.name, row.line) for row in read_collection(path)[1]] == [(1, "Péché", 2)]


# ------------------------------------------------------------------ writing

@pytest.mark.parametrize("layout", LAYOUTS)
def test_written_header_is_the_layouts_exact_header(layout: str) -> None:
    text = collection_text([CollectionRow(quantity=1, name="Opt")], layout)
    lines = text.splitlines()
    if layout == "dragonshield":
        assert lines[0] == '"sep=,"'
        lines = lines[1:]
    assert lines[0] == HEADERS[layout]
    assert text.endswith("\r\n") == (layout in ("moxfield", "dragonshield"))
    assert ("\r\n" in text) == (layout in ("moxfield", "dragonshield"))


def test_written_words_per_layout() -> None:
    row = CollectionRow(quantity=2, name="Opt, the Seer", set_code="XLN", set_name="Ixalan", number="65",
                        condition="light_played", finish="etched", language="zh-hant", purchase_price=1.5,
                        currency="USD", location="Box 1", tags=("a", "b"), trade_quantity=1,
                        extra={"altered": True, "scryfall_id": "abc", "misprint": False})
    assert collection_text([row], "deckbox").splitlines()[1] == (
        '2,1,"Opt, the Seer",Ixalan,XLN,65,Played,Traditional Chinese,etched,,,altered art,,,,,,"a,b",$1.50')
    assert collection_text([row], "moxfield").splitlines()[1] == (
        '"2","1","Opt, the Seer","XLN","Moderately Played","Traditional Chinese","etched","a,b","","65","True","",'
        '"1.50"')
    assert collection_text([row], "manabox").splitlines()[1] == (
        'Box 1,binder,"Opt, the Seer",XLN,Ixalan,65,etched,,2,,abc,1.50,false,true,light_played,zh_TW,USD')
    assert collection_text([row], "archidekt").splitlines()[1] == (
        '2,"Opt, the Seer",Etched,MP,,ZHT,1.50,"a,b",Ixalan,XLN,,abc,65')
    assert collection_text([row], "dragonshield").splitlines()[2] == (
        'Box 1,2,1,"Opt, the Seer",XLN,Ixalan,65,LightPlayed,Etched,Traditional Chinese,1.50,,,,')


def test_writing_refuses_unknown_layouts_and_non_canonical_values(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="desconocido"):
        write_collection([], "tcgplayer", tmp_path / "x.csv")
    with pytest.raises(ValueError, match="acabado"):
        collection_text([CollectionRow(quantity=1, name="Opt", finish="Foil")], "manabox")


def test_skipped_manabox_rows_write_back_with_their_binder_type(tmp_path: Path) -> None:
    deck_row = CollectionRow(quantity=1, name="Opt", location="Izzet", extra={"binder_type": "deck"})
    shelf_row = CollectionRow(quantity=2, name="Shock", location="Red binder")
    path = tmp_path / "m.csv"
    write_collection([deck_row, shelf_row], "manabox", path)
    result = read_collection_file(path)
    assert [(row.name, row.location) for row in result.rows] == [("Shock", "Red binder")]
    assert [(row.name, row.location, row.extra) for row in result.skipped] == [
        ("Opt", "Izzet", {"binder_type": "deck"})]
