"""Ante cards (engine/games/mtg/ante.py), CR 407: Tapete never plays for ante, so LEA's Darkpact,
Demonic Attorney and Contract from Below are removed from the deck before playing and refused in
a deck, loaded from the card data."""

from __future__ import annotations

from engine.core import get_game
from engine.core.deck import Deck, DeckEntry
from engine.games.mtg.ante import ANTE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card

_ANTE_CARDS = ("Darkpact", "Demonic Attorney", "Contract from Below")


def _deck(ante: str, copies: int = 4) -> Deck:
    game = get_game("mtg")
    return Deck("mtg", "apuesta", {"main": [DeckEntry(56, game.cards.find("Bosque")),  # type: ignore[arg-type]
                                            DeckEntry(copies, real_card(SETS["LEA"], ante))]})


def test_ante_cards_compile_to_their_removal_CR_407_3() -> None:
    # CR 407.1, CR 407.3
    for name in _ANTE_CARDS:
        program = real_card(SETS["LEA"], name).program
        assert program.automated and program.has_static(ANTE)
        assert [a.kind for a in program.abilities] == ["static"]  # no ante instruction ever plays


def test_an_ante_card_is_refused_in_a_deck_CR_407_3() -> None:
    # CR 407.3
    game = get_game("mtg")
    problems = game.validate_deck(_deck("Darkpact"))
    assert [v.rule.id for v in problems] == ["CR 407.3"]
    assert "Darkpact" in problems[0].message.en and "ante" in problems[0].message.en
    legal = Deck("mtg", "sin apuesta", {"main": [DeckEntry(60, game.cards.find("Bosque"))]})  # type: ignore[arg-type]
    assert game.validate_deck(legal) == []
    legal.sections["side"] = [DeckEntry(1, real_card(SETS["LEA"], "Demonic Attorney"))]
    assert [v.rule.id for v in game.validate_deck(legal)] == ["CR 407.3"]  # nor in the sideboard


def test_an_unchecked_deck_plays_without_its_ante_cards_CR_407_3() -> None:
    # CR 407.3, CR 103.5
    game = get_game("mtg")
    deck = _deck("Contract from Below")
    state = game.new_initial_state([deck, _deck("Darkpact")], 3, {"allow_illegal_decks": True, "mulligan": False})
    assert isinstance(state, MtgState)
    for player in (0, 1):
        names = [state.defn(c).name for zone in ("biblioteca", "mano") for c in state.ids(player, zone)]
        assert len(names) == 56 and set(names) == {"Bosque"}  # removed before playing, not drawn
