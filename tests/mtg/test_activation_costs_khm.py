"""Activation costs that ask for a card (engine/games/mtg/activation_costs.py, CR 602.2b, 118.3) with
Kaldheim's Dread Rider, Vault Robber and Great Hall of Starnheim, loaded from the card data."""

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


def _rider(graveyard: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Dread Rider").program.automated
    return mtg_state({"battlefield": ["Dread Rider", "Pantano", "Pantano"], "graveyard": graveyard})


def test_dread_rider_exiles_a_creature_card_from_the_graveyard_as_it_is_activated_CR_602_2b() -> None:
    # CR 602.2b, CR 601.2h, CR 406.3
    state = _rider(["Oso Musgoso", "Isla"])
    bear = card_id(state, "Oso Musgoso")
    _do(state, "activate Dread Rider", "target P2")
    assert state.prompt.kind == "exiliar_coste"
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"exile Oso Musgoso"}  # a creature card only
    _do(state, "exile Oso Musgoso")
    assert state.zone_name_of(bear) == "exilio" and state._card(card_id(state, "Dread Rider")).rotated
    _do(state, "pass", "pass")
    assert state.counters[1][LIFE] == 17


def test_dread_rider_without_a_creature_card_in_the_graveyard_is_not_activated_CR_118_3() -> None:
    # CR 118.3
    state = _rider(["Isla"])
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "activate Dread Rider")
    assert refused.value.rule.id == "CR 118.3"
    assert not state._card(card_id(state, "Dread Rider")).rotated


def test_vault_robber_makes_a_treasure_CR_111_10a() -> None:
    # CR 602.2b, CR 111.10a
    assert real_card(SETS["KHM"], "Vault Robber").program.automated
    state = mtg_state({"battlefield": ["Vault Robber", "Pantano"], "graveyard": ["Oso Musgoso"]})
    _do(state, "activate Vault Robber", "exile Oso Musgoso", "pass", "pass")
    assert [state.defn(c).name for c in state.battlefield(0) if c in state.tokens] == ["Ficha Tesoro"]


def test_great_hall_sacrifices_itself_and_another_creature_CR_602_2b() -> None:
    # CR 602.2b, CR 701.17a, CR 602.5d
    assert real_card(SETS["KHM"], "Great Hall of Starnheim").program.automated
    state = mtg_state({"battlefield": ["Great Hall of Starnheim", "Oso Musgoso", "Llanura", "Llanura", "Pantano"]})
    hall, bear = card_id(state, "Great Hall of Starnheim"), card_id(state, "Oso Musgoso")
    _do(state, "activate Great Hall of Starnheim")
    assert state.prompt.kind == "sacrificar" and state.prompt.options == (bear,)
    _do(state, "sacrifice Oso Musgoso")
    assert state.zone_name_of(hall) == "cementerio" and state.zone_name_of(bear) == "cementerio"
    _do(state, "pass", "pass")
    angels = [c for c in state.battlefield(0) if c in state.tokens]
    assert len(angels) == 1 and state.power_toughness(angels[0]) == (4, 4) and state.has(angels[0], "flying")


def test_great_hall_without_a_creature_is_not_activated_CR_118_3() -> None:
    # CR 118.3
    real_card(SETS["KHM"], "Great Hall of Starnheim")
    state = mtg_state({"battlefield": ["Great Hall of Starnheim", "Llanura", "Llanura", "Pantano"]})
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "activate Great Hall of Starnheim")
    assert refused.value.rule.id == "CR 118.3"
