"""Suspend (CR 702.62): pay the suspend cost and exile the card from the hand with N time counters
(a special action, when it could be cast); at each of its owner's upkeeps a time counter comes off;
when the last does, its owner may cast it without paying its mana cost. Ancestral Vision (no mana
cost, "Suspend 4—{U}") is read from shared/testdata's Scryfall card data; Durkwood Baloth (Time
Spiral, a creature with "Suspend 5—{G}") is built from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.state import MtgState
from engine.games.mtg.suspend import FREE, SUSPEND, TIME, suspend_line
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.own_cards import own_card, own_position
from tests.mtg.real_cards import SCRYFALL_TEST, real_card
from tests.mtg.states import card_id

BALOTH = "Suspend 5—{G} (Rather than cast this card from your hand, you may pay {G} and exile it with five time counters on it. " \
    "At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana " \
    "cost. If you cast a creature spell this way, it gains haste until you lose control of the spell or the permanent it becomes.)"


def _cards() -> None:
    vision = real_card(SCRYFALL_TEST, "Ancestral Vision")
    assert vision.program.automated and vision.cost is None  # no mana cost (CR 118.6)
    baloth = own_card(CardRecord(game="mtg", name="Durkwood Baloth", oracle_id="test-durkwood-baloth", type_line="Creature — Beast",
                                 cost="{4}{G}{G}", text=BALOTH, stats={"power": "5", "toughness": "5"}))
    assert baloth is not None and baloth.program.automated


def _main(hand: list[str], battlefield: list[str], turn_player: str = "P1") -> MtgState:
    _cards()
    return own_position({"turn_player": turn_player, "P1": {"hand": hand, "battlefield": battlefield, "library": ["Isla"] * 5},
                         "P2": {"library": ["Isla"] * 5}}, 1, "<test>", "")


def _upkeep(name: str, time: int) -> MtgState:
    """P1's turn after P2's, ``name`` exiled with ``time`` time counters: P1's first "may" question in
    the upkeep, or else P1's draw step."""
    _cards()
    exiled: dict[str, Any] = {"card": name, "counters": {TIME: time}}
    state = own_position({"step": "final", "turn_player": "P2",
                          "P1": {"exile": [exiled], "library": ["Isla"] * 5}, "P2": {"library": ["Isla"] * 5}}, 1, "<test>", "")
    for _ in range(30):
        if state.turn_player == 0 and (state.prompt is not None and state.prompt.kind == "quizas" or state.step == "robar"):
            break
        do(state, "pass")
    return state


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_suspend_line_CR_702_62a() -> None:
    found = suspend_line("Suspend 4—{U}")
    assert found is not None
    static, upkeep, last = found
    assert static.static == SUSPEND and static.power == 4 and str(static.cost) == "{U}"
    assert upkeep.kind == "triggered" and last.kind == "triggered" and last.optional
    assert suspend_line("Suspend—{U}") is None


def test_suspending_is_a_special_action_CR_702_62a() -> None:
    state = _main(["Ancestral Vision"], ["Isla"])
    vision = card_id(state, "Ancestral Vision")
    legal = _legal(state)
    assert "suspend Ancestral Vision" in legal and "cast Ancestral Vision" not in legal
    assert refusal(state, "cast Ancestral Vision") == "CR 118.6"  # no mana cost: not cast from the hand
    do(state, "suspend Ancestral Vision")
    assert state.zone_name_of(vision) == "exilio" and state._card(vision).counters.get(TIME) == 4
    assert all(state.is_tapped(c) for c in state.ids(0, "campo"))  # {U} paid
    assert not state.chain.links and state.prompt is not None and state.prompt.player == 0  # no stack: P1 keeps priority


def test_only_when_it_could_be_cast_and_paid_CR_702_62a() -> None:
    state = _main(["Ancestral Vision"], ["Isla"], turn_player="P2")
    do(state, "pass")  # P1 has priority in P2's main phase: a sorcery could not be cast (CR 702.62c)
    assert state.prompt is not None and state.prompt.player == 0
    assert "suspend Ancestral Vision" not in _legal(state)
    assert refusal(state, "suspend Ancestral Vision") == "CR 702.62a"
    unpaid = _main(["Ancestral Vision"], ["Montaña"])
    assert refusal(unpaid, "suspend Ancestral Vision") == "CR 702.62a"  # {U} can't be paid


def test_a_time_counter_off_at_each_upkeep_CR_702_62a() -> None:
    state = _upkeep("Ancestral Vision", 2)
    vision = card_id(state, "Ancestral Vision")
    assert state.turn_player == 0 and state.step == "robar"  # nothing asked in the upkeep: the counter came off
    assert state._card(vision).counters.get(TIME) == 1 and state.zone_name_of(vision) == "exilio"


def test_the_last_counter_casts_it_without_paying_CR_702_62a() -> None:
    state = _upkeep("Ancestral Vision", 1)
    vision = card_id(state, "Ancestral Vision")
    assert state.prompt is not None and state.prompt.kind == "quizas" and _legal(state) == {"yes", "no"}
    assert not state._card(vision).counters.get(TIME)
    hand = len(state.ids(0, "mano"))
    do(state, "yes", "target P1")  # CR 702.62d: its target chosen as for any spell
    assert state.zone_name_of(vision) == "pila" and state._card(vision).marks.get(FREE)
    do(state, "pass", "pass")
    assert len(state.ids(0, "mano")) == hand + 3 and state.zone_name_of(vision) == "cementerio"


def test_declined_it_remains_exiled_CR_702_62a() -> None:
    state = _upkeep("Ancestral Vision", 1)
    vision = card_id(state, "Ancestral Vision")
    do(state, "no")
    assert state.zone_name_of(vision) == "exilio" and not state._card(vision).counters.get(TIME)  # no longer suspended (702.62b)


def test_a_creature_cast_this_way_has_haste_CR_702_62a() -> None:
    state = _upkeep("Durkwood Baloth", 1)
    baloth = card_id(state, "Durkwood Baloth")
    do(state, "yes", "pass", "pass")
    assert state.zone_name_of(baloth) == "campo"
    assert state.has(baloth, "haste") and not state.is_sick(baloth)


def test_yes_when_it_cannot_be_cast_is_refused_CR_702_62a() -> None:
    state = _upkeep("Ancestral Vision", 1)
    vision = card_id(state, "Ancestral Vision")
    state.move(vision, state.zone(0, "cementerio"))  # it left exile before the trigger asked (CR 400.7)
    state._legal = None
    assert _legal(state) == {"no"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 702.62a"
