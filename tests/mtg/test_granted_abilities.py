"""Abilities given to a group (engine/games/mtg/granted_abilities.py, CR 613.1f) and "Whenever
CARDNAME attacks or becomes the target of a spell" (target_triggers.py, CR 603.2, 115.1a), with
Kaldheim's Goldspan Dragon and A-Goldspan Dragon loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _settle(state: MtgState) -> None:
    while state.chain.links or state.triggers:
        _do(state, "pass")


def _treasures(state: MtgState, player: int = 0) -> list[int]:
    return [c for c in state.battlefield(player) if c in state.tokens and "treasure" in state.defn(c).subtypes]


def _attacked(dragon: str = "Goldspan Dragon") -> MtgState:
    """``dragon`` attacked; its trigger resolved: one Treasure."""
    assert real_card(SETS["KHM"], dragon).program.automated
    state = mtg_state({"battlefield": [dragon]})
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, f"attack {dragon}", "done")
    _settle(state)
    return state


@pytest.mark.parametrize("dragon", ["Goldspan Dragon", "A-Goldspan Dragon"])
def test_the_dragon_attacking_makes_a_treasure_CR_508_3a(dragon: str) -> None:
    # CR 508.3a, CR 603.2, CR 111.10a
    assert len(_treasures(_attacked(dragon))) == 1


def test_the_dragon_targeted_by_a_spell_makes_a_treasure_CR_115_1a() -> None:
    # CR 115.1a, CR 603.2: a spell that targets it (its controller's own Giant Growth here)
    assert real_card(SETS["KHM"], "Goldspan Dragon").program.automated
    real_card(SETS["LEA"], "Giant Growth")
    state = mtg_state({"battlefield": ["Goldspan Dragon"], "hand": ["Giant Growth"], "pool": "G"})
    _do(state, "cast Giant Growth", "target Goldspan Dragon")
    _settle(state)
    assert len(_treasures(state)) == 1 and state.power_toughness(card_id(state, "Goldspan Dragon")) == (7, 7)


def test_your_treasures_add_two_mana_of_one_color_CR_613_1f() -> None:
    # CR 613.1f (layer 6: an ability added), CR 605.3a, CR 106.1a
    state = _attacked()
    (treasure,) = _treasures(state)
    name = state.defn(treasure).name
    offered = {state.action_to_string(a) for a in state.legal_actions() if a.kind == "tap"}
    assert f"tap {name} for RR" in offered and f"tap {name} for R" in offered  # its own and the granted ability
    _do(state, f"tap {name} for RR")
    assert state.pools[0] == {"R": 2} and state.cards[treasure] is None  # sacrificed, a token ceases to exist (CR 111.7)


def test_two_mana_of_two_colors_is_refused_CR_106_12() -> None:
    # CR 106.12: none of its mana abilities adds {R}{G}
    state = _attacked()
    (treasure,) = _treasures(state)
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"tap {state.defn(treasure).name} for RG")
    assert refused.value.rule.id == "CR 106.12"
    assert treasure in state.battlefield(0)


def test_the_treasure_loses_it_when_the_dragon_leaves_CR_611_3a() -> None:
    # CR 611.3a: a static ability's effect applies only while its source is on the battlefield
    state = _attacked()
    (treasure,) = _treasures(state)
    assert len(state.defn(treasure).program.abilities) == 2
    state.move(card_id(state, "Goldspan Dragon"), state.zone(0, "cementerio"))
    state.invalidate_statics()
    assert [a.mana for a in state.defn(treasure).program.abilities] == [tuple("WUBRG")]
