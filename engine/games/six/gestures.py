"""Souls in Xtinction actions as table gestures, and drops as the actions they meant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import Gesture
from engine.games.six.combat import attack_problem

if TYPE_CHECKING:
    from engine.games.six.state import SixState

#: Actions answered by clicking the card they name.
_CLICKED = {"choose", "resolve", "discard", "activate", "lure"}


def gesture(state: "SixState", action: Action) -> Gesture:
    p = action.player
    kind = action.kind
    if kind == "play":
        card = action.cards[0]
        if action.targets:
            return Gesture(card, onto_card=action.targets[0])  # 3.8.3: dropped on the card it replaces
        zone = "conjuros" if state.defn(card).kind == "conjuro" else "campo"
        return Gesture(card, onto_zone=f"P{p + 1}.{zone}")
    if kind == "equip":
        return Gesture(action.cards[0], onto_card=action.targets[0])
    if kind == "attack":
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.combate")
    if kind == "block":
        if action.targets:
            return Gesture(action.targets[0], onto_card=action.cards[0])  # the blocker onto its attacker
        return Gesture(button="no block")
    if kind == "lure":
        return Gesture(action.targets[0]) if action.targets else Gesture(button="no lure")
    if kind in _CLICKED:
        return Gesture(action.cards[0])
    if kind in ("number", "loop"):
        return Gesture(button=f"{kind} {action.choice}")
    if kind == "mulligan":
        return Gesture(button="mulligan", selection=action.cards)
    return Gesture(button=kind)


def intended(state: "SixState", player: int, move: Gesture) -> Action | None:
    """The action a drag meant, legal or not, so that a refusal can name its rule."""
    if move.button == "mulligan":
        return Action("mulligan", player, tuple(sorted(move.selection)))
    if move.card is None or not 0 <= move.card < len(state.cards) or state.cards[move.card] is None:
        return None
    card = move.card
    place = state.zone_name_of(card)
    defn = state.defn(card)
    prompt = state.prompt
    asked = prompt.kind if prompt is not None and prompt.player == player else None
    if move.onto_card is not None:
        target = move.onto_card
        if state.cards[target] is None:
            return None
        if place in ("mano", "limbo"):
            if defn.kind == "arma":
                return Action("equip", player, (card,), (target,))
            if defn.kind == "conjuro":  # 8.6: a Conjuro's targets are chosen once it is played
                return Action("play", player, (card,))
            return Action("play", player, (card,), (target,))
        if place == "campo" and state.zone_name_of(target) == "combate":
            return Action("block", player, (target,), (card,))
        return None
    if move.onto_zone is not None:
        zone = move.onto_zone.split(".", 1)[-1]
        if place in ("mano", "limbo") and zone in ("campo", "conjuros"):
            return Action("play", player, (card,))
        if place == "campo" and zone == "combate":
            if asked == "bloqueo":  # 7.2.2.1: a blocker moves in front of the attacker being blocked
                return Action("block", player, (prompt.data[0],), (card,))  # type: ignore[union-attr]
            if asked == "accion" and attack_problem(state, card) is None:  # 6.6.1.4.2: combat is entered
                return Action("combat", player)  # by moving the attackers (the attack follows: ``follow_up``)
            return Action("attack", player, (card,))
        if place == "mano" and zone == "cementerio":
            return Action("discard", player, (card,))
    return None


def follow_up(state: "SixState", player: int, move: Gesture, done: Action) -> Gesture | None:
    """What else a drop meant once ``done`` (the action it made) is applied: a unit dragged into
    combat attacks once combat is declared (6.6.1.4.2); a Conjuro dropped on a card targets it
    (8.6). ``None``: nothing more."""
    if state.prompt is None or state.prompt.player != player:
        return None
    if done.kind == "combat" and state.prompt.kind == "ataque":
        return move
    if done.kind == "play" and move.onto_card is not None and state.prompt.kind == "objetivo":
        return Gesture(move.onto_card)
    return None
