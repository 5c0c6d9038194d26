"""Flip cards (CR 710) with Orochi Eggwatcher // Shidako, Broodmistress from the shared test
card data: the upper half everywhere until it flips, the lower half once flipped."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, position
from tests.mtg.real_cards import SCRYFALL_TEST, real_card

EGGWATCHER = "Orochi Eggwatcher // Shidako, Broodmistress"


def test_the_upper_half_counts_until_it_flips_then_the_lower_one_CR_710_1_CR_710_1a_CR_710_1b_CR_710_2() -> None:
    """In the hand and on the battlefield unflipped it is Orochi Eggwatcher, 1/1; with ten
    creatures its ability flips it: Shidako, Broodmistress, 3/3, with the lower half's text."""
    # Checks CR 710.1, CR 710.1a, CR 710.1b, CR 710.2
    real_card(SCRYFALL_TEST, EGGWATCHER)
    state = position({"P1": {"hand": ["Orochi Eggwatcher"],
                             "battlefield": ["Orochi Eggwatcher"] + ["Oso Musgoso"] * 8 + ["Bosque"] * 3}, "P2": {}})
    in_hand, egg = cid(state, "Orochi Eggwatcher", 0), cid(state, "Orochi Eggwatcher", 1)
    if state.zone_name_of(egg) != "campo":
        in_hand, egg = egg, in_hand
    assert state.defn(in_hand).name == "Orochi Eggwatcher" and (state.defn(in_hand).power, state.defn(in_hand).toughness) == (1, 1)
    assert state.defn(egg).name == "Orochi Eggwatcher" and state.power_toughness(egg) == (1, 1)
    do(state, "activate Orochi Eggwatcher@P1.campo.1")
    while state.chain.links:
        do(state, "pass")
    flipped = state.defn(egg)
    assert flipped.name == "Shidako, Broodmistress" and state.power_toughness(egg) == (3, 3)
    assert flipped.text != state.defn(in_hand).text and state.defn(in_hand).name == "Orochi Eggwatcher"
