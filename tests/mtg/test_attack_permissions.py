""""Enchant Wall" and attacking despite defender (engine/games/mtg/attack_permissions.py), CR 303.4a,
702.3b, with Alpha's Animate Wall and Wall of Stone loaded from the card data."""

from __future__ import annotations

from tests.mtg.cr_helpers import do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_animate_wall_lets_the_enchanted_wall_attack_CR_702_3b() -> None:
    # CR 303.4a, CR 702.3b, CR 508.1a
    assert real_card(SETS["LEA"], "Animate Wall").program.automated
    real_card(SETS["LEA"], "Wall of Stone")
    state = mtg_state({"hand": ["Animate Wall"], "battlefield": ["Wall of Stone", "Muro de Escarcha", "Oso Musgoso", "Llanura"]})
    do(state, "cast Animate Wall")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Wall of Stone", "target Muro de Escarcha"}
    assert refusal(state, "target Oso Musgoso") == "CR 303.4a"  # not a Wall: the Enchant line forbids it
    do(state, "target Wall of Stone", "pass", "pass")
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    attacks = {state.action_to_string(a) for a in state.legal_actions() if a.kind == "attack"}
    assert attacks == {"attack Wall of Stone", "attack Oso Musgoso"}
    assert refusal(state, "attack Muro de Escarcha") == "CR 702.3b"  # the other Wall still has defender
    do(state, "attack Wall of Stone")


def test_enchant_lines_compile_CR_303_4a() -> None:
    # CR 303.4a
    from engine.games.mtg.oracle import compile_text

    assert compile_text("Enchant Forest", "Test", frozenset({"enchantment", "aura"})).enchant != "forest"
    assert compile_text("Enchant Vampire", "Test", frozenset({"enchantment", "aura"})).enchant == "vampire"
