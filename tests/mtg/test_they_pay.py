"""A payment on resolution made by "that player" (engine/games/mtg/resolution_costs.py, ``THEY_PAY``)
with Alpha's Paralyze loaded from the card data: "At the beginning of the upkeep of enchanted
creature's controller, that player may pay {4}. If the player does, untap the creature." —
CR 118.12, 503.1a, 603.5."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, next_turn
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_the_enchanted_creatures_controller_pays_four_to_untap_it_CR_118_12() -> None:
    # CR 118.12, CR 503.1a
    real_card(SETS["LEA"], "Paralyze")
    state = mtg_state({"hand": ["Paralyze"], "battlefield": ["Pantano"], "library": ["Isla"] * 3},
                      {"battlefield": ["Oso Musgoso", *["Bosque"] * 4], "library": ["Isla"] * 3})
    do(state, "cast Paralyze", "target Oso Musgoso", "pass", "pass")
    while state.chain.links:
        do(state, "pass")
    bear = cid(state, "Oso Musgoso")
    assert state.is_tapped(bear)  # "When CARDNAME enters the battlefield, tap enchanted creature."
    next_turn(state)
    while state.prompt.kind == "prioridad" and state.chain.links:
        do(state, "pass")
    assert state.prompt.kind == "quizas" and state.prompt.player == 1  # that player, not the Aura's controller
    do(state, "yes")
    assert not state.is_tapped(bear) and all(state.is_tapped(c) for c in state.battlefield(1) if c != bear)


def test_that_player_may_decline_and_the_creature_stays_tapped_CR_603_5() -> None:
    # CR 603.5
    real_card(SETS["LEA"], "Paralyze")
    state = mtg_state({"hand": ["Paralyze"], "battlefield": ["Pantano"], "library": ["Isla"] * 3},
                      {"battlefield": ["Oso Musgoso", *["Bosque"] * 4], "library": ["Isla"] * 3})
    do(state, "cast Paralyze", "target Oso Musgoso", "pass", "pass")
    while state.chain.links:
        do(state, "pass")
    next_turn(state)
    while state.prompt.kind == "prioridad" and state.chain.links:
        do(state, "pass")
    do(state, "no")
    assert state.is_tapped(cid(state, "Oso Musgoso"))
