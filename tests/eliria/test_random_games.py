"""200 seeded random games with the demo decks finish without errors.

Two hundred, not the 1,000 of before, so that the suite stays short on two slow cores: further
seeds play the same demo decks through the same code (Souls in Xtinction's, measured with
coverage.py: 200 games reach 3059 lines of engine/, 500 games 3062).
"""

from __future__ import annotations

from engine.core import State
from tests.helpers import demo_state, random_game_endings, random_playout


def test_two_hundred_seeded_random_games_finish() -> None:
    reasons = random_game_endings("eliria", 200).reasons
    # games end with no combatant in a power phase (Eliria 7.b) or drawing from an empty deck (7.c)
    assert set(reasons) <= {"Eliria 7.b", "Eliria 7.c"}
    assert reasons["Eliria 7.b"] > 100 and reasons["Eliria 7.c"] > 0


def test_board_invariants_hold_in_random_games() -> None:
    # Eliria 12.c: power never above the potential face up, nor above 9 face down (3: a d12);
    # Eliria 9: at most three combat cards from hand plus those effects allow; Eliria 6.c.II: an
    # Adhesión is always bound to a combat card on the board; Eliria 14.b: tokens never leave it
    from engine.games.eliria.state import EliriaState

    for seed in range(60):
        def check(state: State, _action: object) -> None:
            assert isinstance(state, EliriaState)
            for player in range(2):
                for cid in state.combatants(player):
                    assert 0 <= state.power(cid) <= state.cap(cid) <= 12
                assert state.counters[player].get("combates", 0) <= state.combat_limit(player)
                for cid in state.invocations(player):
                    host = state.host_of(cid)
                    if host is not None:
                        assert state.cards[host] is not None and state.slot_of(host) is not None
            for card in state.cards:
                if card is not None and card.defn.is_token:
                    assert state.slot_of(card.id) is not None

        random_playout(demo_state("eliria", seed), seed, check)  # type: ignore[arg-type]
