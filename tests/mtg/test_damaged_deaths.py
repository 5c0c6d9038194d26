""""Whenever a creature dealt damage by CARDNAME this turn dies" (engine/games/mtg/damaged_deaths.py),
CR 603.2, 603.10a, 700.4, with Alpha's Sengir Vampire, Lightning Bolt and Craw Wurm loaded from the
card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, next_turn
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_sengir_vampire_grows_when_a_creature_it_damaged_dies_later_that_turn_CR_603_2() -> None:
    # CR 603.2, CR 700.4, CR 120.3
    assert real_card(SETS["LEA"], "Sengir Vampire").program.automated
    real_card(SETS["LEA"], "Craw Wurm")
    real_card(SETS["LEA"], "Lightning Bolt")
    state = mtg_state({"battlefield": ["Sengir Vampire", "Montaña"], "hand": ["Lightning Bolt"]},
                      {"battlefield": ["Grifo Vigía", "Oso Musgoso"]})
    vampire = cid(state, "Sengir Vampire")
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Sengir Vampire", "done")
    while state.prompt.kind != "bloqueadores":
        do(state, "pass")
    do(state, "block Sengir Vampire with Grifo Vigía", "done")
    while state.step != "fin_combate":
        do(state, "pass")
    assert "Grifo Vigía" in names(state, 1, "cementerio")  # dealt damage by the Vampire, then died
    while state.chain.links:
        do(state, "pass")
    assert state.power_toughness(vampire) == (5, 5)
    do(state, "cast Lightning Bolt", "target Oso Musgoso", "pass", "pass")  # not damaged by the Vampire
    while state.chain.links or state.triggers:
        do(state, "pass")
    assert sorted(names(state, 1, "cementerio")) == ["Grifo Vigía", "Oso Musgoso"] and state.power_toughness(vampire) == (5, 5)


def test_a_creature_damaged_by_sengir_on_an_earlier_turn_does_not_count_CR_603_2() -> None:
    # CR 603.2, CR 514.2
    real_card(SETS["LEA"], "Sengir Vampire")
    real_card(SETS["LEA"], "Lightning Bolt")
    state = mtg_state({"battlefield": ["Sengir Vampire", "Montaña"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Oso Musgoso"]})
    vampire, bear = cid(state, "Sengir Vampire"), cid(state, "Oso Musgoso")
    state.deal_damage(vampire, 0, bear, 1)  # this turn: not lethal
    next_turn(state)  # the damage wears off (CR 514.2); a new turn
    while state.prompt.player != 0:
        do(state, "pass")
    do(state, "cast Lightning Bolt", "target Oso Musgoso", "pass", "pass")
    assert "Oso Musgoso" in names(state, 1, "cementerio")
    assert not state.chain.links and not state.triggers and state.power_toughness(vampire) == (4, 4)
