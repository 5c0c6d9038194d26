"""Deck files of every format: the real files in ../shared/testdata parse to their real
content, and bad input is reported with its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import LoadError
from engine.formats.decks import DeckFormatError, detect_format, parse_deck_file, parse_deck_text, write_deck
from engine.formats.records import DeckLine, DeckList

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata"


def real_file(relative: str) -> Path:
    path = TESTDATA / relative
    if not path.exists():
        pytest.skip(f"{path} is not available")
    return path


def counts(deck: DeckList) -> dict[str, int]:
    return {section: deck.count(section) for section in deck.sections}


def names(lines: list[DeckLine]) -> list[str]:
    return [line.name for line in lines]


# --- Yu-Gi-Oh! ---------------------------------------------------------------------------

def test_ydk_sections_passcodes_and_author() -> None:
    deck = parse_deck_file(real_file("ydk/Evil Eyes.ydk"))
    assert deck.game == "ygo" and deck.name == "Evil Eyes" and deck.meta["author"] == "Naim"
    assert counts(deck) == {"main": 40, "extra": 15, "side": 14}
    first = deck.sections["main"][0]
    assert (first.count, first.code, first.name, first.line) == (3, "67750322", "", 3)
    assert deck.sections["side"][0].code == "60643553"


def test_ydk_with_crlf_counts_lines_like_lf() -> None:
    deck = parse_deck_file(real_file("ydk/AI_Level8.ydk"))
    assert counts(deck) == {"main": 40, "extra": 15, "side": 15}
    assert deck.sections["main"][:2] == [DeckLine(2, code="87979586", line=3), DeckLine(2, code="82012319", line=5)]


def test_ydk_bom_and_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "mazo.ydk"
    path.write_bytes("\ufeff#created by Ana\r\n#main\r\n89631139\r\n89631139\r\nDragón Blanco\r\n#extra\r\n!side".encode())
    with pytest.raises(LoadError) as error:
        parse_deck_file(path)
    assert error.value.line == 5 and "Dragón Blanco" in str(error.value)
    path.write_bytes("\ufeff#created by Ana\r\n#main\r\n89631139\r\n89631139\r\n#extra\r\n!side".encode())
    deck = parse_deck_file(path)
    assert deck.meta["author"] == "Ana" and deck.sections == {"main": [DeckLine(2, code="89631139", line=3)]}


def test_ydke_url_reads_and_writes_little_endian_passcodes() -> None:
    deck = DeckList(name="x", game="ygo", sections={
        "main": [DeckLine(3, code="89631139"), DeckLine(1, code="46986414")],
        "extra": [DeckLine(1, code="23995346")],
    })
    url = write_deck(deck, "ydke")
    assert url == "ydke://o6lXBaOpVwWjqVcFrvTMAg==!0iNuAQ==!!\n"
    again = parse_deck_text(url)
    assert counts(again) == {"main": 4, "extra": 1}
    assert [(line.count, line.code) for line in again.sections["main"]] == [(3, "89631139"), (1, "46986414")]


def test_ydke_bad_base64_names_the_part() -> None:
    with pytest.raises(LoadError, match="main"):
        parse_deck_text("ydke://@@@!!!")
    with pytest.raises(LoadError, match="partes"):
        parse_deck_text("ydke://abc")


def test_ydk_writer_needs_passcodes() -> None:
    deck = DeckList(game="ygo", sections={"main": [DeckLine(3, "Dark Magician", line=4)]})
    with pytest.raises(DeckFormatError, match="línea 4"):
        write_deck(deck, "ydk")


# --- XMage and Forge .dck ----------------------------------------------------------------

def test_xmage_directives_comments_and_sideboard() -> None:
    deck = parse_deck_file(real_file("mtg-dck-xmage/[ISD] Deathfed.dck"))
    assert (deck.name, deck.game, deck.meta) == ("Deathfed", "mtg", {"author": "WotC"})
    assert counts(deck) == {"main": 60, "side": 15}
    assert deck.sections["main"][0] == DeckLine(3, "Viridian Emissary", "MBS", "95", line=6)
    assert names(deck.sections["side"]) == ["Flashfreeze", "Mind Control", "Negate", "Gnaw to the Bone", "Naturalize"]


def test_xmage_collector_suffix_and_no_final_newline() -> None:
    deck = parse_deck_file(real_file("mtg-dck-xmage/Momir Basic.dck"))
    assert deck.name == "Mormir Basic"
    assert [(line.count, line.name, line.number) for line in deck.sections["main"]][-1] == (12, "Island", "255a")


def test_xmage_commanders_are_sideboard_lines() -> None:
    partners = parse_deck_file(real_file("mtg-dck-xmage/CommanderDuel_Partners.dck"))
    assert counts(partners) == {"main": 99, "commander": 2}
    assert names(partners.sections["commander"]) == ["Ishai, Ojutai Dragonspeaker", "Thrasios, Triton Hero"]
    mystic = parse_deck_file(real_file("mtg-dck-xmage/Mystic Intellect.dck"))  # ends with LAYOUT lines
    assert mystic.sections["commander"] == [DeckLine(1, "Sevinne, the Chronoclasm", "C19", "49", line=82)]
    oathbreaker = parse_deck_file(real_file("mtg-dck-xmage/Oathbreaker_UR.dck"))  # 60 cards: not Commander
    assert counts(oathbreaker) == {"main": 58, "side": 2}
    assert "SB: 1 [C19:49] Sevinne, the Chronoclasm" in write_deck(mystic, "xmage").splitlines()


def test_xmage_bad_line_is_reported() -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text("NAME:x\n4 [M19:1] Shock\nSB:\n", "xmage", "x.dck")
    assert error.value.line == 3


def test_forge_metadata_sections_and_art_index() -> None:
    deck = parse_deck_file(real_file("mtg-dck-forge/Core Set 2019 Welcome Deck BG.dck"))
    assert (deck.name, counts(deck)) == ("Core Set 2019 Welcome Deck BG", {"main": 60})
    forests = [line for line in deck.sections["main"] if line.name == "Forest"]
    assert [(line.count, line.set_code, line.number) for line in forests] == [(3, "M19", ""), (3, "M19", ""), (3, "M19", ""), (4, "M19", "")]


def test_forge_quest_settings_and_empty_variant_sections() -> None:
    quest = parse_deck_file(real_file("mtg-dck-forge/Land Extravaganza.dck"))
    assert quest.name == "quest31" and quest.meta["title"] == "Land Extravaganza"
    assert counts(quest) == {"main": 60}
    slimefoot = parse_deck_file(real_file("mtg-dck-forge/slimefoot.dck"))  # empty [Avatar], [Planes]…
    assert counts(slimefoot) == {"main": 167}
    assert slimefoot.sections["main"][0] == DeckLine(4, "Abrupt Decay", "GK1", line=6, art="1")  # Forge's art index kept


def test_forge_cards_in_a_variant_section_are_refused() -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text("[metadata]\nName=x\n[Main]\n4 Shock|M19\n[Planes]\n1 Akoum\n", "forge", "x.dck")
    assert error.value.line == 6 and "Planes".lower() in str(error.value).lower()


def test_forge_foil_mark_is_kept() -> None:
    """Issue 22: Forge's ``+`` (after the name or the line, as Forge reads it) was dropped."""
    deck = parse_deck_text("[Main]\n2 Victory's Herald+|MBS\n1 Shock|M19|2+\n", "forge", "x.dck")
    assert deck.sections["main"] == [DeckLine(2, "Victory's Herald", "MBS", line=2, finish="foil"),
                                     DeckLine(1, "Shock", "M19", line=3, finish="foil", art="2")]
    assert write_deck(deck, "forge").splitlines()[-2:] == ["2 Victory's Herald|MBS+", "1 Shock|M19|2+"]


# --- Cockatrice, MTGO, OCTGN --------------------------------------------------------------

def test_cockatrice_zones_defaults_and_lines() -> None:
    deck = parse_deck_file(real_file("mtg-cod/testdeck.cod"))
    assert (deck.name, deck.meta["comments"]) == ("Deck Name", "Some comments in here.")
    assert [(line.count, line.name, line.line) for line in deck.sections["main"]] == [
        (12, "Forest", 6), (5, "Razorverge Thicket", 7), (1, "Avacyn's Pilgrim", 8), (1, "@#$NOT A REAL CARD NAME@#$", 9)]
    assert deck.sections["side"] == [DeckLine(3, "War Priest of Thune", line=12)]


def test_cockatrice_sideboard_zone_and_split_cards() -> None:
    deck = parse_deck_file(real_file("mtg-cod/AwakeningEarth_M20.cod"))
    assert counts(deck) == {"main": 60, "side": 15}
    mystic = parse_deck_file(real_file("mtg-cod/MysticIntellect_C19.cod"))
    assert "Dusk // Dawn" in names(mystic.sections["main"])


def test_cockatrice_broken_xml_names_the_line() -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n<card number="2" name="X">\n</zone>', source="x.cod")
    assert error.value.line == 5


@pytest.mark.parametrize(("fmt", "kind", "root"), [
    ("cockatrice", "de Cockatrice", "cockatrice_deck"), ("mtgo", ".dek de MTGO", "Deck"), ("octgn", "de OCTGN", "deck"),
])
def test_xml_deck_with_another_root_names_the_format(fmt: str, kind: str, root: str) -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text('<?xml version="1.0"?>\n<mazo><card/></mazo>', fmt, source="x.xml")
    assert error.value.line == 2
    assert f"no es un mazo {kind}: la raíz es <mazo> y no <{root}>" in str(error.value)


def test_mtgo_dek_attributes_in_any_order_and_split_names() -> None:
    deck = parse_deck_file(real_file("mtg-dek/testdeck.dek"))
    assert counts(deck) == {"main": 5, "side": 3}
    assert deck.sections["main"][3] == DeckLine(1, "Refuse // Cooperate", code="64832", line=7)
    assert deck.sections["side"][1] == DeckLine(1, "Dead // Gone", code="26517", line=9)
    assert 'Name="Dead/Gone"' in write_deck(deck, "mtgo")


def test_mtgo_dek_saved_as_text_is_a_text_list(tmp_path: Path) -> None:
    path = tmp_path / "lista.dek"
    path.write_text("4 Lightning Bolt\n20 Mountain\n\n2 Pyroblast\n", encoding="utf-8")
    assert detect_format(path.read_text(), str(path)) == "text"
    assert counts(parse_deck_file(path)) == {"main": 24, "side": 2}


def test_octgn_sections() -> None:
    deck = parse_deck_file(real_file("mtg-deck-other/testdeck.o8d"))
    assert deck.sections == {"main": [DeckLine(1, "Forest", line=3)], "side": [DeckLine(2, "Island", line=6)]}


def test_mtgo_draft_log_is_refused() -> None:
    with pytest.raises(LoadError, match="draft") as error:
        parse_deck_file(real_file("mtg-deck-other/testdeck.draft"))
    assert error.value.line == 1


def test_mtgjson_deck_boards() -> None:
    deck = parse_deck_file(real_file("mtgjson-deck/testdeck.json"))
    assert (deck.name, deck.meta["type"], counts(deck)) == ("Arcane Tempo", "Challenger Deck", {"main": 60, "side": 15})
    assert deck.sections["main"][0] == DeckLine(4, "Goblin Electromancer", "GRN", "174", "69721")
    with pytest.raises(DeckFormatError, match="solo se lee"):
        write_deck(deck, "mtgjson")


def test_mtgjson_broken_json_names_the_line() -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text('{"data": {\n"mainBoard": [\n{"count": 1,}\n]}}', source="x.json")
    assert error.value.line == 3


# --- text lists ----------------------------------------------------------------------------

def test_plain_list_blank_line_before_sideboard() -> None:
    deck = parse_deck_file(real_file("mtg-text-decklist/JustLands.txt"))  # no final newline
    assert names(deck.sections["main"]) == ["Forest", "Plains", "Island"]
    assert names(deck.sections["side"]) == ["Swamp", "Mountain"]


def test_apprentice_dec_comments_and_sb_lines() -> None:
    deck = parse_deck_file(real_file("mtg-text-decklist/testdeck.dec"))
    assert deck.name == "Mono-Blue Tinker from MTGSalvation.com via mtgtrice mtg-decks"
    assert counts(deck) == {"main": 60, "side": 15}
    assert deck.sections["side"][-1] == DeckLine(2, "Rising Waters", line=28)


def test_arena_set_and_collector_numbers() -> None:
    deck = parse_deck_file(real_file("mtg-text-decklist/testdeck.mtga"))
    assert counts(deck) == {"main": 11, "side": 4}
    main = deck.sections["main"]
    assert main[4] == DeckLine(1, "Expansion // Explosion", "GRN", "224", line=5)
    assert [(line.set_code, line.number) for line in main[7:]] == [("PDOM", "6p"), ("PDOM", "6s"), ("", "")]


def test_jumpstart_packs() -> None:
    path = real_file("mtg-text-decklist/jumpstart_custom.txt")
    deck = parse_deck_file(path)
    assert detect_format(path.read_text(encoding="utf-8"), str(path)) == "jumpstart"
    assert deck.count("main") == 1440
    assert deck.sections["main"][0] == DeckLine(1, "Juggernaut", "JMP", "471", line=2)
    from engine.formats.decks.jumpstart import parse_packs

    packs = parse_packs(path.read_text(encoding="utf-8"))
    assert len(packs) == 72 and {pack.count("main") for pack in packs} == {20}
    assert [pack.name for pack in packs[:5]] == ["Archaeology (1)", "Archaeology (2)", "Archaeology (3)", "Archaeology (4)", "Basri"]


@pytest.mark.parametrize(("content", "expected"), [
    ("Deck\n4 Shock (M19) 156\n\nSideboard\n2 Duress (M19) 94\n", {"main": 4, "side": 2}),
    ("About\nName Rojo\n\nCommander\n1 Krenko, Mob Boss\n\nDeck\n99 Mountain\n", {"commander": 1, "main": 99}),
    ("4x Shock\n4 x Duress\n1\tIsland\textra column\n", {"main": 9}),
    ("4 Shock *F*\n// Sideboard:\n2 Duress\n", {"main": 4, "side": 2}),
    ("Creatures (2)\n2 Goblin Guide\nLands\n18 Mountain\nSideboard (1)\n1 Pyroblast\n", {"main": 20, "side": 1}),
    ("4 [M19] Shock\nSB: 2 [M19] Duress\n", {"main": 4, "side": 2}),
    ("4 A\n\n4 B\n\n4 C\n", {"main": 12}),  # three blocks: no blank-line sideboard
    ("Lightning Bolt\n", {"main": 1}),
])
def test_text_dialects(content: str, expected: dict[str, int]) -> None:
    deck = parse_deck_text(content, source="x.txt")
    assert counts(deck) == expected


def test_arena_about_name_and_mwdeck_sets() -> None:
    assert parse_deck_text("About\nName Rojo\n\nDeck\n4 Shock\n").name == "Rojo"
    deck = parse_deck_text("// NAME : Burn\n4 [M19] Shock\n", source="x.mwDeck")
    assert deck.name == "Burn" and deck.sections["main"] == [DeckLine(4, "Shock", "M19", line=2)]


def test_text_bad_count_is_reported() -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text("4 Shock\n0 Duress\n")
    assert error.value.line == 2


# --- Tapete's format and detection -------------------------------------------------------------

def test_tapete_format_for_any_game() -> None:
    deck = parse_deck_text("# demo\ngame = ygo\nname = Dragones\n[main]\n3 89631139\n[extra]\n1x Dragón Definitivo\n")
    assert (deck.game, deck.name, counts(deck)) == ("ygo", "Dragones", {"main": 3, "extra": 1})
    assert deck.sections["extra"] == [DeckLine(1, "Dragón Definitivo", line=7)]
    # a code written as a name goes back to .ydk
    assert write_deck(DeckList(game="ygo", sections={"main": deck.sections["main"]}), "ydk").count("89631139") == 3


def test_tapete_unknown_section_and_game() -> None:
    with pytest.raises(LoadError) as error:
        parse_deck_text("game = chess\n[main]\n1 x\n[banquete]\n1 y\n", "tapete")
    assert error.value.line == 1 and "banquete" in str(error.value)


def test_six_demo_deck_reads_as_tapete() -> None:
    path = Path(__file__).resolve().parents[2] / "assets" / "games" / "six" / "decks" / "coro-celestial.deck"
    deck = parse_deck_file(path)
    assert (deck.game, deck.name, deck.count("main")) == ("six", "Coro Celestial", 40)


def test_unknown_xml_and_format_names() -> None:
    with pytest.raises(LoadError, match="raíz <html>"):
        parse_deck_text("<html><body/></html>")
    with pytest.raises(DeckFormatError, match="desconocido"):
        write_deck(DeckList(), "hearthstone")


def test_writers_refuse_what_they_cannot_hold() -> None:
    ygo = DeckList(game="ygo", sections={"extra": [DeckLine(1, "Dragón", code="1")]})
    with pytest.raises(DeckFormatError, match="ygo"):
        write_deck(ygo, "cockatrice")
    commander_and_side = DeckList(game="mtg", sections={"commander": [DeckLine(1, "Krenko")], "side": [DeckLine(1, "Shock")]})
    with pytest.raises(DeckFormatError, match="comandante"):
        write_deck(commander_and_side, "xmage")
    assert "Commander\n1 Krenko" in write_deck(commander_and_side, "arena")


def test_windows_1252_and_odd_casing(tmp_path: Path) -> None:
    dec = tmp_path / "viejo.dec"
    dec.write_bytes("// Name: Æther\r\n4 Æther Vial\r\nsb: 2 Duress".encode("cp1252"))
    deck = parse_deck_file(dec)
    assert deck.name == "Æther" and counts(deck) == {"main": 4, "side": 2}
    assert deck.sections["main"][0].name == "Æther Vial"
    ydk = parse_deck_text("#MAIN\n89631139\n#EXTRA\n!SIDE\n46986414\n", source="x.ydk")
    assert counts(ydk) == {"main": 1, "side": 1}
    forge = parse_deck_text("[METADATA]\nname=Mayúsculas\n[MAIN]\n1 Shock|m19\n[SIDEBOARD]\n1 Duress\n", source="x.dck")
    assert (forge.name, counts(forge)) == ("Mayúsculas", {"main": 1, "side": 1})
