""""you may have it deal N damage to …" (oracle, CR 603.5) with Innistrad's Geistcatcher's Rig
loaded from the card data: "When CARDNAME enters the battlefield, you may have it deal 4 damage to
target creature with flying"; the target is chosen as the trigger is put on the stack, whether to
deal the damage as it resolves."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _rig_enters() -> MtgState:
    assert real_card(SETS["ISD"], "Geistcatcher's Rig").program.automated
    real_card(SETS["ISD"], "Chapel Geist")
    state = mtg_state({"hand": ["Geistcatcher's Rig"], "battlefield": ["Isla"] * 6},
                      {"battlefield": ["Chapel Geist", "Oso Musgoso"]})
    _do(state, "cast Geistcatcher's Rig", "pass", "pass")
    assert state.prompt.kind == "objetivo"
    return state


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_geistcatchers_rig_may_deal_4_damage_to_a_flyer_CR_603_5(answer: str) -> None:
    state = _rig_enters()
    geist = card_id(state, "Chapel Geist")
    _do(state, "target Chapel Geist", "pass", "pass")
    _do(state, answer)
    assert (state.zone_name_of(geist) == "cementerio") is (answer == "yes")


def test_geistcatchers_rig_cannot_target_a_creature_without_flying_CR_601_2c() -> None:
    state = _rig_enters()
    with pytest.raises(IllegalActionError) as refused:  # CR 603.3d: a trigger's targets as a spell's
        _do(state, "target Oso Musgoso")
    assert refused.value.rule.id == "CR 601.2c"
