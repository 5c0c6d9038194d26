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
from engine.games.eliria.cards import Attack
from engine.games.eliria.state import PLAYED, EliriaState

#: The first combatant on the board (it keeps its player in the game, 7.b) and each further
#: one (one attack a turn, 12.d: more combatants add less), plus power, resistance, potential.
COMBATANT = 3.0
EXTRA_COMBATANT = 1.5
POWER = 0.4
RESISTANCE = 0.3
POTENTIAL = 0.1
#: The combat cards its player may still bring to the board (Eliria 9: three a game, so the
#: plays left, as far as combat cards remain in hand and deck): lives kept in reserve, the last
#: one most of all (the way back from an empty board, 7.b). A sacrifice (Pacto de Sangre) spends
#: one for good; drawing a combat card adds none.
LAST_RESERVE = 3.0
RESERVE = 1.5
#: A combat card in hand ready to be played (with plays left): the way back from an empty
#: board before the next power phase (7.b).
READY = 1.0
#: A card in hand that can still be used: not a combat card (those count as reserve above; the
#: ones beyond the plays left are dead weight).
HAND = 0.5
#: No combatant on the board: lost at the next power phase (7.b) unless one comes from the hand.
EMPTY_BOARD = 6.0
#: No combatant on the board and no way (known) to play one.
NO_WAY_BACK = 6.0
#: The deck race (7.c): when neither side gets through, who runs out of cards first loses. Each
#: card below ``LOW_DECK`` costs ``DECK_SHORTAGE``, below ``THIN_DECK`` ``THIN_SHORTAGE`` more.
LOW_DECK = 10
DECK_SHORTAGE = 0.3
THIN_DECK = 4
THIN_SHORTAGE = 1.0
#: Each rival combatant one of the side's face-up combatants can take off the board (6.a.V: the
#: damage exceeds its resistance, or the attack returns it to the hand) once it has the power
#: (``THREAT``) and, more, right now (``STRIKE``): only attacks that get through win a game.
THREAT = 0.75
STRIKE = 0.5
#: The resistance assumed for a face-down combatant one does not know.
UNKNOWN_RESISTANCE = 2
#: A position ``SCALE`` points ahead is worth tanh(1) ≈ 0.76 of a win.
SCALE = 6.0


def reserve_value(reserve: int) -> float:
    """Points for ``reserve`` combat cards still to be played (Eliria 9)."""
    return 0.0 if reserve == 0 else LAST_RESERVE + RESERVE * (reserve - 1)


def deck_penalty(deck: int) -> float:
    """Points lost for a deck of ``deck`` cards (Eliria 7.c)."""
    return DECK_SHORTAGE * max(0, LOW_DECK - deck) + THIN_SHORTAGE * max(0, THIN_DECK - deck)


def combat_cards(state: EliriaState, ids: list[int]) -> int:
    """How many of the cards ``ids`` are combat cards."""
    return sum(1 for cid in ids if state.defn(cid).is_combat)


def takes_off(attack: Attack, damage: int, resistance: int) -> bool:
    """Whether an attack dealing ``damage`` takes a combatant of ``resistance`` off the board:
    the damage exceeds it (6.a.V), or the attack destroys or returns its target whatever the
    damage (Cosecha)."""
    return damage > resistance or any(op.who == "defender" and op.op in ("bounce", "destroy") for op in attack.ops)


def threats(state: EliriaState, player: int, side: int) -> float:
    """Points for the rival combatants ``side``'s face-up combatants can take off the board,
    as ``player`` sees them (a face-down target it does not know: ``UNKNOWN_RESISTANCE``)."""
    reachable: set[int] = set()
    now: set[int] = set()
    for cid in state.combatants(side):
        card = state._card(cid)
        if not card.face_up:  # Eliria 8: face-down combatants do not attack
            continue
        potential = state.potential(cid)
        power = card.counters.get(POWER_COUNTER, 0)
        for index, attack in enumerate(state.defn(cid).attacks):
            need = max(attack.power, state.attack_cost(cid, attack))
            if need > potential:  # Eliria 6.a.IV: it can never gather the power
                continue
            bonus = state.bonus(cid, "damage")
            best = (potential if attack.damage is None else attack.damage) + bonus
            current = (power if attack.damage is None else attack.damage) + bonus
            for target in state.attack_targets(cid, index):  # Eliria 10
                known = state.is_visible_to(player, state._card(target))
                resistance = state.resistance(target) if known else UNKNOWN_RESISTANCE
                if takes_off(attack, best, resistance):
                    reachable.add(target)
                    if power >= need and takes_off(attack, current, resistance):
                        now.add(target)
    return THREAT * len(reachable) + STRIKE * len(now)


def material(state: EliriaState, player: int, side: int) -> float:
    """``side``'s material in points, as ``player`` sees it (what its observation shows: the
    power on every combatant, the rest only on the cards it sees or knows; of the cards it
    cannot see, only how many combat cards are among them, which the deck list tells)."""
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
    hand = state.ids(side, "mano")
    deck = state.ids(side, "mazo")
    plays_left = max(0, state.combat_limit(side) - state.counters[side].get(PLAYED, 0))  # Eliria 9
    in_hand = combat_cards(state, hand)
    to_come = in_hand + combat_cards(state, deck)
    score += reserve_value(min(plays_left, to_come))
    if side == player:  # its own hand: the kinds are known
        ready = plays_left > 0 and in_hand > 0
        score += READY * ready + HAND * (len(hand) - in_hand)
    else:  # the opponent's hand: only the odds that a card is of a kind (hand and deck mixed)
        unseen = len(hand) + len(deck)
        combat_share = to_come / unseen if unseen else 0.0
        ready = plays_left > 0 and to_come > 0 and len(hand) > 0
        score += READY * ready * min(1.0, combat_share * len(hand)) + HAND * (1 - combat_share) * len(hand)
    if combatants == 0:  # Eliria 7.b
        score -= EMPTY_BOARD + (NO_WAY_BACK if not ready else 0.0)
    score -= deck_penalty(len(deck))  # Eliria 7.c
    return score + threats(state, player, side)


def evaluate(state: EliriaState, player: int) -> float:
    """In [-1, 1], positive when ``player`` is ahead; the outcome once the game is over."""
    if state.outcome is not None:
        return state.returns()[player]
    with state.passives_fixed():
        balance = sum(material(state, player, side) * (1 if side == player else -1)
                      for side in range(state.num_players))
    return math.tanh(balance / SCALE)
