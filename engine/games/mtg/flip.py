"""Flip cards (CR 710): a card with a second set of characteristics printed upside down.

A flip card is its normal (upper) half everywhere, and on the battlefield until it flips
(CR 710.2); named by that half's name. Flipping ("Invertir", CR 710.2) turns the permanent
upside down: it then has the flipped half's name, text, type line and power/toughness, its
colour and mana cost unchanged (CR 710.1c). It stays the same object, cannot flip back
(CR 710.4) and forgets being flipped when it leaves the battlefield (CR 710.4, 400.7).

The card is an ``MtgCard`` whose ``back`` is the flipped half and ``flips`` is true; the flipped
permanent's normal half is kept in ``state.fronts``, as a transformed card's front is.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from engine.core.actions import Event

if TYPE_CHECKING:
    from engine.games.mtg.abilities import Effect
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

FLIPPED = "invertida"  # the marker shown on a flipped permanent (CR 710.3)
_FLIP = re.compile(r"(?:if you control (?P<n>\w+) or more creatures, )?flip (?:CARDNAME|it)", re.IGNORECASE)


def flip_card(normal: "MtgCard", flipped: "MtgCard") -> "MtgCard":
    """The flip card: its normal half carrying the flipped one, which keeps the normal half's
    colour and mana cost (CR 710.1c). A line the compiler cannot read on either half leaves the
    card to be played by hand."""
    from engine.games.mtg.abilities import Program

    flipped = replace(flipped, cost=normal.cost, cost_text=normal.cost_text, colors=normal.colors)
    program = normal.program
    if flipped.program.unparsed:
        program = Program(program.keywords, program.abilities, program.enchant,
                          program.unparsed + tuple(f"flipped: {line}" for line in flipped.program.unparsed))
    return replace(normal, back=flipped, flips=True, program=program)


def flip_sentence(text: str) -> "list[Effect] | None":
    """"Flip CARDNAME", with the condition "If you control N or more creatures," (CR 710.2):
    the effect ``flip``, its ``amount`` the creatures needed (0: none)."""
    from engine.games.mtg.abilities import Effect
    from engine.games.mtg.oracle_words import _n

    match = _FLIP.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    needed = _n(match["n"])[0] if match["n"] else 0
    return [Effect("flip", needed, who="self")]


def flip(state: "MtgBase", card_id: int, needed: int = 0) -> bool:
    """CR 710.2: turn a flip card on the battlefield upside down, if its controller controls
    ``needed`` creatures. A permanent already flipped, or not a flip card, stays as it is
    (CR 710.4). Returns whether it flipped."""
    card = state._card(card_id)
    back = state.defn(card_id).back if state.defn(card_id).flips else None
    if back is None or card_id in state.fronts or not state.on_battlefield(card_id):
        return False
    if needed and len(state.creatures(card.controller)) < needed:
        return False
    state.fronts[card_id] = card.defn  # type: ignore[assignment]
    card.defn = back
    state.invalidate_statics()
    state.emit(Event("flip", card.controller, card_id, back.name))
    return True




def flip_faces(extra: Mapping[str, Any]) -> tuple[Mapping[str, Any], Mapping[str, Any]] | None:
    """The normal and flipped halves of a flip card record (``extra["faces"]`` with layout
    ``flip``, as the MTGJSON and Scryfall readers keep them), or ``None``."""
    faces = extra.get("faces")
    if extra.get("layout") != "flip" or not isinstance(faces, list) or len(faces) != 2:
        return None
    if not all(isinstance(face, Mapping) for face in faces):
        return None
    return faces[0], faces[1]


__all__ = ["FLIPPED", "flip", "flip_card", "flip_faces", "flip_sentence"]
