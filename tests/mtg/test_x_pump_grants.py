"""A pump of X with a keyword (engine/games/mtg/x_pumps.py, CR 107.3a, 611.2c) with Innistrad's
Kessig Wolf Run loaded from the card data: "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains
trample until end of turn"."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def test_kessig_wolf_run_pumps_by_x_and_grants_trample_CR_107_3a() -> None:
    assert real_card(SETS["ISD"], "Kessig Wolf Run").program.automated
    state = mtg_state({"battlefield": ["Kessig Wolf Run", "Montaña", "Bosque", "Bosque", "Bosque", "Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    _do(state, "activate Kessig Wolf Run")
    assert state.prompt.kind == "x"
    _do(state, "x 2", "target Oso Musgoso", "pass", "pass")
    assert state.power_toughness(bear) == (4, 2) and "trample" in state.keywords(bear)


def test_kessig_wolf_run_x_is_limited_by_the_mana_CR_601_2h() -> None:
    real_card(SETS["ISD"], "Kessig Wolf Run")
    state = mtg_state({"battlefield": ["Kessig Wolf Run", "Montaña", "Bosque", "Oso Musgoso"]})
    _do(state, "activate Kessig Wolf Run")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "x 1")  # {1}{R}{G} with two lands
    assert refused.value.rule.id == "CR 601.2h"  # CR 602.2b: paid as a spell's total cost
    _do(state, "x 0", "target Oso Musgoso", "pass", "pass")
    assert "trample" in state.keywords(card_id(state, "Oso Musgoso"))
