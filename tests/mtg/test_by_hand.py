"""An ability whose text is not automated is resolved by hand: activating it says so and names
the manual actions, instead of a rule about priority (CR 117.1b)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_activating_text_not_automated_offers_the_manual_path() -> None:
    real_card(SETS["LEA"], "Jade Statue")  # "{2}: … becomes a 3/6 Golem artifact creature until end of combat"
    state = mtg_state({"battlefield": ["Jade Statue", "Montaña", "Montaña"]})
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("activate Jade Statue", 0))
    assert refused.value.rule.id == "manual"
    message = refused.value.message("en")
    assert "not automated" in message and "manual rotate Jade Statue" in message and "117.1b" not in message
    state.apply_action(state.parse_action("manual rotate Jade Statue", 0))  # the path offered works
    assert "girada" in state.observation(0).card(state.battlefield(0)[0]).markers


def test_a_card_without_such_text_still_cites_CR_117_1b() -> None:
    state = mtg_state({"battlefield": ["Oso Musgoso"]})
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("activate Oso Musgoso", 0))
    assert refused.value.rule.id == "CR 117.1b"
