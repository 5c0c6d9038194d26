"""A spell cast from a graveyard is on the stack before its targets are chosen (CR 601.2a, 601.2c),
and a spell is never a target for itself (CR 115.5): Innistrad's Purify the Grave ("Exile target
card from a graveyard. Flashback {W}"), loaded from the card data, cannot be flashed back to
exile itself."""

from __future__ import annotations

from tests.mtg.cr_helpers import do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_purify_the_grave_alone_in_a_graveyard_cannot_be_flashed_back_CR_115_5_CR_601_2c() -> None:
    # CR 115.5, CR 601.2a, CR 601.2c
    assert real_card(SETS["ISD"], "Purify the Grave").program.automated
    state = mtg_state({"graveyard": ["Purify the Grave"], "battlefield": ["Llanura"]})
    assert "cast Purify the Grave" not in [state.action_to_string(a) for a in state.legal_actions()]
    assert refusal(state, "cast Purify the Grave") == "CR 601.2c"


def test_purify_the_grave_flashed_back_exiles_another_card_CR_702_34a() -> None:
    # CR 702.34a, CR 601.2c
    real_card(SETS["ISD"], "Purify the Grave")
    state = mtg_state({"graveyard": ["Purify the Grave"], "battlefield": ["Llanura"]}, {"graveyard": ["Oso Musgoso"]})
    do(state, "cast Purify the Grave", "target Oso Musgoso", "pass", "P2: pass")
    assert names(state, 1, "exilio") == ["Oso Musgoso"] and names(state, 0, "exilio") == ["Purify the Grave"]
