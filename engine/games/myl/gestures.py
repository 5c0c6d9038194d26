"""Mitos y Leyendas actions as table gestures, and drops as the actions they meant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import Gesture

if TYPE_CHECKING:
    from engine.games.myl.state import MylState

#: Where a card without a target is dropped to be played.
PLAY_ZONE = {"aliado": "defensa", "totem": "apoyo", "oro": "reserva", "talisman": "jugada", "arma": "defensa"}


def gesture(state: "MylState", action: Action) -> Gesture:
    p = action.player
    kind = action.kind
    if kind == "play":
        card = action.cards[0]
        if action.targets:
            return Gesture(card, onto_card=action.targets[0])
        if state.prompt is not None and state.prompt.kind == "respuesta":
            return Gesture(card, onto_card=state.prompt.options[0])  # dropped on the card it answers
        return Gesture(card, onto_zone=f"P{p + 1}.{PLAY_ZONE[state.defn(card).kind]}")
    if kind == "activate":
        return Gesture(action.cards[0], onto_card=action.targets[0]) if action.targets else Gesture(action.cards[0])
    if kind == "attack":
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.ataque")
    if kind == "block":
        if action.targets:
            return Gesture(action.targets[0], onto_card=action.cards[0])  # the blocker onto its attacker
        return Gesture(button="no block")
    if kind in ("choose", "discard"):
        return Gesture(action.cards[0])
    return Gesture(button=kind)


def intended(state: "MylState", player: int, move: Gesture) -> Action | None:
    """The action a drag meant, legal or not, so that a refusal can name its rule."""
    if move.card is None or not 0 <= move.card < len(state.cards) or state.cards[move.card] is None:
        return None
    card = move.card
    place = state.place(card)
    if move.onto_card is not None:
        if state.cards[move.onto_card] is None:
            return None
        if place == "mano":
            return Action("play", player, (card,), (move.onto_card,))
        if place == "defensa" and state.place(move.onto_card) == "ataque":
            return Action("block", player, (move.onto_card,), (card,))
        return None
    if move.onto_zone is not None:
        zone = move.onto_zone.split(".", 1)[-1]
        if place == "mano":
            return Action("play", player, (card,))
        if place == "defensa" and zone == "ataque":
            return Action("attack", player, (card,))
    if move.is_click and place in ("defensa", "ataque", "apoyo"):
        return Action("activate", player, (card,))
    return None
