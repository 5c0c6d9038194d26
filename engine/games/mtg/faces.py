"""Double-faced cards that transform (CR 712, 701.28).

A transforming double-faced card is an ``MtgCard`` whose ``back`` holds its back face. Outside
the battlefield and the stack it has only its front face's characteristics (CR 712.8a); a
permanent that transforms turns its other face up and has only that face's characteristics,
its mana value still that of its front face (CR 712.8d, 712.8e). It stays the same object:
counters, damage, attachments and how long it has been controlled do not change (CR 701.28a).
When it leaves the battlefield it turns its front face up again.

Werewolves (Innistrad) transform "at the beginning of each upkeep, if no spells were cast last
turn" and back "if a player cast two or more spells last turn": intervening-if conditions,
checked when the ability triggers and again when it resolves (CR 603.4).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from engine.core.actions import Event

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

TRANSFORMED = "transformada"  # the marker shown on a permanent with its back face up (CR 701.28g)
NO_SPELLS = "no_spells_last_turn"
TWO_SPELLS = "two_spells_last_turn"
_EACH_UPKEEP = re.compile(
    r"At the beginning of each upkeep, if (?P<c>no spells were cast last turn|a player cast two or more spells last turn),"
    r"\s*(?P<rest>.+)", re.IGNORECASE)


def each_upkeep_condition(line: str) -> tuple[str, str] | None:
    """A werewolf line: (its condition, the effect text), or ``None``."""
    match = _EACH_UPKEEP.fullmatch(line)
    if match is None:
        return None
    condition = NO_SPELLS if match["c"].lower().startswith("no ") else TWO_SPELLS
    return condition, match["rest"]


def condition_holds(state: "MtgBase", condition: str) -> bool:
    """CR 603.4: an intervening "if" clause about the spells cast last turn."""
    if condition == NO_SPELLS:
        return not any(state.spells_last_turn)
    if condition == TWO_SPELLS:
        return any(count >= 2 for count in state.spells_last_turn)
    raise ValueError(f"condición desconocida {condition!r}")


def transform(state: "MtgBase", card_id: int) -> bool:
    """CR 701.28a: turn the permanent's other face up. Nothing happens to a permanent that is not
    a transforming double-faced card (CR 701.28c, 712.9) or whose other face is an instant or
    sorcery (CR 701.28d, 712.10). Returns whether it transformed."""
    card = state._card(card_id)
    front = state.fronts.pop(card_id, None)
    if front is not None:  # its back face is up: the front face turns up again
        target: MtgCard = front
    else:
        back = getattr(card.defn, "back", None)
        if back is None or not back.is_permanent:
            return False
        state.fronts[card_id] = card.defn  # type: ignore[assignment]
        target = back
    card.defn = target
    state.invalidate_statics()
    state.emit(Event("transform", card.controller, card_id, target.name))
    return True


def turn_front_up(state: "MtgBase", card_id: int) -> None:
    """CR 712.8a: a double-faced card leaving the battlefield has only its front face again."""
    front = state.fronts.pop(card_id, None)
    if front is not None:
        state._card(card_id).defn = front


def with_back(front: "MtgCard", back: "MtgCard") -> "MtgCard":
    """The front face carrying its back face. The back keeps the front's mana cost for its mana
    value (CR 712.8e) and cannot be cast by itself; a line the compiler cannot read on either face
    leaves the card to be played by hand."""
    from engine.games.mtg.abilities import Program

    back = replace(back, cost=front.cost, cost_text="")
    program = front.program
    if back.program.unparsed:
        program = Program(program.keywords, program.abilities, program.enchant,
                          program.unparsed + tuple(f"cara posterior: {line}" for line in back.program.unparsed))
    return replace(front, back=back, program=program)


def faces_of(extra: Mapping[str, Any]) -> tuple[Mapping[str, Any], Mapping[str, Any]] | None:
    """The two faces of a transforming double-faced card record (``extra["faces"]`` of the
    MTGJSON and Scryfall readers), or ``None``."""
    faces = extra.get("faces")
    if extra.get("layout") != "transform" or not isinstance(faces, list) or len(faces) != 2:
        return None
    if not all(isinstance(face, Mapping) for face in faces):
        return None
    return faces[0], faces[1]


__all__ = ["TRANSFORMED", "condition_holds", "each_upkeep_condition", "faces_of", "transform", "turn_front_up",
           "with_back"]
