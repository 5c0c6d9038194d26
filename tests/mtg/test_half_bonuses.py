"""Bonuses of two halves of one count (engine/games/mtg/half_bonuses.py) with Alpha's Aspect of Wolf
loaded from the card data: "Enchanted creature gets +X/+Y, where X is half the number of Forests
you control, rounded down, and Y is half the number of Forests you control, rounded up." —
CR 613.4c, 107.1a, 611.3a."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_aspect_of_wolf_splits_the_forests_down_and_up_CR_107_1a() -> None:
    # CR 107.1a, CR 613.4c, CR 611.3a
    assert real_card(SETS["LEA"], "Aspect of Wolf").program.automated
    state = mtg_state({"hand": ["Aspect of Wolf"], "battlefield": ["Oso Musgoso", "Bosque", "Bosque", "Bosque", "Isla"]},
                      {"battlefield": ["Bosque", "Bosque"]})  # the opponent's Forests are not counted
    do(state, "cast Aspect of Wolf", "target Oso Musgoso", "pass", "pass")
    bear = cid(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (2 + 1, 2 + 2)  # three Forests: 1 rounded down, 2 rounded up
    state.move(cid(state, "Bosque"), state.zone(0, "cementerio"))
    assert state.power_toughness(bear) == (2 + 1, 2 + 1)  # two: one each, counted again (CR 611.3a)
