"""How good a Souls in Xtinction position looks to a player: lives first, then the board.

Used by the bots (``SixGame.evaluate``). It reads only what every player sees (lives, the
units on the field with their stats, how many cards each hand holds), so it is as fair on the
real state as on a determinised one.
"""

from __future__ import annotations

import math

from engine.games.six.base import SixBase

#: Weights of the terms, in "lives": a life is what wins (SiX 1.3.1.1.1), a unit's Fuerza and
#: Defensa on the field are lives to come, a card in hand is an option to come.
LIFE = 1.0
STAT = 0.18
HAND = 0.1
#: A position ``SCALE`` lives ahead is worth tanh(1) ≈ 0.76 of a win.
SCALE = 2.5


def material(state: SixBase, player: int) -> float:
    """``player``'s lives, board and hand, weighted in lives."""
    board = 0
    for cid in state.field_ids(player):
        force, defense = state.stats(cid)
        board += force + defense
    return LIFE * state.lives(player) + STAT * board + HAND * len(state.ids(player, "mano"))


def evaluate(state: SixBase, player: int) -> float:
    """In [-1, 1]: the outcome once the duel is over, else the material balance squashed."""
    if state.is_terminal():
        return state.returns()[player]
    balance = material(state, player) - material(state, state.opponent(player))
    return math.tanh(balance / SCALE)
