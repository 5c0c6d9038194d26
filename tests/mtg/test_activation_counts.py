""""Activate only if you control five or more Vampires" (engine/games/mtg/activation_limits.py,
CR 602.5b) with Innistrad's Bloodline Keeper // Lord of Lineage loaded from the card data: "{B}:
Transform CARDNAME", counted as it is activated (the Keeper is a Vampire itself)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

KEEPER = "Bloodline Keeper // Lord of Lineage"


def _state(vampires: int) -> tuple[MtgState, int]:
    keeper = real_card(SETS["ISD"], KEEPER)
    assert keeper.program.automated
    real_card(SETS["ISD"], "Vampire Interloper")
    state = mtg_state({"battlefield": [keeper.name, "Pantano"] + ["Vampire Interloper"] * vampires + ["Oso Musgoso"]})
    return state, state.battlefield(0)[0]


def test_bloodline_keeper_transforms_with_five_vampires_CR_602_5b() -> None:
    state, keeper = _state(4)  # the Keeper and four Interlopers; the Bear is no Vampire
    state.apply_action(state.parse_action("activate Bloodline Keeper #2", 0))  # its second ability
    for _ in range(2):
        state.apply_action(state.parse_action("pass", state.prompt.player))
    assert state.defn(keeper).name == "Lord of Lineage"


def test_bloodline_keeper_with_four_vampires_is_refused_CR_602_5b() -> None:
    state, keeper = _state(3)
    assert "activate Bloodline Keeper #2" not in {state.action_to_string(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("activate Bloodline Keeper #2", 0))
    assert refused.value.rule.id == "CR 602.5b"
    assert state.defn(keeper).name == "Bloodline Keeper"
