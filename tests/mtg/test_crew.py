"""Vehicles and crew (engine/games/mtg/crew.py), CR 301.7 and 702.122, with Kaldheim's Funeral
Longboat (Crew 1) and Esika's Chariot (Crew 4) loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from engine.games.mtg.targets import candidates
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action(text, 0))
    return refused.value.rule.id


def test_funeral_longboat_is_no_creature_until_crewed_CR_301_7a() -> None:
    # CR 301.7a, CR 702.122a
    assert real_card(SETS["KHM"], "Funeral Longboat").program.automated
    state = mtg_state({"battlefield": ["Funeral Longboat"]})
    boat = card_id(state, "Funeral Longboat")
    assert not state.defn(boat).is_creature and boat not in state.creatures(0)
    assert _refused(state, "activate Funeral Longboat") == "CR 702.122a"  # no other creature to tap


def test_funeral_longboat_crewed_attacks_as_a_3_3_CR_702_122a() -> None:
    # CR 702.122a, CR 702.122b, CR 301.7b
    real_card(SETS["KHM"], "Funeral Longboat")
    state = mtg_state({"battlefield": ["Funeral Longboat", "Oso Musgoso"]})
    boat, bear = card_id(state, "Funeral Longboat"), card_id(state, "Oso Musgoso")
    _do(state, "activate Funeral Longboat")
    assert state.prompt.kind == "tripular" and set(state.prompt.options) == {bear}  # not the Vehicle itself
    _do(state, "choose Oso Musgoso")
    assert state.is_tapped(bear) and not state.defn(boat).is_creature  # the cost is paid; the ability waits
    _do(state, "pass", "pass")
    assert boat in state.creatures(0) and state.power_toughness(boat) == (3, 3)  # its printed values (CR 301.7b)
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Funeral Longboat", "done")
    while state.counters[1][LIFE] == 20 and state.prompt.kind in ("prioridad", "bloqueadores"):
        _do(state, "done" if state.prompt.kind == "bloqueadores" else "pass")
    assert state.counters[1][LIFE] == 17
    assert not state.is_tapped(boat)  # vigilance
    turn = state.turn
    while state.turn == turn:
        _do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    assert boat not in state.creatures(0)  # until end of turn only


def test_esikas_chariot_is_crewed_by_its_new_cats_CR_702_122a() -> None:
    # CR 702.122a, CR 302.6, CR 111.1
    assert real_card(SETS["KHM"], "Esika's Chariot").program.automated
    state = mtg_state({"hand": ["Esika's Chariot"], "battlefield": ["Bosque"] * 4 + ["Oso Musgoso"]})
    _do(state, "cast Esika's Chariot", "pass", "pass", "pass", "pass")
    chariot, bear = card_id(state, "Esika's Chariot"), card_id(state, "Oso Musgoso")
    cats = [c for c in state.battlefield(0) if c in state.tokens]
    assert len(cats) == 2 and state.prompt.kind == "prioridad"
    assert set(candidates(state, "token_you_control", 0, chariot)) == set(cats)  # not the Bear (CR 111.1)
    _do(state, "activate Esika's Chariot", f"choose {state.ref(cats[0], state.battlefield(), 0)}")
    assert state.prompt.kind == "tripular" and bear in state.prompt.options  # 2 of 4 power so far
    assert cats[0] not in state.prompt.options
    _do(state, f"choose {state.ref(cats[1], state.battlefield(), 0)}")
    assert all(state.is_tapped(c) for c in cats) and not state.is_tapped(bear)  # summoning-sick cats crew (no {T} of theirs)
    _do(state, "pass", "pass")
    assert chariot in state.creatures(0) and state.power_toughness(chariot) == (4, 4)


def test_giant_ox_crews_with_its_toughness_CR_702_122a() -> None:
    # CR 702.122a, CR 702.122b
    assert real_card(SETS["KHM"], "Giant Ox").program.automated
    real_card(SETS["KHM"], "Raiders' Karve")  # crew 3
    state = mtg_state({"battlefield": ["Raiders' Karve", "Giant Ox"]})
    karve, ox = card_id(state, "Raiders' Karve"), card_id(state, "Giant Ox")
    _do(state, "activate Raiders' Karve", "choose Giant Ox")  # power 0, toughness 6: enough alone
    assert state.is_tapped(ox)
    _do(state, "pass", "pass")
    assert karve in state.creatures(0)
    bear = mtg_state({"battlefield": ["Raiders' Karve", "Oso Musgoso"]})  # power 2 < 3
    with pytest.raises(IllegalActionError) as refused:
        _do(bear, "activate Raiders' Karve")
    assert refused.value.rule.id == "CR 702.122a"
