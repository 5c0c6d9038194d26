"""How good a Mitos y Leyendas position looks to a player: material in Castillo cards.

Used by the bots (``MylGame.evaluate``). Each side's material is counted in one unit, a card of
the Castillo (MyL Daño: a point of damage moves one to the Cementerio; MyL Derrota: an empty
Castillo loses), and the evaluation is the difference between the two sides, squashed with
``tanh``. The first version compared each quantity as a *share* of both sides' total, so its
parts did not add up: with a smaller hand than the opponent's, playing an Oro (one card more in
play, one fewer in hand) looked no better than keeping it, and the bot sat on its Oros. Here
every card is worth the same wherever its side stands: an Oro in play more than one in hand, an
Aliado in play more than one in hand, the Castillo's last cards more than its first.

It reads only public facts and hand sizes (never a hidden card), so a determinised world gives
the same value as the real one.
"""

from __future__ import annotations

import math

from engine.games.myl.state import MylState

#: A card of the Castillo; the last ``LOW_CASTILLO`` ones count ``LOW_EXTRA`` more each (the end
#: is near: MyL Derrota).
CASTILLO = 1.0
LOW_CASTILLO = 10
LOW_EXTRA = 0.5
#: An Aliado in play (it blocks, MyL Bloqueo) plus its current Fuerza (damage when it attacks
#: unblocked, MyL Daño).
ALIADO = 1.0
FUERZA = 0.9
#: An Oro in play (reserve or paid, MyL Agrupación returns it) up to ``ORO_USEFUL``, then less
#: (still more than a card in hand, so that an Oro is never kept back).
ORO = 1.0
ORO_USEFUL = 7
ORO_SURPLUS = 0.7
#: A Tótem in the support line (a continuous or activated ability, MyL Tótem); a petrified
#: Aliado there has no abilities (MyL JC.11) and counts for nothing.
TOTEM = 1.5
#: A card in hand: less than it is worth once played.
HAND = 0.6
#: A position ``SCALE`` cards ahead is worth tanh(1) ≈ 0.76 of a win.
SCALE = 12.0


def material(state: MylState, side: int) -> float:
    """``side``'s material in Castillo cards, from public facts and hand sizes only."""
    castillo = len(state.ids(side, "castillo"))
    score = CASTILLO * castillo + LOW_EXTRA * min(castillo, LOW_CASTILLO)
    for cid in state.aliados(side):
        score += ALIADO + FUERZA * state.fuerza(cid)
    oro = len(state.ids(side, "reserva")) + len(state.ids(side, "oro_pagado"))
    score += ORO * min(oro, ORO_USEFUL) + ORO_SURPLUS * max(0, oro - ORO_USEFUL)
    score += TOTEM * sum(1 for cid in state.ids(side, "apoyo") if not state._card(cid).marks.get("petrificado"))
    score += HAND * len(state.ids(side, "mano"))
    return score


def evaluate(state: MylState, player: int) -> float:
    """In [-1, 1], positive when ``player`` is ahead; the outcome once the duel is over."""
    if state.outcome is not None:
        return state.returns()[player]
    balance = material(state, player) - material(state, 1 - player)
    return math.tanh(balance / SCALE)
