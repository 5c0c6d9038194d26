"""Effects on all of a player's creatures (engine/games/mtg/oracle_team.py) and on a target, with real cards:
Gavony Township, Moment of Heroism (Innistrad) and Doomskar Titan (Kaldheim), loaded from the card data."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def test_gavony_township_counters_on_each_creature_you_control_CR_122_1() -> None:
    assert real_card(SETS["ISD"], "Gavony Township").program.automated
    state = mtg_state({"battlefield": ["Gavony Township", "Oso Musgoso", "Bosque", "Bosque", "Llanura", "Llanura"]},
                      {"battlefield": ["Oso Musgoso"]})
    state.apply_action(state.parse_action("activate Gavony Township", 0))
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    (mine,) = [c for c in state.battlefield(0) if state.defn(c).is_creature]
    (theirs,) = state.battlefield(1)
    assert state.power_toughness(mine) == (3, 3) and state.power_toughness(theirs) == (2, 2)


def test_doomskar_titan_pumps_and_gives_haste_to_your_creatures_CR_611_2c() -> None:
    assert real_card(SETS["KHM"], "Doomskar Titan").program.automated
    state = mtg_state({"hand": ["Doomskar Titan"], "battlefield": ["Oso Musgoso"] + ["Montaña"] * 6})
    for text in ["cast Doomskar Titan", "pass", "pass", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    titan, bear = card_id(state, "Doomskar Titan"), card_id(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (3, 2) and "haste" in state.keywords(titan)
    assert state.power_toughness(titan)[0] == 5  # a 4/4 gets +1/+0 too


def test_moment_of_heroism_pumps_and_grants_lifelink_CR_702_15b() -> None:
    assert real_card(SETS["ISD"], "Moment of Heroism").program.automated
    state = mtg_state({"hand": ["Moment of Heroism"], "battlefield": ["Oso Musgoso", "Llanura", "Llanura"]})
    for text in ["cast Moment of Heroism", "target Oso Musgoso", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    bear = card_id(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (4, 4) and "lifelink" in state.keywords(bear)


def test_hysterical_blindness_shrinks_only_the_opponents_creatures() -> None:
    # CR 611.2c: the creatures affected are fixed as it resolves
    assert real_card(SETS["ISD"], "Hysterical Blindness").program.automated
    state = mtg_state({"hand": ["Hysterical Blindness"], "battlefield": ["Isla"] * 3 + ["Oso Musgoso"]},
                      {"battlefield": ["Oso Musgoso", "Muro de Escarcha"]})
    for text in ["cast Hysterical Blindness", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    theirs = state.battlefield(1)
    assert [state.power_toughness(c) for c in theirs] == [(-2, 2), (-4, 4)]  # a 2/2 and a 0/4 get -4/-0
    assert state.power_toughness(card_id(state, "Oso Musgoso")) == (2, 2)  # P1's Bear: as printed


def test_village_bell_ringer_untaps_all_your_creatures() -> None:
    # CR 701.21b
    assert real_card(SETS["ISD"], "Village Bell-Ringer").program.automated
    state = mtg_state({"hand": ["Village Bell-Ringer"], "battlefield": ["Llanura"] * 3 + [{"card": "Oso Musgoso", "tapped": True}]},
                      {"battlefield": [{"card": "Oso Musgoso", "tapped": True}]})
    for text in ["cast Village Bell-Ringer", "pass", "pass", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    mine = [c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso"]
    assert [state.is_tapped(c) for c in mine] == [False] and state.is_tapped(state.battlefield(1)[0])


def test_vampiric_fury_pumps_only_your_vampires() -> None:
    # CR 611.2c
    assert real_card(SETS["ISD"], "Vampiric Fury").program.automated
    real_card(SETS["ISD"], "Stromkirk Noble")
    state = mtg_state({"hand": ["Vampiric Fury"], "battlefield": ["Montaña", "Montaña", "Stromkirk Noble", "Oso Musgoso"]},
                      {"battlefield": ["Stromkirk Noble"]})
    for text in ["cast Vampiric Fury", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    mine, bear = state.creatures(0)
    (theirs,) = state.creatures(1)
    assert state.power_toughness(mine) == (3, 1) and "first strike" in state.keywords(mine)
    assert state.power_toughness(bear) == (2, 2) and state.power_toughness(theirs) == (1, 1)
