"""Abilities that can't be activated (engine/games/mtg/activation_bans.py, CR 602.5, 605.1a) with
Innistrad's Stony Silence loaded from the card data: "Activated abilities of artifacts can't be
activated." — either player's artifacts, their mana abilities too; other permanents' abilities not."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        _do(state, text)
    return refused.value.rule.id


def _state(silence: bool) -> MtgState:
    assert real_card(SETS["ISD"], "Stony Silence").program.automated
    for name in ("Demonmail Hauberk", "Deranged Assistant"):
        real_card(SETS["ISD"], name)
    real_card(SETS["LEA"], "Sol Ring")
    return mtg_state({"hand": ["Poción Curativa"], "battlefield": ["Sol Ring", "Demonmail Hauberk", "Oso Musgoso",
                                                                    "Deranged Assistant"], "library": ["Isla"] * 2},
                     {"battlefield": ["Stony Silence"] if silence else []})


def test_stony_silence_stops_artifact_abilities_CR_602_5() -> None:
    state = _state(silence=True)
    assert _refused(state, "tap Sol Ring") == "CR 602.5"  # a mana ability is an activated ability (CR 605.1a)
    assert _refused(state, "activate Demonmail Hauberk") == "CR 602.5"
    assert _refused(state, "cast Poción Curativa") == "CR 601.2h"  # Sol Ring's mana is not there to pay {1}
    legal = {state.action_to_string(a) for a in state.legal_actions()}
    assert not any("Sol Ring" in a or "Hauberk" in a for a in legal)
    _do(state, "tap Deranged Assistant")  # a creature's ability still works
    assert state.pools[0].get("C") == 1


def test_without_stony_silence_the_artifacts_work() -> None:
    state = _state(silence=False)
    _do(state, "tap Sol Ring")
    assert state.pools[0].get("C") == 2
    assert "activate Demonmail Hauberk" in {state.action_to_string(a) for a in state.legal_actions()}
