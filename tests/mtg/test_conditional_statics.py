"""Static abilities that apply as long as a condition holds (engine/games/mtg/conditional_statics.py),
CR 611.3a (checked continuously), 613.4c and 613.1f, with real cards loaded from the card data:
Alpha's Sedge Troll, Innistrad's Night Revelers, Silver-Inlaid Dagger and Kaldheim's Rune of
Flight (on a creature, and on an Equipment: "Equipped creature has flying")."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def test_sedge_troll_is_bigger_while_you_control_a_swamp() -> None:
    # CR 611.3a, CR 613.4c
    assert real_card(SETS["LEA"], "Sedge Troll").program.automated
    state = mtg_state({"battlefield": ["Sedge Troll", "Pantano"]}, {"battlefield": ["Pantano"]})
    troll, swamp = state.battlefield(0)
    assert state.power_toughness(troll) == (3, 3)
    state.move(swamp, state.zone(0, "cementerio"))
    assert state.power_toughness(troll) == (2, 2)  # an opponent's Swamp does not count


def test_night_revelers_has_haste_while_an_opponent_controls_a_human() -> None:
    # CR 613.1f
    assert real_card(SETS["ISD"], "Night Revelers").program.automated
    real_card(SETS["ISD"], "Doomed Traveler")
    state = mtg_state({"battlefield": ["Night Revelers", "Doomed Traveler"]})
    assert "haste" not in state.keywords(card_id(state, "Night Revelers"))  # its controller's Human does not count
    state = mtg_state({"battlefield": ["Night Revelers"]}, {"battlefield": ["Doomed Traveler"]})
    assert "haste" in state.keywords(card_id(state, "Night Revelers"))


def test_silver_inlaid_dagger_gives_a_human_an_additional_bonus() -> None:
    # CR 613.4c
    assert real_card(SETS["ISD"], "Silver-Inlaid Dagger").program.automated
    real_card(SETS["ISD"], "Doomed Traveler")
    state = mtg_state({"battlefield": ["Doomed Traveler", {"card": "Silver-Inlaid Dagger", "attached": "Doomed Traveler"},
                                       "Oso Musgoso"]})
    assert state.power_toughness(card_id(state, "Doomed Traveler")) == (4, 1)
    state = mtg_state({"battlefield": ["Oso Musgoso", {"card": "Silver-Inlaid Dagger", "attached": "Oso Musgoso"}]})
    assert state.power_toughness(card_id(state, "Oso Musgoso")) == (4, 2)


def test_rune_of_flight_on_a_creature_and_on_an_equipment() -> None:
    # CR 613.1f, CR 611.3a
    assert real_card(SETS["KHM"], "Rune of Flight").program.automated
    real_card(SETS["ISD"], "Silver-Inlaid Dagger")
    state = mtg_state({"battlefield": ["Oso Musgoso", {"card": "Rune of Flight", "attached": "Oso Musgoso"}]})
    assert "flying" in state.keywords(card_id(state, "Oso Musgoso"))
    state = mtg_state({"battlefield": ["Oso Musgoso", {"card": "Silver-Inlaid Dagger", "attached": "Oso Musgoso"},
                                       {"card": "Rune of Flight", "attached": "Silver-Inlaid Dagger"}]})
    bear = card_id(state, "Oso Musgoso")
    assert "flying" in state.keywords(bear) and "flying" not in state.keywords(card_id(state, "Silver-Inlaid Dagger"))
    state._card(card_id(state, "Silver-Inlaid Dagger")).attached_to = None  # unattached: the creature loses it
    state.invalidate_statics()
    assert "flying" not in state.keywords(bear)
