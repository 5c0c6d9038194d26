"""A target in exile (engine/games/mtg/targets.py ``EXILED_FLASHBACK``, CR 115.1, 702.34a) with
Innistrad's Runic Repetition loaded from the card data: "Return target exiled card with flashback
you own to your hand" — its owner's, with flashback, in exile."""

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
    assert real_card(SETS["ISD"], "Runic Repetition").program.automated
    real_card(SETS["ISD"], "Think Twice")
    state = mtg_state({"hand": ["Runic Repetition", "Think Twice", "Oso Musgoso"], "battlefield": ["Isla"] * 3},
                      {"hand": ["Think Twice"]})
    for name, player in (("Think Twice", 0), ("Oso Musgoso", 0), ("Think Twice", 1)):
        cid = next(c for c in state.ids(player, "mano") if state.defn(c).name == name)
        state.move(cid, state.zone(player, "exilio"))
    return state


def test_runic_repetition_returns_an_exiled_card_with_flashback_CR_702_34a() -> None:
    state = _state()
    (mine,) = [c for c in state.ids(0, "exilio") if state.defn(c).name == "Think Twice"]
    _do(state, "cast Runic Repetition")
    assert state.prompt.kind == "objetivo" and set(state.prompt.options) == {mine}  # not the Bear, not P2's card
    _do(state, "target Think Twice@P1.exilio.1", "pass", "pass")
    assert state.zone_name_of(mine) == "mano"


def test_runic_repetition_cannot_target_an_opponents_card_CR_601_2c() -> None:
    state = _state()
    _do(state, "cast Runic Repetition")
    with pytest.raises(IllegalActionError) as refused:  # "you own"
        _do(state, "target Think Twice@P2.exilio.1")
    assert refused.value.rule.id == "CR 601.2c"
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "exilio"
