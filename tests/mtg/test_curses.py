"""Auras that enchant a player and upkeep triggers of the player an Aura is about
(engine/games/mtg/curses.py), with Innistrad's Curse of the Bloody Tome and Curse of Death's
Hold and Alpha's Wanderlust, loaded from the card data: CR 303.4a (an Aura targets what it can
enchant), 503.1a (abilities that trigger at the beginning of a player's upkeep), 613.4c."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _through_upkeep_of(state: MtgState, player: int) -> None:
    """Pass until ``player``'s upkeep trigger has resolved (its draw step)."""
    while not (state.turn_player == player and state.step == "robar"):
        _do(state, "pass")


def test_curse_of_the_bloody_tome_mills_the_enchanted_player_in_their_upkeep_CR_503_1a() -> None:
    # CR 303.4a, CR 115.1b, CR 702.5a, CR 704.5m
    curse = real_card(SETS["ISD"], "Curse of the Bloody Tome")
    assert curse.program.automated and curse.program.enchant == "player"
    state = mtg_state({"hand": ["Curse of the Bloody Tome"], "battlefield": ["Isla"] * 3})
    _do(state, "cast Curse of the Bloody Tome")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target P1", "target P2"}  # CR 303.4a
    _do(state, "target P2", "pass", "pass")
    cursed = card_id(state, "Curse of the Bloody Tome")
    assert state.zone_name_of(cursed) == "campo"  # attached to P2, not put into the graveyard (CR 704.5m)
    mine, theirs = len(state.ids(0, "biblioteca")), len(state.ids(1, "biblioteca"))
    _through_upkeep_of(state, 1)
    assert len(state.ids(1, "cementerio")) == 2 and len(state.ids(1, "biblioteca")) == theirs - 2 - 1  # milled, then drew
    _through_upkeep_of(state, 0)
    assert len(state.ids(0, "cementerio")) == 0 and len(state.ids(0, "biblioteca")) == mine - 1  # its controller's upkeep: nothing


def test_curse_of_deaths_hold_shrinks_only_the_enchanted_players_creatures_CR_613_4c() -> None:
    # CR 613.4c, CR 611.3a
    assert real_card(SETS["ISD"], "Curse of Death's Hold").program.automated
    state = mtg_state({"hand": ["Curse of Death's Hold"], "battlefield": ["Pantano"] * 5 + ["Oso Musgoso"]},
                      {"battlefield": ["Oso Musgoso", "Oso Musgoso"]})
    _do(state, "cast Curse of Death's Hold", "target P2", "pass", "pass")
    mine = next(c for c in state.battlefield(0) if state.defn(c).name == "Oso Musgoso")
    assert [state.power_toughness(c) for c in state.battlefield(1)] == [(1, 1), (1, 1)]
    assert state.power_toughness(mine) == (2, 2)


def test_wanderlust_damages_the_enchanted_creatures_controller_in_their_upkeep() -> None:
    # CR 503.1a
    assert real_card(SETS["LEA"], "Wanderlust").program.automated
    state = mtg_state({"hand": ["Wanderlust"], "battlefield": ["Bosque"] * 3}, {"battlefield": ["Oso Musgoso"]})
    _do(state, "cast Wanderlust", "target Oso Musgoso", "pass", "pass")
    _through_upkeep_of(state, 0 + 1)
    assert state.counters[1][LIFE] == 19 and state.counters[0][LIFE] == 20


def test_copper_tablet_damages_each_player_in_their_own_upkeep() -> None:
    # CR 503.1a
    assert real_card(SETS["LEA"], "Copper Tablet").program.automated
    state = mtg_state({"battlefield": ["Copper Tablet"]})
    _through_upkeep_of(state, 1)
    assert (state.counters[0][LIFE], state.counters[1][LIFE]) == (20, 19)
    _through_upkeep_of(state, 0)
    assert (state.counters[0][LIFE], state.counters[1][LIFE]) == (19, 19)
