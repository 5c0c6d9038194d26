"""Players sacrificing permanents of their choice (engine/games/mtg/edicts.py, CR 701.17a, 101.4)
with Kaldheim's Tergrid's Shadow and Rampage of the Valkyries, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _names(state: MtgState, player: int, zone: str) -> list[str]:
    return sorted(state.defn(c).name for c in state.ids(player, zone))


def _shadow(mine: list[str], theirs: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Tergrid's Shadow").program.automated
    real_card(SETS["LEA"], "Llanowar Elves")
    real_card(SETS["LEA"], "Hill Giant")
    real_card(SETS["KHM"], "Berg Strider")
    real_card(SETS["KHM"], "Infernal Pet")
    state = mtg_state({"hand": ["Tergrid's Shadow"], "battlefield": mine + ["Pantano"] * 5}, {"battlefield": theirs})
    _do(state, "cast Tergrid's Shadow", "pass", "pass")
    return state


def test_each_player_sacrifices_two_creatures_of_their_choice_CR_701_17a() -> None:
    # CR 701.17a, CR 101.4, CR 608.2c
    state = _shadow(["Oso Musgoso", "Hill Giant", "Llanowar Elves"], ["Berg Strider", "Infernal Pet"])
    assert state.prompt.kind == "buscar" and state.prompt.player == 0  # the active player chooses first
    assert {state.action_to_string(a) for a in state.legal_actions()} == {
        "sacrifice Oso Musgoso", "sacrifice Hill Giant", "sacrifice Llanowar Elves"}  # only their own creatures
    _do(state, "sacrifice Hill Giant")
    assert _names(state, 1, "cementerio") == []  # nothing is sacrificed before every choice is made
    _do(state, "sacrifice Llanowar Elves")
    assert _names(state, 0, "campo").count("Oso Musgoso") == 1 and "Hill Giant" not in _names(state, 0, "campo")
    assert _names(state, 1, "cementerio") == ["Berg Strider", "Infernal Pet"]  # two creatures: both, with no choice
    assert state.prompt.kind == "prioridad"


def test_only_ones_own_creature_is_sacrificed_CR_701_17a() -> None:
    # CR 701.17a
    state = _shadow(["Oso Musgoso", "Llanowar Elves", "Hill Giant"], ["Berg Strider"])
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "sacrifice Berg Strider")  # the opponent's creature
    assert refused.value.rule.id == "CR 701.17a"


def test_rampage_of_the_valkyries_answers_an_angels_death_with_an_edict_CR_603_10a() -> None:
    # CR 603.10a, CR 701.17a, CR 700.4
    assert real_card(SETS["KHM"], "Rampage of the Valkyries").program.automated
    real_card(SETS["ISD"], "Angel of Flight Alabaster")
    state = _shadow(["Rampage of the Valkyries", "Angel of Flight Alabaster", "Oso Musgoso"],
                    ["Berg Strider", "Infernal Pet", "Llanowar Elves"])
    assert state.prompt.player == 1 and state.prompt.kind == "buscar"  # P1's two went without a choice; P2 chooses
    _do(state, "sacrifice Berg Strider", "sacrifice Infernal Pet")
    assert _names(state, 1, "campo") == ["Llanowar Elves"]
    _do(state, "pass", "pass")  # Rampage's trigger: the Angel died
    assert _names(state, 1, "campo") == [] and "Llanowar Elves" in _names(state, 1, "cementerio")


def test_edict_sentences_CR_701_17a() -> None:
    # CR 701.17a, CR 115.1
    made = compile_text("Target opponent sacrifices a creature or planeswalker.", "Test", frozenset({"sorcery"}))
    assert [(e.op, e.amount, e.target, e.keyword) for e in made.abilities[0].effects] == [
        ("edict", 1, "opponent", "target:creature|planeswalker")]
    assert not compile_text("Each player sacrifices a creature with flying.", "Test", frozenset({"sorcery"})).automated
