"""Pumps of X (engine/games/mtg/x_pumps.py), CR 107.3a, 611.2c, 613.4c, with Alpha's Howl from
Beyond loaded from the card data: the X announced as it is cast is what the creature gets."""

from __future__ import annotations

from engine.games.mtg.oracle import compile_text
from tests.mtg.cr_helpers import cid, do, next_turn
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_howl_from_beyond_gives_plus_x_power_until_end_of_turn_CR_107_3a() -> None:
    # CR 107.3a, CR 601.2b, CR 611.2c, CR 514.2
    assert real_card(SETS["LEA"], "Howl from Beyond").program.automated
    state = mtg_state({"hand": ["Howl from Beyond"], "battlefield": ["Pantano"] * 4 + ["Oso Musgoso"]})
    bear = cid(state, "Oso Musgoso")
    before = state.power_toughness(bear)
    do(state, "cast Howl from Beyond", "x 3", "target Oso Musgoso", "pass", "pass")
    assert state.power_toughness(bear) == (before[0] + 3, before[1])  # +X/+0 with X = 3
    next_turn(state)
    assert state.power_toughness(bear) == before  # until end of turn (CR 514.2)


def test_x_pump_lines_compile_CR_107_3a() -> None:
    # CR 107.3a
    both = compile_text("Target creature gets -X/-X until end of turn.", "Test", frozenset({"instant"}))
    (effect,) = both.abilities[0].effects
    assert both.automated and effect.x and (effect.power, effect.toughness) == (-1, -1)
    fixed = compile_text("Target creature gets +2/+0 until end of turn.", "Test", frozenset({"instant"}))
    assert not fixed.abilities[0].effects[0].x  # a number stays a number
