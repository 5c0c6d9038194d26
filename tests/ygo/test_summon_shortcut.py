"""``summons.may_summon_any`` answers what an effect granting another Normal Summon or Set needs (Ultimate
Offering, asked at every open moment) without listing the Summons: it must say what the listing says
(YGO PhasesDelJuego.21: a Tribute Set needs monsters to Tribute)."""

from __future__ import annotations

from engine.core import Rng, get_game
from engine.games.ygo import summons
from engine.games.ygo.state import YgoState


def test_may_summon_any_says_whether_the_extra_summon_lists_anything() -> None:
    game = get_game("ygo")
    decks = game.demo_pair()
    seen: set[bool] = set()
    for seed in range(4):
        state = game.new_initial_state(decks, seed)
        assert isinstance(state, YgoState)
        rng = Rng(seed)
        while not state.is_terminal():
            for player in (0, 1):
                listed = bool(summons.summon_actions(state, player, extra=True))
                assert summons.may_summon_any(state, player) == listed, (seed, len(state.history), player)
                seen.add(listed)
            state.apply_action(rng.choice(state.legal_actions()))
    assert seen == {True, False}, "the demo duels have hands with and without a monster to summon"
