"""Attack requirements from an Aura and a Curse (engine/games/mtg/requirements.py, CR 508.1d) with
Innistrad's Furor of the Bitten ("Enchanted creature gets +2/+2 and attacks each combat if able")
and Curse of the Nightly Hunt ("Creatures enchanted player controls attack each combat if able")
loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        _do(state, text)
    return refused.value.rule.id


def test_furor_of_the_bitten_makes_the_creature_attack_CR_508_1d() -> None:
    assert real_card(SETS["ISD"], "Furor of the Bitten").program.automated
    state = mtg_state({"hand": ["Furor of the Bitten"], "battlefield": ["Montaña", "Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    _do(state, "cast Furor of the Bitten", "target Oso Musgoso", "pass", "pass")
    assert state.power_toughness(bear) == (4, 4)
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    assert _refused(state, "done") == "CR 508.1d"
    _do(state, "attack Oso Musgoso", "done")
    assert [a for a, _ in state.attackers] == [bear]


def test_curse_of_the_nightly_hunt_makes_the_enchanted_players_creatures_attack_CR_508_1d() -> None:
    assert real_card(SETS["ISD"], "Curse of the Nightly Hunt").program.automated
    state = mtg_state({"hand": ["Curse of the Nightly Hunt"], "battlefield": ["Montaña"] * 3, "library": ["Isla"] * 5},
                      {"battlefield": ["Oso Musgoso"], "library": ["Isla"] * 5})
    _do(state, "cast Curse of the Nightly Hunt", "target P2", "pass", "pass")
    while not (state.turn_player == 1 and state.prompt.kind == "atacantes"):
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    assert _refused(state, "done") == "CR 508.1d"  # the opponent's Bear must attack
    _do(state, "attack Oso Musgoso", "done")


def test_curse_of_the_nightly_hunt_leaves_its_controllers_creatures_free() -> None:
    real_card(SETS["ISD"], "Curse of the Nightly Hunt")
    state = mtg_state({"hand": ["Curse of the Nightly Hunt"], "battlefield": ["Montaña"] * 3 + ["Oso Musgoso"]})
    _do(state, "cast Curse of the Nightly Hunt", "target P2", "pass", "pass")
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "done")  # no requirement on P1's own Bear
    assert state.attackers == ()
