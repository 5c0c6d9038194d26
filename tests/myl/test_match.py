"""Best-of-three matches of Mitos y Leyendas (MyL Partida)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import DeckEntry, IllegalActionError, get_game
from engine.core.deck import Deck
from engine.core.match import Match

GAME = get_game("myl")


def _decks() -> list[Deck]:
    return [replace(d, sections={k: list(v) for k, v in d.sections.items()}) for d in GAME.demo_decks().values()]


def _win_for(match: Match, player: int) -> None:
    state = match.state
    assert state is not None
    state.apply_action(state.parse_action("concede", 1 - player))
    match.finish_duel()


def test_best_of_three_and_the_loser_chooses() -> None:
    # MyL Partida: best of 3; the loser of a duel chooses who starts the next
    match = Match(GAME, _decks(), seed=3)
    match.start_duel()
    _win_for(match, 0)
    assert match.chooser == 1
    with pytest.raises(IllegalActionError) as info:
        match.choose_first(0, 0)
    assert info.value.rule.id == "MyL Partida"
    state = match.choose_first(1, 1)
    assert state.first_player == 1
    _win_for(match, 1)
    assert not match.over
    match.choose_first(0, 0)
    _win_for(match, 0)
    assert match.over and match.winner == 0


def test_side_deck_swaps_keep_the_pool_and_the_castillo() -> None:
    # MyL Partida: between duels cards move only between the Castillo and the side deck
    decks = _decks()
    bolt = GAME.cards.find("Rayo Divino")
    decks[1].sections["side"] = [DeckEntry(1, bolt)]  # type: ignore[arg-type]
    match = Match(GAME, decks, seed=4)
    match.start_duel()
    _win_for(match, 0)
    out = next(e.card for e in decks[1].sections["main"] if e.card.name != "Oro" and e.count == 1)
    main = [e for e in decks[1].sections["main"] if e.card != out] + [DeckEntry(1, bolt)]  # type: ignore[arg-type]
    swapped = replace(decks[1], sections={"main": main, "side": [DeckEntry(1, out)]})
    match.swap(1, swapped)
    assert match.decks[1] is swapped
    cheat = replace(swapped, sections={"main": main, "side": [DeckEntry(1, GAME.cards.find("Petrificación"))]})  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError) as info:
        match.swap(1, cheat)
    assert info.value.rule.id == "MyL Partida"
