"""Eliria actions as table gestures, and drops as the actions they meant.

A drag plays a card face up or attacks with a combatant's first attack; the alternate drag
(``gestures.ALT``: Shift held on the table) plays it face down (Eliria 8) or uses the second
attack. A reaction, which is only ever set face down (6.b), goes down with an ordinary drag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import ALT, Gesture
from engine.games.eliria.board import COMBAT_ZONES

if TYPE_CHECKING:
    from engine.games.eliria.state import EliriaState


def _slot_key(player: int, slot: int) -> str:
    return f"P{player + 1}.{COMBAT_ZONES[slot]}"


def gesture(state: "EliriaState", action: Action) -> Gesture:
    p = action.player
    kind = action.kind
    if kind in ("play", "set"):
        card = action.cards[0]
        alt = ALT if kind == "set" and not state.defn(card).is_reaction else None
        if action.targets:
            return Gesture(card, onto_card=action.targets[0], button=alt)
        zone = _slot_key(p, action.number) if isinstance(action.choice, int) else f"P{p + 1}.invocacion"
        return Gesture(card, onto_zone=zone, button=alt)
    if kind == "flip":
        return Gesture(action.cards[0], onto_card=action.targets[0]) if action.targets else Gesture(action.cards[0])
    if kind == "move":
        return Gesture(action.cards[0], onto_zone=_slot_key(p, action.number))
    if kind == "attack":
        return Gesture(action.cards[0], onto_card=action.targets[0], button=ALT if action.number else None)
    if kind == "react":
        return Gesture(action.cards[0])
    if kind == "mulligan":
        return Gesture(button="mulligan", selection=action.cards)
    if kind == "first":
        return Gesture(button=f"P{action.number + 1}")
    return Gesture(button=kind)


def intended(state: "EliriaState", player: int, move: Gesture) -> Action | None:
    """The action a drag meant, legal or not, so that a refusal can name its rule."""
    if move.button == "mulligan" and len(move.selection) == 1:
        return Action("mulligan", player, move.selection)
    if move.card is None or not 0 <= move.card < len(state.cards) or state.cards[move.card] is None:
        return None
    card = move.card
    place = state.zone_name_of(card)
    alt = move.button == ALT
    if place == "mano" and (move.onto_card is not None or move.onto_zone is not None):
        return _from_hand(state, player, move, card)
    if move.onto_card is not None:
        if state.cards[move.onto_card] is None:
            return None
        if place in COMBAT_ZONES:
            return Action("attack", player, (card,), (move.onto_card,), 1 if alt else 0)
        return Action("flip", player, (card,), (move.onto_card,))
    if move.onto_zone is not None:
        zone = move.onto_zone.split(".", 1)[-1]
        slot = COMBAT_ZONES.index(zone) if zone in COMBAT_ZONES else None
        if place in COMBAT_ZONES and slot is not None:
            return Action("move", player, (card,), choice=slot)
        return None
    if place in COMBAT_ZONES or place == "invocacion":
        return Action("react" if state.prompt is not None and state.prompt.kind == "reaccion" else "flip", player, (card,))
    return None


def _from_hand(state: "EliriaState", player: int, move: Gesture, card: int) -> Action | None:
    """A card from the hand dropped on the board, read by its type (Eliria 2, 6): a combat card
    goes into the combat slot it landed in (on a card: that card's slot); a reaction is set face
    down (6.b); an invocation is played on the card it landed on when it takes a target, else
    into an invocation slot wherever it landed (Shift: face down)."""
    defn = state.defn(card)
    alt = move.button == ALT
    target = move.onto_card if move.onto_card is not None and state.cards[move.onto_card] is not None else None
    if target is not None:
        zone, own = state.zone_name_of(target), state._card(target).controller == player
    else:
        zone, own = (move.onto_zone or "").split(".", 1)[-1], (move.onto_zone or "").startswith(f"P{player + 1}.")
    if defn.is_combat:
        slot = COMBAT_ZONES.index(zone) if zone in COMBAT_ZONES and own else None
        return Action("set" if alt else "play", player, (card,), choice=slot)
    if defn.is_reaction:
        return Action("set", player, (card,))
    if alt:
        return Action("set", player, (card,))
    if defn.target and target is not None:
        return Action("play", player, (card,), (target,))
    return Action("play", player, (card,))
