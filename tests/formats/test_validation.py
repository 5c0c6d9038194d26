"""Deck construction rules per game and format, on decks built from hand-made card records;
every violation cites its rule."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import pytest

from engine.core.deck import Violation
from engine.core.errors import LoadError
from engine.core.game import game_names, get_game
from engine.formats.decks import DeckFormatError, parse_deck_file, resolve
from engine.formats.game_cards import GameCardLookup
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation import BanList, load_banlist, validate

ROOT = Path(__file__).resolve().parents[2]


def mtg(name: str, type_line: str = "Instant", identity: str = "R", text: str = "", is_token: bool = False) -> CardRecord:
    return CardRecord("mtg", name, f"oracle-{name}", type_line=type_line, color_identity=tuple(identity), text=text, is_token=is_token)


def deck(game: str, **sections: list[tuple[int, CardRecord]]) -> ResolvedDeck:
    return ResolvedDeck(game, "prueba", dict(sections))


def rules(violations: list[Violation]) -> list[str]:
    return [violation.rule.id for violation in violations]


MOUNTAIN = mtg("Mountain", "Basic Land — Mountain")
SPELLS = [mtg(f"Hechizo {i}") for i in range(40)]


def constructed(main_extra: Sequence[tuple[int, CardRecord]] = (), side: Sequence[tuple[int, CardRecord]] = ()) -> ResolvedDeck:
    main = [(4, card) for card in SPELLS[:10]] + [(20, MOUNTAIN)] + list(main_extra)
    return deck("mtg", main=main, side=list(side) or [(3, card) for card in SPELLS[10:15]])


# --- Magic: Constructed and Limited ----------------------------------------------------------

def test_mtg_constructed_legal_deck() -> None:
    assert validate(constructed(), "mtg") == []
    assert validate(constructed(), "mtg", "modern") == []


def test_mtg_constructed_sizes() -> None:
    short = deck("mtg", main=[(4, card) for card in SPELLS[:10]] + [(19, MOUNTAIN)])
    assert rules(validate(short, "mtg")) == ["CR 100.2a"]
    wide = constructed(side=[(4, card) for card in SPELLS[10:14]] + [(1, SPELLS[14])])
    assert rules(validate(wide, "mtg")) == ["CR 100.4a"]


def test_mtg_four_copies_across_main_and_sideboard() -> None:
    five = constructed([(1, SPELLS[0])])
    found = validate(five, "mtg")
    assert rules(found) == ["CR 100.2a"] and "5 copias de «Hechizo 0»" in found[0].message.es
    split = constructed(side=[(1, SPELLS[1])] + [(2, card) for card in SPELLS[10:17]])
    assert rules(validate(split, "mtg")) == ["CR 100.4a"]


def test_mtg_cards_whose_text_changes_the_limit() -> None:
    rats = mtg("Relentless Rats", "Creature — Rat", "B", "A deck can have any number of cards named Relentless Rats.")
    dwarves = mtg("Seven Dwarves", "Creature — Dwarf", "R", "A deck can have up to seven cards named Seven Dwarves.")
    assert validate(constructed([(12, rats), (7, dwarves)]), "mtg") == []
    assert rules(validate(constructed([(8, dwarves)]), "mtg")) == ["CR 100.2a"]
    snow = mtg("Snow-Covered Mountain", "Basic Snow Land — Mountain")
    assert validate(constructed([(10, snow)]), "mtg") == []


def test_mtg_tokens_and_other_sections() -> None:
    token = mtg("Goblin", "Token Creature — Goblin", is_token=True)
    ygo_like = constructed([(1, token)])
    ygo_like.sections["extra"] = [(1, SPELLS[30])]
    assert sorted(rules(validate(ygo_like, "mtg"))) == ["CR 100.2", "CR 108.2b"]


def test_mtg_limited() -> None:
    forty = deck("mtg", main=[(7, SPELLS[0]), (16, MOUNTAIN), (17, SPELLS[1])], side=[(30, SPELLS[2])])
    assert validate(forty, "mtg", "limited") == []
    thirty_nine = deck("mtg", main=[(7, SPELLS[0]), (16, MOUNTAIN), (16, SPELLS[1])])
    assert rules(validate(thirty_nine, "mtg", "draft")) == ["CR 100.2b"]


def test_mtg_unknown_format() -> None:
    with pytest.raises(DeckFormatError, match="hearthstone"):
        validate(constructed(), "mtg", "hearthstone")


def test_mtg_banlist_restricted_and_banned() -> None:
    lotus = mtg("Black Lotus", "Artifact", "")
    listing = BanList("Vintage", "mtg", {"Black Lotus": 1, "Hechizo 0": 0})
    found = validate(constructed([(2, lotus)]), "mtg", "vintage", listing)
    assert rules(found) == ["CR 100.6", "CR 100.6"]
    assert "«Hechizo 0» está prohibida" in found[0].message.es and "«Black Lotus» está limitada a 1" in found[1].message.es


# --- Magic: Commander -------------------------------------------------------------------------

KRENKO = mtg("Krenko, Mob Boss", "Legendary Creature — Goblin Warrior")
WASTES = mtg("Wastes", "Basic Land", "")
ARTIFACTS = [mtg(f"Artefacto {i}", "Artifact", "") for i in range(40)]


def commander_deck(commanders: list[CardRecord], extra: Sequence[tuple[int, CardRecord]] = (), total: int = 100) -> ResolvedDeck:
    """``commanders`` and colourless cards (60 Wastes, one of each artifact) up to ``total``."""
    singles = total - 60 - sum(count for count, _ in extra) - len(commanders)
    main = [(60, WASTES)] + [(1, card) for card in ARTIFACTS[:singles]] + list(extra)
    return deck("mtg", commander=[(1, card) for card in commanders], main=main)


def test_commander_legal_deck() -> None:
    assert validate(commander_deck([KRENKO]), "mtg", "commander") == []


def test_commander_size_singleton_and_identity() -> None:
    assert rules(validate(commander_deck([KRENKO], total=101), "mtg", "commander")) == ["CR 903.5a"]
    doubled = commander_deck([KRENKO], [(2, mtg("Shock"))])
    assert rules(validate(doubled, "mtg", "commander")) == ["CR 903.5b"]
    blue = commander_deck([KRENKO], [(1, mtg("Counterspell", identity="U"))])
    found = validate(blue, "mtg", "commander")
    assert rules(found) == ["CR 903.5c"] and "identidad de color U" in found[0].message.es
    tundra = commander_deck([KRENKO], [(1, mtg("Tundra", "Land — Plains Island", "WU"))])
    assert rules(validate(tundra, "mtg", "commander")) == ["CR 903.5d"]


def test_commander_must_be_a_legendary_creature_or_say_so() -> None:
    goblin = mtg("Goblin Guide", "Creature — Goblin Scout")
    assert rules(validate(commander_deck([goblin]), "mtg", "commander")) == ["CR 903.3"]
    daretti = mtg("Daretti, Scrap Savant", "Legendary Planeswalker — Daretti", text="+2: …\nDaretti, Scrap Savant can be your commander.")
    assert validate(commander_deck([daretti]), "mtg", "commander") == []
    no_commander = deck("mtg", main=[(100, MOUNTAIN)])
    assert rules(validate(no_commander, "mtg", "edh")) == ["CR 903.3"]


def test_commander_partners() -> None:
    ishai = mtg("Ishai, Ojutai Dragonspeaker", "Legendary Creature — Bird Monk", "WU", "Flying\nPartner (You can have two commanders if both have partner.)")
    thrasios = mtg("Thrasios, Triton Hero", "Legendary Creature — Merfolk Wizard", "GU", "{4}: Scry 1.\nPartner (You can have two commanders…)")
    cards = [ishai, thrasios]
    assert validate(commander_deck(cards), "mtg", "commander") == []
    found = validate(commander_deck([KRENKO, thrasios]), "mtg", "commander")
    assert "CR 702.124a" in rules(found)
    assert rules(validate(commander_deck([KRENKO, ishai, thrasios]), "mtg", "commander")) == ["CR 702.124g"]


def test_commander_background_and_partner_with() -> None:
    wilson = mtg("Wilson, Refined Grizzly", "Legendary Creature — Bear Warrior", "G", "Choose a Background (You can have a Background as a second commander.)")
    noble = mtg("Raised by Giants", "Legendary Enchantment — Background", "G", "Commander creatures you own have base power and toughness 10/10.")
    assert validate(commander_deck([wilson, noble]), "mtg", "commander") == []
    pir = mtg("Pir, Imaginative Rascal", "Legendary Creature — Human", "G", "Partner with Toothy, Imaginative Friend")
    toothy = mtg("Toothy, Imaginative Friend", "Legendary Creature — Illusion", "U", "Partner with Pir, Imaginative Rascal")
    assert validate(commander_deck([pir, toothy]), "mtg", "commander") == []
    assert rules(validate(commander_deck([noble]), "mtg", "commander")) == ["CR 903.3"]


# --- Yu-Gi-Oh! ---------------------------------------------------------------------------------

def ygo(name: str, kind: str = "Monster/Normal", oracle: str = "", code: str = "") -> CardRecord:
    return CardRecord("ygo", name, oracle or name, number=code or name, type_line=f"{kind} — Dragon/LIGHT")


MAIN = [(3, ygo(f"Monstruo {i}")) for i in range(13)] + [(1, ygo("Monstruo 13"))]
FUSIONS = [(1, ygo(f"Fusión {i}", "Monster/Fusion")) for i in range(13)] + [(1, ygo("Sincro", "Monster/Synchro/Tuner")), (1, ygo("Enlace", "Monster/Effect/Link"))]
SIDE = [(3, ygo(f"Apoyo {i}", "Trap/Normal")) for i in range(5)]


def test_ygo_legal_deck() -> None:
    assert validate(deck("ygo", main=MAIN, extra=FUSIONS, side=SIDE), "ygo") == []
    assert validate(deck("ygo", main=MAIN), "ygo", "traditional") == []


def test_ygo_sizes() -> None:
    assert rules(validate(deck("ygo", main=MAIN[1:]), "ygo")) == ["YGO PreparacionDeTuMazoDeJuego.2"]
    sixty_one = deck("ygo", main=MAIN + [(3, ygo(f"Otro {i}")) for i in range(7)])
    assert rules(validate(sixty_one, "ygo")) == ["YGO PreparacionDeTuMazoDeJuego.2"]
    assert rules(validate(deck("ygo", main=MAIN, side=SIDE[:3]), "ygo")) == ["YGO PreparacionDeTuMazoDeJuego.5"]
    sixteen = deck("ygo", main=MAIN, extra=FUSIONS + [(1, ygo("Xyz", "Monster/Xyz"))])
    assert rules(validate(sixteen, "ygo")) == ["YGO CartasDeMonstruosFusion.2"]


def test_ygo_fusion_deck_holds_only_extra_monsters() -> None:
    wrong = deck("ygo", main=MAIN[1:] + [(2, MAIN[0][1]), (1, ygo("Dragón Fusión", "Monster/Fusion"))], extra=[(1, ygo("Ritual", "Monster/Ritual"))])
    found = validate(wrong, "ygo")
    assert rules(found) == ["YGO CartasDeMonstruosFusion.2", "YGO CartasDeMonstruosFusion.2"]
    assert "«Dragón Fusión» es un monstruo del Mazo de Fusión" in found[0].message.es and "«Ritual» no es" in found[1].message.es


def test_ygo_three_copies_by_oracle_id_across_sections() -> None:
    alternative_art = ygo("Monstruo 0", oracle="Monstruo 0", code="alt-art")
    four = deck("ygo", main=MAIN[1:] + [(3, MAIN[0][1])], side=SIDE[:4] + [(2, ygo("Apoyo x", "Spell/Normal")), (1, alternative_art)])
    found = validate(four, "ygo")
    assert rules(found) == ["YGO PreparacionDeTuMazoDeJuego.7"] and "4 copias de «Monstruo 0» (3 en main, 1 en side)" in found[0].message.es


def test_ygo_forbidden_and_limited_lists() -> None:
    listing = BanList("Avanzada", "ygo", {"Monstruo 0": 0, "Monstruo 1": 2})
    found = validate(deck("ygo", main=MAIN), "ygo", "advanced", listing)
    assert rules(found) == ["YGO CartasPoderosas.5"] * 2
    traditional = validate(deck("ygo", main=MAIN[1:] + [(1, MAIN[0][1]), (2, ygo("Relleno"))]), "ygo", "traditional", listing)
    assert rules(traditional) == ["YGO CartasPoderosas.5"]  # only Monstruo 1: the forbidden card is limited to 1


def test_ygo_tokens() -> None:
    token = CardRecord("ygo", "Ficha Oveja", "ficha", type_line="Monster/Token", is_token=True)
    assert rules(validate(deck("ygo", main=MAIN[1:] + [(1, MAIN[0][1]), (2, ygo("Relleno")), (1, token)]), "ygo")) == ["YGO FichasDeMonstruo.1"]


# --- Eliria and Mitos y Leyendas ----------------------------------------------------------------------

def test_eliria_one_copy_per_name_any_size() -> None:
    cards = [(1, CardRecord("eliria", f"Combatiente {i}", f"E{i}")) for i in range(7)]
    assert validate(deck("eliria", main=cards), "eliria") == []
    doubled = validate(deck("eliria", main=cards + [(1, CardRecord("eliria", "combatiente 0", "E0-alt"))]), "eliria")
    assert rules(doubled) == ["Eliria 4"]
    assert rules(validate(deck("eliria", main=cards, side=cards[:1]), "eliria")) == ["Eliria 4"]


def myl(name: str, type_line: str = "Aliado — Caballero", text: str = "") -> CardRecord:
    return CardRecord("myl", name, name, type_line=type_line, text=text)


ORO = myl("Oro", "Oro")
CASTILLO = [(16, ORO)] + [(3, myl(f"Aliado {i}")) for i in range(11)] + [(1, myl("Talismán Único", "Talismán", "Única. Anula una carta."))]


def test_myl_legal_castillo() -> None:
    assert sum(count for count, _ in CASTILLO) == 50
    assert validate(deck("myl", main=CASTILLO), "myl") == []
    assert validate(deck("myl", main=CASTILLO), "myl", "Primer Bloque") == []


def test_myl_size_copies_and_unique() -> None:
    assert rules(validate(deck("myl", main=CASTILLO[1:] + [(15, ORO)]), "myl")) == ["MyL Castillo"]
    four = deck("myl", main=CASTILLO[:-1] + [(1, myl("Aliado 0"))])
    assert rules(validate(four, "myl")) == ["MyL Copias"]
    unique = deck("myl", main=[(15, ORO)] + CASTILLO[1:-1] + [(2, CASTILLO[-1][1])])
    assert rules(validate(unique, "myl")) == ["MyL Única"]
    oro_with_text = myl("Oro del Rey", "Oro", "Al jugarlo, roba una carta.")
    assert rules(validate(deck("myl", main=CASTILLO[1:] + [(12, ORO), (4, oro_with_text)]), "myl")) == ["MyL Copias"]


# --- Souls in Xtinction, through its own rules -----------------------------------------------------------

def six_deck() -> ResolvedDeck:
    game = get_game("six")
    listed = parse_deck_file(ROOT / "assets" / "games" / "six" / "decks" / "coro-celestial.deck")
    resolved = ResolvedDeck("six", listed.name)
    for section, lines in listed.sections.items():
        for line in lines:
            card = game.cards.find(line.name)
            assert card is not None, line.name
            resolved.sections.setdefault(section, []).append((line.count, CardRecord("six", card.name, card.code)))
    return resolved


def test_six_is_checked_by_the_six_rules() -> None:
    resolved = six_deck()
    assert validate(resolved, "six") == []
    resolved.sections["main"][0] = (3, resolved.sections["main"][0][1])
    assert "SiX 2.8.1" in rules(validate(resolved, "six"))


def test_six_ban_list_by_name() -> None:
    resolved = six_deck()
    guardian = next(card.name for count, card in resolved.sections["main"] if count == 2)
    assert "SiX 3.1.7" in rules(validate(resolved, "six", banlist=BanList("prueba", "six", {guardian: 1})))
    with pytest.raises(DeckFormatError, match="Carta Inventada"):
        validate(resolved, "six", banlist=BanList("prueba", "six", {"Carta Inventada": 0}))


# --- ban lists and the dispatcher -----------------------------------------------------------------------

def test_load_banlist_example_and_errors(tmp_path: Path) -> None:
    example = load_banlist(ROOT / "assets" / "games" / "six" / "banlists" / "ejemplo.toml", "six")
    assert (example.name, example.game, example.entries["Juicio Final"], example.entries["TAU-L02"]) == ("Lista de ejemplo de Tapete", "six", 0, 1)
    path = tmp_path / "lista.toml"
    path.write_text('[list]\nname = "x"\ngame = "ygo"\n\n[cards]\n"Pot of Greed" = 0\n"Raigeki" = -1\n', encoding="utf-8")
    with pytest.raises(LoadError) as error:
        load_banlist(path)
    assert error.value.line == 7 and "Raigeki" in str(error.value)
    path.write_text('[list]\ngame = "ygo"\n[cards]\n"Pot of Greed" = 0\n', encoding="utf-8")
    assert load_banlist(path).limit(CardRecord("ygo", "POT OF GREED", "55144522")) == 0
    assert load_banlist(path).limit(CardRecord("ygo", "Jarra de la Codicia", "55144522", names={"en": "Pot of Greed"})) == 0
    with pytest.raises(LoadError, match="mtg"):
        load_banlist(path, "mtg")
    path.write_text('[list]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(LoadError, match=r"\[cards\]"):
        load_banlist(path)


def test_dispatcher_refuses_unknown_games_and_foreign_lists() -> None:
    with pytest.raises(DeckFormatError, match="ajedrez"):
        validate(constructed(), "ajedrez")
    with pytest.raises(DeckFormatError, match="ygo"):
        validate(constructed(), "mtg", banlist=BanList("x", "ygo", {}))


def test_violations_name_the_deck_file_lines(tmp_path: Path) -> None:
    """A card over its limit is reported at the first line naming it, with every line listed."""
    text = (ROOT / "assets" / "games" / "eliria" / "decks" / "marea-reanimada.deck").read_text(encoding="utf-8")
    path = tmp_path / "repetido.deck"
    path.write_text(text + "1 Oso de las Cumbres\n", encoding="utf-8")  # Eliria 4: one copy of each name
    resolved = resolve(parse_deck_file(path), "eliria", GameCardLookup(get_game("eliria")))
    found = [v for v in validate(resolved, "eliria") if "Oso de las Cumbres" in v.message.es]
    lines = path.read_text(encoding="utf-8").splitlines()
    first = lines.index("1 Oso de las Cumbres") + 1
    assert len(found) == 1 and found[0].line == first
    assert f"líneas {first}, {len(lines)}" in found[0].message.es
    assert str(found[0]).startswith(f"línea {first}: ")


def test_every_game_validates_in_each_of_its_formats() -> None:
    # the deck editor offers the game's own sections and formats (it kept its own lists, and
    # Magic's "maybe" was a section the table refused)
    for name in game_names():
        game = get_game(name)
        assert game.deck_sections()[0] == "main" and game.deck_formats()
        for fmt in game.deck_formats():
            assert isinstance(validate(deck(name), name, fmt), list)
    assert get_game("mtg").deck_formats() == ("constructed", "limited", "commander", "brawl")  # CR 903.12
    assert get_game("ygo").deck_formats() == ("advanced", "traditional")
    with pytest.raises(DeckFormatError):
        validate(deck("eliria"), "eliria", "advanced")


def test_a_magic_deck_with_a_maybe_section_is_read_at_the_table() -> None:
    from engine.formats.tapete_deck import parse_deck

    game = get_game("mtg")
    text = (ROOT / "assets" / "games" / "mtg" / "decks" / "guardia-del-bosque.deck").read_text(encoding="utf-8")
    parsed = parse_deck(text + "\n[maybe]\n1 Oso Musgoso\n", game)
    assert parsed.count("maybe") == 1 and game.validate_deck(parsed) == []


def test_the_formats_know_the_registered_games() -> None:
    from engine.formats.records import GAMES

    assert list(GAMES) == game_names() and "ygo" in GAMES and "ajedrez" not in GAMES and len(GAMES) == len(game_names())
