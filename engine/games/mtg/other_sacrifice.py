"""Sacrificing another creature, with a penalty when none can be (CR 701.17a, 608.2c): "At the
beginning of your upkeep, sacrifice a creature other than CARDNAME. If you can't, CARDNAME deals
7 damage to you." (Alpha's Lord of the Pit).

``other_sacrifice_patterns`` reads "sacrifice a creature other than CARDNAME" (``SACRIFICE_OTHER``)
and "If you can't, CARDNAME deals N damage to you" (``IF_COULD_NOT``). The sacrifice is an edict of
its controller's (``edicts``: chosen when there are several, ``creature!<source>`` leaving the
source out); with no other creature it can't be done, and the source is marked (``MARK``) for the
following "If you can't" instruction of the same resolution.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

SACRIFICE_OTHER = "sacrifice_other_creature"
IF_COULD_NOT = "damage_if_could_not"
MARK = "no_pudo_sacrificar"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def other_sacrifice_patterns() -> list[tuple[str, Builder]]:
    """The two sentences of this module."""
    return [(r"sacrifice a creature other than CARDNAME", lambda m: [Effect(SACRIFICE_OTHER, 1, who="you")]),
            (r"if you can't, CARDNAME deals (?P<n>\d+) damage to you", lambda m: [Effect(IF_COULD_NOT, int(m["n"]), who="you")])]


def sacrifice_other(state: "MtgState", player: int, source: int, controller: int) -> None:
    """CR 701.17a: the player sacrifices a creature of theirs other than ``source``; with none, the
    source remembers it couldn't."""
    from engine.games.mtg.edicts import edict

    card = state._card(source)
    card.marks.pop(MARK, None)
    if not any(c != source for c in state.creatures(player)):
        card.marks[MARK] = state.turn
        return
    edict(state, player, 1, f"you:creature!{source}", controller)


def could_not(state: "MtgState", source: int) -> bool:
    """CR 608.2c: whether the sacrifice just before couldn't be done."""
    card = state.cards[source]
    return card is not None and card.marks.pop(MARK, None) == state.turn


__all__ = ["IF_COULD_NOT", "SACRIFICE_OTHER", "could_not", "other_sacrifice_patterns", "sacrifice_other"]
