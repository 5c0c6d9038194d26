"""Restrictions written on activated abilities (engine/games/mtg/activation_limits.py), with
Innistrad's Darkthicket Wolf ("Activate only once each turn") and Brain Weevil ("Activate only as
a sorcery") loaded from the card data: CR 602.5b, 602.5d."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str, player: int = 0) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action(text, player))
    return refused.value.rule.id


def test_darkthicket_wolf_pumps_once_each_turn_CR_602_5b() -> None:
    # CR 602.5b
    assert real_card(SETS["ISD"], "Darkthicket Wolf").program.automated
    state = mtg_state({"battlefield": ["Darkthicket Wolf"] + ["Bosque"] * 6})
    _do(state, "activate Darkthicket Wolf", "pass", "pass")
    assert state.power_toughness(card_id(state, "Darkthicket Wolf")) == (4, 4)
    assert _refused(state, "activate Darkthicket Wolf") == "CR 602.5b"  # mana left, but once this turn


def test_brain_weevil_only_as_a_sorcery_CR_602_5d() -> None:
    # CR 602.5d
    assert real_card(SETS["ISD"], "Brain Weevil").program.automated
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Brain Weevil", "Montaña"]},
                      {"hand": ["Oso Musgoso", "Oso Musgoso", "Oso Musgoso"]})
    _do(state, "cast Chispa Ígnea", "target P2")
    assert _refused(state, "activate Brain Weevil") == "CR 602.5d"  # the stack is not empty
    _do(state, "pass", "pass", "activate Brain Weevil", "target P2", "pass", "pass")
    while state.prompt.kind == "descartar":
        _do(state, "discard Oso Musgoso")
    assert len(state.ids(1, "mano")) == 1
