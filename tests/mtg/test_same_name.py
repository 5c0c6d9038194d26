"""Creatures with the same name (engine/games/mtg/same_name.py, CR 201.2a) with Innistrad's Sever
the Bloodline loaded from the card data: "Exile target creature and all other creatures with the
same name as that creature" — every player's."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _state() -> MtgState:
    assert real_card(SETS["ISD"], "Sever the Bloodline").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    return mtg_state({"hand": ["Sever the Bloodline"], "battlefield": ["Pantano"] * 4 + ["Oso Musgoso"]},
                     {"battlefield": ["Oso Musgoso", "Oso Musgoso", "Walking Corpse"]})


def test_sever_the_bloodline_exiles_every_creature_of_that_name_CR_201_2a() -> None:
    state = _state()
    target = state.battlefield(1)[0]
    _do(state, "cast Sever the Bloodline", f"target {state.ref(target, state.battlefield(), 0)}", "pass", "pass")
    assert [state.defn(c).name for c in state.creatures()] == ["Walking Corpse"]
    assert len([c for p in (0, 1) for c in state.ids(p, "exilio")]) == 3  # its controller's Bear too


def test_sever_the_bloodline_targets_only_a_creature_CR_601_2c() -> None:
    state = _state()
    _do(state, "cast Sever the Bloodline")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"target {state.ref(state.battlefield(0)[0], state.battlefield(), 0)}")  # a Swamp
    assert refused.value.rule.id == "CR 601.2c"
    assert card_id(state, "Walking Corpse") in state.battlefield(1)
