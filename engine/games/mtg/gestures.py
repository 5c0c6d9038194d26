"""Magic actions as table gestures, and drops as the actions they meant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import Gesture
from engine.games.mtg.base import code_player
from engine.games.mtg.faces import face_for
from engine.games.mtg.level_up import LEVEL_UP
from engine.games.mtg.unearth import UNEARTH

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

#: Actions answered by clicking the card they name.
_CLICKED = {"bottom", "discard", "unblock", "choose", "copy", "prevent", "replace", "source", "graveyard", "sacrifice", "splice"}
#: Activated keyword abilities that are a button named for the keyword, for the selected card.
_KEYWORD_BUTTONS = {UNEARTH: "unearth", LEVEL_UP: "level up"}  # CR 702.84a, 702.87a


def gesture(state: "MtgState", action: Action) -> Gesture:
    p = action.player
    kind = action.kind
    face = face_for(state.defn(action.cards[0]), action.choice) if kind in ("play", "cast") else None
    if face is not None:  # CR 712.11b, 709.3: a button names the face or half
        return Gesture(button=f"{kind} as {face.name}", selection=action.cards)
    if kind == "play":
        return Gesture(action.cards[0], onto_zone=f"P{p + 1}.campo")
    if kind == "cast":
        return Gesture(action.cards[0], onto_zone="pila")
    if kind == "activate":
        abilities = state.defn(action.cards[0]).program.abilities
        effects = abilities[action.number].effects if 0 <= action.number < len(abilities) else ()
        if effects and effects[0].op in _KEYWORD_BUTTONS:
            return Gesture(button=_KEYWORD_BUTTONS[effects[0].op], selection=action.cards)
        indices = [i for i, a in enumerate(abilities) if a.kind == "activated"]
        n = indices.index(action.number) + 1 if action.number in indices else 1
        if n == 1 and state.zone_name_of(action.cards[0]) != "mano":  # in the hand a drag casts it: cycling is a button
            return Gesture(action.cards[0], onto_zone="pila")
        return Gesture(button=f"activate #{n}", selection=action.cards)
    if kind == "tap":
        options = [o for a in state.defn(action.cards[0]).program.abilities if a.kind == "mana" for o in a.mana]
        if len(options) == 1:
            return Gesture(action.cards[0])
        return Gesture(button=f"tap {action.choice}", selection=action.cards)
    if kind == "target":
        target = action.targets[0]
        return Gesture(button=f"target P{code_player(target) + 1}") if target < 0 else Gesture(target)
    if kind == "attack":  # a click attacks the next player; a drag, a planeswalker or another player
        defender = action.targets[0]
        if defender >= 0:
            return Gesture(action.cards[0], onto_card=defender)
        if code_player(defender) == (p + 1) % state.num_players:
            return Gesture(action.cards[0])
        return Gesture(action.cards[0], onto_zone=f"P{code_player(defender) + 1}.campo")
    if kind == "block":
        return Gesture(action.cards[0], onto_card=action.targets[0])  # the blocker onto its attacker
    if kind == "band":  # CR 702.22c: an attacker dropped on the attacker it bands with
        return Gesture(action.cards[0], onto_card=action.targets[0])
    if kind in ("morph", "unmorph", "suspend", "exile"):  # CR 702.37c, 702.37e, 702.62a, 118.8: a button for the card
        return Gesture(button=kind, selection=action.cards)
    if kind in _CLICKED:
        return Gesture(action.cards[0])
    if kind == "stack":
        return Gesture(button=state.action_to_string(action))
    if kind in ("x", "assign", "color", "type"):  # "type" a creature type (CR 205.3m)
        return Gesture(button=f"{kind} {action.choice}")
    if kind == "kick":  # CR 702.33c: a button with how many times
        return Gesture(button=f"number {action.choice}")
    if kind == "divide":  # CR 601.2d: a button with the amount for the target the prompt names
        return Gesture(button=f"number {action.choice}")
    if kind == "mode":  # CR 700.2: one button per mode
        return Gesture(button=f"mode {action.number + 1}")
    return Gesture(button=kind)


def intended(state: "MtgState", player: int, move: Gesture) -> Action | None:
    """The action a drag meant, legal or not, so that a refusal can name its rule."""
    if move.card is None or not 0 <= move.card < len(state.cards) or state.cards[move.card] is None:
        return None
    card = move.card
    place = state.zone_name_of(card)
    if move.onto_card is not None:
        if place == "campo" and state.cards[move.onto_card] is not None and state.on_battlefield(move.onto_card):
            if state.prompt is not None and state.prompt.kind == "atacantes":
                attacking = [a for a, _d in state.attackers]
                if card in attacking and move.onto_card in attacking:  # CR 702.22c: a band, in the order it is listed
                    pair = sorted((card, move.onto_card), key=attacking.index)
                    return Action("band", player, (pair[0],), (pair[1],))
                return Action("attack", player, (card,), (move.onto_card,))
            return Action("block", player, (card,), (move.onto_card,))
        return None
    if move.onto_zone is not None:
        zone = move.onto_zone.split(".", 1)[-1]
        if place == "cementerio" and zone == "pila":  # flashback (CR 702.34a), or unearth's ability (CR 702.84a)
            abilities = state.defn(card).program.abilities
            unearth = next((i for i, a in enumerate(abilities) if a.effects and a.effects[0].op == UNEARTH), None)
            return Action("cast", player, (card,)) if unearth is None else Action("activate", player, (card,), choice=unearth)
        if place == "mano" and zone in ("campo", "pila"):
            return Action("play" if state.defn(card).is_land else "cast", player, (card,))
        if place == "campo" and zone == "pila":
            indices = [i for i, a in enumerate(state.defn(card).program.abilities) if a.kind == "activated"]
            return Action("activate", player, (card,), choice=indices[0] if indices else 0)
        if place == "mano" and zone == "cementerio":
            return Action("discard", player, (card,))
    return None
