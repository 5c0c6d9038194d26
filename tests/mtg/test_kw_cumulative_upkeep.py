"""Cumulative upkeep (CR 702.24a): at the beginning of its controller's upkeep an age counter goes
on the permanent; then they may pay the cost once for each age counter on it, all or nothing, or
sacrifice it. No card with cumulative upkeep is in shared/testdata's sets, so Illusionary Forces
(Legends: "Flying / Cumulative upkeep {U}") is built from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.cumulative_upkeep import AGE, AGE_COUNTER
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do
from tests.mtg.own_cards import own_card, own_position
from tests.mtg.states import card_id

FORCES = "Flying\nCumulative upkeep {U} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice " \
    "it unless you pay its upkeep cost for each age counter on it.)"


def _upkeep(ages: int, islands: int) -> MtgState:
    """P1's upkeep after P2's turn, Illusionary Forces with ``ages`` age counters, its trigger resolving."""
    card = own_card(CardRecord(game="mtg", name="Illusionary Forces", oracle_id="test-illusionary-forces",
                               type_line="Creature — Illusion", cost="{3}{U}", text=FORCES, stats={"power": "4", "toughness": "4"}))
    assert card is not None and card.program.automated
    forces: dict[str, Any] = {"card": "Illusionary Forces", "counters": {AGE_COUNTER: ages}} if ages else {"card": "Illusionary Forces"}
    state = own_position({"step": "final", "turn_player": "P2",
                          "P1": {"battlefield": [forces] + ["Isla"] * islands, "library": ["Isla"] * 3},
                          "P2": {"library": ["Isla"] * 3}}, 1, "<test>", "")
    for _ in range(20):
        if state.turn_player == 0 and state.prompt is not None and state.prompt.kind == "quizas":
            break
        do(state, "pass")
    return state


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _ages(state: MtgState) -> int:
    return int(state._card(card_id(state, "Illusionary Forces")).counters.get(AGE_COUNTER, 0))


def test_cumulative_upkeep_line_CR_702_24a() -> None:
    program = compile_text("Cumulative upkeep {1}", "Mystic Remora", frozenset({"enchantment"}))
    trigger = program.abilities[0]
    assert program.automated and trigger.trigger == "upkeep" and trigger.count == AGE and str(trigger.cost) == "{1}"
    assert trigger.optional and trigger.effects[0].op == "sacrifice"


def test_the_age_counter_goes_on_before_the_choice_CR_702_24a() -> None:
    state = _upkeep(ages=0, islands=1)
    assert state.step == "mantenimiento" and state.prompt.kind == "quizas"  # type: ignore[union-attr]
    assert _ages(state) == 1  # CR 702.24a: the counter first, then "you may pay"
    assert "{U}" in state.prompt.text_en  # type: ignore[union-attr]  # one age counter: {U}
    do(state, "yes")
    assert state.zone_name_of(card_id(state, "Illusionary Forces")) == "campo"
    assert all(state.is_tapped(c) for c in state.ids(0, "campo") if state.defn(c).is_land)


def test_the_cost_is_paid_for_each_age_counter_CR_702_24a() -> None:
    state = _upkeep(ages=2, islands=3)
    assert _ages(state) == 3
    assert "{U}{U}{U}" in state.prompt.text_en  # type: ignore[union-attr]
    assert _legal(state) == {"yes", "no"}
    do(state, "yes")
    forces = card_id(state, "Illusionary Forces")
    assert state.zone_name_of(forces) == "campo"
    assert all(state.is_tapped(c) for c in state.ids(0, "campo") if c != forces)  # three Islands for {U}{U}{U}


def test_no_partial_payment_CR_702_24a() -> None:
    state = _upkeep(ages=2, islands=2)  # three age counters, two Islands
    assert _legal(state) == {"no"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 702.24a"
    forces = card_id(state, "Illusionary Forces")
    do(state, "no")
    assert state.zone_name_of(forces) == "cementerio"  # sacrificed
    assert not any(state.is_tapped(c) for c in state.ids(0, "campo"))  # nothing paid
