"""«Whenever CARDNAME deals combat damage to a player, …» (Stromkirk Patrol, Innistrad): the
ability triggers when its combat damage is dealt to a player (CR 510.2, 603.2), not when blocked."""

from __future__ import annotations

from engine.core import get_game
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id
from tests.mtg.own_cards import own_position


def _combat(blocker: bool) -> tuple[MtgState, int]:
    assert real_card(SETS["ISD"], "Stromkirk Patrol").program.automated
    p2 = {"battlefield": ["Oso Musgoso"]} if blocker else {}
    state = own_position({"step": "atacantes", "P1": {"battlefield": ["Stromkirk Patrol"]}, "P2": p2},
                                           1, "<test>", "")
    assert isinstance(state, MtgState)
    patrol = card_id(state, "Stromkirk Patrol")
    state.apply_action(state.parse_action("attack Stromkirk Patrol", 0))
    state.apply_action(state.parse_action("done", 0))
    blocked = False
    for _ in range(20):  # through blockers, damage and the trigger's resolution, to the end of combat
        if state.prompt is None or state.step not in ("atacantes", "bloqueadores", "dano"):
            break
        if state.prompt.kind == "bloqueadores" and blocker and not blocked:
            state.apply_action(state.parse_action("block Stromkirk Patrol with Oso Musgoso", 1))
            blocked = True
        else:
            state.apply_action(state.parse_action("done" if state.prompt.kind == "bloqueadores" else "pass",
                                                  state.prompt.player))
    return state, patrol


def test_the_counter_comes_after_damage_to_the_player_CR_510_2() -> None:
    state, patrol = _combat(blocker=False)
    assert state.counters[1][LIFE] == 16
    assert state.power_toughness(patrol) == (5, 4)


def test_no_counter_when_blocked() -> None:
    state, patrol = _combat(blocker=True)
    assert state.counters[1][LIFE] == 20
    assert state.power_toughness(patrol) == (4, 3)
