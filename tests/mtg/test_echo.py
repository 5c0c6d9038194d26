"""Echo (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." No card with echo is
in shared/testdata's sets, so Karmic Guide (Urza's Legacy) is built here from its Oracle text."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.echo import ECHO, echo_line
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do
from tests.mtg.own_cards import own_card, own_position
from tests.mtg.states import card_id

GUIDE = "Flying, protection from black\nEcho {3}{W}{W} (At the beginning of your upkeep, if this came under your control since " \
    "the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)\nWhen Karmic Guide enters, return target " \
    "creature card from your graveyard to the battlefield."


def _upkeep(sick: bool, plains: int) -> MtgState:
    """P1's upkeep after P2's turn; Karmic Guide came under P1's control in P2's turn (``sick``) or long before."""
    card = own_card(CardRecord(game="mtg", name="Karmic Guide", oracle_id="test-karmic-guide", type_line="Creature — Angel Spirit",
                               cost="{3}{W}{W}", text=GUIDE, stats={"power": "2", "toughness": "2"}))
    assert card is not None and card.program.automated
    state = own_position({"step": "final", "turn_player": "P2",
                          "P1": {"battlefield": [{"card": "Karmic Guide", "sick": sick}] + ["Llanura"] * plains}}, 1, "<test>", "")
    for _ in range(20):
        if state.turn_player == 0 and (state.step != "mantenimiento" or state.prompt.kind == "quizas"):
            break
        do(state, "pass")
    return state


def test_echo_line_CR_702_30a() -> None:
    assert echo_line("Echo", lambda text: None) is None
    program = compile_text("Echo {1}{R}", "Test", frozenset({"creature"}))  # CR 702.30a: an upkeep trigger with its "if"
    [echo] = program.abilities
    assert echo.trigger == "upkeep" and echo.condition == ECHO and str(echo.cost) == "{1}{R}" and echo.optional


def test_paying_the_echo_cost_keeps_it_and_it_is_not_asked_again_CR_702_30a() -> None:
    state = _upkeep(sick=True, plains=5)
    guide = card_id(state, "Karmic Guide")
    assert state.step == "mantenimiento" and state.prompt.kind == "quizas" and state.prompt.player == 0  # CR 702.30a
    do(state, "yes")
    assert state.zone_name_of(guide) == "campo"
    assert sum(state.is_tapped(c) for c in state.battlefield(0)) == 5  # {3}{W}{W}
    for _ in range(200):  # CR 702.30a: at P1's next upkeep it has been theirs since the last one began
        if state.turn_player == 0 and state.step == "mantenimiento":
            break
        do(state, "pass")
    assert state.step == "mantenimiento" and state.prompt.kind != "quizas" and not state.chain.links
    assert state.zone_name_of(guide) == "campo"


def test_not_paying_sacrifices_it_CR_702_30a() -> None:
    state = _upkeep(sick=True, plains=5)
    do(state, "no")  # CR 702.30a: "sacrifice it unless you pay"
    assert state.zone_name_of(card_id(state, "Karmic Guide")) == "cementerio"


def test_paying_without_the_mana_is_refused_CR_702_30a() -> None:
    state = _upkeep(sick=True, plains=4)
    assert [a.kind for a in state.legal_actions()] == ["no"]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 702.30a"  # the echo cost can't be paid
    do(state, "no")
    assert state.zone_name_of(card_id(state, "Karmic Guide")) == "cementerio"


def test_no_echo_for_a_permanent_controlled_since_before_the_last_upkeep_CR_702_30a() -> None:
    state = _upkeep(sick=False, plains=0)
    assert state.turn_player == 0 and state.step != "mantenimiento"  # CR 702.30a: the "if" is false, nothing triggered
    assert state.zone_name_of(card_id(state, "Karmic Guide")) == "campo"
