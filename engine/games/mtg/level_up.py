"""Level up (CR 702.87a) and the level symbols of leveler cards (CR 711).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery" (``level_up_line``: the effect ``LEVEL_UP``, ``add_level``); activated at another time it
is refused citing 702.87a. A leveler's text box is split by its level symbols (CR 711.1–711.3): in
the Oracle text a line "LEVEL 2-6" or "LEVEL 7+" followed by the power/toughness box and the
abilities of that striation, up to the next symbol (``join_levels`` keeps each striation as one
line). "{LEVEL N1-N2} [abilities] [P/T]" means "As long as this creature has at least N1 level
counters on it, but no more than N2 level counters on it, it has base power and toughness [P/T]
and has [abilities]"; "{LEVEL N3+}" has no upper bound (CR 711.2a–b): ``level_band_line`` reads a
striation whose abilities are keywords into the static ability ``LEVEL_BAND`` (``count`` the range,
applied in layers 7b and 6 by ``layers``, to the permanent itself while ``in_band``). Below N1, and
off the battlefield, it has its printed power and toughness (CR 711.5, 711.6). A striation with
other abilities stays by hand.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.keywords import keyword_cost

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

LEVEL_UP = "level_up"  # the effect: put a level counter on this permanent
LEVEL_COUNTER = "nivel"  # the counter (CR 122.1)
LEVEL_BAND = "level_band"  # the static ability of a level symbol (CR 711.2)
_SYMBOL = re.compile(r"LEVEL (?P<low>\d+)(?:-(?P<high>\d+)|(?P<plus>\+))")
_PT = re.compile(r"(?P<p>\d+)/(?P<t>\d+)")


def level_up_line(line: str) -> Ability | None:
    """CR 702.87a: "Level up {W}" as its activated ability, or ``None``."""
    found = keyword_cost(line, "Level up")
    if found is None:
        return None
    return Ability("activated", line, (Effect(LEVEL_UP, who="self"),), cost=found[1], sorcery=True)


def is_level_up(ability: Ability) -> bool:
    return any(e.op == LEVEL_UP for e in ability.effects)


def join_levels(lines: list[str]) -> list[str]:
    """CR 711.2: each level symbol's line joined with the lines of its striation (the power and
    toughness box and the abilities), up to the next symbol."""
    joined: list[str] = []
    striation = False
    for line in lines:
        if _SYMBOL.fullmatch(line.strip()):
            joined.append(line.strip())
            striation = True
        elif striation:
            joined[-1] += "\n" + line
        else:
            joined.append(line)
    return joined


def level_band_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> Ability | None:
    """CR 711.2a–b: "LEVEL 2-6\\n3/3\\nFirst strike" as its static ability, or ``None``."""
    head, *rest = line.split("\n")
    symbol = _SYMBOL.fullmatch(head.strip())
    if symbol is None or not rest:
        return None
    pt = _PT.fullmatch(rest[0].strip())
    if pt is None:
        return None
    keywords: tuple[str, ...] = ()
    for text in rest[1:]:
        found = keyword_list(text.strip().rstrip("."))
        if found is None:
            return None  # an ability that is not a keyword: by hand
        keywords += found
    high = symbol["high"] or ""
    return Ability("static", line, static=LEVEL_BAND, power=int(pt["p"]), toughness=int(pt["t"]), keywords=keywords,
                   count=f"{symbol['low']}-{high}")


def in_band(state: "MtgBase", ability: Ability, source: int) -> frozenset[int]:
    """CR 711.2a–b: the permanent itself while its level counters are within the striation's range."""
    card = state.cards[source]
    if card is None:
        return frozenset()
    low, _, high = ability.count.partition("-")
    level = card.counters.get(LEVEL_COUNTER, 0)
    return frozenset((source,)) if int(low) <= level and (not high or level <= int(high)) else frozenset()


def add_level(state: "MtgBase", source: int) -> None:
    """CR 702.87a: a level counter on the permanent, if it is still on the battlefield (CR 400.7)."""
    if state.cards[source] is None or not state.on_battlefield(source):
        return
    counters = state._card(source).counters
    counters[LEVEL_COUNTER] = counters.get(LEVEL_COUNTER, 0) + 1
    state.invalidate_statics()


__all__ = ["LEVEL_BAND", "LEVEL_COUNTER", "LEVEL_UP", "add_level", "in_band", "is_level_up", "join_levels", "level_band_line",
           "level_up_line"]
