"""Yu-Gi-Oh! actions as table gestures, and drops as the actions they meant.

A monster dragged from the hand to the Monster Zone is Normal Summoned; with the alternate drag
(``gestures.ALT``: Shift held) it is Set, face-down in Defense Position (YGO Colocar); a Spell so
dragged to its zone is Set instead of activated, and a Trap is Set by any drag. Each is also in
the card's menu, so none needs a button of the prompt bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import ALT, Gesture
from engine.games.ygo.notation import activation_index

if TYPE_CHECKING:
    from engine.games.ygo.state import YgoState

_CLICKED = {"target", "choose", "discard", "flip"}


def gesture(state: "YgoState", action: Action) -> Gesture:
    """Drags and clicks where the table has a natural one; otherwise a button named by the
    action's notation (``set Lobo Gris``, ``summon X tributing A``), which the prompt bar shows."""
    kind, p = action.kind, action.player
    if kind == "summon" and not action.targets:
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.monstruos")
    if kind == "activate" and action.choice == activation_index(state, action.cards[0]):
        card = action.cards[0]
        if state.zone_of(card) == "mano":
            zone = "campo_magico" if state.defn(card).sub == "field" else "magias"
            return Gesture(card, onto_zone=f"P{p + 1}.{zone}")
        return Gesture(card)
    if kind == "attack":
        if action.targets:
            return Gesture(action.cards[0], onto_card=action.targets[0])
        return Gesture(action.cards[0], onto_zone=f"P{2 - p}.monstruos")
    if kind in _CLICKED:
        return Gesture(action.cards[0])
    if kind == "set" and not action.targets and state.defn(action.cards[0]).kind == "monster":
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.monstruos", button=ALT)  # YGO Colocar
    if kind == "set" and state.defn(action.cards[0]).kind == "spell":
        zone = "campo_magico" if state.defn(action.cards[0]).sub == "field" else "magias"
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.{zone}", button=ALT)
    if kind == "set" and state.defn(action.cards[0]).kind == "trap":
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.magias")  # a trap is only ever set from hand
    if kind in ("summon", "set", "activate", "position", "place"):
        return Gesture(button=state.action_to_string(action))
    return Gesture(button=kind)


def intended(state: "YgoState", player: int, move: Gesture) -> Action | None:
    """The action a drag meant, legal or not, so that a refusal can name its rule."""
    card = move.card
    if card is None or not 0 <= card < len(state.cards) or state.cards[card] is None:
        return None
    place = state.zone_of(card)
    defn = state.defn(card)
    if move.onto_card is not None and place == "monstruos" and state.cards[move.onto_card] is not None:
        return Action("attack", player, (card,), (move.onto_card,))
    if place == "mano" and (move.onto_zone is not None or move.onto_card is not None):
        # a card from the hand dropped anywhere on the field: what its kind is played as
        # (YGO PhasesDelJuego.7), whichever zone or card it landed on
        if defn.kind == "trap":
            return Action("set", player, (card,))
        if defn.kind == "spell" and move.button == ALT:
            return Action("set", player, (card,))
        if defn.kind == "spell":
            return Action("activate", player, (card,), choice=state.card_effect(card))
        if move.onto_zone is not None and move.onto_zone.startswith(f"P{player + 1}."):
            return Action("set" if move.button == ALT else "summon", player, (card,))
        return None
    if move.onto_zone is not None:
        zone = move.onto_zone.split(".", 1)[-1]
        mine = move.onto_zone.startswith(f"P{player + 1}.")
        if place == "monstruos" and zone == "monstruos" and not mine:
            return Action("attack", player, (card,))
    return None


def follow_up(state: "YgoState", player: int, move: Gesture, done: Action) -> Gesture | None:
    """What else a drop meant once ``done`` is applied: a card dropped on a card targets it when
    its activation asks for a target next."""
    prompt = state.prompt
    if prompt is None or prompt.player != player or move.onto_card is None:
        return None
    if done.kind == "activate" and prompt.kind == "objetivo":
        return Gesture(move.onto_card)
    return None
