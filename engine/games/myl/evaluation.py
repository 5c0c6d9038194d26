"""How good a Mitos y Leyendas position looks to a player: material in Castillo cards.

Used by the bots (``MylGame.evaluate``). Each side's material is counted in one unit, a card of
the Castillo (MyL Daño: a point of damage moves one to the Cementerio; MyL Derrota: an empty
Castillo loses), and the evaluation is the difference between the two sides, squashed with
``tanh``. The first version compared each quantity as a *share* of both sides' total, so its
parts did not add up: with a smaller hand than the opponent's, playing an Oro (one card more in
play, one fewer in hand) looked no better than keeping it, and the bot sat on its Oros. Here
every card is worth the same wherever its side stands: an Oro, Aliado, Arma or Tótem in play more
than a card in hand, a card in hand as much as one in the Castillo (so drawing is free until the
end nears), the Castillo's last cards more than its first, a mulligan a clear loss.

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
#: A card in hand, as much as one in the Castillo (drawing costs nothing until the end nears).
HAND = 1.0
#: Each card a player gave up in the mulligan (MyL Mano, Mulligan: the new hand is smaller). The
#: card goes back to the Castillo, so without this the count would hardly tell a mulligan from
#: keeping, and the search would pick between them by chance; once the duel starts it is the
#: same constant in every position, so it weighs only on the mulligan itself.
MULLIGAN = 3.0
#: An Aliado in play (it blocks, MyL Bloqueo) plus its current Fuerza (damage when it attacks
#: unblocked, MyL Daño; Armas, Tótems and this turn's changes included), plus each Arma it
#: carries as a card in play.
ALIADO = 1.3
FUERZA = 1.0
ARMA = 0.3
#: An Oro in play (reserve or paid, MyL Agrupación returns it) up to ``ORO_USEFUL``, then less
#: (still more than a card in hand, so that an Oro is never kept back).
ORO = 1.4
ORO_USEFUL = 7
ORO_SURPLUS = 1.1
#: A Tótem in the support line (a continuous or activated ability, MyL Tótem); a petrified
#: Aliado there has no abilities (MyL JC.11) and counts for nothing.
TOTEM = 2.0
#: A position ``SCALE`` cards ahead is worth tanh(1) ≈ 0.76 of a win.
SCALE = 14.0


def material(state: MylState, side: int) -> float:
    """``side``'s material in Castillo cards, from public facts and hand sizes only."""
    castillo = len(state.ids(side, "castillo"))
    score = CASTILLO * castillo + LOW_EXTRA * min(castillo, LOW_CASTILLO)
    aliados = state.aliados(side)
    for cid in aliados:
        score += ALIADO + FUERZA * state.fuerza(cid)
    # the other cards of the two lines are the Armas the Aliados carry (MyL JC.11)
    score += ARMA * (len(state.ids(side, "defensa")) + len(state.ids(side, "ataque")) - len(aliados))
    oro = len(state.ids(side, "reserva")) + len(state.ids(side, "oro_pagado"))
    score += ORO * min(oro, ORO_USEFUL) + ORO_SURPLUS * max(0, oro - ORO_USEFUL)
    score += TOTEM * sum(1 for cid in state.ids(side, "apoyo") if not state._card(cid).marks.get("petrificado"))
    score += HAND * len(state.ids(side, "mano"))
    score -= MULLIGAN * (int(state.params["mano_inicial"]) - state.hand_sizes[side])
    return score


def evaluate(state: MylState, player: int) -> float:
    """In [-1, 1], positive when ``player`` is ahead; the outcome once the duel is over."""
    if state.outcome is not None:
        return state.returns()[player]
    balance = material(state, player) - material(state, 1 - player)
    return math.tanh(balance / SCALE)
