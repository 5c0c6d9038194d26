"""Copies (CR 707), split cards (CR 709) and double-faced cards that transform (CR 712), with
the demo sets' Mirror Twin, Spark // Calm and Restless Villager."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, PLUS
from tests.mtg.cr_helpers import cid, do, names, position


def test_a_copy_takes_the_copied_objects_colour_CR_707_1_CR_707_2a() -> None:
    """Mirror Twin (blue) becomes a copy of Trampling Elk: green, 4/3, trample — and, as a copy
    of the Elk, without the Twin's own ability to activate again."""
    # Checks CR 707.1, CR 707.2a
    state = position({"P1": {"battlefield": ["Gemelo Especular", "Alce Arrollador", "Oso Musgoso"] + ["Isla"] * 4}, "P2": {}})
    twin = cid(state, "Gemelo Especular")
    assert state.defn(twin).colors == ("U",)
    do(state, "activate Gemelo Especular", "target Alce Arrollador", "pass", "P2: pass")
    assert state.defn(twin).colors == ("G",) and state.power_toughness(twin) == (4, 3) and state.has(twin, "trample")
    assert not any(a.kind == "activated" for a in state.defn(twin).program.abilities)


def test_a_split_card_is_one_card_with_two_faces_CR_709_1_CR_709_2_CR_202_3d() -> None:
    """Spark // Calm in the hand is one card (one card in the hand), with the mana value of both
    halves together ({R} + {2}{U} = 4) and each half castable on its own."""
    # Checks CR 709.1, CR 709.2, CR 202.3d
    state = position({"P1": {"hand": ["Chispazo // Calma"], "battlefield": ["Montaña", "Isla", "Isla", "Isla"]}, "P2": {}})
    card = cid(state, "Chispazo // Calma")
    assert len(state.ids(0, "mano")) == 1 and state.defn(card).mana_value == 4
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert {"cast Chispazo // Calma as Chispazo", "cast Chispazo // Calma as Calma"} <= options
    # its two names in English, as its face shows them in an English window (CR 709.4: both halves' names)
    assert state.defn(card).display_name("en") == "Spark // Calm"


def test_a_transforming_permanent_is_the_same_object_with_its_other_faces_characteristics_CR_712_1_CR_712_2_CR_712_8_CR_712_18() -> None:
    """Restless Villager (2/2) with a +1/+1 counter and 1 damage transforms in the upkeep into
    Unleashed She-Wolf: 4/4 with trample (5/5 with the counter), the damage and counter still on
    it and not summoning sick — the same permanent, not a new object."""
    # Checks CR 712.1, CR 712.2, CR 712.8, CR 712.18
    state = position({"P1": {"battlefield": [{"card": "Aldeana Inquieta", "damage": 1, "counters": {"+1/+1": 1}}]}, "P2": {}},
                     step="enderezar")
    villager = cid(state, "Aldeana Inquieta")
    assert state.power_toughness(villager) == (3, 3) and not state.has(villager, "trample")
    do(state, "pass", "P2: pass")
    assert state.defn(villager).name == "Loba Desatada" and state.power_toughness(villager) == (5, 5)
    assert state.has(villager, "trample") and state._card(villager).counters.get(PLUS) == 1
    assert state._card(villager).counters.get(DAMAGE) == 1 and not state.is_sick(villager)


def test_a_double_faced_spell_is_cast_and_enters_front_face_up_CR_712_11_CR_712_13() -> None:
    # Checks CR 712.11, CR 712.13
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Aldeana Inquieta"]}, "P2": {}})
    do(state, "cast Aldeana Inquieta")
    villager = cid(state, "Aldeana Inquieta")
    assert state.defn(villager).name == "Aldeana Inquieta"
    do(state, "pass", "P2: pass")
    assert state.on_battlefield(villager) and state.defn(villager).name == "Aldeana Inquieta"
    assert state.power_toughness(villager) == (2, 2)


def test_a_transformed_permanent_leaving_the_battlefield_is_its_front_face_again_CR_712_8e() -> None:
    # Checks CR 712.8e
    state = position({"P1": {"battlefield": ["Aldeana Inquieta"]}, "P2": {"battlefield": ["Isla", "Isla"], "hand": ["Reflujo"]}},
                     step="enderezar")
    villager = cid(state, "Aldeana Inquieta")
    do(state, "pass", "P2: pass")
    assert state.defn(villager).name == "Loba Desatada"
    do(state, "pass", "P2: cast Reflujo", "P2: target Loba Desatada", "P2: pass", "pass")
    assert names(state, 0, "mano") == ["Aldeana Inquieta"]


def test_a_transforming_permanent_gets_a_new_timestamp_CR_613_7g() -> None:
    """Restless Villager transforms in the upkeep: its timestamp is now later than the bear's
    that entered after it (fails before: the timestamp stayed)."""
    # Checks CR 613.7g
    state = position({"P1": {"battlefield": ["Aldeana Inquieta", "Oso Musgoso"]}, "P2": {}}, step="enderezar")
    villager, bear = cid(state, "Aldeana Inquieta"), cid(state, "Oso Musgoso")
    assert state.timestamps[villager] < state.timestamps[bear]
    do(state, "pass", "P2: pass")
    assert state.defn(villager).name == "Loba Desatada" and state.timestamps[villager] > state.timestamps[bear]
