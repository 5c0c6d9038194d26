"""Creatures that depend on a land type (engine/games/mtg/land_conditions.py), with Alpha's Sea
Serpent loaded from the card data: "can't attack unless defending player controls an Island"
(CR 508.1c) and "When you control no Islands, sacrifice CARDNAME" (a state trigger, CR 603.8)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _to_attackers(state: MtgState) -> None:
    while state.prompt.kind != "atacantes":
        _do(state, "pass")


def test_sea_serpent_attacks_only_a_player_with_an_island_CR_508_1c() -> None:
    # CR 508.1c
    assert real_card(SETS["LEA"], "Sea Serpent").program.automated
    state = mtg_state({"battlefield": ["Sea Serpent", "Isla"]}, {"battlefield": ["Bosque"]})
    _to_attackers(state)
    assert not [a for a in state.legal_actions() if a.kind == "attack"]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("attack Sea Serpent", 0))
    assert refused.value.rule.id == "CR 508.1c"
    state = mtg_state({"battlefield": ["Sea Serpent", "Isla"]}, {"battlefield": ["Isla"]})
    _to_attackers(state)
    assert [state.action_to_string(a) for a in state.legal_actions() if a.kind == "attack"] == ["attack Sea Serpent"]


def test_sea_serpent_is_sacrificed_once_its_controller_has_no_island_CR_603_8() -> None:
    # CR 603.8
    real_card(SETS["LEA"], "Sea Serpent")
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Sea Serpent", "Isla", "Montaña"]})
    assert not state.chain.links
    state.move(card_id(state, "Isla"), state.zone(0, "cementerio"))
    _do(state, "cast Chispa Ígnea", "target P2")  # priority again: the state trigger is put on the stack first
    links = [link for link in state.chain.links if link.kind == "ability"]
    assert len(links) == 1  # once, not again while it waits (CR 603.8)
    while state.chain.links:
        _do(state, "pass")
    assert state.zone_name_of(card_id(state, "Sea Serpent")) == "cementerio"
