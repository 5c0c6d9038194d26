"""Static abilities that change the untap step (engine/games/mtg/untap_limits.py), with Alpha's
Stasis and Meekstone loaded from the card data: CR 502.3, 614.1b, 614.10."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _to_next_turn(state: MtgState) -> None:
    turn = state.turn
    while state.turn == turn or state.step in ("enderezar", None):
        state.apply_action(state.parse_action("pass", state.prompt.player))


def test_stasis_skips_every_untap_step_CR_614_10() -> None:
    # CR 614.1b, CR 614.10
    assert real_card(SETS["LEA"], "Stasis").program.automated
    state = mtg_state({"battlefield": ["Stasis"]}, {"battlefield": [{"card": "Oso Musgoso", "tapped": True}]})
    _to_next_turn(state)
    assert state.turn_player == 1 and state.is_tapped(state.battlefield(1)[0])


def test_meekstone_keeps_big_creatures_tapped_CR_502_3() -> None:
    # CR 502.3
    assert real_card(SETS["LEA"], "Meekstone").program.automated
    state = mtg_state({"battlefield": ["Meekstone"]},
                      {"battlefield": [{"card": "Oso Musgoso", "tapped": True}, {"card": "Alce Arrollador", "tapped": True}]})
    _to_next_turn(state)
    bear, elk = state.battlefield(1)
    assert state.turn_player == 1 and not state.is_tapped(bear) and state.is_tapped(elk)
