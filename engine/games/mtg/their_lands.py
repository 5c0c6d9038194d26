"""Damage counted from the lands of the player an upkeep trigger is about: "At the beginning of
each player's upkeep, CARDNAME deals damage to that player equal to the number of Swamps they
control." (Karma; CR 503.1a, 608.2h) and "…, CARDNAME deals X damage to that player, where X is the
number of untapped lands they controlled at the beginning of this turn." (Power Surge).

``their_lands_patterns`` reads the sentence as ``curses`` leaves it ("that player" is the active
player) into a ``damage`` effect whose ``keyword`` names the land type counted (``THEIR_LANDS``);
``lands_counted`` counts them for that player as the effect resolves (CR 608.2h). Power Surge's
count is taken as each turn begins, before its untap step (``turn_began``, kept in
``MtgBase.untapped_at_start``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect
from engine.games.mtg.curses import ACTIVE_PLAYER

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

THEIR_LANDS = "their_lands:"
UNTAPPED_AT_START = "untapped_at_start"
_PLURAL = {"plains": "plains", "islands": "island", "swamps": "swamp", "mountains": "mountain", "forests": "forest",
           "lands": "land"}
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def their_lands_patterns() -> list[tuple[str, Builder]]:
    """"CARDNAME deals damage to the active player equal to the number of Swamps they control"."""
    return [(r"(?:CARDNAME|it) deals damage to the active player equal to the number of "
             r"(?P<t>Plains|Islands|Swamps|Mountains|Forests|lands) they control",
             lambda m: [Effect("damage", 1, who=ACTIVE_PLAYER, keyword=THEIR_LANDS + _PLURAL[m["t"].lower()])]),
            (r"(?:CARDNAME|it) deals X damage to the active player, where X is the number of untapped lands they "
             r"controlled at the beginning of this turn",
             lambda m: [Effect("damage", 1, who=ACTIVE_PLAYER, keyword=THEIR_LANDS + UNTAPPED_AT_START)])]


def lands_counted(state: "MtgBase", keyword: str, player: int) -> int:
    """CR 608.2h: how many lands of the type in ``keyword`` ``player`` controls now."""
    kind = keyword.removeprefix(THEIR_LANDS)
    if kind == UNTAPPED_AT_START:
        return state.untapped_at_start
    return sum(1 for cid in state.battlefield(player)
               if state.defn(cid).is_land and (kind == "land" or kind in state.defn(cid).subtypes))


def turn_began(state: "MtgBase") -> None:
    """CR 500.1: a turn begins: the untapped lands its player controls are counted now."""
    state.untapped_at_start = sum(1 for cid in state.battlefield(state.turn_player)
                                  if state.defn(cid).is_land and not state._card(cid).rotated)


__all__ = ["THEIR_LANDS", "UNTAPPED_AT_START", "lands_counted", "their_lands_patterns", "turn_began"]
