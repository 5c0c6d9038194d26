"""Costs paid with several permanents of a kind (engine/games/mtg/permanent_costs.py) on an ability
that works from the graveyard (graveyard_abilities.py), with Kaldheim's Gilded Assault Cart and
Goldspan Dragon loaded from the card data: "Sacrifice two Treasures: Return CARDNAME from your
graveyard to your hand." (CR 113.6m, 602.2b, 601.2h, 701.17a, 118.3)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

CART = "Gilded Assault Cart"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _settle(state: MtgState) -> None:
    while state.chain.links or state.triggers:
        _do(state, "pass")


def _treasures(state: MtgState) -> list[int]:
    return [c for c in state.battlefield(0) if c in state.tokens and "treasure" in state.defn(c).subtypes]


def _with_treasures(count: int) -> MtgState:
    """The Cart in the graveyard; Goldspan Dragon attacked (one Treasure) and, for two, was the
    target of Giant Growth (another)."""
    assert real_card(SETS["KHM"], CART).program.automated
    real_card(SETS["KHM"], "Goldspan Dragon")
    real_card(SETS["LEA"], "Giant Growth")
    state = mtg_state({"graveyard": [CART], "battlefield": ["Goldspan Dragon", "Bosque"], "hand": ["Giant Growth"]})
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Goldspan Dragon", "done")
    _settle(state)
    if count == 2:
        _do(state, "cast Giant Growth", "target Goldspan Dragon")
        _settle(state)
    assert len(_treasures(state)) == count
    return state


def test_the_cart_returns_by_sacrificing_two_treasures_CR_601_2h() -> None:
    # CR 113.6m, CR 602.2b, CR 601.2h, CR 701.17a: two prompts, two Treasures sacrificed, then it returns
    state = _with_treasures(2)
    cart = card_id(state, CART)
    treasure = state.defn(_treasures(state)[0]).name
    _do(state, f"activate {CART}")
    for left in (2, 1):
        assert state.prompt.kind == "sacrificar_coste" and len(state.prompt.options) == left
        _do(state, f"choose {treasure}")
    assert _treasures(state) == []
    _settle(state)
    assert state.zone_name_of(cart) == "mano"


def test_the_cart_with_one_treasure_is_not_activated_CR_118_3() -> None:
    # CR 118.3: the cost asks for two
    state = _with_treasures(1)
    assert not any(state.action_to_string(a).startswith("activate") for a in state.legal_actions())
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"activate {CART}")
    assert refused.value.rule.id == "CR 118.3"
