"""``keywords.keyword_cost``: the one reading of "Keyword [cost]" lines (CR 702) that madness,
ninjutsu, evoke, echo, buyback, splice, foretell, morph, cycling, kicker, flashback, multikicker
and outlast share."""

from __future__ import annotations

from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import parse_cost


def test_a_keyword_and_its_mana_cost_CR_702_35a() -> None:
    assert keyword_cost("Madness {1}{R}", "Madness") == ("Madness", parse_cost("{1}{R}"))
    assert keyword_cost("madness {1}{R}.", "Madness") == ("Madness", parse_cost("{1}{R}"))  # any case, a final period


def test_the_keyword_named_is_the_longest_that_fits_CR_702_29e() -> None:
    kinds = ("cycling", "swampcycling", "basic landcycling")
    assert keyword_cost("Swampcycling {2}", *kinds) == ("swampcycling", parse_cost("{2}"))
    assert keyword_cost("Basic landcycling {1}", *kinds) == ("basic landcycling", parse_cost("{1}"))
    assert keyword_cost("Cycling {2}", *kinds) == ("cycling", parse_cost("{2}"))


def test_other_lines_are_not_read() -> None:
    assert keyword_cost("Madness", "Madness") is None  # no cost
    assert keyword_cost("Madness {1}{R}: draw a card", "Madness") is None  # more text
    assert keyword_cost("Evoke {2}{U}", "Madness") is None  # another keyword
    assert keyword_cost("Madness {Q}", "Madness") is None  # a symbol that is not mana (CR 107.4)
    assert keyword_cost("Escape—{R}{R}, Exile eight other cards from your graveyard.", "Escape") is None
