"""Shields against "a source of your choice" (CR 609.7, 615.5, 615.7) and redirection (CR 614.9)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.core import get_game
from engine.formats.carddata import open_card_data
from engine.games.mtg.base import LIFE, player_code
from engine.games.mtg.cards import from_record
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from engine.scenario import build_state, load_scenario
from tests.helpers import SHARED
from tests.mtg.own_cards import own_position

LEA = SHARED / "testdata" / "mtgjson-set" / "LEA.json"


@pytest.mark.parametrize("text, op, color, target", [
    ("{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
     "prevent_source", "R", ""),
    ("{1}: The next time a source of your choice would deal damage to you this turn, prevent that damage.",
     "prevent_source", "", ""),
    ("{1}: The next time a source of your choice would deal damage to target creature this turn, "
     "that source deals that damage to you instead.", "redirect_source", "", "creature"),
])
def test_source_of_your_choice_templates_CR_609_7(text: str, op: str, color: str, target: str) -> None:
    program = compile_text(text, "Test Card", frozenset({"enchantment"}))
    assert program.automated
    (effect,) = program.abilities[0].effects
    assert (effect.op, effect.keyword, effect.target) == (op, color, target)


def test_you_gain_the_life_prevented_joins_the_prevention_CR_615_5() -> None:
    text = ("The next time a source of your choice would deal damage to you this turn, prevent that damage. "
            "You gain life equal to the damage prevented this way.")
    (spell,) = compile_text(text, "Test Card", frozenset({"instant"})).abilities
    assert [e.op for e in spell.effects] == ["prevent_source_gain"]
    alone = "You gain life equal to the damage prevented this way."
    assert not compile_text(alone, "Test Card", frozenset({"instant"})).automated


@pytest.mark.skipif(not LEA.exists(), reason="shared/testdata is not beside the checkout")
def test_alpha_circles_of_protection_reverse_damage_and_jade_monolith_CR_609_7() -> None:
    _fmt, records = open_card_data(LEA)
    cards = {r.name: from_record(r) for r in records if r.game == "mtg"}
    for name in ("Circle of Protection: Blue", "Circle of Protection: Green", "Circle of Protection: Red",
                 "Circle of Protection: White", "Reverse Damage", "Jade Monolith"):
        assert cards[name].program.automated, name
    (effect,) = cards["Circle of Protection: Green"].program.abilities[0].effects
    assert (effect.op, effect.keyword) == ("prevent_source", "G")


def _state(p1: dict[str, Any], p2: dict[str, Any]) -> MtgState:
    state = own_position({"P1": p1, "P2": p2}, 1, "test", "")
    assert isinstance(state, MtgState)
    return state


def _id(state: MtgState, name: str) -> int:
    return next(c.id for c in state.cards if c is not None and c.defn.name == name)


def test_the_shield_checks_the_colour_again_and_is_not_used_when_it_does_not_match_CR_609_7b() -> None:
    """A red source chosen, then it turns blue: its damage is not prevented and the shield stays."""
    state = _state({"battlefield": ["Círculo Carmesí"]}, {"battlefield": ["Trasgo Impetuoso"]})
    goblin, circle = _id(state, "Trasgo Impetuoso"), _id(state, "Círculo Carmesí")
    from engine.games.mtg.abilities import Effect

    state.ask_source(Effect("prevent_source", keyword="R"), circle, 0, player_code(0))
    assert state.prompt is not None and state.prompt.kind == "fuente" and state.prompt.options == (goblin,)
    state.choose_source(goblin)
    state.add_continuous("color", frozenset((goblin,)), circle, "turn", ("U",))
    state.deal_damage(goblin, 1, player_code(0), 1)
    assert state.counters[0][LIFE] == 19 and len(state.source_shields) == 1
    state.add_continuous("color", frozenset((goblin,)), circle, "turn", ("R",))
    state.deal_damage(goblin, 1, player_code(0), 1)
    state.deal_damage(goblin, 1, player_code(0), 1)
    assert state.counters[0][LIFE] == 18 and state.source_shields == ()  # one prevented, then used up


def test_the_shields_end_with_the_turn_CR_514_2() -> None:
    state = _state({"battlefield": ["Círculo Carmesí"]}, {"battlefield": ["Trasgo Impetuoso"]})
    goblin, circle = _id(state, "Trasgo Impetuoso"), _id(state, "Círculo Carmesí")
    from engine.games.mtg.abilities import Effect

    state.ask_source(Effect("prevent_source", keyword="R"), circle, 0, player_code(0))
    state.choose_source(goblin)
    state.end_turn_effects()
    state.deal_damage(goblin, 1, player_code(0), 2)
    assert state.counters[0][LIFE] == 18 and state.source_shields == () and state.shields == ()


def test_the_source_prompt_is_answered_by_clicking_the_source_CR_609_7a() -> None:
    path = Path(__file__).parents[1] / "scenarios" / "mtg" / "609.7a-fuente-roja-de-tu-eleccion.toml"
    data, text = load_scenario(str(path))
    state = build_state(path, data, text)
    assert isinstance(state, MtgState)
    for step in data["step"]:
        if state.prompt is not None and state.prompt.kind == "fuente":
            break
        if "do" in step:
            who, _, rest = str(step["do"]).partition(": ")
            player, move = (int(who[1]) - 1, rest) if rest else (None, who)
            state.apply_action(state.parse_action(move, player))
    actions = state.legal_actions()
    gestures = [state.gesture(a) for a in actions]
    assert [g.card for g in gestures] == [a.cards[0] for a in actions] and len(set(gestures)) == len(actions) == 2
    for action in actions:
        assert state.parse_action(state.action_to_string(action), action.player) == action
