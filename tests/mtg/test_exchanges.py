"""Exchanging a life total with a toughness (engine/games/mtg/exchanges.py, CR 701.10g, 613.4b)
with Innistrad's Tree of Redemption (a 0/13) loaded from the card data: "{T}: Exchange your life
total with CARDNAME's toughness"."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_tree_of_redemption_exchanges_life_and_toughness_CR_701_10g() -> None:
    assert real_card(SETS["ISD"], "Tree of Redemption").program.automated
    state = mtg_state({"life": 7, "battlefield": ["Tree of Redemption"]})
    tree = card_id(state, "Tree of Redemption")
    _do(state, "activate Tree of Redemption", "pass", "pass")
    assert state.counters[0][LIFE] == 13 and state.power_toughness(tree) == (0, 7)
    state.untap(tree)
    state.counters[0][LIFE] = 20
    _do(state, "activate Tree of Redemption", "pass", "pass")  # the later exchange wins (CR 613.7)
    assert state.counters[0][LIFE] == 7 and state.power_toughness(tree) == (0, 20)


def test_tree_of_redemption_taps_to_exchange_CR_602_2() -> None:
    real_card(SETS["ISD"], "Tree of Redemption")
    state = mtg_state({"battlefield": [{"card": "Tree of Redemption", "tapped": True}]})
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "activate Tree of Redemption")
    assert refused.value.rule.id == "CR 602.2"
