""""You may exile a creature card from your graveyard. If you do, …" (engine/games/mtg/
graveyard_exile.py, CR 118.12, 406.3) with Kaldheim's Masked Vandal and Master Skald, loaded
from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _vandal(graveyard: list[str]) -> MtgState:
    """Masked Vandal cast and resolved, its trigger targeting P2's Goldvein Pick and asking."""
    assert real_card(SETS["KHM"], "Masked Vandal").program.automated
    real_card(SETS["KHM"], "Goldvein Pick")
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"hand": ["Masked Vandal"], "battlefield": ["Bosque", "Bosque"], "graveyard": graveyard},
                      {"battlefield": ["Goldvein Pick"]})
    _do(state, "cast Masked Vandal", "pass", "pass")
    while state.prompt.kind != "quizas":
        _do(state, "target Goldvein Pick" if state.prompt.kind == "objetivo" else "pass")
    return state


def test_masked_vandal_exiles_a_creature_card_then_the_artifact_CR_118_12() -> None:
    # CR 118.12, CR 406.3, CR 608.2c
    state = _vandal(["Oso Musgoso", "Hill Giant", "Isla"])
    pick = card_id(state, "Goldvein Pick")
    _do(state, "yes")
    assert state.prompt.kind == "buscar" and {state.action_to_string(a) for a in state.legal_actions()} == {
        "exile Oso Musgoso", "exile Hill Giant"}  # a creature card: not the Island
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "exile Isla")
    assert refused.value.rule.id == "CR 608.2c"
    _do(state, "exile Hill Giant")
    assert state.zone_name_of(card_id(state, "Hill Giant")) == "exilio" and state.zone_name_of(pick) == "exilio"


def test_masked_vandal_without_a_creature_card_cannot_pay_CR_118_3() -> None:
    # CR 118.3, CR 118.12
    state = _vandal(["Isla"])
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"no"}
    _do(state, "no")
    assert state.zone_name_of(card_id(state, "Goldvein Pick")) == "campo"


def test_master_skald_returns_an_artifact_or_enchantment_card_CR_115_1() -> None:
    # CR 115.1, CR 118.12
    assert real_card(SETS["KHM"], "Master Skald").program.automated
    real_card(SETS["KHM"], "Goldvein Pick")
    state = mtg_state({"hand": ["Master Skald"], "battlefield": ["Llanura"] * 5, "graveyard": ["Oso Musgoso", "Goldvein Pick"]})
    _do(state, "cast Master Skald", "pass", "pass")
    while state.prompt.kind != "quizas":
        _do(state, "target Goldvein Pick" if state.prompt.kind == "objetivo" else "pass")
    _do(state, "yes")  # one creature card: exiled without a question
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "exilio"
    assert state.zone_name_of(card_id(state, "Goldvein Pick")) == "mano"
