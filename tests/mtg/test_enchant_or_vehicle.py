""""Enchant creature or Vehicle" (attack_permissions.enchant_fits, CR 303.4a, 704.5m) with
Kaldheim's Mists of Littjara, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _mists() -> MtgState:
    assert real_card(SETS["KHM"], "Mists of Littjara").program.automated
    real_card(SETS["KHM"], "Raiders' Karve")
    return mtg_state({"hand": ["Mists of Littjara"], "battlefield": ["Isla", "Isla"]},
                     {"battlefield": ["Raiders' Karve", "Oso Musgoso", "Llanura"]})


def test_mists_of_littjara_enchants_a_vehicle_or_a_creature_CR_303_4a() -> None:
    # CR 303.4a, CR 115.1b
    state = _mists()
    _do(state, "cast Mists of Littjara")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Raiders' Karve", "target Oso Musgoso"}
    _do(state, "target Raiders' Karve", "pass", "pass")
    mists = card_id(state, "Mists of Littjara")
    assert state.zone_name_of(mists) == "campo" and state._card(mists).attached_to == card_id(state, "Raiders' Karve")
    state.state_based_actions()
    assert state.zone_name_of(mists) == "campo"  # a Vehicle it may enchant: it stays (CR 704.5m)


def test_mists_of_littjara_does_not_enchant_a_land_CR_303_4a() -> None:
    # CR 303.4a
    state = _mists()
    _do(state, "cast Mists of Littjara")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "target Llanura")
    assert refused.value.rule.id == "CR 303.4a"  # the Enchant line, not a general targeting rule
