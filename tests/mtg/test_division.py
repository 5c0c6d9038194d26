"""Damage divided among targets as a spell is cast (CR 601.2d, 115.7f, 608.2b)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import get_game
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.resolution import Division
from engine.games.mtg.state import MtgState
from engine.games.mtg.targets import NO_TARGET
from tests.mtg.own_cards import own_position


@pytest.mark.parametrize("text, amount, x, kinds", [
    ("Test Card deals 3 damage divided as you choose among one, two, or three targets.", 3, False, ["any", "any?", "any?"]),
    ("Test Card deals 2 damage divided as you choose among one or two targets.", 2, False, ["any", "any?"]),
    ("Test Card deals 2 damage divided as you choose among one, two, or three targets.", 2, False, ["any", "any?"]),
    ("Test Card deals 4 damage divided as you choose among any number of target creatures.", 4, False,
     ["creature"] + ["creature?"] * 3),
    ("Test Card deals X damage divided as you choose among any number of targets.", 0, True, ["any"] + ["any?"] * 9),
    ("Test Card deals 5 damage divided as you choose among any number of target attacking creatures.", 5, False,
     ["attacking_creature"] + ["attacking_creature?"] * 4),
])
def test_divided_damage_templates_CR_601_2d(text: str, amount: int, x: bool, kinds: list[str]) -> None:
    """CR 601.2d: one required target, the rest optional, never more slots than damage (each gets
    at least 1); every slot deals a divided part of the damage."""
    program = compile_text(text, "Test Card", frozenset({"sorcery"}))
    assert program.automated
    (spell,) = program.abilities
    assert list(spell.targets) == kinds
    assert [(e.op, e.keyword, e.amount, e.x, e.slot) for e in spell.effects] == [
        ("damage", "divided", amount, x, i) for i in range(len(kinds))]


def test_an_activated_ability_can_divide_too_CR_601_2d() -> None:
    """CR 602.2b: activating follows the casting steps, the division included."""
    text = "{T}: Test Card deals 2 damage divided as you choose among one or two targets."
    program = compile_text(text, "Test Card", frozenset({"creature"}))
    assert program.automated and program.abilities[0].targets == ("any", "any?")


def _cast(hand: str, pool: str, p2: list[str]) -> MtgState:
    state = own_position({"P1": {"pool": pool, "hand": [hand]}, "P2": {"battlefield": p2}}, 1, "t", "")
    assert isinstance(state, MtgState)
    state.apply_action(state.parse_action(f"cast {hand}", None))
    return state


@settings(max_examples=30)
@given(st.integers(1, 5), st.randoms(use_true_random=False))
def test_every_announced_division_gives_each_target_at_least_one_CR_601_2d(x: int, rnd: Any) -> None:
    """Random targets and random answers: the division always sums to X, each chosen target gets
    at least 1, and there are never more targets than damage."""
    state = _cast("Lluvia de Chispas", "R" * 6, ["Oso Musgoso", "Lobezno del Claro", "Alce Arrollador"])
    state.apply_action(state.parse_action(f"x {x}", None))
    while state.prompt is not None and state.prompt.kind in ("objetivo", "dividir"):
        actions = state.legal_actions()
        if state.prompt.kind == "objetivo":
            assert len([t for t in (state.pending.targets if state.pending else ()) if t != NO_TARGET]) <= x
        action = rnd.choice(actions)
        assert state.parse_action(state.action_to_string(action), action.player) == action
        state.apply_action(action)
    link = state.chain.links[-1]
    division = next((d for d in link.data if isinstance(d, Division)), None)
    chosen = [t for t in link.targets if t != NO_TARGET]
    assert 1 <= len(chosen) <= x
    if len(chosen) == 1:
        assert division is None  # a single target gets all of it
    else:
        assert division is not None and sum(n for _s, n in division.parts) == x
        assert all(n >= 1 for _s, n in division.parts) and len(division.parts) == len(chosen)


def test_the_division_prompt_has_a_button_per_amount_CR_601_2d() -> None:
    state = _cast("Arco Voltaico", "RR", ["Oso Musgoso"])
    for move in ("target Oso Musgoso", "target P2", "done"):
        state.apply_action(state.parse_action(move, None))
    assert state.prompt is not None and state.prompt.kind == "dividir"
    gestures = [state.gesture(a) for a in state.legal_actions()]
    assert [g.button for g in gestures] == ["number 1", "number 2"]
