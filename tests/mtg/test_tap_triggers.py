"""Abilities that trigger when a land becomes tapped (engine/games/mtg/tap_triggers.py), CR 603.2,
with Alpha's Psychic Venom and Lifetap loaded from the card data: tapped for mana by its player or
as a cost is paid, either way."""

from __future__ import annotations

from tests.mtg.cr_helpers import do
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_psychic_venom_hurts_the_lands_controller_when_it_becomes_tapped_CR_603_2() -> None:
    # CR 603.2, CR 603.3, CR 701.26a
    assert real_card(SETS["LEA"], "Psychic Venom").program.automated
    state = mtg_state({"hand": ["Psychic Venom"], "battlefield": ["Isla", "Isla"]}, {"battlefield": ["Bosque"], "hand": ["Oso Musgoso"]})
    do(state, "cast Psychic Venom", "target Bosque", "pass", "pass")
    assert not state.chain.links and state.life(1) == 20  # the Islands tapped to pay: not enchanted
    while state.turn_player != 1 or state.prompt.kind != "prioridad" or state.step is not None:
        do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    do(state, "tap Bosque")
    assert [state.defn(link.source).name for link in state.chain.links] == ["Psychic Venom"]
    do(state, "pass", "pass")
    assert state.life(1) == 18 and state.life(0) == 20  # that land's controller


def test_lifetap_gains_life_when_an_opponents_forest_becomes_tapped_CR_603_2() -> None:
    # CR 603.2
    assert real_card(SETS["LEA"], "Lifetap").program.automated
    state = mtg_state({"battlefield": ["Lifetap", "Bosque"]}, {"battlefield": ["Bosque", "Bosque"], "hand": ["Oso Musgoso"]})
    do(state, "tap Bosque@P1.campo.2")  # P1's own Forest: nothing
    assert not state.chain.links and not state.triggers
    while state.turn_player != 1 or state.prompt.kind != "prioridad" or state.step is not None:
        do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    do(state, "cast Oso Musgoso")  # paid with both Forests, tapped by the automatic payment
    while state.chain.links:
        do(state, "pass")
    assert state.life(0) == 22
