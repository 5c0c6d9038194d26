"""What a permanent may enter the battlefield as a copy of (CR 707.5, 614.1c), and the exceptions
of its copy effect (CR 707.9b): "You may have CARDNAME enter the battlefield as a copy of any
artifact on the battlefield, except it's an enchantment in addition to its other types." (Copy
Artifact) beside Clone's "… a copy of any creature on the battlefield".

``copy_line`` reads the artifact line into the ``etb_copy`` static with ``count`` naming the card
type copied and, after ``+``, the types the copy has in addition. ``copy_kind`` reads it back for
a card (a creature by default: Clone's line, ``oracle_layers``); ``copy_candidates`` lists what
may be copied and ``with_exceptions`` adds the exception's types to the copied values (they are
part of the copy effect, so copiable themselves, CR 707.9b).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

_LINE = re.compile(r"You may have CARDNAME enter(?: the battlefield)? as a copy of any artifact on the battlefield"
                   r"(?P<e>, except it's an enchantment in addition to its other types)?\.?")
NOUNS = {"creature": ("criatura", "creature"), "artifact": ("artefacto", "artifact")}


def copy_line(line: str) -> Ability | None:
    """Copy Artifact's line as the ``etb_copy`` static, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return Ability("static", line, static="etb_copy", count="artifact" + ("+enchantment" if match["e"] else ""))


def copy_kind(state: "MtgBase", card_id: int) -> tuple[str, tuple[str, ...]]:
    """(the card type ``card_id`` may copy, the types its copy has in addition)."""
    if card_id < 0 or state.cards[card_id] is None:
        return "creature", ()
    ability = next((a for a in state.defn(card_id).program.abilities if a.static == "etb_copy"), None)
    kind, *extra = (ability.count if ability is not None and ability.count else "creature").split("+")
    return kind, tuple(extra)


def copy_candidates(state: "MtgBase", card_id: int) -> list[int]:
    """CR 707.5: the permanents of that type on the battlefield."""
    kind, _extra = copy_kind(state, card_id)
    return [c for c in state.battlefield() if c != card_id and kind in state.defn(c).types]


def with_exceptions(state: "MtgBase", card_id: int, copied: "MtgCard") -> "MtgCard":
    """CR 707.9b: the copied values with the exception's types added."""
    _kind, extra = copy_kind(state, card_id)
    return replace(copied, types=copied.types | frozenset(extra)) if extra else copied


__all__ = ["NOUNS", "copy_candidates", "copy_kind", "copy_line", "with_exceptions"]
