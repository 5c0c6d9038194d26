"""Changing a deck's lines in the editor (``desktop.collection.deck_lines``): copies are added to
the line of the same printing, a line at no copies goes, and a line given the printing of another
line joins it."""

from __future__ import annotations

from desktop.collection.deck_lines import add_copies, use_printing
from engine.formats.records import CardRecord, ResolvedDeck


def _card(name: str, set_code: str, number: str) -> CardRecord:
    return CardRecord("mtg", name, name, set_code=set_code, number=number)


BOLT_A, BOLT_B, SHOCK = _card("Lightning Bolt", "LEA", "161"), _card("Lightning Bolt", "M10", "146"), _card("Shock", "M19", "156")


def test_copies_join_their_printing_and_a_line_at_none_goes() -> None:
    deck = ResolvedDeck("mtg", "Burn")
    add_copies(deck, BOLT_A, "main", 2)
    add_copies(deck, SHOCK, "main", 1)
    add_copies(deck, BOLT_A, "main", 2)
    add_copies(deck, BOLT_B, "side", 1)
    assert deck.sections == {"main": [(4, BOLT_A), (1, SHOCK)], "side": [(1, BOLT_B)]}
    add_copies(deck, SHOCK, "main", -1)
    assert deck.sections["main"] == [(4, BOLT_A)]


def test_a_line_given_another_lines_printing_joins_it() -> None:
    deck = ResolvedDeck("mtg", "Burn", {"main": [(1, SHOCK), (2, BOLT_B), (3, BOLT_A)]})
    assert use_printing(deck, "main", 2, BOLT_A) is None  # already that printing: nothing changes
    assert use_printing(deck, "main", 2, BOLT_B) == 1  # joins the line at 1
    assert deck.sections["main"] == [(1, SHOCK), (5, BOLT_B)]
    assert use_printing(deck, "main", 1, _card("Lightning Bolt", "2XM", "123")) == 1
    assert deck.sections["main"][1][1].set_code == "2XM"
