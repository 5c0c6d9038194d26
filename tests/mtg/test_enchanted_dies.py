"""An Aura's trigger when the creature it enchants dies (engine/games/mtg/enchanted_dies.py) with
Alpha's Creature Bond loaded from the card data: "When enchanted creature dies, CARDNAME deals
damage equal to that creature's toughness to the creature's controller." — CR 603.10a, 608.2h."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from tests.mtg.cr_helpers import cid, do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_creature_bond_deals_the_toughness_the_creature_last_had_CR_608_2h() -> None:
    # CR 603.10a, CR 608.2h
    assert real_card(SETS["LEA"], "Creature Bond").program.automated
    for name in ("Giant Growth", "Terror"):
        real_card(SETS["LEA"], name)
    state = mtg_state({"hand": ["Creature Bond", "Giant Growth", "Terror"],
                       "battlefield": ["Isla", "Isla", "Bosque", "Pantano", "Pantano"]},
                      {"battlefield": ["Oso Musgoso"]})
    do(state, "cast Creature Bond", "target Oso Musgoso", "pass", "pass")
    do(state, "cast Giant Growth", "target Oso Musgoso", "pass", "pass")  # a 5/5 until end of turn
    do(state, "cast Terror", "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(cid(state, "Oso Musgoso")) == "cementerio"
    while state.chain.links or state.triggers:
        do(state, "pass")
    assert state.counters[1][LIFE] == 20 - 5 and state.counters[0][LIFE] == 20  # to the creature's controller
    assert state.zone_name_of(cid(state, "Creature Bond")) == "cementerio"
