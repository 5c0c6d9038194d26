"""Adventurer cards (CR 715) with the demo set's Wandering Knight // Daring Rescue."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from tests.mtg.cr_helpers import cid, do, names, position, prompt_kind


def test_an_adventurer_is_one_card_with_its_normal_characteristics_off_the_stack_CR_715_1_CR_715_2_CR_715_2c_CR_715_4_CR_307_3() -> None:
    """In the hand the Knight is one card, a 3/2 creature; cast as Daring Rescue it is a sorcery
    on the stack with the Adventure's cost ({W}); cast as itself, a creature spell."""
    # Checks CR 715.1, CR 715.2, CR 715.2c, CR 715.4, CR 307.3
    state = position({"P1": {"hand": ["Caballera Andante"], "battlefield": ["Llanura"] * 3}, "P2": {}})
    knight = cid(state, "Caballera Andante")
    assert len(state.ids(0, "mano")) == 1
    defn = state.defn(knight)
    assert defn.is_creature and (defn.power, defn.toughness) == (3, 2) and defn.adventure.name == "Rescate Audaz"
    assert defn.adventure.subtypes == ("adventure",)  # a sorcery subtype, after the long dash
    do(state, "cast Caballera Andante as Rescate Audaz")
    assert state.zone_name_of(knight) == "pila" and sum(state._card(c).rotated for c in state.battlefield(0)) == 1
    do(state, "pass", "P2: pass")
    assert state.counters[0][LIFE] == 23 and names(state, 0, "exilio") == ["Caballera Andante"]


def test_a_discarded_adventurer_is_one_card_CR_715_2c() -> None:
    """Bitter Whisper makes P2 discard two: the Knight is one of them, not both."""
    # Checks CR 715.2c
    state = position({"P1": {"battlefield": ["Pantano", "Pantano"], "hand": ["Susurro Amargo"]},
                      "P2": {"hand": ["Caballera Andante", "Isla"]}})
    do(state, "cast Susurro Amargo", "target P2", "pass", "P2: pass")
    while prompt_kind(state) == "descartar":
        do(state, f"P2: discard {names(state, 1, 'mano')[0]}")
    assert sorted(names(state, 1, "cementerio")) == ["Caballera Andante", "Isla"]
