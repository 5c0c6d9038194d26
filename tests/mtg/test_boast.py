"""Boast (engine/games/mtg/boast.py), CR 702.142a, with Kaldheim's Hagi Mob ("Boast — {1}{R}:
CARDNAME deals 1 damage to any target") loaded from the card data: only after it attacked this
turn, once each turn."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action(text, 0))
    return refused.value.rule.id


def test_hagi_mob_boasts_once_after_attacking_CR_702_142a() -> None:
    # CR 702.142a
    mob = real_card(SETS["KHM"], "Hagi Mob")
    assert mob.program.automated and mob.program.abilities[0].static == "boast"
    state = mtg_state({"battlefield": ["Hagi Mob"] + ["Montaña"] * 4})
    assert _refused(state, "activate Hagi Mob") == "CR 702.142a"  # it has not attacked
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Hagi Mob", "done")
    assert state.prompt.kind == "prioridad" and state.prompt.player == 0
    _do(state, "activate Hagi Mob", "target P2", "pass", "pass")
    assert state.counters[1][LIFE] == 19
    assert _refused(state, "activate Hagi Mob") == "CR 702.142a"  # once each turn
    assert not any(a.kind == "activate" for a in state.legal_actions())


def test_frenzied_raider_grows_when_a_boast_ability_is_activated_CR_603_2() -> None:
    # CR 603.2, CR 603.3, CR 702.142a
    assert real_card(SETS["KHM"], "Frenzied Raider").program.automated
    real_card(SETS["KHM"], "Hagi Mob")
    state = mtg_state({"battlefield": ["Hagi Mob", "Frenzied Raider"] + ["Montaña"] * 4})
    raider = next(c for c in state.battlefield(0) if state.defn(c).name == "Frenzied Raider")
    assert _refused(state, "activate Frenzied Raider") == "CR 117.1b"  # it has no ability to activate
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Hagi Mob", "done", "activate Hagi Mob", "target P2")
    assert [link.source for link in state.chain.links] == [card_id(state, "Hagi Mob"), raider]  # the trigger above the boast
    _do(state, "pass", "pass")
    assert state.power_toughness(raider) == (3, 3) and state.counters[1][LIFE] == 20
    _do(state, "pass", "pass")
    assert state.power_toughness(raider) == (3, 3) and state.counters[1][LIFE] == 19
