"""Morbid at each end step (engine/games/mtg/morbid.py) with Innistrad's Reaper from the Abyss
loaded from the card data: "At the beginning of each end step, if a creature died this turn,
destroy target non-Demon creature" triggers only after a death that turn (CR 603.4) and at every
player's end step (CR 513.1a)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _to_end_step(kill_first: bool) -> MtgState:
    assert real_card(SETS["ISD"], "Reaper from the Abyss").program.automated
    state = mtg_state({"hand": ["Chispa Ígnea"], "battlefield": ["Reaper from the Abyss", "Montaña"]},
                      {"battlefield": ["Oso Musgoso", "Oso Musgoso"]})
    if kill_first:
        bear = state.battlefield(1)[0]
        _do(state, "cast Chispa Ígnea", f"target {state.ref(bear, state.battlefield(), 0)}", "pass", "pass")
        assert state.zone_name_of(bear) == "cementerio"
    turn = state.turn
    while state.prompt.kind != "objetivo" and state.turn == turn:
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    return state


def test_reaper_destroys_a_non_demon_after_a_death_CR_603_4() -> None:
    state = _to_end_step(kill_first=True)
    assert state.prompt.kind == "objetivo" and state.step == "final"
    (survivor,) = state.battlefield(1)
    _do(state, "target Oso Musgoso@P2.campo.1", "pass", "pass")
    assert state.zone_name_of(survivor) == "cementerio"


def test_reaper_does_not_trigger_without_a_death() -> None:
    state = _to_end_step(kill_first=False)
    assert state.prompt.kind != "objetivo" and len(state.battlefield(1)) == 2  # the turn ended without it


def test_reaper_cannot_target_a_demon_CR_601_2c() -> None:
    state = _to_end_step(kill_first=True)
    with pytest.raises(IllegalActionError) as refused:  # "non-Demon" (CR 205.3m); Reaper is a Demon
        _do(state, "target Reaper from the Abyss")
    assert refused.value.rule.id == "CR 601.2c"
    assert card_id(state, "Reaper from the Abyss") in state.battlefield(0)
