""""Enchant Giant you control" (attack_permissions.enchant_fits, CR 303.4a, 704.5m) with Kaldheim's
Giant's Grasp, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _grasp() -> MtgState:
    assert real_card(SETS["KHM"], "Giant's Grasp").program.automated
    real_card(SETS["KHM"], "Berg Strider")  # a Giant Wizard
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"hand": ["Giant's Grasp"], "battlefield": ["Hill Giant", "Oso Musgoso"] + ["Isla"] * 4},
                      {"battlefield": ["Berg Strider"]})
    _do(state, "cast Giant's Grasp")
    return state


def test_giants_grasp_enchants_only_a_giant_you_control_CR_303_4a() -> None:
    # CR 303.4a, CR 115.1b
    state = _grasp()
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Hill Giant"}  # not P2's Giant, not a Bear
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "target Berg Strider")
    assert refused.value.rule.id == "CR 303.4a"  # the Enchant line, not a general targeting rule


def test_giants_grasp_takes_a_permanent_while_it_stays_CR_704_5m() -> None:
    # CR 704.5m, CR 611.2b, CR 613.1b
    state = _grasp()
    _do(state, "target Hill Giant", "pass", "pass")
    while state.prompt.kind != "objetivo":
        _do(state, "pass")
    _do(state, "target Berg Strider", "pass", "pass")
    strider, grasp = card_id(state, "Berg Strider"), card_id(state, "Giant's Grasp")
    assert state._card(strider).controller == 0
    state._card(card_id(state, "Hill Giant")).controller = 1  # the Giant changes control (as an effect would)
    state.state_based_actions()
    assert state.zone_name_of(grasp) == "cementerio"  # no longer a Giant its controller controls (CR 704.5m)
    state.state_based_actions()
    assert state._card(strider).controller == 1  # "for as long as Giant's Grasp remains on the battlefield"
