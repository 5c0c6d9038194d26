"""Target phrases listing card types, with a controller and "that was dealt damage this turn"
(engine/games/mtg/typed_targets.py), with Kaldheim's Jarl of the Forsaken and Smashing Success
loaded from the card data: CR 115.1, 120.3, 601.2c, 603.3d."""

from __future__ import annotations

from engine.games.mtg.base import LOYALTY
from engine.games.mtg.oracle import compile_text
from tests.mtg.cr_helpers import do, names, next_turn, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _jarl(hand: list[str]) -> object:
    assert real_card(SETS["KHM"], "Jarl of the Forsaken").program.automated
    real_card(SETS["LEA"], "Craw Wurm")
    return mtg_state({"hand": hand, "battlefield": ["Pantano"] * 4 + ["Montaña"], "library": ["Isla"] * 5},
                     {"battlefield": ["Craw Wurm", "Lobezno del Claro"], "library": ["Isla"] * 5})


def test_jarl_destroys_only_a_creature_dealt_damage_this_turn_CR_120_3() -> None:
    # CR 115.1, CR 120.3: Craw Wurm survived 2 damage this turn; the Wolf was dealt none
    state = _jarl(["Chispa Ígnea", "Jarl of the Forsaken"])
    do(state, "cast Chispa Ígnea", "target Craw Wurm", "pass", "pass", "cast Jarl of the Forsaken", "pass", "pass")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Craw Wurm"}
    assert refusal(state, "target Lobezno del Claro") == "CR 601.2c"
    do(state, "target Craw Wurm", "pass", "pass")
    assert names(state, 1, "cementerio") == ["Craw Wurm"]


def test_damage_of_an_earlier_turn_does_not_count_CR_120_3() -> None:
    # CR 120.3, CR 603.3d: no legal target, the trigger is removed from the stack
    state = _jarl(["Chispa Ígnea", "Jarl of the Forsaken"])
    do(state, "cast Chispa Ígnea", "target Craw Wurm", "pass", "pass")
    next_turn(state)
    next_turn(state)
    do(state, "cast Jarl of the Forsaken", "pass", "pass")
    while state.chain.links or state.triggers:
        do(state, "pass")
    assert names(state, 1, "cementerio") == [] and "Jarl of the Forsaken" in names(state, 0, "campo")


def test_typed_target_phrases_CR_115_1() -> None:
    # CR 115.1, CR 205.2a
    sorcery = frozenset({"sorcery"})
    made = compile_text("Exile target artifact, creature, or enchantment an opponent controls.", "Test", sorcery)
    assert made.abilities[0].targets == ("typed:artifact+creature+enchantment:opponent:any",)
    made = compile_text("Destroy target artifact or land.", "Test", sorcery)
    assert made.abilities[0].targets == ("typed:artifact+land:any:any",)


def test_jarl_destroys_a_planeswalker_dealt_damage_this_turn_CR_120_3c() -> None:
    # CR 120.3c: damage to a planeswalker removes loyalty, and it was dealt damage all the same
    real_card(SETS["KHM"], "Kaya the Inexorable")
    _jarl([])
    kaya = {"card": "Kaya the Inexorable", "counters": {LOYALTY: 5}}
    state = mtg_state({"hand": ["Jarl of the Forsaken"], "battlefield": ["Pantano"] * 4}, {"battlefield": [kaya, "Craw Wurm"]})
    do(state, "cast Jarl of the Forsaken", "pass", "pass")
    assert state.prompt.kind != "objetivo" and not state.chain.links  # nothing was dealt damage: no target, no trigger
    state = mtg_state({"hand": ["Chispa Ígnea", "Jarl of the Forsaken"], "battlefield": ["Pantano"] * 4 + ["Montaña"]},
                      {"battlefield": [kaya, "Craw Wurm"]})
    do(state, "cast Chispa Ígnea", "target Kaya the Inexorable", "pass", "pass", "cast Jarl of the Forsaken", "pass", "pass")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Kaya the Inexorable"}
    do(state, "target Kaya the Inexorable", "pass", "pass")
    assert names(state, 1, "cementerio") == ["Kaya the Inexorable"]
