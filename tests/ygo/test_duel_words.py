"""What the cards of a duel say (``YgoBase.says``) is worked out once per duel, for the checks that scan the
board for a card saying something (most duels have none): it must hear a card made in play and forget what
a masked state's hidden cards no longer are."""

from __future__ import annotations

from engine.core import get_game
from engine.games.ygo.base import YgoBase
from engine.games.ygo.cards import Effect, YgoCard

GEMINI = YgoCard(game="ygo", code="test-gemini", name="Géminis de prueba", card_type="Monstruo de Efecto",
                 sub="effect", keywords=frozenset({"gemini", "protects:Guerrero"}), effects=(Effect("end_own"),))


def _duel() -> YgoBase:
    game = get_game("ygo")
    state = game.new_initial_state(game.demo_pair(), 0)
    assert isinstance(state, YgoBase)
    return state


def test_a_card_says_its_words_their_heads_and_its_triggers() -> None:
    assert {"gemini", "protects:Guerrero", "protects", "trigger:end_own"} <= GEMINI.said
    assert "Guerrero" not in GEMINI.said


def test_a_card_made_in_play_is_heard() -> None:
    state = _duel()
    assert not state.says("gemini") and not state.says("trigger:end_own")  # no demo card is a Gemini
    state.create_card(GEMINI, 0, state.zone(0, "mano"))
    assert state.says("gemini") and state.says("protects") and state.says("trigger:end_own")


def test_a_masked_state_hears_only_the_cards_it_shows() -> None:
    state = _duel()
    state.create_card(GEMINI, 0, state.zone(0, "mano"))
    assert state.says("gemini")
    masked = state.masked_for(1)  # P0's hand is hidden from P1: the Gemini becomes the stand-in card
    assert isinstance(masked, YgoBase)
    assert not masked.says("gemini")
    assert state.masked_for(0).says("gemini")  # (its owner sees it)
