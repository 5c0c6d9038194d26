"""Yu-Gi-Oh! actions as table gestures, and drops as the actions they meant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import Gesture
from engine.games.ygo.notation import activation_index

if TYPE_CHECKING:
    from engine.games.ygo.state import YgoState

_CLICKED = {"target", "choose", "discard", "flip"}


def gesture(state: "YgoState", action: Action) -> Gesture:
    kind, p = action.kind, action.player
    if kind in ("summon", "set") and state.defn(action.cards[0]).is_monster:
        if kind == "summon":
            return Gesture(action.cards[0], onto_zone=f"P{p + 1}.monstruos", selection=action.targets)
        return Gesture(action.cards[0], button="set", selection=action.targets)
    if kind == "set":
        return Gesture(action.cards[0], button="set")
    if kind == "activate":
        card = action.cards[0]
        if action.choice != activation_index(state, card):
            return Gesture(card, button=f"activate #{int(action.number) + 1}")
        if state.zone_of(card) == "mano":
            zone = "campo_magico" if state.defn(card).sub == "field" else "magias"
            return Gesture(card, onto_zone=f"P{p + 1}.{zone}")
        return Gesture(card)
    if kind == "attack":
        if action.targets:
            return Gesture(action.cards[0], onto_card=action.targets[0])
        return Gesture(action.cards[0], onto_zone=f"P{2 - p}.monstruos")
    if kind == "position":
        return Gesture(action.cards[0], button="position")
    if kind == "place":
        return Gesture(button=f"{action.choice} position")
    if kind in _CLICKED:
        return Gesture(action.cards[0])
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
    if move.onto_zone is not None:
        zone = move.onto_zone.split(".", 1)[-1]
        mine = move.onto_zone.startswith(f"P{player + 1}.")
        if place == "mano" and zone == "monstruos" and mine:
            return Action("summon", player, (card,), tuple(move.selection))
        if place == "mano" and zone in ("magias", "campo_magico"):
            return Action("activate", player, (card,), choice=state.card_effect(card) if defn.kind != "monster" else -1)
        if place == "monstruos" and zone == "monstruos" and not mine:
            return Action("attack", player, (card,))
    return None
