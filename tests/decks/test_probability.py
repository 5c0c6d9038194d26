"""Hypergeometric draw probabilities: known values, the turn arithmetic and general properties."""

from __future__ import annotations

from fractions import Fraction
from math import comb, prod

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import get_game
from engine.core.draws import DrawRules
from engine.decks.probability import at_least, draw_rules


def none_drawn(copies: int, deck: int, drawn: int) -> Fraction:
    """P(no copy among ``drawn`` cards), drawing one card at a time."""
    return prod((Fraction(deck - copies - i, deck - i) for i in range(drawn)), start=Fraction(1))


def test_four_copies_in_sixty_cards_seven_card_hand() -> None:
    p = at_least(1, 4, 60, 7)
    assert p == 1 - Fraction(comb(56, 7), comb(60, 7)) == 1 - none_drawn(4, 60, 7)
    assert round(float(p), 4) == 0.3995


@pytest.mark.parametrize(("k", "copies", "deck", "drawn", "expected"), [
    (1, 3, 40, 5, 0.3376),    # a Yu-Gi-Oh! three-of in the opening hand
    (2, 4, 60, 7, 0.0632),
    (1, 4, 60, 9, 0.4875),    # MTG, by turn 3 on the play
    (3, 24, 60, 7, 0.5879),   # at least three of 24 lands in the opening hand
    (1, 1, 60, 60, 1.0),
    (5, 4, 60, 60, 0.0),
])
def test_known_values(k: int, copies: int, deck: int, drawn: int, expected: float) -> None:
    assert round(float(at_least(k, copies, deck, drawn)), 4) == expected


def test_exactly_k_is_the_difference_of_at_least_k_and_k_plus_one() -> None:
    for k in range(5):
        exactly = Fraction(comb(4, k) * comb(56, 7 - k), comb(60, 7))
        assert at_least(k, 4, 60, 7) - at_least(k + 1, 4, 60, 7) == exactly


@pytest.mark.parametrize(("game", "turn", "on_play", "seen"), [
    ("mtg", 0, True, 7), ("mtg", 1, True, 7), ("mtg", 1, False, 8), ("mtg", 3, True, 9), ("mtg", 3, False, 10),
    # Yu-Gi-Oh! (classic rulebook): each turn starts with a Draw Phase, the first player's first too
    ("ygo", 0, True, 5), ("ygo", 1, True, 6), ("ygo", 1, False, 6), ("ygo", 4, True, 9),
    # SiX: both players draw in every turn, the first turn included
    ("six", 0, True, 6), ("six", 1, True, 7), ("six", 1, False, 8), ("six", 2, True, 9), ("six", 2, False, 10),
    # Mitos y Leyendas: 8 cards (MyL Mano), one a turn (MyL Agrupación), the starting player's first not (S.primero_roba)
    ("myl", 0, True, 8), ("myl", 1, True, 8), ("myl", 1, False, 9), ("myl", 3, True, 10), ("myl", 3, False, 11),
    # Eliria: 5 cards (11.b), one each initial phase (12.a), which the starting player skips on its first turn (11.d)
    ("eliria", 0, True, 5), ("eliria", 1, True, 5), ("eliria", 1, False, 6), ("eliria", 4, True, 8),
])
def test_cards_seen_by_turn(game: str, turn: int, on_play: bool, seen: int) -> None:
    rules = draw_rules(game)
    assert rules is not None and rules.cards_seen(turn, on_play) == seen


def test_rules_are_parameters() -> None:
    assert DrawRules(hand_size=8, first_player_draws=True).cards_seen(2) == 10
    assert DrawRules(hand_size=6, first_player_draws=False, both_players_draw=True).cards_seen(1) == 6


@pytest.mark.parametrize("args", [(1, 5, 4, 3), (1, -1, 60, 7), (1, 4, 60, -1), (1, 0, -1, 0)])
def test_impossible_decks_are_refused(args: tuple[int, int, int, int]) -> None:
    with pytest.raises(ValueError, match="mazo imposible"):
        at_least(*args)


def test_negative_turn_is_refused() -> None:
    with pytest.raises(ValueError, match="turno"):
        DrawRules(hand_size=7, first_player_draws=False).cards_seen(-1)


decks = st.integers(0, 80).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n), st.integers(0, n + 5)))


@given(decks, st.integers(0, 8))
def test_probabilities_are_within_zero_and_one(deck: tuple[int, int, int], k: int) -> None:
    size, copies, drawn = deck
    p = at_least(k, copies, size, drawn)
    assert 0 <= p <= 1
    assert (p == 1) == (k <= 0 or k <= copies and min(drawn, size) - (size - copies) >= k)
    assert (p == 0) == (k > min(copies, drawn))


@given(decks, st.integers(0, 8))
def test_monotone_in_cards_drawn_copies_and_k(deck: tuple[int, int, int], k: int) -> None:
    size, copies, drawn = deck
    p = at_least(k, copies, size, drawn)
    assert at_least(k, copies, size, drawn + 1) >= p
    assert at_least(k + 1, copies, size, drawn) <= p
    if copies < size:
        assert at_least(k, copies + 1, size, drawn) >= p
    assert at_least(k, copies, size + 1, drawn) <= p  # one more blank card in the deck


@given(st.sampled_from(["mtg", "six", "ygo", "myl", "eliria"]), st.integers(0, 20), st.booleans())
def test_cards_seen_grows_each_turn_and_on_the_draw(game: str, turn: int, on_play: bool) -> None:
    rules = draw_rules(game)
    assert rules is not None
    assert rules.cards_seen(turn + 1, on_play) > rules.cards_seen(turn, on_play) or turn == 0
    assert rules.cards_seen(turn, False) >= rules.cards_seen(turn, True)


@pytest.mark.parametrize("game", ["ygo", "six"])
def test_the_odds_count_the_cards_a_duel_deals(game: str) -> None:
    """The editor's odds read the game's own ``draw_rules``: at a new duel's first decision the
    turn player holds what they say for its first turn, the other player their opening hand
    (Yu-Gi-Oh!'s rules gave the first player no draw while the duel deals one: YGO
    PhasesDelJuego.3, the Draw Phase of every turn)."""
    state = get_game(game).new_initial_state(get_game(game).demo_pair(), 3)
    rules = draw_rules(game)
    assert rules is not None and state.turn_player is not None
    other = 1 - state.turn_player
    assert len(state.ids(other, "mano")) == rules.cards_seen(0)
    if game == "ygo":  # the duel starts in the first player's Main Phase 1, after its Draw Phase
        assert len(state.ids(state.turn_player, "mano")) == rules.cards_seen(1, on_play=True)


def _seen_each_turn(game: str, seed: int, turns: int) -> dict[tuple[int, bool], int]:
    """A new duel of ``game`` played by passing (an Eliria player first puts a combat card in a
    slot, so that nobody loses by Eliria 7.b; nobody attacks, so only draws take cards from the
    decks): the cards each player has seen at the first decision of each of their own turns, by
    (their turn number, whether they started); turn 0: the hands the new duel dealt."""
    rules = get_game(game)
    state = rules.new_initial_state(list(rules.demo_pair()), seed, {"mulligan": False} if game == "myl" else None)
    seen = [len(state.ids(player, "mano")) for player in range(2)]
    opening = list(seen)
    first: int | None = None
    own_turns = [0, 0]
    turn = None
    found: dict[tuple[int, bool], int] = {}
    while state.outcome is None and min(own_turns) < turns:
        prompt = state.prompt
        assert prompt is not None
        if state.turn != turn and state.turn and prompt.player == state.turn_player:
            turn = state.turn
            first = state.turn_player if first is None else first
            own_turns[state.turn_player] += 1
            found[(own_turns[state.turn_player], state.turn_player == first)] = seen[state.turn_player]
        legal = state.legal_actions()
        empty = game == "eliria" and prompt.kind == "movimiento" and not any(
            state.ids(prompt.player, zone) for zone in ("combate1", "combate2", "combate3"))
        combat = [a for a in legal if a.kind == "play" and isinstance(a.choice, int)]
        pick = combat[0] if empty and combat else next(
            (a for kind in ("first", "pass", "discard") for a in legal if a.kind == kind), legal[0])
        for event in state.apply_action(pick):
            if event.kind == "draw" and event.player is not None:
                seen[event.player] += 1
    assert state.outcome is None and first is not None
    return {(0, player == first): opening[player] for player in range(2)} | found


@pytest.mark.parametrize(("game", "seed"), [("myl", 3), ("myl", 8), ("eliria", 3), ("eliria", 8)])
def test_the_odds_count_the_cards_a_duel_deals_turn_by_turn(game: str, seed: int) -> None:
    """Mitos y Leyendas (MyL Mano, Agrupación, S.primero_roba) and Eliria (11.b, 11.d, 12.a):
    the opening hands of a new duel and, at the start of each player's first four turns, the
    cards it has dealt them are what the editor's odds count (``Game.draw_rules``)."""
    rules = draw_rules(game)
    assert rules is not None
    found = _seen_each_turn(game, seed, 4)
    expected = {(turn, on_play): rules.cards_seen(turn, on_play) for turn in range(5) for on_play in (True, False)}
    assert found == expected
