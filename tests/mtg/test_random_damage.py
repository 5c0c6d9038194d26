"""Damage to a creature chosen at random (engine/games/mtg/random_damage.py), with Kaldheim's
Cinderheart Giant loaded from the card data: CR 608.2d, 603.10a, 115.10."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.games.mtg.base import DAMAGE
from tests.mtg.cr_helpers import cid, do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_cinderheart_giant_hits_one_opposing_creature_at_random_CR_608_2d() -> None:
    # CR 603.10a, CR 608.2d: no target, so hexproof does not stop it (CR 115.10); never one of its controller's
    assert real_card(SETS["KHM"], "Cinderheart Giant").program.automated
    real_card(SETS["LEA"], "Terror")
    real_card(SETS["LEA"], "Craw Wurm")
    hit = set()
    for seed in range(6):
        state = mtg_state({"hand": ["Terror"], "battlefield": ["Cinderheart Giant", "Pantano", "Pantano", "Oso Musgoso"]},
                          {"battlefield": ["Craw Wurm", "Lobezno del Claro"]})
        state.rng = Rng(seed)  # each game's own random stream
        do(state, "cast Terror", "target Cinderheart Giant", "pass", "pass")
        while state.chain.links or state.triggers:
            do(state, "pass")
        assert "Oso Musgoso" in names(state, 0, "campo")
        dead = {n for n in ("Craw Wurm", "Lobezno del Claro") if n in names(state, 1, "cementerio")}
        assert len(dead) == 1, seed  # seven damage to exactly one of them
        hit |= dead
    assert hit == {"Craw Wurm", "Lobezno del Claro"}  # either can be chosen


def test_cinderheart_giant_with_no_opposing_creature_does_nothing_CR_608_2d() -> None:
    # CR 608.2d: nothing to choose, no damage
    real_card(SETS["KHM"], "Cinderheart Giant")
    real_card(SETS["LEA"], "Terror")
    state = mtg_state({"hand": ["Terror"], "battlefield": ["Cinderheart Giant", "Pantano", "Pantano", "Oso Musgoso"]})
    do(state, "cast Terror", "target Cinderheart Giant", "pass", "pass")
    while state.chain.links or state.triggers:
        do(state, "pass")
    assert not state._card(cid(state, "Oso Musgoso")).counters.get(DAMAGE)
