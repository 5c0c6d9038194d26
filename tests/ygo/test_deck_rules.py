"""Deck construction: main 40–60, a separate Fusion Deck, side 0 or 15, 3 copies, the list."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import DeckError, get_game
from engine.core.deck import Deck, DeckEntry
from engine.formats.game_cards import GameCardLookup
from engine.formats.records import ResolvedDeck
from engine.formats.tapete_deck import parse_deck
from engine.formats.validation import validate
from engine.formats.validation.banlist import load_banlist
from engine.games.ygo.cards import YgoCard

GAME = get_game("ygo")


def demo() -> Deck:
    return GAME.demo_decks()["Llamas del Dragón"]


def with_section(deck: Deck, section: str, entries: list[DeckEntry]) -> Deck:
    sections = dict(deck.sections)
    sections[section] = entries
    return replace(deck, sections=sections)


def card(name: str) -> object:
    found = GAME.cards.find(name)
    assert found is not None
    return found


def ids(deck: Deck) -> list[str]:
    return [v.rule.id for v in GAME.validate_deck(deck)]


def test_demo_decks_are_legal() -> None:
    for deck in GAME.demo_decks().values():
        assert GAME.validate_deck(deck) == []
        assert deck.count("main") == 40 and deck.count("side") == 15 and deck.count("extra") >= 1


def test_main_deck_needs_40_cards_and_at_most_60() -> None:
    # YGO PreparacionDeTuMazoDeJuego.2, YGO CreacionDelMazo.3: at least 40 cards
    deck = demo()
    short = with_section(deck, "main", deck.sections["main"][1:])
    assert short.count("main") < 40
    assert "YGO PreparacionDeTuMazoDeJuego.2" in ids(short)
    long = with_section(deck, "main", deck.sections["main"] + [DeckEntry(3, card(f"{n}")) for n in (  # type: ignore[arg-type]
        "Escarabajo Blindado", "Gólem de Chatarra", "Mantis Segadora", "Ciervo del Bosque", "Lobo Gris",
        "Centinela de Engranajes", "Caballero de Hierro")])
    assert long.count("main") == 61
    assert "YGO PreparacionDeTuMazoDeJuego.2" in ids(long)
    with pytest.raises(DeckError):
        GAME.new_initial_state([short, deck], 1)


def test_fusion_deck_is_separate_and_not_counted() -> None:
    # YGO CartasDeMonstruosFusion.2, YGO Juego.5: the Fusion Deck is apart and not in the 40
    deck = demo()
    assert deck.count("main") == 40 and deck.count("extra") == 3
    wrong = with_section(deck, "main", deck.sections["main"][:-1] + [DeckEntry(2, card("Dragón de Fuego Oscuro"))])  # type: ignore[arg-type]
    assert "YGO CartasDeMonstruosFusion.2" in ids(wrong)
    not_fusion = with_section(deck, "extra", [DeckEntry(1, card("Lobo Gris"))])  # type: ignore[arg-type]
    assert "YGO CartasDeMonstruosFusion.2" in ids(not_fusion)
    # YGO CartasDeMonstrusDeRitual.2: ritual monsters go in the main deck
    other = GAME.demo_decks()["Bosque de Acero"]
    assert any(e.card.name == "Sacerdotisa de la Marea" for e in other.sections["main"])
    assert GAME.validate_deck(other) == []


def test_side_deck_has_exactly_15_or_none() -> None:
    # YGO PreparacionDeTuMazoDeJuego.5, YGO PreparacionDeTuMazoDeJuego.3, YGO CreacionDelMazo.11
    deck = demo()
    assert GAME.validate_deck(with_section(deck, "side", [])) == []
    fourteen = with_section(deck, "side", deck.sections["side"][1:])
    assert fourteen.count("side") == 14
    assert "YGO PreparacionDeTuMazoDeJuego.5" in ids(fourteen)


def test_three_copies_across_main_and_side() -> None:
    # YGO PreparacionDeTuMazoDeJuego.7, YGO CreacionDelMazo.4: side cards count toward the 3
    deck = demo()
    side = [e for e in deck.sections["side"] if e.card.name != "Búho Adivino"] + [DeckEntry(2, card("Hierba de Fuego"))]  # type: ignore[arg-type]
    swapped = with_section(deck, "side", side)
    assert swapped.count("side") == 15
    assert "YGO PreparacionDeTuMazoDeJuego.7" in ids(swapped)


def test_forbidden_and_limited_list() -> None:
    # YGO CartasPoderosas.4, YGO CartasPoderosas.5, YGO PreparacionDeTuMazoDeJuego.7
    banlist = load_banlist(GAME.folder / "banlists" / "clasica.toml", "ygo")
    assert GAME.validate_deck(demo(), banlist) == []
    deck = demo()
    main = [e for e in deck.sections["main"] if e.card.name != "Raigeki"] + [DeckEntry(2, card("Raigeki"))]  # type: ignore[arg-type]
    main = [e for e in main if e.card.name != "Pócima Vital"]
    broken = with_section(deck, "main", main)
    assert broken.count("main") == 40
    problems = GAME.validate_deck(broken, banlist)
    assert [p.rule.id for p in problems] == ["YGO CartasPoderosas.5"]
    assert "Raigeki" in problems[0].message.es


def test_tokens_are_not_in_decks() -> None:
    # YGO FichasDeMonstruo.1
    deck = demo()
    main = deck.sections["main"][:-1] + [DeckEntry(1, card("Ficha Enjambre"))]  # type: ignore[arg-type]
    assert "YGO FichasDeMonstruo.1" in ids(with_section(deck, "main", main))


def test_deck_file_with_unknown_card_names_the_line() -> None:
    text = "game = ygo\nname = Roto\n\n[main]\n3 Lobo Gris\n2 Dragón Inexistente\n"
    with pytest.raises(Exception) as info:
        parse_deck(text, GAME, "roto.deck")
    assert "línea 6" in str(info.value) and "Dragón Inexistente" in str(info.value)


def sixteen_fusions() -> Deck:
    deck = demo()
    fusions = [c for c in GAME.cards if isinstance(c, YgoCard) and c.is_extra]
    extra = [DeckEntry(6 if i == 0 else 5, card) for i, card in enumerate(fusions[:3])]
    return with_section(deck, "extra", extra)


def test_fusion_deck_holds_at_most_15_at_the_table() -> None:
    # YGO CartasDeMonstruosFusion.2 (up to 15 in the clients in use): the table and LAN asked a
    # validator without this limit, the deck editor one with it
    deck = sixteen_fusions()
    assert deck.count("extra") == 16
    problems = GAME.validate_deck(deck)
    assert any(p.rule.id == "YGO CartasDeMonstruosFusion.2" and "16 cartas" in p.message.es for p in problems)
    with pytest.raises(DeckError):
        GAME.new_initial_state([deck, demo()], 1)


def test_table_and_editor_give_the_same_violations() -> None:
    # YGO PreparacionDeTuMazoDeJuego.7, YGO CartasDeMonstruosFusion.2: one validator, whichever
    # way the deck comes (the same copy-limit rule carried two ids before)
    deck = sixteen_fusions()
    lookup = GameCardLookup(GAME)
    resolved = ResolvedDeck("ygo", deck.name, {
        section: [(e.count, lookup.by_code[e.card.code]) for e in entries] for section, entries in deck.sections.items()})
    at_table = [(v.rule.id, v.message.es) for v in GAME.validate_deck(deck)]
    in_editor = [(v.rule.id, v.message.es) for v in validate(resolved, "ygo")]
    assert [rule for rule, _ in at_table] == ["YGO CartasDeMonstruosFusion.2", "YGO PreparacionDeTuMazoDeJuego.7",
                                              "YGO PreparacionDeTuMazoDeJuego.7", "YGO PreparacionDeTuMazoDeJuego.7"]
    assert [rule for rule, _ in in_editor] == [rule for rule, _ in at_table]
