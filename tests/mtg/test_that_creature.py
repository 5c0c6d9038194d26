""""Then that creature fights up to one target creature" (engine/games/mtg/that_creature.py,
CR 701.12a) with Kaldheim's Struggle for Skemfar, loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_struggle_for_skemfar_counter_then_that_creature_fights_CR_701_12a() -> None:
    # CR 701.12a, CR 115.6, CR 608.2c
    assert real_card(SETS["KHM"], "Struggle for Skemfar").program.automated
    real_card(SETS["KHM"], "Infernal Pet")
    state = mtg_state({"hand": ["Struggle for Skemfar"], "battlefield": ["Oso Musgoso"] + ["Bosque"] * 4},
                      {"battlefield": ["Infernal Pet"]})
    _do(state, "cast Struggle for Skemfar", "target Oso Musgoso", "target Infernal Pet", "pass", "pass")
    bear = card_id(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (3, 3) and state._card(bear).counters.get("dano") == 2
    assert state.zone_name_of(card_id(state, "Infernal Pet")) == "cementerio"


def test_struggle_for_skemfar_with_no_creature_to_fight_CR_115_6() -> None:
    # CR 115.6, CR 701.12b
    real_card(SETS["KHM"], "Struggle for Skemfar")
    state = mtg_state({"hand": ["Struggle for Skemfar"], "battlefield": ["Oso Musgoso"] + ["Bosque"] * 4})
    _do(state, "cast Struggle for Skemfar", "target Oso Musgoso", "pass", "pass")  # the optional target: none to choose
    bear = card_id(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (3, 3) and not state._card(bear).counters.get("dano")
