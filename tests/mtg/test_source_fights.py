""""CARDNAME fights target creature" (oracle ``fight_source``, CR 701.12) with Innistrad's Daybreak
Ranger // Nightfall Predator loaded from the card data: its back face's "{R}, {T}: CARDNAME fights
target creature"."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import DAMAGE
from engine.games.mtg.faces import transform
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

RANGER = "Daybreak Ranger // Nightfall Predator"


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _predator(p2: list[str]) -> tuple[MtgState, int]:
    ranger = real_card(SETS["ISD"], RANGER)
    assert ranger.program.automated
    state = mtg_state({"battlefield": [ranger.name, "Montaña"]}, {"battlefield": p2})
    predator = state.battlefield(0)[0]
    assert transform(state, predator)  # CR 701.28a: its back face, a 4/4
    return state, predator


def test_nightfall_predator_fights_target_creature_CR_701_12a() -> None:
    # CR 701.12a, 701.12d: each deals damage equal to its power to the other (not combat damage)
    state, predator = _predator(["Oso Musgoso"])
    name = state.defn(predator).name
    bear = card_id(state, "Oso Musgoso")
    _do(state, f"activate {name}", "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(bear) == "cementerio"  # 4 damage to a 2/2
    assert state.on_battlefield(predator) and state.is_tapped(predator)
    assert state._card(predator).counters.get(DAMAGE) == 2  # the Bear's 2 damage


def test_nightfall_predator_fighting_itself_deals_twice_its_power_CR_701_12c() -> None:
    state, predator = _predator([])
    name = state.defn(predator).name
    _do(state, f"activate {name}", f"target {name}", "pass", "pass")
    assert state.zone_name_of(predator) == "cementerio"  # 8 damage to a 4/4


def test_the_predator_that_came_this_turn_cannot_fight_CR_302_6() -> None:
    ranger = real_card(SETS["ISD"], RANGER)
    state = mtg_state({"hand": [ranger.name], "battlefield": ["Montaña"]}, {"battlefield": ["Oso Musgoso"]})
    predator = state.ids(0, "mano")[0]
    state.move(predator, state.zone(0, "campo"))  # it entered this turn
    assert transform(state, predator)
    with pytest.raises(IllegalActionError) as refused:  # its cost has {T} (CR 302.6, not only to attack)
        _do(state, f"activate {state.defn(predator).name}")
    assert refused.value.rule.id == "CR 302.6"
