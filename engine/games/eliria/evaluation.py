"""How good an Eliria position looks to a player: combatants first, then power, hand and deck.

Used by the bots (``EliriaGame.evaluate``). A player with no combat card on the board in their
power phase loses (Eliria 7.b), only three combat cards may be played from the hand in a whole
game (9), and one who must draw from an empty deck loses (7.c): so every combatant is precious,
a combat card still playable from the hand is a reserve, and an empty board with no reserve or a
thin deck weigh heavily. It reads only what ``player`` sees: the board as its
observation shows it (a face-down card counts as an average one), the hand sizes, and the kinds
of the cards in ``player``'s own hand.
"""

from __future__ import annotations

import math

from engine.games.eliria.board import FACE_DOWN_CAP, POWER as POWER_COUNTER
from engine.games.eliria.moves import PLAYED
from engine.games.eliria.state import EliriaState

#: The first combatant on the board (it keeps its player in the game, 7.b) and each further
#: one (one attack a turn, 12.d: more combatants add less), plus power, resistance, potential.
COMBATANT = 3.0
EXTRA_COMBATANT = 1.5
POWER = 0.4
RESISTANCE = 0.3
POTENTIAL = 0.1
#: A card in hand; a combat card that may still be played from it (Eliria 9) is a reserve
#: combatant, the last one most of all (the opponent's hand counts at half, its cards unknown).
HAND = 0.5
LAST_RESERVE = 3.0
RESERVE = 1.5
#: No combatant on the board: lost at the next power phase (7.b) unless one comes from the hand.
EMPTY_BOARD = 6.0
#: No combatant on the board and no way (known) to play one.
NO_WAY_BACK = 6.0
#: Fewer than ``THIN_DECK`` cards left to draw (7.c), per missing card.
THIN_DECK = 4
DECK_SHORTAGE = 1.0
#: A position ``SCALE`` points ahead is worth tanh(1) ≈ 0.76 of a win.
SCALE = 6.0


def reserve_value(reserve: int) -> float:
    """Points for ``reserve`` combat cards that may still be played from the hand (Eliria 9)."""
    return 0.0 if reserve == 0 else LAST_RESERVE + RESERVE * (reserve - 1)


def material(state: EliriaState, player: int, side: int) -> float:
    """``side``'s material in points, as ``player`` sees it (what its observation shows: the
    power on every combatant, the rest only on the cards it sees or knows)."""
    score = 0.0
    combatants = 0
    for cid in state.combatants(side):
        card = state._card(cid)
        score += (EXTRA_COMBATANT if combatants else COMBATANT) + POWER * card.counters.get(POWER_COUNTER, 0)
        if state.is_visible_to(player, card) and state.defn(cid).is_combat:
            score += RESISTANCE * state.resistance(cid) + POTENTIAL * state.potential(cid)
        else:  # a face-down card it does not know: an average one
            score += RESISTANCE * 2 + POTENTIAL * (FACE_DOWN_CAP // 2)
        combatants += 1
    hand = len(state.ids(side, "mano"))
    score += HAND * hand
    plays_left = max(0, state.combat_limit(side) - state.counters[side].get(PLAYED, 0))  # Eliria 9
    if side == player:  # its own hand: the kinds are known
        reserve = min(plays_left, sum(1 for cid in state.ids(side, "mano") if state.defn(cid).is_combat))
        score += reserve_value(reserve)
    else:
        reserve = min(plays_left, hand)
        score += reserve_value(reserve) / 2
    if combatants == 0:  # Eliria 7.b
        score -= EMPTY_BOARD + (NO_WAY_BACK if reserve == 0 else 0.0)
    deck = len(state.ids(side, "mazo"))
    score -= DECK_SHORTAGE * max(0, THIN_DECK - deck)  # Eliria 7.c
    return score


def evaluate(state: EliriaState, player: int) -> float:
    """In [-1, 1], positive when ``player`` is ahead; the outcome once the game is over."""
    if state.outcome is not None:
        return state.returns()[player]
    with state.passives_fixed():  # one lookup of the passives for every stat read below
        balance = sum(material(state, player, side) * (1 if side == player else -1)
                      for side in range(state.num_players))
    return math.tanh(balance / SCALE)
