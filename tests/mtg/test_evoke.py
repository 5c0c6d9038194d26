"""Evoke (CR 702.74a): the card may be cast for its evoke cost rather than its mana cost; if it
was, it is sacrificed when it enters. No card with evoke is in shared/testdata's sets, so
Mulldrifter (Lorwyn) is built here from its Oracle text."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.formats.records import CardRecord
from engine.games.mtg.evoke import EVOKED, evoke_line
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do
from tests.mtg.own_cards import own_card
from tests.mtg.states import card_id, mtg_state

MULLDRIFTER = "Flying\nWhen Mulldrifter enters, draw two cards.\nEvoke {2}{U} (You may cast this spell for its evoke cost. If " \
    "you do, it's sacrificed when it enters.)"


def _state(islands: int) -> MtgState:
    card = own_card(CardRecord(game="mtg", name="Mulldrifter", oracle_id="test-mulldrifter", type_line="Creature — Elemental",
                               cost="{4}{U}", text=MULLDRIFTER, stats={"power": "2", "toughness": "2"}))
    assert card is not None and card.program.automated
    return mtg_state({"hand": ["Mulldrifter"], "battlefield": ["Isla"] * islands, "library": ["Isla"] * 4})


def _legal(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _resolve_all(state: MtgState) -> None:
    for _ in range(20):
        if not state.chain.links and not state.triggers:
            return
        legal = _legal(state)
        do(state, "pass" if "pass" in legal else sorted(legal)[0])  # the controller orders its two triggers (CR 603.3b)


def test_evoke_line_CR_702_74a() -> None:
    cost, trigger = evoke_line("Evoke {2}{U}") or (None, None)  # CR 702.74a: an alternative cost and a trigger
    assert cost is not None and cost.static == "alternative_cost" and str(cost.cost) == "{2}{U}"
    assert trigger is not None and trigger.trigger == EVOKED
    assert evoke_line("Evoke") is None


def test_evoked_it_draws_and_is_sacrificed_CR_702_74a() -> None:
    state = _state(3)
    drifter = card_id(state, "Mulldrifter")
    do(state, "cast Mulldrifter")
    assert _legal(state) == {"yes"}  # CR 702.74a, 601.2h: only its evoke cost can be paid with three Islands
    do(state, "yes", "pass", "pass")
    assert state.zone_name_of(drifter) == "campo"
    _resolve_all(state)
    assert state.zone_name_of(drifter) == "cementerio"  # CR 702.74a: sacrificed
    assert len(state.ids(0, "mano")) == 2  # its enters trigger still drew two


def test_cast_for_its_mana_cost_it_stays_CR_702_74a() -> None:
    state = _state(5)
    drifter = card_id(state, "Mulldrifter")
    do(state, "cast Mulldrifter", "no", "pass", "pass")  # CR 702.74a: the evoke cost not paid, no sacrifice trigger
    _resolve_all(state)
    assert state.zone_name_of(drifter) == "campo" and len(state.ids(0, "mano")) == 2


def test_evoking_without_the_mana_is_refused_CR_601_2h() -> None:
    state = _state(2)
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("cast", 0, (card_id(state, "Mulldrifter"),)))
    assert refused.value.rule.id == "CR 601.2h"  # CR 702.74a: neither {4}{U} nor the evoke cost {2}{U} can be paid
    assert state.zone_name_of(card_id(state, "Mulldrifter")) == "mano"
