"""Kaldheim's Icebreaker Kraken loaded from the card data: "This spell costs {1} less to cast for
each snow land you control." (spell_costs.py, CR 601.2f), "artifacts and creatures target opponent
controls don't untap during that player's next untap step" (next_untap.py, CR 502.3) and "Return
three snow lands you control to their owner's hand: Return CARDNAME to its owner's hand."
(return_costs.py, CR 602.2b, 601.2h, 118.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

KRAKEN = "Icebreaker Kraken"
SNOW = "Snow-Covered Island"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _cards() -> None:
    assert real_card(SETS["KHM"], KRAKEN).program.automated
    real_card(SETS["KHM"], SNOW)


def _cast(snow: int, p2: dict[str, Any] | None = None) -> MtgState:
    _cards()
    return mtg_state({"hand": [KRAKEN], "battlefield": [SNOW] * snow + ["Isla"] * (8 - snow)}, p2)


def test_kraken_costs_one_less_for_each_snow_land_CR_601_2f() -> None:
    # CR 601.2f, CR 205.4g: {10}{U}{U} less four is paid with eight lands
    state = _cast(4)
    _do(state, "cast Icebreaker Kraken", "pass", "pass")
    assert card_id(state, KRAKEN) in state.battlefield(0)
    assert all(state.is_tapped(c) for c in state.battlefield(0) if state.defn(c).is_land)


def test_kraken_with_fewer_snow_lands_cannot_be_cast_CR_601_2h() -> None:
    # CR 601.2h: three snow lands leave {7}{U}{U}, more than eight lands make
    state = _cast(3)
    assert "cast Icebreaker Kraken" not in {state.action_to_string(a) for a in state.legal_actions()}
    with pytest.raises(IllegalActionError):
        _do(state, "cast Icebreaker Kraken")


def test_kraken_keeps_the_opponents_creatures_tapped_CR_502_3() -> None:
    # CR 502.3: their tapped creature stays tapped in their next untap step; their land untaps
    state = _cast(8, {"battlefield": [{"card": "Oso Musgoso", "tapped": True}, {"card": "Pantano", "tapped": True}]})
    bear, swamp = card_id(state, "Oso Musgoso"), card_id(state, "Pantano")
    _do(state, "cast Icebreaker Kraken", "pass", "pass", "target P2", "pass", "pass")
    while state.turn_player != 1 or state.step in ("enderezar", None):
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    assert state.is_tapped(bear) and not state.is_tapped(swamp)


def _on_battlefield(snow: int) -> MtgState:
    _cards()
    return mtg_state({"battlefield": [KRAKEN, *[SNOW] * snow, "Isla"]})


def test_kraken_returns_three_snow_lands_to_return_itself_CR_601_2h() -> None:
    # CR 602.2b, CR 601.2h: three prompts, three different snow lands; the Island is never offered
    state = _on_battlefield(4)
    island = card_id(state, "Isla")
    _do(state, f"activate {KRAKEN}")
    for _ in range(3):
        assert state.prompt.kind == "devolver_coste" and island not in state.prompt.options
        _do(state, f"choose {SNOW}")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == [SNOW] * 3
    _do(state, "pass", "pass")
    assert sorted(state.defn(c).name for c in state.ids(0, "mano")) == sorted([KRAKEN, SNOW, SNOW, SNOW])


def test_kraken_cannot_return_a_land_that_is_not_snow_CR_601_2h() -> None:
    # CR 601.2h: only what the cost asks for
    state = _on_battlefield(3)
    _do(state, f"activate {KRAKEN}")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("choose", 0, (card_id(state, "Isla"),)))
    assert refused.value.rule.id == "CR 601.2h"


def test_kraken_with_two_snow_lands_is_not_activated_CR_118_3() -> None:
    # CR 118.3: the cost asks for three
    state = _on_battlefield(2)
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"activate {KRAKEN}")
    assert refused.value.rule.id == "CR 118.3"
