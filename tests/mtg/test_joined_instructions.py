"""Two instructions joined by "and" in one sentence (engine/games/mtg/joined_instructions.py,
CR 608.2c) with Kaldheim's Gates of Istfell and Infernal Pet, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _gates() -> MtgState:
    assert real_card(SETS["KHM"], "Gates of Istfell").program.automated
    return mtg_state({"battlefield": ["Gates of Istfell", "Llanura", "Isla", "Isla", "Llanura", "Llanura"],
                      "library": ["Bosque", "Montaña", "Pantano"]})


def test_gates_of_istfell_gains_two_life_and_draws_two_CR_608_2c() -> None:
    # CR 608.2c, CR 602.2
    state = _gates()
    gates = card_id(state, "Gates of Istfell")
    _do(state, "activate Gates of Istfell")
    assert state.zone_name_of(gates) == "cementerio"  # sacrificed as a cost
    _do(state, "pass", "pass")
    assert state.counters[0][LIFE] == 22 and len(state.ids(0, "mano")) == 2


def test_gates_of_istfell_cannot_be_activated_tapped_CR_602_2() -> None:
    # CR 602.2, CR 118.3
    state = _gates()
    _do(state, "tap Gates of Istfell")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "activate Gates of Istfell")
    assert refused.value.rule.id == "CR 602.2"  # its cost ({T}) can't be paid
    assert state.counters[0][LIFE] == 20 and not state.ids(0, "mano")


def test_infernal_pet_grows_and_flies_on_the_second_spell_CR_603_2() -> None:
    # CR 603.2, CR 608.2c, CR 611.2a
    assert real_card(SETS["KHM"], "Infernal Pet").program.automated
    state = mtg_state({"hand": ["Oso Musgoso", "Oso Musgoso"], "battlefield": ["Infernal Pet"] + ["Bosque"] * 4})
    pet = card_id(state, "Infernal Pet")
    _do(state, "cast Oso Musgoso", "pass", "pass")
    assert state.power_toughness(pet) == (2, 2) and not state.has(pet, "flying")  # the first spell: nothing
    _do(state, "cast Oso Musgoso", "pass", "pass", "pass", "pass")  # the trigger, then the bear
    assert state.power_toughness(pet) == (3, 3) and state.has(pet, "flying")


def test_it_after_a_target_is_that_target_CR_608_2c() -> None:
    # CR 608.2c, CR 115.1
    made = compile_text("Put a +1/+1 counter on target creature and it gains flying until end of turn.", "Test",
                        frozenset({"instant"}))
    assert [(e.op, e.target, e.who) for e in made.abilities[0].effects] == [("add_counters", "creature", ""),
                                                                           ("grant", "creature", "")]
    half = compile_text("You gain 2 life and exchange control of two target creatures.", "Test", frozenset({"sorcery"}))
    assert not half.automated  # one side unread: the sentence is resolved by hand
