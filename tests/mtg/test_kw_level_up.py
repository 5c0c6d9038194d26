"""Level up (CR 702.87a) and leveler striations (CR 711.2): "[Cost]: Put a level counter on this
permanent. Activate only as a sorcery", and "LEVEL N1-N2 / N3+" giving base power and toughness
and abilities while its level counters are in range. No leveler is in shared/testdata's sets, so
Student of Warfare (Rise of the Eldrazi) is built from its Oracle text."""

from __future__ import annotations

from typing import Any

from engine.formats.records import CardRecord
from engine.games.mtg.level_up import LEVEL_BAND, LEVEL_COUNTER, LEVEL_UP, level_up_line
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.own_cards import own_card, own_position
from tests.mtg.states import card_id

STUDENT = "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\n" \
    "LEVEL 7+\n4/4\nDouble strike"


def _state(level: int, plains: int = 2, turn_player: str = "P1") -> MtgState:
    card = own_card(CardRecord(game="mtg", name="Student of Warfare", oracle_id="test-student-of-warfare",
                               type_line="Creature — Human Knight", cost="{W}", text=STUDENT, stats={"power": "1", "toughness": "1"}))
    assert card is not None and card.program.automated
    student: dict[str, Any] = {"card": "Student of Warfare", "counters": {LEVEL_COUNTER: level}} if level else {"card": "Student of Warfare"}
    return own_position({"turn_player": turn_player, "P1": {"battlefield": [student] + ["Llanura"] * plains, "library": ["Llanura"] * 3},
                         "P2": {"library": ["Isla"] * 3}}, 1, "<test>", "")


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _level_up(state: MtgState) -> int:
    student = card_id(state, "Student of Warfare")
    do(state, "activate Student of Warfare", "pass", "pass")
    return student


def test_level_up_line_CR_702_87a() -> None:
    ability = level_up_line("Level up {W}")
    assert ability is not None and ability.kind == "activated" and ability.sorcery and str(ability.cost) == "{W}"
    assert ability.effects[0].op == LEVEL_UP
    assert level_up_line("Level up") is None
    card = own_card(CardRecord(game="mtg", name="Student of Warfare", oracle_id="test-student-of-warfare",
                               type_line="Creature — Human Knight", cost="{W}", text=STUDENT, stats={"power": "1", "toughness": "1"}))
    assert card is not None
    bands = [a for a in card.program.abilities if a.static == LEVEL_BAND]  # CR 711.2: one static ability per level symbol
    assert [(a.count, a.power, a.toughness, a.keywords) for a in bands] == [("2-6", 3, 3, ("first strike",)),
                                                                            ("7-", 4, 4, ("double strike",))]
    assert not card.program.keywords  # the striations' keywords are not the card's own


def test_a_level_counter_for_its_cost_CR_702_87a() -> None:
    state = _state(level=0)
    assert "activate Student of Warfare" in _legal(state)
    student = _level_up(state)
    assert state._card(student).counters.get(LEVEL_COUNTER) == 1
    assert sum(state.is_tapped(c) for c in state.ids(0, "campo")) == 1  # one Plains for {W}
    assert state.power_toughness(student) == (1, 1) and not state.has(student, "first strike")  # CR 711.5: below LEVEL 2


def test_the_striation_in_range_applies_CR_711_2a() -> None:
    state = _state(level=1)
    student = _level_up(state)
    assert state._card(student).counters.get(LEVEL_COUNTER) == 2
    assert state.power_toughness(student) == (3, 3) and state.has(student, "first strike")  # LEVEL 2-6


def test_the_open_striation_CR_711_2b() -> None:
    state = _state(level=6)
    student = _level_up(state)
    assert state.power_toughness(student) == (4, 4)  # LEVEL 7+
    assert state.has(student, "double strike") and not state.has(student, "first strike")
    assert "activate Student of Warfare" in _legal(state)  # CR 711.4: it can always level up
    do(state, "activate Student of Warfare", "pass", "pass")
    assert state._card(student).counters.get(LEVEL_COUNTER) == 8 and state.power_toughness(student) == (4, 4)


def test_only_as_a_sorcery_CR_702_87a() -> None:
    state = _state(level=0, turn_player="P2")
    do(state, "pass")  # P1 receives priority in P2's main phase
    assert state.prompt is not None and state.prompt.player == 0
    assert "activate Student of Warfare" not in _legal(state)
    assert refusal(state, "activate Student of Warfare") == "CR 702.87a"
