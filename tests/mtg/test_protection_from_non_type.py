"""Protection from a creature quality (engine/games/mtg/tribal.py, CR 702.16a) with Innistrad's
Spare from Evil loaded from the card data: "Creatures you control gain protection from non-Human
creatures until end of turn"."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _spared() -> MtgState:
    assert real_card(SETS["ISD"], "Spare from Evil").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    real_card(SETS["ISD"], "Doomed Traveler")
    state = mtg_state({"hand": ["Spare from Evil"], "battlefield": ["Llanura", "Llanura", "Walking Corpse"]},
                      {"battlefield": ["Oso Musgoso", "Doomed Traveler"]})
    _do(state, "cast Spare from Evil", "pass", "pass")
    return state


def test_spare_from_evil_protects_from_non_human_creatures_only_CR_702_16a() -> None:
    state = _spared()
    corpse = card_id(state, "Walking Corpse")
    assert state.protected_from(corpse, card_id(state, "Oso Musgoso"))  # a Bear: a non-Human creature
    assert not state.protected_from(corpse, card_id(state, "Doomed Traveler"))  # a Human
    state.deal_damage(card_id(state, "Oso Musgoso"), 1, corpse, 2)
    assert state.on_battlefield(corpse)  # CR 702.16e: the damage is prevented


def test_a_non_human_creature_cannot_block_the_protected_creature_CR_702_16f() -> None:
    state = _spared()
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Walking Corpse", "done")
    while state.prompt.kind != "bloqueadores":
        _do(state, "pass")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "block Walking Corpse with Oso Musgoso")
    assert refused.value.rule.id == "CR 702.16f"
    _do(state, "block Walking Corpse with Doomed Traveler")  # a Human may
