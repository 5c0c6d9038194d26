"""A creature type chosen as a permanent enters (engine/games/mtg/chosen_type.py), CR 614.12,
607.2 and 205.3m, with Kaldheim's Rally the Ranks loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _rally() -> MtgState:
    """Rally the Ranks cast and resolved, its creature type not chosen yet."""
    assert real_card(SETS["KHM"], "Rally the Ranks").program.automated
    state = mtg_state({"hand": ["Rally the Ranks"], "battlefield": ["Llanura"] * 2 + ["Oso Musgoso"]},
                      {"battlefield": ["Oso Musgoso"]})
    _do(state, "cast Rally the Ranks", "pass", "pass")
    return state


def test_rally_the_ranks_asks_for_a_creature_type_as_it_enters_CR_614_12() -> None:
    # CR 614.12, CR 205.3m
    state = _rally()
    rally = card_id(state, "Rally the Ranks")
    assert state.prompt.kind == "tipo" and state.prompt.player == 0 and state.prompt.options == (rally,)
    offered = {state.action_text_for(a, 0, lang="en") for a in state.legal_actions()}
    assert {"type Bear", "type Elf"} <= offered and all(text.startswith("type ") for text in offered)
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "type Plains")  # a land type, not a creature type
    assert refused.value.rule.id == "CR 205.3m"


def test_creatures_you_control_of_the_chosen_type_get_plus_one_CR_607_2() -> None:
    # CR 607.2, CR 613.4c, CR 614.12
    state = _rally()
    mine, theirs = (c for c in state.battlefield() if state.defn(c).name == "Oso Musgoso")
    if state._card(mine).controller != 0:
        mine, theirs = theirs, mine
    assert state.power_toughness(mine) == (2, 2)  # no type chosen yet
    _do(state, "type Bear")
    assert state.prompt.kind == "prioridad"
    assert state.power_toughness(mine) == (3, 3)
    assert state.power_toughness(theirs) == (2, 2)  # "you control"


def test_another_chosen_type_leaves_the_bear_alone_CR_607_2() -> None:
    # CR 607.2, CR 205.3m
    state = _rally()
    _do(state, "type Elf")
    bear = next(c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso")
    assert state.power_toughness(bear) == (2, 2)
