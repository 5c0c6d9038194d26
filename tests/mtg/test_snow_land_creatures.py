"""A land that becomes a creature with a creature type and keywords (engine/games/mtg/oracle_layers.py,
layers.py) with Kaldheim's Avalanche Caller loaded from the card data: "{2}: Target snow land you
control becomes a 4/4 Elemental creature with hexproof and haste until end of turn. It's still a
land." (CR 613.1d, 613.1f, 613.4b, 205.4g, 514.2)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

CALLER = "Avalanche Caller"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _caller() -> MtgState:
    assert real_card(SETS["KHM"], CALLER).program.automated
    for name in ("Snow-Covered Island", "Snow-Covered Swamp"):
        real_card(SETS["KHM"], name)
    return mtg_state({"battlefield": [CALLER, "Snow-Covered Island", "Isla"], "pool": "UU"},
                     {"battlefield": ["Snow-Covered Swamp"]})


def test_the_snow_land_becomes_a_4_4_elemental_with_hexproof_and_haste_CR_613_1d() -> None:
    # CR 613.1d (a card type and a subtype added; still a land), CR 613.4b, CR 613.1f
    state = _caller()
    land = card_id(state, "Snow-Covered Island")
    _do(state, f"activate {CALLER}", "target Snow-Covered Island", "pass", "pass")
    defn = state.defn(land)
    assert {"land", "creature"} <= defn.types and {"island", "elemental"} <= set(defn.subtypes)
    assert state.power_toughness(land) == (4, 4) and state.has(land, "hexproof") and state.has(land, "haste")


def test_it_is_a_land_again_after_the_turn_CR_514_2() -> None:
    # CR 514.2: "until end of turn" effects end in the cleanup step
    state = _caller()
    land = card_id(state, "Snow-Covered Island")
    _do(state, f"activate {CALLER}", "target Snow-Covered Island", "pass", "pass")
    turn = state.turn
    while state.turn == turn:
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    assert not state.defn(land).is_creature and "elemental" not in state.defn(land).subtypes


@pytest.mark.parametrize("land", ["Isla", "Snow-Covered Swamp"])
def test_only_a_snow_land_you_control_CR_601_2c(land: str) -> None:
    # CR 601.2c, CR 205.4g: an Island that is not snow, the opponent's snow Swamp
    state = _caller()
    _do(state, f"activate {CALLER}")
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"target {land}")
    assert refused.value.rule.id == "CR 601.2c"
