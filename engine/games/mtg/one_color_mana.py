"""Mana abilities that add several mana of one colour chosen as they resolve: "{T}, Sacrifice
CARDNAME: Add three mana of any one color." (Black Lotus), "{T}: Add two mana of any one color."
(CR 106.1a, 605.1a, 605.3b).

``one_color_mana_line`` reads such a line into a mana ability whose options are each colour
repeated (``WWW``, ``UUU``…): its controller picks one, so all of it is of that one colour.
Sacrificing the source is part of the cost (CR 602.2, 701.17a). Like a Treasure's, it carries an
empty mana cost so that automatic payment never spends it: its controller activates it
(``tap Black Lotus for GGG``, CR 605.3a) and the mana waits in the pool (CR 106.4).
"""

from __future__ import annotations

import re

from engine.games.mtg.abilities import Ability
from engine.games.mtg.mana import ManaCost

_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5}
_LINE = re.compile(r"\{T\}(?P<s>, Sacrifice (?:CARDNAME|this artifact))?: Add (?P<n>two|three|four|five) mana of any one color\.?",
                   re.IGNORECASE)


def one_color_mana_line(line: str) -> Ability | None:
    """CR 106.1a, 605.1a: the line as its mana ability, or ``None``."""
    match = _LINE.fullmatch(line.strip())
    if match is None:
        return None
    count = _COUNT[match["n"].lower()]
    options = tuple(color * count for color in "WUBRG")
    if match["s"]:
        return Ability("mana", line, tap=True, sacrifice=True, mana=options, cost=ManaCost())
    return Ability("mana", line, tap=True, mana=options)


__all__ = ["one_color_mana_line"]
