"""Colour changes for the rest of the game (engine/games/mtg/color_change.py), CR 105.3, 611.2a,
613.1e, 400.7a, with Alpha's Laces loaded from the card data: "Target spell or permanent becomes
red." on a permanent, on a spell that becomes a permanent, and refused on a permanent with
protection from the Lace's colour."""

from __future__ import annotations

from engine.games.mtg.targets import is_legal
from tests.mtg.cr_helpers import cid, do, next_turn, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

_LACES = {"Purelace": ("W",), "Thoughtlace": ("U",), "Deathlace": ("B",), "Chaoslace": ("R",), "Lifelace": ("G",)}


def test_each_lace_compiles_to_its_colour_CR_105_3() -> None:
    # CR 105.3, CR 611.2a
    for name, colors in _LACES.items():
        program = real_card(SETS["LEA"], name).program
        assert program.automated
        (effect,) = program.abilities[0].effects
        assert effect.op == "recolor" and tuple(effect.keyword.split("+")) == colors
        assert program.abilities[0].targets == ("spell_or_permanent",)


def test_chaoslace_makes_a_permanent_red_for_the_rest_of_the_game_CR_611_2a() -> None:
    # CR 105.3, CR 611.2a, CR 613.1e
    real_card(SETS["LEA"], "Chaoslace")
    state = mtg_state({"hand": ["Chaoslace"], "battlefield": ["Montaña"]}, {"battlefield": ["Oso Musgoso"]})
    bear = cid(state, "Oso Musgoso")
    assert state.defn(bear).colors == ("G",)
    do(state, "cast Chaoslace", "target Oso Musgoso", "pass", "pass")
    assert state.defn(bear).colors == ("R",)  # its colour replaced, not added to (CR 105.3)
    assert is_legal(state, "R_permanent", bear, 0, -1) and not is_legal(state, "G_permanent", bear, 0, -1)
    next_turn(next_turn(state))  # no "until end of turn": it lasts (CR 611.2a)
    assert state.defn(bear).colors == ("R",)


def test_deathlace_on_a_creature_spell_carries_to_the_permanent_CR_400_7a() -> None:
    # CR 400.7a, CR 115.1, CR 613.1e
    real_card(SETS["LEA"], "Deathlace")
    state = mtg_state({"hand": ["Oso Musgoso", "Deathlace"], "battlefield": ["Bosque", "Bosque", "Pantano"]})
    do(state, "cast Oso Musgoso")
    bear = cid(state, "Oso Musgoso")
    assert state.zone_name_of(bear) == "pila"
    do(state, "cast Deathlace")
    assert {state.action_to_string(a) for a in state.legal_actions()} >= {"target Oso Musgoso"}  # a spell on the stack
    do(state, "target Oso Musgoso", "pass", "pass")  # Deathlace resolves; the Bear spell waits
    assert state.zone_name_of(bear) == "pila" and state.defn(bear).colors == ("B",)
    assert is_legal(state, "B_spell", bear, 1, -1) and not is_legal(state, "G_spell", bear, 1, -1)  # "target black spell"
    do(state, "pass", "pass")
    assert state.zone_name_of(bear) == "campo" and state.defn(bear).colors == ("B",)  # the permanent it became


def test_thoughtlace_on_a_spell_ends_when_it_leaves_for_the_graveyard_CR_400_7() -> None:
    # CR 400.7, CR 608.2n
    real_card(SETS["LEA"], "Thoughtlace")
    real_card(SETS["LEA"], "Giant Growth")
    state = mtg_state({"hand": ["Giant Growth", "Thoughtlace"], "battlefield": ["Oso Musgoso", "Bosque", "Isla"]})
    do(state, "cast Giant Growth", "target Oso Musgoso")
    growth = cid(state, "Giant Growth")
    do(state, "cast Thoughtlace", "target Giant Growth", "pass", "pass")
    assert state.defn(growth).colors == ("U",)
    do(state, "pass", "pass")
    assert state.zone_name_of(growth) == "cementerio" and state.defn(growth).colors == ("G",)  # a new object
    assert not any(e.op == "color" for e in state.continuous)


def test_purelace_cant_target_a_knight_with_protection_from_white_CR_702_16b() -> None:
    # CR 702.16b
    real_card(SETS["LEA"], "Purelace")
    real_card(SETS["LEA"], "Black Knight")
    state = mtg_state({"hand": ["Purelace"], "battlefield": ["Llanura"]}, {"battlefield": ["Black Knight", "Oso Musgoso"]})
    do(state, "cast Purelace")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Llanura", "target Oso Musgoso"}
    assert refusal(state, "target Black Knight") == "CR 702.16b"
