"""Replacement effects on draws, life gain, tokens and counters (CR 614.1a, 614.5, 614.11, 616.1)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.mtg.base import LIFE, PLUS
from tests.mtg.states import at_prompt, card_id, mtg_state


@settings(max_examples=40)
@given(st.integers(0, 2), st.integers(0, 2), st.integers(1, 5), st.randoms(use_true_random=False))
def test_life_gain_replacements_apply_once_each_in_the_chosen_order_CR_616_1_CR_614_5(
        doublers: int, plus_ones: int, gain: int, rnd: Any) -> None:
    """CR 616.1e–f: the player gaining life picks the next effect among those that still apply;
    CR 614.5: each applies once; the result follows the chosen order."""
    state = mtg_state({"battlefield": ["Cáliz Rebosante"] * doublers + ["Ángel del Manantial"] * plus_ones})
    state.change_life(0, gain)
    expected, left = gain, {"life_times": doublers, "life_plus": plus_ones}
    while state.replacing:
        choices = state.replacement_choices()
        assert {s.kind for s in choices} == {"life_times", "life_plus"}  # asked only when the order matters
        shield = rnd.choice(choices)
        expected = expected * 2 if shield.kind == "life_times" else expected + 1
        left[shield.kind] -= 1
        state.choose_replacement(shield)
    assert not (left["life_times"] and left["life_plus"])
    expected = expected * 2 ** left["life_times"] + left["life_plus"]  # the rest are alike: no choice
    assert state.counters[0][LIFE] == 20 + expected


def test_a_waiting_event_keeps_the_order_of_later_events_CR_616_1_CR_121_6b() -> None:
    """While the affected player chooses, later draws and gains wait behind the event (CR 121.6b)."""
    state = mtg_state({"battlefield": ["Cáliz Rebosante", "Ángel del Manantial"], "library": 5})
    hand = len(state.ids(0, "mano"))
    state.change_life(0, 1)
    state.draw(0, 2)
    assert len(state.ids(0, "mano")) == hand and state.counters[0][LIFE] == 20
    chalice = next(s for s in state.replacement_choices() if s.kind == "life_times")
    state.choose_replacement(chalice)
    assert state.replacing == ()
    assert state.counters[0][LIFE] == 23 and len(state.ids(0, "mano")) == hand + 2  # 1×2+1


def test_two_token_doublers_make_four_times_as_many_CR_614_5_CR_616_1g() -> None:
    """Both doublers apply, each once; creating tokens is replaced before they enter (CR 616.1g)."""
    state = mtg_state({"battlefield": ["Ecos del Bosque", "Ecos del Bosque"]})
    assert state.tokens_created(0, 2) == 8
    assert state.tokens_created(1, 2) == 2  # "under your control"


def test_counter_replacements_only_for_your_creatures_CR_614_1a() -> None:
    """"a creature you control": the opponent's creature and a non-creature get the plain amount."""
    state = mtg_state({"battlefield": ["Corteza Tenaz", "Oso Musgoso"]}, {"battlefield": ["Oso Musgoso"]})
    mine = next(c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso")
    theirs = next(c for c in state.battlefield(1) if state.defn(c).name == "Oso Musgoso")
    state.put_counters(mine, 2)
    state.put_counters(theirs, 2)
    assert state._card(mine).counters[PLUS] == 3 and state._card(theirs).counters[PLUS] == 2


def test_replacement_order_choices_have_gestures_CR_616_1() -> None:
    """The table answers the 616.1 choice by clicking the source; each notation round-trips and the
    refusal of another player's answer names CR 616.1."""
    for name in ("616.1-orden-de-reemplazos-de-vidas.toml", "616.1-elegir-entre-reemplazos-de-robo.toml",
                 "616.1-orden-de-reemplazos-de-contadores.toml"):
        state = at_prompt(name, "reemplazo")
        actions = state.legal_actions()
        assert {a.kind for a in actions} == {"replace"}
        gestures = [state.gesture(a) for a in actions]
        assert len(set(gestures)) == len(actions) >= 2
        assert all(g.card in state.prompt.options for g in gestures)  # type: ignore[union-attr]
        for action in actions:
            assert state.parse_action(state.action_to_string(action), action.player) == action


def test_tokens_enter_with_the_additional_counter_and_its_replacements_CR_614_12() -> None:
    """CR 614.12, 616.1g: each token entering gets the additional counter, which "plus one" modifies;
    the opponent's creatures do not."""
    state = mtg_state({"battlefield": ["Maestra de Crías", "Corteza Tenaz"]}, {"battlefield": ["Maestra de Crías"]})
    from engine.games.mtg.abilities import Token
    from engine.games.mtg.token_cards import token_card

    soldier = token_card(Token("Soldier", "W", "Soldier", 1, 1))
    mine, theirs = state.put_token(soldier, 0), state.put_token(soldier, 1)
    assert state._card(mine).counters[PLUS] == 2 and state._card(theirs).counters[PLUS] == 1
