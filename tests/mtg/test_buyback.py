"""Buyback (CR 702.27a): an optional additional cost; paid, the spell returns to its owner's hand as
it resolves. No card with buyback is in shared/testdata's sets, so Capsize (Tempest) is built here
from its Oracle text."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.buyback import BUYBACK, BUYBACK_PROMPT, buyback_line
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do
from tests.mtg.states import card_id, mtg_state
from tests.mtg.own_cards import own_card

CAPSIZE = "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it " \
    "resolves.)\nReturn target permanent to its owner's hand."


def _state(islands: int) -> MtgState:
    card = own_card(CardRecord(game="mtg", name="Capsize", oracle_id="test-capsize", type_line="Instant", cost="{1}{U}{U}",
                               text=CAPSIZE))
    assert card is not None and card.program.automated
    return mtg_state({"hand": ["Capsize"], "battlefield": ["Isla"] * islands}, {"battlefield": ["Oso Musgoso"]})


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _tapped(state: MtgState) -> int:
    return sum(state.is_tapped(c) for c in state.battlefield(0))


def test_buyback_line_CR_702_27a() -> None:
    ability = buyback_line("Buyback {3}")  # CR 702.27a: a static ability holding the additional cost
    assert ability is not None and ability.static == BUYBACK and str(ability.cost) == "{3}"
    assert buyback_line("Buyback") is None


def test_paid_the_spell_returns_to_its_owners_hand_CR_702_27a() -> None:
    state = _state(6)
    capsize, bear = card_id(state, "Capsize"), card_id(state, "Oso Musgoso")
    do(state, "cast Capsize")
    assert state.prompt.kind == BUYBACK_PROMPT and _legal(state) == {"yes", "no"}  # CR 702.27a, 601.2b
    do(state, "yes", "target Oso Musgoso")
    assert _tapped(state) == 6  # CR 702.27a, 601.2f: {1}{U}{U} plus {3}
    do(state, "pass", "pass")
    assert state.zone_name_of(bear) == "mano"
    assert state.zone_name_of(capsize) == "mano" and capsize in state.ids(0, "mano")  # CR 702.27a: back to its owner's hand


def test_declined_the_spell_goes_to_the_graveyard_CR_702_27a() -> None:
    state = _state(6)
    capsize = card_id(state, "Capsize")
    do(state, "cast Capsize", "no", "target Oso Musgoso")
    assert _tapped(state) == 3  # CR 702.27a: the additional cost not paid
    do(state, "pass", "pass")
    assert state.zone_name_of(capsize) == "cementerio"


def test_paying_buyback_without_the_mana_is_refused_CR_702_27a() -> None:
    state = _state(5)
    do(state, "cast Capsize")
    assert _legal(state) == {"no"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 702.27a"  # CR 702.27a: {1}{U}{U}{3} can't be paid with five Islands
    do(state, "no", "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Capsize")) == "cementerio"
