"""Tapete's deck text format: parsing, errors with line numbers, round trips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import LoadError, get_game
from engine.formats.tapete_deck import deck_to_text, parse_deck

GAME = get_game("six")


def test_counts_names_codes_and_sections() -> None:
    text = "\ufeff# comentario\r\ngame = six\nname = Prueba\n\n[principal]\n2 Ángel Guardián\n1x angel guardian\nTAU-042\n[Maná]\n6 Maná Ámbar\n"
    deck = parse_deck(text, GAME, "p.deck")
    assert deck.name == "Prueba"
    assert deck.count("main") == 4
    assert [c.code for c in deck.section("main")] == ["TAU-005"] * 3 + ["TAU-042"]
    assert deck.count("mana") == 6
    assert deck.sections["main"][0].line == 6


def test_every_unknown_card_is_reported_with_its_line() -> None:
    with pytest.raises(LoadError) as info:
        parse_deck("[main]\n2 Ángel Guardián\n1 Nadie\n[limbo]\n1 Tampoco\n", GAME, "m.deck")
    message = str(info.value)
    assert info.value.line == 3
    assert "línea 3" in message and "Nadie" in message and "línea 5" in message and "Tampoco" in message


def test_unknown_section_and_wrong_game() -> None:
    with pytest.raises(LoadError) as info:
        parse_deck("[cosas]\n1 Ángel Guardián\n", GAME)
    assert "[cosas]" in str(info.value) and info.value.line == 1
    with pytest.raises(LoadError) as info:
        parse_deck("[banquillo]\n1 Ángel Guardián\n", GAME)  # a sideboard: SiX has none
    assert "[side] no existe en Souls in Xtinction" in str(info.value)
    with pytest.raises(LoadError) as info:
        parse_deck("game = ygo\n[main]\n1 Ángel Guardián\n", GAME)
    assert "ygo" in str(info.value)


@settings(max_examples=60)
@given(st.lists(st.tuples(st.sampled_from(sorted(c.name for c in GAME.cards if not c.is_token)), st.integers(1, 3)), min_size=1, max_size=12))
def test_round_trip(entries: list[tuple[str, int]]) -> None:
    text = "[main]\n" + "".join(f"{n} {name}\n" for name, n in entries)
    deck = parse_deck(text, GAME)
    again = parse_deck(deck_to_text(deck), GAME)
    assert again.to_codes() == deck.to_codes()
    assert again.name == deck.name
