"""Players who can't gain life (CR 119.7: if an effect says a player can't gain life, that player
can't; effects that would make them gain life do nothing): "Your opponents can't gain life."
(Quakebringer), "You can't gain life.", "Players can't gain life."

``no_life_gain_line`` reads the line into the static ability ``NO_LIFE_GAIN`` whose ``count``
names who is locked (``opponents``, ``you``, ``players``); ``cant_gain_life`` tells whether a
player is, and ``MtgBase.change_life`` then leaves the life total alone (CR 119.9: no life was
gained either).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

NO_LIFE_GAIN = "cant_gain_life"
_WHO = {"your opponents": "opponents", "you": "you", "players": "players"}
_LINE = re.compile(r"(?P<w>Your opponents|You|Players) can't gain life\.?")


def no_life_gain_line(line: str) -> Ability | None:
    """CR 119.7: one of these lines as its static ability, or ``None``."""
    m = _LINE.fullmatch(line.strip())
    return Ability("static", line, static=NO_LIFE_GAIN, count=_WHO[m["w"].lower()]) if m else None


def cant_gain_life(state: "MtgBase", player: int) -> bool:
    """CR 119.7: whether a static ability on the battlefield keeps ``player`` from gaining life."""
    for source, ability in state.statics():
        card = state.cards[source]
        if ability.static != NO_LIFE_GAIN or card is None:
            continue
        mine = card.controller == player
        if ability.count == "players" or (ability.count == "you") == mine:
            return True
    return False


__all__ = ["NO_LIFE_GAIN", "cant_gain_life", "no_life_gain_line"]
