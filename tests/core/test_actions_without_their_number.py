"""A peer (or a stale window) may send an action whose number is missing or is not a number: every game
refuses it with the rule, as it refuses any other illegal action, and its state is left as it was.
SiX's refusal of ``activate`` read ``action.number`` and raised a bare ``ValueError``, which the LAN
host answered with "invalid action: ValueError(…)"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Rng
from engine.core.errors import IllegalActionError
from engine.core.game import game_names, get_game


def test_an_action_without_its_number_is_refused_with_a_rule() -> None:
    probed: dict[str, int] = {}
    for game in game_names():
        rules = get_game(game)
        for seed in (1, 2):
            state = rules.new_initial_state(list(rules.demo_pair()), seed)
            rng = Rng(seed)
            for _ in range(150):
                if state.is_terminal():
                    break
                legal = state.legal_actions()
                for action in (a for a in legal if isinstance(a.choice, int)):
                    for wrong in (None, "x"):
                        before = state.state_hash()
                        with pytest.raises(IllegalActionError) as refused:
                            state.apply_action(replace(action, choice=wrong))
                        assert refused.value.rule.id, refused.value
                        if game == "six" and action.kind == "activate":  # which effect is not said
                            assert refused.value.rule.id == "SiX 8.3.1", refused.value
                        assert state.state_hash() == before
                        probed[game] = probed.get(game, 0) + 1
                state.apply_action(rng.choice(legal))
    assert probed.get("six", 0) > 0 and len(probed) >= 3, probed  # SiX's Quick effects, among others
