"""Triggers about the player an event names (engine/games/mtg/that_player.py), CR 603.2, 603.6a,
603.10a, with Alpha's Hypnotic Specter, Ankh of Mishra, Dingus Egg and Stone Rain loaded from the
card data: "that player" and "that land's controller" are the player the event was about."""

from __future__ import annotations

from tests.mtg.cr_helpers import do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_hypnotic_specter_makes_the_damaged_opponent_discard_at_random_CR_603_2() -> None:
    # CR 603.2, CR 510.2, CR 701.8a
    assert real_card(SETS["LEA"], "Hypnotic Specter").program.automated
    state = mtg_state({"battlefield": ["Hypnotic Specter"], "hand": ["Isla"]}, {"hand": ["Bosque", "Bosque"]})
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Hypnotic Specter", "done")
    while not state.chain.links:
        do(state, "done" if state.prompt.kind == "bloqueadores" else "pass")
    assert state.life(1) == 18 and [state.defn(link.source).name for link in state.chain.links] == ["Hypnotic Specter"]
    do(state, "pass", "pass")
    assert names(state, 1, "mano") == ["Bosque"] and names(state, 1, "cementerio") == ["Bosque"]  # that player, at random
    assert names(state, 0, "mano") == ["Isla"]


def test_ankh_of_mishra_hurts_the_controller_of_each_land_that_enters_CR_603_6a() -> None:
    # CR 603.6a, CR 305.1
    assert real_card(SETS["LEA"], "Ankh of Mishra").program.automated
    state = mtg_state({"battlefield": ["Ankh of Mishra"], "hand": ["Isla"]}, {"hand": ["Bosque"]})
    do(state, "play Isla", "pass", "pass")
    assert state.life(0) == 18 and state.life(1) == 20  # the land's controller: its player


def test_dingus_egg_hurts_the_controller_of_a_destroyed_land_CR_603_10a() -> None:
    # CR 603.6c, CR 603.10a
    assert real_card(SETS["LEA"], "Dingus Egg").program.automated
    real_card(SETS["LEA"], "Stone Rain")
    state = mtg_state({"battlefield": ["Dingus Egg"] + ["Montaña"] * 3, "hand": ["Stone Rain"]}, {"battlefield": ["Bosque"]})
    do(state, "cast Stone Rain", "target Bosque", "pass", "pass")
    assert "Bosque" in names(state, 1, "cementerio")
    assert [state.defn(link.source).name for link in state.chain.links] == ["Dingus Egg"]
    do(state, "pass", "pass")
    assert state.life(1) == 18 and state.life(0) == 20
