""""That player" after a sentence targeting a player (engine/games/mtg/targeted_player.py, CR 608.2c)
with Kaldheim's Immersturm Skullcairn, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _skullcairn() -> MtgState:
    assert real_card(SETS["KHM"], "Immersturm Skullcairn").program.automated
    return mtg_state({"battlefield": ["Immersturm Skullcairn", "Pantano", "Montaña", "Montaña", "Montaña"]},
                     {"hand": ["Oso Musgoso", "Isla"]})


def test_skullcairn_deals_three_and_that_player_discards_CR_608_2c() -> None:
    # CR 608.2c, CR 701.8a, CR 115.1
    state = _skullcairn()
    cairn = card_id(state, "Immersturm Skullcairn")
    _do(state, "activate Immersturm Skullcairn", "target P2")
    assert state.zone_name_of(cairn) == "cementerio"  # sacrificed as it is activated
    _do(state, "pass", "pass")
    assert state.counters[1][LIFE] == 17
    assert state.prompt.kind == "descartar" and state.prompt.player == 1  # the targeted player chooses
    _do(state, "discard Isla")
    assert [state.defn(c).name for c in state.ids(1, "mano")] == ["Oso Musgoso"]


def test_skullcairn_only_as_a_sorcery_CR_602_5d() -> None:
    # CR 602.5d
    state = _skullcairn()
    while state.turn_player == 0:  # to P2's turn, where P1 gets priority in the upkeep
        _do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    while state.prompt.player != 0:
        _do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "activate Immersturm Skullcairn")
    assert refused.value.rule.id == "CR 602.5d"


def test_that_player_needs_a_player_before_it_CR_608_2c() -> None:
    # CR 608.2c
    assert not compile_text("Destroy target creature. That player discards a card.", "Test", frozenset({"sorcery"})).automated
    made = compile_text("Target opponent loses 2 life. That player mills two cards.", "Test", frozenset({"sorcery"}))
    assert [(e.op, e.target, e.slot) for e in made.abilities[0].effects] == [("lose_life", "opponent", 0), ("mill", "opponent", 0)]
