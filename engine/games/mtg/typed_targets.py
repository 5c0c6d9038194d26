"""Target phrases that list card types, with who controls the permanent and whether it was dealt
damage this turn (CR 115.1, 205.2a, 120.3): "target artifact or land" (Smashing Success),
"target creature or planeswalker an opponent controls that was dealt damage this turn" (Jarl of
the Forsaken), "target artifact, creature, or enchantment an opponent controls".

``PHRASE`` is the regular expression of these phrases; ``typed_kind`` turns one into a target
kind (``typed:<types>:<controller>:<damaged>``) and ``typed_fits`` tells whether a permanent is a
legal choice for it. Damage dealt this turn is what ``damaged_deaths.dealt_damage`` remembers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

PREFIX = "typed:"
_TYPE = r"(?:artifact|creature|enchantment|land|planeswalker)"
PHRASE = (r"target " + _TYPE + r"(?:, " + _TYPE + r")*,? or " + _TYPE
          + r"(?: an opponent controls| you control)?(?: that was dealt damage this turn)?"
          + r"|target " + _TYPE + r"(?: an opponent controls| you control)? that was dealt damage this turn")
_CONTROLLERS = {" an opponent controls": "opponent", " you control": "you"}


def typed_kind(phrase: str) -> str | None:
    """The target kind of a ``PHRASE``, or ``None`` for another phrase."""
    low = phrase.lower()
    if not re.fullmatch(PHRASE, low):
        return None
    damaged = low.endswith(" that was dealt damage this turn")
    low = low.removesuffix(" that was dealt damage this turn")
    controller = next((who for words, who in _CONTROLLERS.items() if low.endswith(words)), "any")
    types = re.findall(_TYPE, low.removeprefix("target "))
    return f"{PREFIX}{'+'.join(types)}:{controller}:{'damaged' if damaged else 'any'}"


def typed_fits(state: "MtgBase", kind: str, target: int, controller: int) -> bool:
    """CR 115.1: whether the permanent ``target`` is a legal choice for ``kind`` (shroud,
    hexproof and protection aside)."""
    from engine.games.mtg.damaged_deaths import DAMAGED_BY

    types, who, damaged = kind.removeprefix(PREFIX).split(":")
    card = state._card(target)
    if not set(types.split("+")) & state.defn(target).types:
        return False
    if who != "any" and (card.controller == controller) != (who == "you"):
        return False
    if damaged == "damaged":  # CR 120.3: dealt damage at some time this turn (by any source)
        seen = card.marks.get(DAMAGED_BY, ())
        return bool(seen) and seen[0] == state.turn
    return True


__all__ = ["PHRASE", "PREFIX", "typed_fits", "typed_kind"]
