"""Static blocking restrictions (engine/games/mtg/block_limits.py), CR 509.1b, with Alpha's
Juggernaut, Invisibility and Ironclaw Orcs and Innistrad's Orchard Spirit, loaded from the card
data: a block that breaks one is refused citing CR 509.1b."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _blocks(attacker: str, p1: list[str], p2: list[str], aura: str = "") -> tuple[MtgState, set[str]]:
    """P1 attacks with ``attacker`` (enchanted first with ``aura``); the blocks P2 may declare."""
    state = mtg_state({"battlefield": p1, "hand": [aura] if aura else []}, {"battlefield": p2})
    if aura:
        _do(state, f"cast {aura}", f"target {attacker}@P1.campo.1", "pass", "pass")
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, f"attack {attacker}", "done", "pass", "pass")
    assert state.prompt.kind == "bloqueadores"
    return state, {state.action_to_string(a) for a in state.legal_actions() if a.kind == "block"}


def test_juggernaut_cant_be_blocked_by_walls_CR_509_1b() -> None:
    assert real_card(SETS["LEA"], "Juggernaut").program.automated
    state, blocks = _blocks("Juggernaut", ["Juggernaut"], ["Muro de Escarcha", "Oso Musgoso"])
    assert blocks == {"block Juggernaut with Oso Musgoso"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("block Juggernaut with Muro de Escarcha", 1))
    assert refused.value.rule.id == "CR 509.1b"


def test_invisibility_lets_only_walls_block_the_enchanted_creature() -> None:
    # CR 509.1b
    assert real_card(SETS["LEA"], "Invisibility").program.automated
    _state, blocks = _blocks("Oso Musgoso", ["Oso Musgoso", "Isla", "Isla"], ["Muro de Escarcha", "Grifo Vigía"], aura="Invisibility")
    assert blocks == {"block Oso Musgoso with Muro de Escarcha"}


def test_orchard_spirit_only_by_flying_or_reach() -> None:
    # CR 509.1b
    assert real_card(SETS["ISD"], "Orchard Spirit").program.automated
    _state, blocks = _blocks("Orchard Spirit", ["Orchard Spirit"], ["Grifo Vigía", "Oso Musgoso"])
    assert blocks == {"block Orchard Spirit with Grifo Vigía"}


def test_ironclaw_orcs_cant_block_power_two_or_greater() -> None:
    # CR 509.1b
    assert real_card(SETS["LEA"], "Ironclaw Orcs").program.automated
    _state, blocks = _blocks("Oso Musgoso", ["Oso Musgoso"], ["Ironclaw Orcs", "Muro de Escarcha"])
    assert blocks == {"block Oso Musgoso with Muro de Escarcha"}


def test_dwarven_warriors_make_a_small_creature_unblockable_this_turn() -> None:
    # CR 509.1b, CR 514.2: until the cleanup step
    assert real_card(SETS["LEA"], "Dwarven Warriors").program.automated
    state = mtg_state({"battlefield": ["Dwarven Warriors", "Oso Musgoso", "Alce Arrollador"]}, {"battlefield": ["Muro de Escarcha"]})
    _do(state, "activate Dwarven Warriors")
    assert {state.action_to_string(a) for a in state.legal_actions() if a.kind == "target"} == {
        "target Dwarven Warriors", "target Oso Musgoso", "target Muro de Escarcha"}  # power 2 or less: not the 4-power Elk
    _do(state, "target Oso Musgoso", "pass", "pass")
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Oso Musgoso", "attack Alce Arrollador", "done", "pass", "pass")
    blocks = {state.action_to_string(a) for a in state.legal_actions() if a.kind == "block"}
    assert blocks == {"block Alce Arrollador with Muro de Escarcha"}


def test_crossway_vampire_keeps_a_creature_from_blocking_this_turn_only() -> None:
    # CR 509.1b, CR 514.2
    assert real_card(SETS["ISD"], "Crossway Vampire").program.automated
    state = mtg_state({"hand": ["Crossway Vampire"], "battlefield": ["Montaña"] * 3 + ["Oso Musgoso"]},
                      {"battlefield": ["Muro de Escarcha"]})
    _do(state, "cast Crossway Vampire", "pass", "pass", "target Muro de Escarcha", "pass", "pass")
    wall = state.battlefield(1)[0]
    assert state._card(wall).has_modifier("no_block")
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Oso Musgoso", "done", "pass", "pass")
    assert not [a for a in state.legal_actions() if a.kind == "block"]
    while state.turn_player == 0:
        _do(state, "pass")
    assert not state._card(wall).has_modifier("no_block")  # gone in the cleanup step
