"""Kaldheim's Cleaving Reaper loaded from the card data: "Pay 3 life: Return CARDNAME from your
graveyard to your hand. Activate only if you had an Angel or Berserker enter the battlefield under
your control this turn." — a graveyard ability (graveyard_abilities.py, CR 113.6m) with a life cost
(activation_costs.py, CR 119.4) and a restriction on what entered this turn (turn_counts.py,
activation_limits.py, CR 602.5b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

REAPER = "Cleaving Reaper"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _reaper(creature: str, **p1: Any) -> MtgState:
    """Cleaving Reaper in the graveyard; ``creature`` cast and resolved this turn."""
    assert real_card(SETS["KHM"], REAPER).program.automated
    real_card(SETS["KHM"], "Duskwielder")
    state = mtg_state({"graveyard": [REAPER], "hand": [creature], "battlefield": ["Pantano", "Bosque"], **p1})
    _do(state, f"cast {creature}", "pass", "pass")
    assert card_id(state, creature) in state.battlefield(0)
    return state


def test_after_a_berserker_entered_the_reaper_returns_for_three_life_CR_602_5b() -> None:
    # CR 113.6m, CR 119.4, CR 602.5b: Duskwielder is an Elf Berserker
    state = _reaper("Duskwielder")
    reaper = card_id(state, REAPER)
    _do(state, f"activate {REAPER}", "pass", "pass")
    assert state.zone_name_of(reaper) == "mano" and state.counters[0][LIFE] == 17


def test_not_before_an_angel_or_berserker_entered_CR_602_5b() -> None:
    # CR 602.5b: a bear entering is not enough
    state = _reaper("Oso Musgoso")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"activate {REAPER}")
    assert refused.value.rule.id == "CR 602.5b"
    assert state.counters[0][LIFE] == 20


def test_not_with_less_than_three_life_CR_119_4() -> None:
    # CR 119.4: life is paid only from a total at least that high
    state = _reaper("Duskwielder", life=2)
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"activate {REAPER}")
    assert refused.value.rule.id == "CR 119.4"
