"""Foretell (CR 702.143, 116.2h) with Kaldheim's Demon Bolt, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _foretold() -> tuple[MtgState, int]:
    assert real_card(SETS["KHM"], "Demon Bolt").program.automated
    state = mtg_state({"hand": ["Demon Bolt"], "battlefield": ["Montaña", "Montaña", "Montaña"]},
                      {"battlefield": ["Oso Musgoso"]})
    bolt = card_id(state, "Demon Bolt")
    state.apply_action(state.parse_action("foretell Demon Bolt", 0))
    return state, bolt


def test_foretelling_pays_two_and_exiles_it_face_down_CR_116_2h() -> None:
    state, bolt = _foretold()
    assert state.zone_name_of(bolt) == "exilio" and not state._card(bolt).face_up
    assert sum(state._card(c).rotated for c in state.battlefield(0)) == 2
    assert state.is_visible_to(0, state._card(bolt)) and not state.is_visible_to(1, state._card(bolt))
    assert "cast Demon Bolt" not in {state.action_to_string(a) for a in state.legal_actions()}  # not this turn


def test_it_is_cast_on_a_later_turn_for_its_foretell_cost_CR_702_143a() -> None:
    state, bolt = _foretold()
    while state.turn_player == 0 or state.prompt.player != 0:  # to P1's first priority in P2's turn
        state.apply_action(state.parse_action("pass", state.prompt.player))
    tapped = sum(state._card(c).rotated for c in state.battlefield(0))
    assert tapped == 2  # still tapped from the foretelling: they untap in P1's untap step
    state.apply_action(state.parse_action("cast Demon Bolt", 0))
    state.apply_action(state.parse_action("target Oso Musgoso", 0))
    assert sum(state._card(c).rotated for c in state.battlefield(0)) == 3  # {R}, not {2}{R}
    state.apply_action(state.parse_action("pass", 0))
    state.apply_action(state.parse_action("pass", 1))
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"
    assert state.zone_name_of(bolt) == "cementerio"


def test_not_on_the_opponents_turn() -> None:
    real_card(SETS["KHM"], "Demon Bolt")
    state = mtg_state({"battlefield": ["Oso Musgoso"]}, {"hand": ["Demon Bolt"], "battlefield": ["Montaña", "Montaña"]})
    state.apply_action(state.parse_action("pass", 0))
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("foretell Demon Bolt", 1))
    assert refused.value.rule.id == "CR 116.2h"


def test_cosmos_charger_foretells_for_one_on_any_turn_CR_116_2h() -> None:
    # CR 116.2h, CR 702.143a, CR 613.1
    assert real_card(SETS["KHM"], "Cosmos Charger").program.automated
    real_card(SETS["KHM"], "Demon Bolt")
    state = mtg_state({"battlefield": ["Oso Musgoso"]},
                      {"hand": ["Demon Bolt", "Demon Bolt"], "battlefield": ["Cosmos Charger", "Montaña", "Montaña"]})
    state.apply_action(state.parse_action("pass", 0))  # P2 has priority in P1's turn
    bolt = state.ids(1, "mano")[0]
    state.apply_action(state.parse_action("foretell Demon Bolt", 1))
    assert state.zone_name_of(bolt) == "exilio" and sum(state._card(c).rotated for c in state.battlefield(1)) == 1  # {1}
    state.apply_action(state.parse_action("foretell Demon Bolt", 1))
    assert sum(state._card(c).rotated for c in state.battlefield(1)) == 2
