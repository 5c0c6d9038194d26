"""A player's own cards travel with the setup and the state, never onto the game: two games of
one process (two tables, two LAN duels) that use different own cards each see only theirs."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.core.deck import Deck, DeckEntry
from engine.core.errors import LoadError
from engine.core.replay import loads, to_text
from engine.formats.records import CardRecord
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.state import MtgState


def _bear(toughness: str) -> CardRecord:
    """A card of the player's own card data that Tapete does not ship: the same card (one oracle
    id, so one code) as two Tapetes' data may describe it differently."""
    return CardRecord(game="mtg", name="Oso Propio", oracle_id="oso-propio", set_code="TST", number="1",
                      type_line="Creature — Bear", cost="{G}", mana_value=1, colors=("G",),
                      stats={"power": "2", "toughness": toughness})


def _deck_with(record: CardRecord) -> Deck:
    game = get_game("mtg")
    card = game.card_for(record)
    assert isinstance(card, MtgCard)
    deck = game.demo_pair()[0]
    return Deck("mtg", deck.name, {**deck.sections, "main": [*deck.sections["main"], DeckEntry(4, card, record=record)]})


def test_two_games_in_one_process_see_only_their_own_cards() -> None:
    game = get_game("mtg")
    plain = game.demo_pair()[1]
    params = {"allow_illegal_decks": True}
    first = game.new_initial_state([_deck_with(_bear("2")), plain], 1, params)
    second = game.new_initial_state([_deck_with(_bear("5")), plain], 1, params)
    third = game.new_initial_state([plain, plain], 1, params)
    code = first.setup.cards[0].code
    toughness = {state: state.card_db.by_code(code).toughness for state in (first, second)}  # type: ignore[attr-defined]
    assert toughness == {first: 2, second: 5}
    assert code not in third.card_db and code not in game.cards  # nothing leaked into the game
    assert first.setup.own_records() == [_bear("2").to_dict()]
    # a save carries the records: it rebuilds the same game elsewhere, and teaches the game nothing
    again = loads(to_text(second))
    assert again.card_db.by_code(code).toughness == 5  # type: ignore[attr-defined]
    assert again.state_hash() == second.state_hash() and code not in game.cards


def test_a_scenario_knows_the_cards_it_is_given_and_no_other_does() -> None:
    game = get_game("mtg")
    card = game.card_for(_bear("3"))
    assert card is not None
    setup = {"P1": {"battlefield": ["Oso Propio"]}, "P2": {}}
    state = game.scenario_state(setup, 1, "test", "", [DeckEntry(1, card, record=_bear("3"))])
    assert isinstance(state, MtgState)
    assert [state.defn(cid).name for cid in state.battlefield(0)] == ["Oso Propio"]
    with pytest.raises(LoadError, match="Oso Propio"):  # another position does not know it
        game.scenario_state(setup, 1, "test", "")
