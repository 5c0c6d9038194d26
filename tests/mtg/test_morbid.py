"""Morbid (engine/games/mtg/morbid.py) with Innistrad's Festerhide Boar and Hollowhenge
Scavenger, loaded from the card data: CR 603.4 (an intervening "if") and 614.1c (enters with
counters)."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _play(creature: str, kill_first: bool) -> MtgState:
    assert real_card(SETS["ISD"], creature).program.automated
    hand = ["Chispa Ígnea", creature]
    state = mtg_state({"hand": hand, "battlefield": ["Montaña"] + ["Bosque"] * 5}, {"battlefield": ["Oso Musgoso"]})
    steps = ["cast Chispa Ígnea", "target Oso Musgoso", "pass", "pass"] if kill_first else []
    for text in steps + [f"cast {creature}", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    while state.chain.links:  # a trigger of its entering
        state.apply_action(state.parse_action("pass", state.prompt.player))
    return state


def test_festerhide_boar_enters_with_counters_after_a_death_CR_614_1c() -> None:
    state = _play("Festerhide Boar", kill_first=True)
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"
    assert state.power_toughness(card_id(state, "Festerhide Boar")) == (5, 5)


def test_festerhide_boar_without_a_death() -> None:
    state = _play("Festerhide Boar", kill_first=False)
    assert state.power_toughness(card_id(state, "Festerhide Boar")) == (3, 3)


def test_hollowhenge_scavenger_gains_life_only_after_a_death_CR_603_4() -> None:
    assert _play("Hollowhenge Scavenger", kill_first=True).counters[0][LIFE] == 25
    assert _play("Hollowhenge Scavenger", kill_first=False).counters[0][LIFE] == 20
