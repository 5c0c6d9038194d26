"""Power and toughness bonuses of two halves of one count (CR 613.4c, 107.1a): "Enchanted creature
gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the
number of Forests you control, rounded up." (Alpha's Aspect of Wolf).

``half_bonus_line`` reads the line into two counted static bonuses (``counted_bonuses``): one to
power, one to toughness, each counting its half with its own rounding, worked out whenever the
creature's power and toughness are looked at (CR 611.3a).
"""

from __future__ import annotations

import re

from engine.games.mtg.abilities import Ability
from engine.games.mtg.counted_bonuses import COUNTED_ATTACHED, COUNTED_SELF
from engine.games.mtg.per_count import HALF_DOWN, HALF_UP, what_counted

_HALF = r"half the number of (?P<{0}>.+?), rounded (?P<{0}r>down|up)"
_LINE = re.compile(r"(?P<who>Enchanted creature|Equipped creature|CARDNAME) gets \+X/\+Y, where X is "
                   + _HALF.format("x") + r", and Y is " + _HALF.format("y") + r"\.?")
_ROUNDING = {"down": HALF_DOWN, "up": HALF_UP}


def half_bonus_line(line: str) -> tuple[Ability, ...] | None:
    """The power bonus and the toughness bonus, or ``None``."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    counted = [what_counted(m[part], plural=True) for part in ("x", "y")]
    if None in counted:
        return None
    static = COUNTED_SELF if m["who"] == "CARDNAME" else COUNTED_ATTACHED
    return (Ability("static", line, static=static, power=1, toughness=0, count=_ROUNDING[m["xr"]] + str(counted[0])),
            Ability("static", line, static=static, power=0, toughness=1, count=_ROUNDING[m["yr"]] + str(counted[1])))


__all__ = ["half_bonus_line"]
