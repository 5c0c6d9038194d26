"""Nothing one game of a process does reaches another through the registered game: a deck
changed in place, a player's own card that shares a code with another's."""

from __future__ import annotations

from engine.core import get_game
from engine.core.deck import DeckEntry
from engine.formats.records import CardRecord
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.sagas import final_chapter

CHAPTERS = ("I — You gain 1 life.", "II — You gain 2 life.", "III — You gain 3 life.")


def _saga(chapters: int) -> MtgCard:
    """A Saga of a player's own card data; two Tapetes' data may give one card (one oracle id,
    so one code) different chapters."""
    record = CardRecord(game="mtg", name="Saga Propia", oracle_id="saga-propia", set_code="TST", number="1",
                        type_line="Enchantment — Saga", cost="{1}{W}", mana_value=2, colors=("W",),
                        text="\n".join(CHAPTERS[:chapters]))
    card = get_game("mtg").card_for(record)
    assert isinstance(card, MtgCard)
    return card


def test_a_sagas_final_chapter_is_its_own_not_that_of_another_card_with_its_code_CR_714_2d() -> None:
    long, short = _saga(3), _saga(2)
    assert long.code == short.code
    assert [final_chapter(long), final_chapter(short)] == [3, 2]


def test_a_demo_deck_changed_in_place_stays_with_whoever_changed_it() -> None:
    game = get_game("mtg")
    name, deck = next(iter(game.demo_decks().items()))
    codes = deck.to_codes()
    deck.sections["main"].append(DeckEntry(1, game.cards.find("Bosque")))  # type: ignore[arg-type]
    deck.sections["commander"] = []
    assert game.demo_decks()[name].to_codes() == codes
    assert game.for_players(3).demo_decks()[name].to_codes() == codes
