"""Targets chosen in one sentence and acted on in the next (engine/games/mtg/chosen_targets.py) with
Kaldheim's Blizzard Brawl loaded from the card data: "Choose target creature you control and target
creature you don't control. If you control three or more snow permanents, the creature you control
gets +1/+0 and gains indestructible until end of turn. Then those creatures fight each other."
(CR 115.1, 601.2c, 608.2c, 701.12a)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import DAMAGE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

BRAWL = "Blizzard Brawl"


def _brawl(snow: int) -> MtgState:
    assert real_card(SETS["KHM"], BRAWL).program.automated
    real_card(SETS["KHM"], "Snow-Covered Forest")
    real_card(SETS["KHM"], "Inga Rune-Eyes")
    return mtg_state({"hand": [BRAWL], "battlefield": ["Oso Musgoso", *["Snow-Covered Forest"] * snow, "Bosque"]},
                     {"battlefield": ["Inga Rune-Eyes"]})


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_with_three_snow_permanents_the_bear_survives_and_wins_CR_701_12a() -> None:
    # CR 608.2c, CR 701.12a: +1/+0 and indestructible first, then each deals damage equal to its power
    state = _brawl(3)
    bear, inga = card_id(state, "Oso Musgoso"), card_id(state, "Inga Rune-Eyes")
    _do(state, f"cast {BRAWL}", "target Oso Musgoso", "target Inga Rune-Eyes", "pass", "pass")
    assert state.zone_name_of(inga) == "cementerio"
    assert bear in state.battlefield(0) and state.power_toughness(bear) == (3, 2)


def test_with_two_snow_permanents_it_is_a_plain_fight_CR_608_2c() -> None:
    # CR 608.2c: the condition is false; the 2/2 deals 2 to the 3/3 and dies
    state = _brawl(2)
    bear, inga = card_id(state, "Oso Musgoso"), card_id(state, "Inga Rune-Eyes")
    _do(state, f"cast {BRAWL}", "target Oso Musgoso", "target Inga Rune-Eyes", "pass", "pass")
    assert state.zone_name_of(bear) == "cementerio"
    assert inga in state.battlefield(1) and state._card(inga).counters.get(DAMAGE) == 2


def test_the_first_target_is_a_creature_you_control_CR_601_2c() -> None:
    # CR 601.2c, CR 115.1: "target creature you control"
    state = _brawl(3)
    _do(state, f"cast {BRAWL}")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "target Inga Rune-Eyes")
    assert refused.value.rule.id == "CR 601.2c"
