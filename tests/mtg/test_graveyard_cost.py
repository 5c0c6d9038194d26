"""«As an additional cost to cast this spell, exile a creature card from your graveyard.»
(CR 118.8, 601.2h) with Innistrad's Makeshift Mauler, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def test_the_creature_card_is_chosen_and_exiled_as_the_cost_is_paid_CR_118_8() -> None:
    assert real_card(SETS["ISD"], "Makeshift Mauler").program.automated
    state = mtg_state({"hand": ["Makeshift Mauler"], "battlefield": ["Isla"] * 4,
                       "graveyard": ["Oso Musgoso", "Chispa Ígnea"]})
    state.apply_action(state.parse_action("cast Makeshift Mauler", 0))
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"exile Oso Musgoso"}  # a creature card only
    state.apply_action(state.parse_action("exile Oso Musgoso", 0))
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "exilio"
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    assert state.zone_name_of(card_id(state, "Makeshift Mauler")) == "campo"


def test_without_a_creature_card_it_cannot_be_cast() -> None:
    real_card(SETS["ISD"], "Makeshift Mauler")
    state = mtg_state({"hand": ["Makeshift Mauler"], "battlefield": ["Isla"] * 4, "graveyard": ["Chispa Ígnea"]})
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("cast Makeshift Mauler", 0))
    assert refused.value.rule.id == "CR 118.8"
