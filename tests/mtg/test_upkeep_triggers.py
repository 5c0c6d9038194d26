"""Upkeep triggers of Innistrad from the card data (CR 503.1, 603.2): Bloodgift Demon's "target
player draws a card and loses 1 life" and Angel of Flight Alabaster's "return target Spirit card
from your graveyard to your hand"."""

from __future__ import annotations

from engine.core import get_game
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id
from tests.mtg.own_cards import own_position


def _to_my_upkeep_target(p1: dict[str, list[str]]) -> MtgState:
    """From P2's end step to the target prompt of P1's upkeep trigger."""
    state = own_position({"step": "final", "turn_player": "P2", "P1": p1}, 1, "<test>", "")
    assert isinstance(state, MtgState)
    while state.prompt.kind != "objetivo":
        state.apply_action(state.parse_action("pass", state.prompt.player))
    assert state.turn_player == 0 and state.step == "mantenimiento"
    return state


def test_bloodgift_demon_target_player_draws_and_loses_life() -> None:
    assert real_card(SETS["ISD"], "Bloodgift Demon").program.automated
    state = _to_my_upkeep_target({"battlefield": ["Bloodgift Demon"]})
    hand = len(state.ids(1, "mano"))
    for text, player in [("target P2", 0), ("pass", 0), ("pass", 1)]:
        state.apply_action(state.parse_action(text, player))
    assert len(state.ids(1, "mano")) == hand + 1 and state.counters[1][LIFE] == 19


def test_angel_of_flight_alabaster_returns_a_spirit_card() -> None:
    assert real_card(SETS["ISD"], "Angel of Flight Alabaster").program.automated
    real_card(SETS["ISD"], "Lantern Spirit")
    state = _to_my_upkeep_target({"battlefield": ["Angel of Flight Alabaster"], "graveyard": ["Lantern Spirit", "Oso Musgoso"]})
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Lantern Spirit"}
    for text, player in [("target Lantern Spirit", 0), ("pass", 0), ("pass", 1)]:
        state.apply_action(state.parse_action(text, player))
    assert state.zone_name_of(card_id(state, "Lantern Spirit")) == "mano"
