"""Tokens created tapped (oracle ``TAPPED``, CR 110.5b, 111.1) with Innistrad's Army of the Damned
loaded from the card data: "Create thirteen tapped 2/2 black Zombie creature tokens"."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _army() -> tuple[MtgState, list[int]]:
    assert real_card(SETS["ISD"], "Army of the Damned").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"hand": ["Army of the Damned"], "battlefield": ["Pantano"] * 8 + ["Walking Corpse"]},
                      {"battlefield": ["Oso Musgoso"]})
    _do(state, "cast Army of the Damned", "pass", "pass")
    zombies = [c for c in state.battlefield(0) if c in state.tokens]
    return state, zombies


def test_army_of_the_damned_creates_thirteen_tapped_zombies_CR_110_5b() -> None:
    state, zombies = _army()
    assert len(zombies) == 13
    assert all(state.is_tapped(z) and state.power_toughness(z) == (2, 2) for z in zombies)
    assert all(state.defn(z).colors == ("B",) and "zombie" in state.defn(z).subtypes for z in zombies)


def test_tapped_zombies_cannot_block_in_the_next_turn_CR_509_1a() -> None:
    state, zombies = _army()
    while not (state.turn_player == 1 and state.prompt.kind == "atacantes"):
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")
    _do(state, "attack Oso Musgoso", "done")
    while state.prompt.kind != "bloqueadores":  # the Walking Corpse could block
        _do(state, "pass")
    assert all(state.is_tapped(z) for z in zombies)  # they untap only in their controller's untap step
    with pytest.raises(IllegalActionError) as refused:
        _do(state, f"block Oso Musgoso with {state.ref(zombies[0], state.battlefield(), 0)}")
    assert refused.value.rule.id == "CR 509.1a"
