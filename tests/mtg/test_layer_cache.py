"""The layer system's result (CR 613) is computed once per state and kept until one of its inputs
changes (``MtgBase.layered``, ``invalidate_statics``). Along seeded random games the kept result
always equals a fresh computation, and a clone (what the bots search with) keeps an equal one
and lists the same legal actions.

Every decision of every game is checked, in six demo games (measured with coverage.py, seeds
0–5 reach 10,395 engine lines, seeds 6–11 add 45) and eight Alpha games (every colour's deck
plays); there were twelve and fifteen until the suite had to get faster."""

from __future__ import annotations

from collections import Counter
from typing import Callable

import pytest

from engine.core import get_game
from engine.core.actions import Action
from engine.core.state import State
from engine.games.mtg.base import MtgBase
from engine.games.mtg.layers import compute
from tests.helpers import demo_state, random_playout
from tests.mtg.test_coverage import LEA, _alpha_decks, _cards


def _checker(seen: Counter[str]) -> Callable[[State, Action], None]:
    def check(state: State, action: Action) -> None:
        assert isinstance(state, MtgBase)
        kept = state.layered()
        assert kept == compute(state), f"stale characteristics before {action}"
        twin = state.clone()
        assert isinstance(twin, MtgBase)
        assert twin.legal_actions() == state.legal_actions()
        assert twin.layered() == kept
        seen["effects"] += bool(state.continuous)
        seen["changed"] += bool(kept.defns or kept.pt)

    return check


def test_kept_characteristics_match_a_fresh_computation_in_demo_games_CR_613_1() -> None:
    seen: Counter[str] = Counter()
    for seed in range(6):
        assert random_playout(demo_state("mtg", seed), seed, on_step=_checker(seen)).is_terminal()
    assert seen["effects"] and seen["changed"]  # the games did create continuous effects


@pytest.mark.skipif(not LEA.exists(), reason="shared/testdata is not beside the checkout")
def test_kept_characteristics_match_a_fresh_computation_with_alpha_cards_CR_613_1() -> None:
    """Alpha's anthems, Auras and pumps change characteristics all the time."""
    decks = _alpha_decks(_cards(LEA))
    game = get_game("mtg")
    seen: Counter[str] = Counter()
    for seed in range(8):
        pair = [decks[seed % 5], decks[(seed // 5 + 1 + seed) % 5]]
        state = game.new_initial_state(pair, seed, {"allow_illegal_decks": True})
        random_playout(state, seed, on_step=_checker(seen))
    assert seen["changed"]
