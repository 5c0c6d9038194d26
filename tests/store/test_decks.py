"""Decks: resolving deck files, storing sections, and what the collection lacks."""

from __future__ import annotations

import dataclasses

import pytest

from engine.formats.records import DeckLine, DeckList
from engine.store import Store, StoreError

from .conftest import SAMPLE, card


def burn() -> DeckList:
    return DeckList(
        name="Burn",
        game="mtg",
        sections={
            "main": [DeckLine(4, "Lightning Bolt", "M10", "146", line=1), DeckLine(2, "Relámpago", line=2),
                     DeckLine(3, "Fireblast", line=3), DeckLine(1, "Delver of Secrets", line=4)],
            "side": [DeckLine(2, "Serra Angel", line=6), DeckLine(1, code="99999", line=7)],
            "maybe": [DeckLine(4, "Serra Angel", line=9)],
        },
        meta={"format": "modern"},
    )


def test_resolving_keeps_unknown_lines_with_their_line_numbers(stocked: Store) -> None:
    deck = stocked.resolve_deck(burn(), "mtg")
    assert deck.format == "modern" and deck.name == "Burn"
    assert [(n, c.name, c.set_code) for n, c in deck.sections["main"]] == [
        (4, "Lightning Bolt", "M10"), (2, "Lightning Bolt", "LEA"), (1, "Delver of Secrets // Insectile Aberration", "ISD")]
    assert deck.count("main") == 7 and deck.count("side") == 2
    assert [(line.line, line.name, line.code) for line in deck.unknown] == [(3, "Fireblast", ""), (7, "", "99999")]


def test_a_ydk_style_deck_resolves_by_passcode(stocked: Store) -> None:
    deck = stocked.resolve_deck(DeckList(sections={"main": [DeckLine(3, code="46986414"), DeckLine(1, code="38033121")]}), "ygo")
    assert [(n, c.set_code) for n, c in deck.sections["main"]] == [(3, "LOB"), (1, "")]


def test_save_and_load_round_trip(stocked: Store) -> None:
    resolved = stocked.resolve_deck(burn(), "mtg")
    deck_id = stocked.save_deck(resolved, notes="Fast.")
    assert stocked.load_deck(deck_id) == resolved
    info = stocked.deck_info(deck_id)
    assert (info.name, info.game, info.format, info.notes, info.cards, info.unknown) == ("Burn", "mtg", "modern", "Fast.", 13, 2)
    assert info.created == info.modified


def test_a_deck_list_is_resolved_when_saved(stocked: Store) -> None:
    deck_id = stocked.save_deck(burn())
    assert stocked.load_deck(deck_id) == stocked.resolve_deck(burn(), "mtg")
    with pytest.raises(StoreError, match="qué juego"):
        stocked.save_deck(dataclasses.replace(burn(), game=None))


def test_replacing_listing_and_deleting(stocked: Store) -> None:
    first = stocked.save_deck(burn(), notes="v1")
    smaller = stocked.resolve_deck(DeckList(name="Angels", sections={"main": [DeckLine(4, "Serra Angel")]}), "mtg")
    assert stocked.save_deck(smaller, deck_id=first) == first
    info = stocked.deck_info(first)
    assert (info.name, info.cards, info.unknown, info.notes) == ("Angels", 4, 0, "v1")  # notes kept
    six = stocked.save_deck(DeckList(name="ángeles", sections={"main": [DeckLine(3, "Ángel Guardián")]}), "six")
    assert [d.name for d in stocked.list_decks()] == ["Angels", "ángeles"]
    assert [d.id for d in stocked.list_decks("six")] == [six]
    stocked.delete_deck(first)
    assert [d.id for d in stocked.list_decks()] == [six]
    with pytest.raises(StoreError, match=f"id {first}"):
        stocked.load_deck(first)
    with pytest.raises(StoreError, match=f"id {first}"):
        stocked.delete_deck(first)


def test_saving_a_bad_deck_is_refused_and_changes_nothing(stocked: Store) -> None:
    deck = stocked.resolve_deck(burn(), "mtg")
    unknown_card = dataclasses.replace(deck, sections={"main": [(1, card("Fireblast", "ALL", "1"))]})
    with pytest.raises(StoreError, match="«Fireblast» \\(ALL #1\\) no está en el catálogo"):
        stocked.save_deck(unknown_card)
    with pytest.raises(StoreError, match="sección desconocida «sideboard»"):
        stocked.save_deck(dataclasses.replace(deck, sections={"sideboard": deck.sections["side"]}))
    with pytest.raises(StoreError, match="es una carta de six"):
        stocked.save_deck(dataclasses.replace(deck, sections={"main": [(1, SAMPLE[3])]}))
    with pytest.raises(StoreError, match="juego desconocido «pokemon»"):
        stocked.save_deck(dataclasses.replace(deck, game="pokemon", sections={}))
    with pytest.raises(StoreError, match="cantidad 0"):
        stocked.save_deck(dataclasses.replace(deck, sections={"main": [(0, SAMPLE[0])]}))
    assert stocked.list_decks() == []


def test_missing_counts_any_printing_and_ignores_maybe(stocked: Store) -> None:
    deck_id = stocked.save_deck(burn())
    stocked.add_to_collection(stocked.card_id(SAMPLE[0]) or 0, 3)  # LEA Bolt counts for the M10 Bolt
    stocked.add_to_collection(stocked.card_id(SAMPLE[4]) or 0, 1)
    missing = stocked.missing(deck_id)
    assert [(m.card.name, m.card.set_code, m.needed, m.owned, m.in_other_decks, m.missing) for m in missing] == [
        ("Lightning Bolt", "M10", 6, 3, 0, 3), ("Serra Angel", "LEA", 2, 0, 0, 2)]
    assert stocked.shopping_list(deck_id) == "3 Lightning Bolt (M10)\n2 Serra Angel (LEA)\n"


def test_missing_can_reserve_copies_for_other_decks(stocked: Store) -> None:
    deck_id = stocked.save_deck(burn())
    stocked.save_deck(DeckList(name="Other", sections={"main": [DeckLine(4, "Lightning Bolt")], "maybe": [DeckLine(9, "Serra Angel")]}), "mtg")
    stocked.add_to_collection(stocked.card_id(SAMPLE[1]) or 0, 8)
    stocked.add_to_collection(stocked.card_id(SAMPLE[2]) or 0, 2)
    stocked.add_to_collection(stocked.card_id(SAMPLE[4]) or 0, 1)
    assert stocked.missing(deck_id) == []
    [bolt] = stocked.missing(deck_id, count_other_decks=True)
    assert (bolt.needed, bolt.owned, bolt.in_other_decks, bolt.missing) == (6, 8, 4, 2)
    assert stocked.shopping_list(deck_id, count_other_decks=True) == "2 Lightning Bolt (M10)\n"


def test_a_shopping_list_without_set_codes(store: Store) -> None:
    store.import_cards([card("Dark Magician", "", "46986414", game="ygo")])
    deck_id = store.save_deck(DeckList(name="Yugi", sections={"main": [DeckLine(3, "Dark Magician")]}), "ygo")
    assert store.shopping_list(deck_id) == "3 Dark Magician\n"
    with pytest.raises(StoreError, match="id 77"):
        store.missing(77)
