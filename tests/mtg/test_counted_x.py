"""An instruction of X counted as it resolves (engine/games/mtg/counted_bonuses.py, CR 107.1a,
107.3a, 608.2h) with Innistrad's Endless Ranks of the Dead loaded from the card data: "At the
beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is half the number of
Zombies you control, rounded down"."""

from __future__ import annotations

import pytest

from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_position
from tests.mtg.real_cards import SETS, real_card


def _upkeep(zombies: int) -> MtgState:
    assert real_card(SETS["ISD"], "Endless Ranks of the Dead").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = own_position({"step": "final", "turn_player": "P2",
                          "P1": {"battlefield": ["Endless Ranks of the Dead", "Oso Musgoso"] + ["Walking Corpse"] * zombies,
                                 "library": ["Isla"] * 3}}, 1, "<test>", "")
    assert isinstance(state, MtgState)
    while not (state.turn_player == 0 and state.step == "mantenimiento" and not state.chain.links and not state.triggers):
        state.apply_action(state.parse_action("pass", state.prompt.player))
    return state


@pytest.mark.parametrize("zombies, tokens", [(5, 2), (4, 2), (1, 0)])
def test_endless_ranks_counts_half_the_zombies_rounded_down_CR_107_1a(zombies: int, tokens: int) -> None:
    state = _upkeep(zombies)
    made = [c for c in state.battlefield(0) if c in state.tokens]
    assert len(made) == tokens  # the Bear is no Zombie
    assert all("zombie" in state.defn(c).subtypes and state.power_toughness(c) == (2, 2) for c in made)
