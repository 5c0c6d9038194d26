"""An additional cost of several cards exiled from the graveyard (oracle_spells, spells.py, CR 118.8,
601.2h) with Innistrad's Skaab Goliath loaded from the card data: "As an additional cost to cast
this spell, exile two creature cards from your graveyard" — two different creature cards."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_skaab_goliath_exiles_two_different_creature_cards_CR_118_8() -> None:
    assert real_card(SETS["ISD"], "Skaab Goliath").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"hand": ["Skaab Goliath"], "battlefield": ["Isla"] * 6,
                       "graveyard": ["Oso Musgoso", "Walking Corpse", "Isla"]})
    bear, corpse = card_id(state, "Oso Musgoso"), card_id(state, "Walking Corpse")
    _do(state, "cast Skaab Goliath")
    assert state.prompt.kind == "exiliar_coste" and set(state.prompt.options) == {bear, corpse}  # not the land
    _do(state, "exile Oso Musgoso")
    assert state.prompt.kind == "exiliar_coste" and set(state.prompt.options) == {corpse}  # a different card
    with pytest.raises(IllegalActionError):
        _do(state, "exile Oso Musgoso")
    _do(state, "exile Walking Corpse", "pass", "pass")
    assert state.zone_name_of(bear) == state.zone_name_of(corpse) == "exilio"
    assert state.on_battlefield(card_id(state, "Skaab Goliath"))


def test_skaab_goliath_needs_two_creature_cards_CR_118_8() -> None:
    real_card(SETS["ISD"], "Skaab Goliath")
    state = mtg_state({"hand": ["Skaab Goliath"], "battlefield": ["Isla"] * 6, "graveyard": ["Oso Musgoso", "Isla"]})
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("cast Skaab Goliath", 0))
    assert refused.value.rule.id == "CR 118.8"
