"""Permission to cast a card from its owner's graveyard (CR 601.3, 113.6f): "You may cast CARDNAME
from your graveyard." (Skaab Ruinator).

``graveyard_cast_line`` reads the line into the static ability ``CAST_FROM_GRAVEYARD``; the card
is then offered for casting from its owner's graveyard like a card with flashback
(``SpellsMixin.flashback_cards``), for its own mana cost and additional costs, and — not being
cast with flashback — it is not exiled when it leaves the stack.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

CAST_FROM_GRAVEYARD = "cast_from_graveyard"
_LINE = re.compile(r"You may cast CARDNAME from your graveyard\.?")


def graveyard_cast_line(line: str) -> Ability | None:
    """The line as its static ability, or ``None``."""
    return Ability("static", line, static=CAST_FROM_GRAVEYARD) if _LINE.fullmatch(line) else None


def castable_from_graveyard(defn: "MtgCard") -> bool:
    """CR 113.6f: the card says it may be cast from its owner's graveyard."""
    return defn.program.has_static(CAST_FROM_GRAVEYARD)


__all__ = ["CAST_FROM_GRAVEYARD", "castable_from_graveyard", "graveyard_cast_line"]
