""""Exile CARDNAME." as a resolving spell's instruction (engine/games/mtg/self_exile.py, CR
608.2m) with Kaldheim's Alrund's Epiphany (and its rebalanced A- version, whose birds come only
if it was foretold), loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _birds(state: MtgState) -> int:
    return sum(1 for c in state.battlefield(0) if c in state.tokens)


def test_alrunds_epiphany_exiles_itself_and_gives_an_extra_turn_CR_608_2m() -> None:
    # CR 608.2m, CR 608.2n, CR 500.7
    assert real_card(SETS["KHM"], "Alrund's Epiphany").program.automated
    state = mtg_state({"hand": ["Alrund's Epiphany"], "battlefield": ["Isla"] * 7, "library": ["Isla"] * 5},
                      {"library": ["Isla"] * 5})
    epiphany = card_id(state, "Alrund's Epiphany")
    _do(state, "cast Alrund's Epiphany", "pass", "pass")
    assert state.zone_name_of(epiphany) == "exilio" and _birds(state) == 2  # exiled, not put into the graveyard
    turn = state.turn
    while state.turn == turn:
        _do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    assert state.turn_player == 0  # the extra turn is P1's


def test_the_rebalanced_epiphany_makes_birds_only_if_foretold_CR_702_143c() -> None:
    # CR 702.143c, CR 608.2c
    assert real_card(SETS["KHM"], "A-Alrund's Epiphany").program.automated
    state = mtg_state({"hand": ["A-Alrund's Epiphany"], "battlefield": ["Isla"] * 7})
    _do(state, "cast A-Alrund's Epiphany", "pass", "pass")
    assert _birds(state) == 0 and state.zone_name_of(card_id(state, "A-Alrund's Epiphany")) == "exilio"


def test_the_epiphany_is_a_sorcery_CR_117_1a() -> None:
    # CR 117.1a, CR 307.1
    real_card(SETS["KHM"], "Alrund's Epiphany")
    state = mtg_state({"battlefield": ["Oso Musgoso"]}, {"hand": ["Alrund's Epiphany"], "battlefield": ["Isla"] * 7})
    _do(state, "pass")  # P2 gets priority in P1's main phase
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "cast Alrund's Epiphany")
    assert refused.value.rule.id == "CR 117.1a"
