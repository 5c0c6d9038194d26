"""Multikicker (CR 702.33c–e): templates, how many times it can be paid, and its gestures."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.games.mtg.mana import parse_cost
from engine.games.mtg.multikicker import MULTIKICKED
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_position


@pytest.mark.parametrize("text, statics, per_kick", [
    ("Multikicker {1}{G}\nTest Card enters with a +1/+1 counter on it for each time it was kicked.",
     ["multikicker", "etb_counters_kicked"], []),
    ("Multikicker {G}\nWhen Test Card enters, create a 2/2 green Wolf creature token for each time it was kicked.",
     ["multikicker", ""], ["token"]),
    ("Multikicker {B}\nWhen Test Card enters the battlefield, target opponent discards a card for each time it was kicked.",
     ["multikicker", ""], ["discard"]),
])
def test_multikicker_templates_CR_702_33c_CR_702_33e(text: str, statics: list[str], per_kick: list[str]) -> None:
    program = compile_text(text, "Test Card", frozenset({"creature"}))
    assert program.automated
    assert [a.static for a in program.abilities] == statics
    assert program.abilities[0].cost == parse_cost(text.split("\n")[0].split(" ", 1)[1])
    assert [e.op for a in program.abilities for e in a.effects if e.keyword == "per_kick"] == per_kick


def test_a_for_each_kick_effect_needs_a_countable_effect_CR_702_33e() -> None:
    """"Destroy target creature for each time it was kicked" makes no sense as a count: by hand."""
    text = "Multikicker {1}\nWhen Test Card enters, destroy target creature for each time it was kicked."
    assert not compile_text(text, "Test Card", frozenset({"creature"})).automated


@pytest.mark.parametrize("mana, most", [("GG", 0), ("GGGG", 1), ("GGGGGGG", 2), ("G" * 30, 10)])
def test_the_prompt_offers_every_payable_number_of_kicks_CR_702_33c(mana: str, most: int) -> None:
    """From 0 to as many times as the mana pays for (at most 10), each a «kick N» button that round-trips."""
    state = own_position({"P1": {"pool": mana, "hand": ["Jauría del Bosque Hondo"]}, "P2": {}}, 1, "t", "")
    assert isinstance(state, MtgState)
    state.apply_action(state.parse_action("cast Jauría del Bosque Hondo", None))
    if most == 0:
        assert state.prompt is not None and state.prompt.kind == "prioridad"  # nothing to ask
        return
    assert state.prompt is not None and state.prompt.kind == "multiestimulo"
    actions = state.legal_actions()
    assert [a.number for a in actions] == list(range(most + 1))
    assert [state.gesture(a).button for a in actions] == [f"number {n}" for n in range(most + 1)]
    for action in actions:
        assert state.parse_action(state.action_to_string(action), action.player) == action
    state.apply_action(actions[-1])
    card = state.chain.links[-1].source
    assert state._card(card).marks[MULTIKICKED] == most
    assert state.total_cost(card).mana_value == 2 + 2 * most  # CR 601.2f: paid with the total cost
