"""Bonuses that count (engine/games/mtg/counted_bonuses.py) with Innistrad's Scourge of Geier Reach,
Wreath of Geists, Runechanter's Pike and Elder of Laurels loaded from the card data: a static
bonus follows its count at every moment (CR 611.3a, 613.4c), a resolved one is counted once and
stays (CR 608.2h, 611.2c)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _ref(state: MtgState, card: int) -> str:
    return state.ref(card, [c.id for c in state.cards if c is not None], 0)


def test_scourge_of_geier_reach_counts_the_opponents_creatures_CR_611_3a() -> None:
    assert real_card(SETS["ISD"], "Scourge of Geier Reach").program.automated
    state = mtg_state({"battlefield": ["Scourge of Geier Reach", "Oso Musgoso"]}, {"battlefield": ["Oso Musgoso"] * 2})
    scourge = card_id(state, "Scourge of Geier Reach")
    assert state.power_toughness(scourge) == (5, 5)  # a 3/3, two creatures of the opponent; not its controller's Bear
    state.move(state.battlefield(1)[0], state.zone(1, "cementerio"))
    assert state.power_toughness(scourge) == (4, 4)


def test_wreath_of_geists_follows_the_graveyard_CR_613_4c() -> None:
    assert real_card(SETS["ISD"], "Wreath of Geists").program.automated
    state = mtg_state({"hand": ["Wreath of Geists"], "battlefield": ["Bosque", "Oso Musgoso"],
                       "graveyard": ["Oso Musgoso", "Oso Musgoso", "Isla"]})
    bear = state.battlefield(0)[1]
    _do(state, "cast Wreath of Geists", f"target {_ref(state, bear)}", "pass", "pass")
    assert state.power_toughness(bear) == (4, 4)  # two creature cards, not the land
    state.move(state.ids(0, "cementerio")[0], state.zone(0, "exilio"))  # a creature card leaves the graveyard
    assert state.power_toughness(bear) == (3, 3)  # counted again, at once


def test_runechanters_pike_first_strike_and_instants_and_sorceries() -> None:
    assert real_card(SETS["ISD"], "Runechanter's Pike").program.automated
    real_card(SETS["ISD"], "Think Twice")
    state = mtg_state({"battlefield": ["Runechanter's Pike", "Oso Musgoso", "Isla", "Isla"],
                       "graveyard": ["Think Twice", "Chispa Ígnea", "Oso Musgoso"]})
    bear = state.battlefield(0)[1]
    _do(state, "activate Runechanter's Pike", f"target {_ref(state, bear)}", "pass", "pass")
    assert state.power_toughness(bear) == (4, 2)  # +2/+0: an instant and a sorcery (the creature card does not count)
    assert "first strike" in state.keywords(bear)


def test_runechanters_pike_needs_a_creature_you_control_to_equip_CR_601_2c() -> None:
    real_card(SETS["ISD"], "Runechanter's Pike")
    state = mtg_state({"battlefield": ["Runechanter's Pike", "Isla", "Isla"], "graveyard": ["Chispa Ígnea"]},
                      {"battlefield": ["Oso Musgoso"]})
    with pytest.raises(IllegalActionError) as refused:  # CR 702.6a: "target creature you control"; none is there
        _do(state, "activate Runechanter's Pike")
    assert refused.value.rule.id == "CR 601.2c"  # CR 602.2b: chosen as for a spell


def test_elder_of_laurels_counts_as_it_resolves_CR_608_2h() -> None:
    assert real_card(SETS["ISD"], "Elder of Laurels").program.automated
    state = mtg_state({"battlefield": ["Elder of Laurels", "Oso Musgoso", "Oso Musgoso"] + ["Bosque"] * 4})
    bear = card_id(state, "Oso Musgoso")
    _do(state, "activate Elder of Laurels", f"target {_ref(state, bear)}", "pass", "pass")
    assert state.power_toughness(bear) == (5, 5)  # three creatures you control
    state.move(card_id(state, "Elder of Laurels"), state.zone(0, "cementerio"))
    assert state.power_toughness(bear) == (5, 5)  # fixed as it resolved (CR 611.2c)
