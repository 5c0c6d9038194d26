"""``MtgBase.card_keys`` (the interchangeability keys of a whole zone, found in one pass for
``without_copies``) gives every card the key ``card_key`` gives it alone, all game long."""

from __future__ import annotations

from engine.core import Rng, get_game


def test_zone_keys_equal_each_cards_key_over_seeded_random_games() -> None:
    game = get_game("mtg")
    decks = game.demo_pair()
    seen = {"attached": 0, "attacking": 0}
    for seed in (3, 11):
        state = game.new_initial_state(decks, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            if len(state.history) % 3 == 0:
                for zone in state.zones:
                    if zone:
                        assert state.card_keys(zone) == [state.card_key(cid) for cid in zone]
                field = state.battlefield()
                seen["attached"] += any(state._card(cid).attached_to is not None for cid in field)
                seen["attacking"] += bool(state.attackers)
            state.apply_action(rng.choice(state.legal_actions()))
    assert seen["attached"] and seen["attacking"]  # Auras and combat roles were among the keys compared
