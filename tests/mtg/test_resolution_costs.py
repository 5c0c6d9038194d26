"""Costs paid as a trigger resolves (engine/games/mtg/resolution_costs.py), with Alpha's Crystal
Rod ("Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life", CR 118.12,
603.2) and Phantasmal Forces ("sacrifice CARDNAME unless you pay {U}", CR 118.12a), loaded from the
card data."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state
from tests.mtg.own_cards import own_position


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _rod_trigger(lands: int) -> MtgState:
    """P1 casts a blue spell with Crystal Rod out: the Rod's trigger resolves first (CR 603.3)."""
    assert real_card(SETS["LEA"], "Crystal Rod").program.automated
    real_card(SETS["LEA"], "Ancestral Recall")
    state = mtg_state({"hand": ["Ancestral Recall"], "battlefield": ["Crystal Rod"] + ["Isla"] * lands})
    _do(state, "cast Ancestral Recall", "target P1", "pass", "pass")
    assert state.prompt.kind == "quizas"
    return state


def test_crystal_rod_pays_one_to_gain_one_life_CR_118_12() -> None:
    # CR 118.12, CR 603.2, CR 603.5
    state = _rod_trigger(lands=2)
    assert state.prompt.text_en.startswith("Pay {1}?")
    _do(state, "yes")
    assert state.counters[0][LIFE] == 21
    assert all(state.is_tapped(c) for c in state.battlefield(0) if state.defn(c).is_land)  # the spell's and the Rod's


def test_crystal_rod_declined_gains_nothing() -> None:
    # CR 603.5
    state = _rod_trigger(lands=2)
    _do(state, "no")
    assert state.counters[0][LIFE] == 20


def test_crystal_rod_without_mana_can_only_decline_CR_118_3() -> None:
    state = _rod_trigger(lands=1)
    assert [a.kind for a in state.legal_actions()] == ["no"]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("yes", 0))
    assert refused.value.rule is not None and refused.value.rule.id == "CR 118.3"


def test_a_red_spell_does_not_trigger_the_blue_rod_CR_603_2() -> None:
    # CR 603.2
    real_card(SETS["LEA"], "Crystal Rod")
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Crystal Rod", "Montaña", "Isla"]})
    _do(state, "cast Chispa Ígnea", "target P2")
    assert len(state.chain.links) == 1


def _forces_upkeep(islands: int) -> MtgState:
    assert real_card(SETS["LEA"], "Phantasmal Forces").program.automated
    state = own_position(
        {"step": "final", "turn_player": "P2", "P1": {"battlefield": ["Phantasmal Forces"] + ["Isla"] * islands}}, 1, "<test>", "")
    assert isinstance(state, MtgState)
    while state.prompt.kind != "quizas":
        _do(state, "pass")
    assert state.turn_player == 0 and state.step == "mantenimiento"
    return state


def test_phantasmal_forces_stays_when_its_upkeep_is_paid_CR_118_12a() -> None:
    # CR 118.12a, CR 605.3a
    state = _forces_upkeep(islands=1)
    assert state.prompt.text_en.startswith("Pay {U} to prevent it?")
    _do(state, "yes")
    assert state.zone_name_of(card_id(state, "Phantasmal Forces")) == "campo"
    assert state.is_tapped(card_id(state, "Isla"))


def test_phantasmal_forces_is_sacrificed_unless_paid() -> None:
    # CR 118.12a, CR 701.17a
    state = _forces_upkeep(islands=0)
    assert [a.kind for a in state.legal_actions()] == ["no"]
    _do(state, "no")
    assert state.zone_name_of(card_id(state, "Phantasmal Forces")) == "cementerio"


def _raider(hand: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Immersturm Raider").program.automated
    state = mtg_state({"hand": ["Immersturm Raider", *hand], "battlefield": ["Montaña", "Montaña"]})
    _do(state, "cast Immersturm Raider", "pass", "pass", "pass", "pass")
    assert state.prompt.kind == "quizas"
    return state


def test_immersturm_raider_discards_then_draws_CR_118_12() -> None:
    # CR 118.12: the discard is what "If you do" asks about
    state = _raider(["Oso Musgoso"])
    library = len(state.ids(0, "biblioteca"))
    _do(state, "yes", "discard Oso Musgoso")
    assert [state.defn(c).name for c in state.ids(0, "cementerio")] == ["Oso Musgoso"]
    assert len(state.ids(0, "mano")) == 1 and len(state.ids(0, "biblioteca")) == library - 1


def test_immersturm_raider_with_an_empty_hand_draws_nothing_CR_118_3() -> None:
    # CR 118.3: no card to discard, so it is not done, and nothing is drawn
    state = _raider([])
    assert [a.kind for a in state.legal_actions()] == ["no"]
