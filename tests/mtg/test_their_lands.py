"""Damage counted from the lands of the player whose upkeep it is (engine/games/mtg/their_lands.py),
CR 503.1a, 608.2h, with Alpha's Karma loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, where
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _to_upkeep(state: MtgState, player: int) -> None:
    for _ in range(80):
        if state.step == "mantenimiento" and state.turn_player == player and state.chain.links:
            return
        do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    raise AssertionError(f"no trigger in the upkeep (at {where(state)})")


def test_karma_hurts_each_player_for_their_swamps_CR_608_2h() -> None:
    # CR 503.1a, CR 608.2h, CR 603.3
    assert real_card(SETS["LEA"], "Karma").program.automated
    state = mtg_state({"battlefield": ["Karma", "Llanura", "Pantano"], "library": ["Llanura"] * 4},
                      {"battlefield": ["Pantano", "Pantano", "Pantano"], "library": ["Bosque"] * 4})
    _to_upkeep(state, 1)
    do(state, "pass", "pass")
    assert state.life(1) == 17 and state.life(0) == 20  # that player's three Swamps, counted as it resolves
    _to_upkeep(state, 0)
    do(state, "pass", "pass")
    assert state.life(0) == 19  # P1's own Swamp


def test_power_surge_counts_the_lands_untapped_as_the_turn_began_CR_500_1() -> None:
    # CR 500.1, CR 502.3, CR 503.1a, CR 608.2h
    assert real_card(SETS["LEA"], "Power Surge").program.automated
    state = mtg_state({"battlefield": ["Power Surge"], "library": ["Llanura"] * 4},
                      {"battlefield": ["Bosque", "Bosque", "Bosque"], "library": ["Bosque"] * 4})
    while state.prompt.player != 1 or state.prompt.kind != "prioridad":
        do(state, "done" if state.prompt.kind in ("atacantes", "bloqueadores") else "pass")
    forests = [c for c in state.battlefield(1)]
    for forest in forests[:2]:  # P2 taps two Forests in P1's turn: they are tapped as P2's turn begins
        state.apply_action(next(a for a in state.legal_actions() if a.kind == "tap" and a.cards in ((forest,), ())))
    _to_upkeep(state, 1)
    assert all(not state._card(c).rotated for c in forests)  # untapped in the untap step, after the count
    do(state, "pass", "pass")
    assert state.life(1) == 19  # one land was untapped as the turn began
