"""Matches of three duels: results, who chooses, side-decking keeping the size."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import IllegalActionError, get_game
from engine.core.deck import DeckEntry
from engine.core.match import DuelResult, Match
from tests.helpers import random_playout

GAME = get_game("ygo")
RULES = GAME.match_rules()


def results(*winners: int | None) -> list[DuelResult]:
    return [DuelResult(i + 1, 0, w, "") for i, w in enumerate(winners)]


def test_two_wins_or_one_win_and_two_draws_win_the_match() -> None:
    # YGO Victoria.2, YGO ModalesDelDuelo.7, YGO ModalesDelDuelo.6
    assert RULES.decided(results(0, 0), False) == (True, 0)
    assert RULES.decided(results(1, 0, 1), False) == (True, 1)
    assert RULES.decided(results(None, 0, None), False) == (True, 0)
    assert RULES.decided(results(None, None), False) == (False, None)
    assert RULES.decided(results(0, None), False) == (False, None)


def test_draw_results() -> None:
    # YGO Empate.2: 1 win, 1 loss and 1 draw, or 3 draws
    assert RULES.decided(results(0, 1, None), False) == (True, None)
    assert RULES.decided(results(None, None, None), False) == (True, None)


def test_a_match_is_played_duel_by_duel_and_the_loser_chooses() -> None:
    # YGO CondicionesDeVictoria.6: coin toss first, then the loser of the previous duel chooses
    match = Match(GAME, list(GAME.demo_pair()), seed=4)
    first = match.start_duel()
    assert first.first_player in (0, 1)
    random_playout(first, 4)
    result = match.finish_duel()
    if result.winner is not None:
        assert match.chooser == 1 - result.winner
    with pytest.raises(IllegalActionError) as info:
        match.start_duel()
    assert info.value.rule.id == "YGO CondicionesDeVictoria.6"
    assert match.chooser is not None
    second = match.choose_first(match.chooser, 1)
    assert second.first_player == 1 and second.turn_player == 1


def test_side_decking_keeps_the_size() -> None:
    # YGO PreparacionDeTuMazoDeJuego.4, YGO CondicionesDeVictoria.5
    deck = GAME.demo_decks()["Llamas del Dragón"]
    match = Match(GAME, [deck, deck], seed=1)
    random_playout(match.start_duel(), 1)
    match.finish_duel()
    main = [e for e in deck.sections["main"] if e.card.name != "Pócima Vital"]
    side = [e for e in deck.sections["side"] if e.card.name != "Agujero Oscuro"]
    swapped = replace(deck, sections={**deck.sections, "main": main + [DeckEntry(1, GAME.cards.find("Agujero Oscuro"))],  # type: ignore[arg-type]
                                      "side": side + [DeckEntry(1, GAME.cards.find("Pócima Vital"))]})  # type: ignore[arg-type]
    match.swap(0, swapped)
    assert match.decks[0] is swapped
    bigger = replace(deck, sections={**deck.sections, "main": deck.sections["main"] + [DeckEntry(1, GAME.cards.find("Agujero Oscuro"))],  # type: ignore[arg-type]
                                     "side": side})
    with pytest.raises(IllegalActionError) as info:
        match.swap(1, bigger)
    assert info.value.rule.id == "YGO PreparacionDeTuMazoDeJuego.4"


def test_first_player_is_decided_by_a_coin() -> None:
    # YGO CondicionesDeVictoria.6, YGO CondicionesDeVictoria.7, YGO ComoGanarUnDuelo.2
    firsts = {GAME.new_initial_state(GAME.demo_pair(), seed).first_player for seed in range(12)}
    assert firsts == {0, 1}
    state = GAME.new_initial_state(GAME.demo_pair(), 3, {"first_player": 1})
    assert state.turn_player == 1 and state.counters[0]["lp"] == 8000 and state.counters[1]["lp"] == 8000
    assert len(state.ids(0, "mano")) == 5 and len(state.ids(1, "mano")) == 6  # P2 drew for turn 1
    assert len(state.ids(0, "mazo")) == 35
