"""Activated abilities that cost a card (engine/games/mtg/activation_costs.py, CR 602.2b, 118.3,
118.8) with Innistrad's Skirsdag Cultist ("{R}, {T}, Sacrifice a creature: …"), Moorland Haunt
("{W}{U}, {T}, Exile a creature card from your graveyard: …") and Demonmail Hauberk ("Equip—Sacrifice
a creature.") loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        _do(state, text)
    return refused.value.rule.id


def test_skirsdag_cultist_sacrifices_a_creature_as_it_is_activated_CR_602_2b() -> None:
    assert real_card(SETS["ISD"], "Skirsdag Cultist").program.automated
    state = mtg_state({"battlefield": ["Skirsdag Cultist", "Montaña", "Oso Musgoso"]})
    bear, cultist = card_id(state, "Oso Musgoso"), card_id(state, "Skirsdag Cultist")
    _do(state, "activate Skirsdag Cultist", "target P2")
    assert state.prompt.kind == "sacrificar" and set(state.prompt.options) == {bear, cultist}
    _do(state, "sacrifice Oso Musgoso")
    assert state.zone_name_of(bear) == "cementerio" and state.is_tapped(cultist)  # paid before it resolves
    _do(state, "pass", "pass")
    assert state.counters[1][LIFE] == 18


def test_moorland_haunt_exiles_a_creature_card_for_a_spirit() -> None:
    assert real_card(SETS["ISD"], "Moorland Haunt").program.automated
    state = mtg_state({"battlefield": ["Moorland Haunt", "Llanura", "Isla"], "graveyard": ["Oso Musgoso", "Isla"]})
    _do(state, "activate Moorland Haunt")
    assert state.prompt.kind == "exiliar_coste" and set(state.prompt.options) == {card_id(state, "Oso Musgoso")}
    _do(state, "exile Oso Musgoso", "pass", "pass")
    spirits = [c for c in state.battlefield(0) if c in state.tokens]
    assert len(spirits) == 1 and "flying" in state.keywords(spirits[0]) and state.power_toughness(spirits[0]) == (1, 1)
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "exilio"


def test_moorland_haunt_without_a_creature_card_is_refused_CR_118_3() -> None:
    real_card(SETS["ISD"], "Moorland Haunt")
    state = mtg_state({"battlefield": ["Moorland Haunt", "Llanura", "Isla"], "graveyard": ["Isla"]})
    assert _refused(state, "activate Moorland Haunt") == "CR 118.3"


def test_demonmail_hauberk_equips_for_a_sacrifice_CR_702_6a() -> None:
    assert real_card(SETS["ISD"], "Demonmail Hauberk").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"battlefield": ["Demonmail Hauberk", "Oso Musgoso", "Walking Corpse"]})
    bear, corpse = card_id(state, "Oso Musgoso"), card_id(state, "Walking Corpse")
    _do(state, "activate Demonmail Hauberk", "target Oso Musgoso", "sacrifice Walking Corpse", "pass", "pass")
    assert state.zone_name_of(corpse) == "cementerio"
    assert state.power_toughness(bear) == (6, 4)  # +4/+2


def test_demonmail_hauberk_equips_only_as_a_sorcery_CR_702_6a() -> None:
    real_card(SETS["ISD"], "Demonmail Hauberk")
    state = mtg_state({"battlefield": ["Demonmail Hauberk", "Oso Musgoso"], "hand": ["Chispa Ígnea"],
                       "library": ["Isla"] * 3}, {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]})
    _do(state, "pass")  # P2 has priority in P1's main phase
    state.apply_action(state.parse_action("cast Chispa Ígnea", 1))
    state.apply_action(state.parse_action("target P1", 1))
    state.apply_action(state.parse_action("pass", 1))
    assert state.prompt.player == 0 and state.chain.links
    assert _refused(state, "activate Demonmail Hauberk") == "CR 702.6a"  # a spell on the stack


def test_mikaeus_removes_a_counter_to_grow_the_others_CR_602_2b() -> None:
    assert real_card(SETS["ISD"], "Mikaeus, the Lunarch").program.automated
    state = mtg_state({"battlefield": [{"card": "Mikaeus, the Lunarch", "counters": {"+1/+1": 2}}, "Oso Musgoso"]},
                      {"battlefield": ["Oso Musgoso"]})
    mikaeus = card_id(state, "Mikaeus, the Lunarch")
    mine, theirs = state.battlefield(0)[1], state.battlefield(1)[0]
    _do(state, "activate Mikaeus, the Lunarch #2")
    assert state.power_toughness(mikaeus) == (1, 1) and state.is_tapped(mikaeus)  # the counter is the cost
    _do(state, "pass", "pass")
    assert state.power_toughness(mine) == (3, 3) and state.power_toughness(theirs) == (2, 2)
    assert state.power_toughness(mikaeus) == (1, 1)  # "each other creature you control"


def test_mikaeus_without_a_counter_cannot_pay_CR_118_3() -> None:
    real_card(SETS["ISD"], "Mikaeus, the Lunarch")
    state = mtg_state({"battlefield": [{"card": "Mikaeus, the Lunarch", "counters": {"+1/+1": 1}}, "Oso Musgoso"]})
    mikaeus = card_id(state, "Mikaeus, the Lunarch")
    del state._card(mikaeus).counters["+1/+1"]  # its counter gone
    state.add_continuous("mod_pt", frozenset({mikaeus}), mikaeus, value=(1, 1))  # kept alive as a 1/1
    assert _refused(state, "activate Mikaeus, the Lunarch #2") == "CR 118.3"


def test_deranged_assistant_mills_a_card_for_colourless_mana_CR_605_3b() -> None:
    assert real_card(SETS["ISD"], "Deranged Assistant").program.automated
    state = mtg_state({"battlefield": ["Deranged Assistant"], "library": ["Oso Musgoso", "Isla"]})
    assistant = card_id(state, "Deranged Assistant")
    _do(state, "tap Deranged Assistant for C")
    assert state.is_tapped(assistant) and state.pools[0].get("C") == 1
    assert [state.defn(c).name for c in state.ids(0, "cementerio")] == ["Oso Musgoso"]  # the top card


def test_deranged_assistant_cannot_mill_an_empty_library_CR_701_13b() -> None:
    real_card(SETS["ISD"], "Deranged Assistant")
    state = mtg_state({"battlefield": ["Deranged Assistant"], "library": []})
    assert _refused(state, "tap Deranged Assistant for C") == "CR 701.13b"


def test_deranged_assistant_is_not_tapped_by_the_automatic_payment() -> None:
    real_card(SETS["ISD"], "Deranged Assistant")
    state = mtg_state({"hand": ["Poción Curativa"], "battlefield": ["Deranged Assistant"], "library": ["Isla"]})
    assert _refused(state, "cast Poción Curativa") == "CR 601.2h"  # its controller taps it, milling (a {1} artifact)
    _do(state, "tap Deranged Assistant for C", "cast Poción Curativa", "pass", "pass")
    assert state.on_battlefield(card_id(state, "Poción Curativa"))
