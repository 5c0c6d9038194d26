""""CARDNAME can't block alone." (engine/games/mtg/alone_limits.py, CR 509.1b, 506.5) with
Kaldheim's Craven Hulk, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _blocking() -> MtgState:
    """P1's Grizzly Bears attack; P2, with Craven Hulk and Hill Giant, declares blockers."""
    assert real_card(SETS["KHM"], "Craven Hulk").program.automated
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"battlefield": ["Oso Musgoso"]}, {"battlefield": ["Craven Hulk", "Hill Giant"]})
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Oso Musgoso", "done")
    while state.prompt.kind != "bloqueadores":
        _do(state, "pass")
    return state


def test_craven_hulk_cannot_block_alone_CR_509_1b() -> None:
    # CR 509.1b, CR 506.5
    state = _blocking()
    _do(state, "block Oso Musgoso with Craven Hulk")
    assert "done" not in {state.action_to_string(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "done")
    assert refused.value.rule.id == "CR 509.1b"
    _do(state, "unblock Craven Hulk", "done")  # no blocks at all is legal
    assert not state.blockers


def test_craven_hulk_blocks_beside_another_creature_CR_509_1b() -> None:
    # CR 509.1b, CR 509.1a
    state = _blocking()
    _do(state, "block Oso Musgoso with Craven Hulk", "block Oso Musgoso with Hill Giant", "done")
    assert {b for b, _ in state.blockers} == {card_id(state, "Craven Hulk"), card_id(state, "Hill Giant")}
