"""Artifact creature tokens and tokens an effect names (CR 111.4, 111.5, 301), with Alpha's The
Hive loaded from the card data: "Create a 1/1 colorless Insect artifact creature token with flying
named Wasp."."""

from __future__ import annotations

from engine.games.mtg.token_cards import token_card
from engine.games.mtg.oracle import compile_text
from tests.mtg.cr_helpers import do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_the_hive_makes_a_wasp_artifact_creature_token_CR_111_4() -> None:
    # CR 111.4, CR 111.5, CR 602.2
    assert real_card(SETS["LEA"], "The Hive").program.automated
    state = mtg_state({"battlefield": ["The Hive"] + ["Bosque"] * 5})
    do(state, "activate The Hive", "pass", "pass")
    (wasp,) = [c for c in state.battlefield(0) if c in state.tokens]
    defn = state.defn(wasp)
    assert defn.name == defn.name_en == "Wasp"  # the name the effect gives (CR 111.4)
    assert defn.types == frozenset({"artifact", "creature"}) and "insect" in defn.subtypes  # CR 111.5
    assert defn.colors == () and state.power_toughness(wasp) == (1, 1) and state.has(wasp, "flying")


def test_token_lines_keep_artifact_and_name_CR_111_5() -> None:
    # CR 111.5
    (effect,) = compile_text("Create a 1/1 colorless Thopter artifact creature token with flying.", "Test",
                             frozenset({"sorcery"})).abilities[0].effects
    assert effect.token is not None and effect.token.artifact and effect.token.name == "Thopter"
    (soldier,) = compile_text("Create two 1/1 white Soldier creature tokens.", "Test", frozenset({"sorcery"})).abilities[0].effects
    assert soldier.token is not None and not soldier.token.artifact and soldier.amount == 2


def test_a_tokens_text_names_its_keywords_in_each_language_CR_111_4() -> None:
    # CR 111.4: the token's characteristics are those the effect gives, keywords included, in the
    # reader's language (the Spanish text listed none)
    (effect,) = compile_text("Create a 2/2 white Spirit creature token with flying and vigilance.", "Test",
                             frozenset({"sorcery"})).abilities[0].effects
    assert effect.token is not None
    defn = token_card(effect.token)
    assert defn.text == "Ficha de criatura blanca 2/2\nVuela, vigilancia"
    assert defn.text_en == "White 2/2 creature token\nFlying, vigilance"
