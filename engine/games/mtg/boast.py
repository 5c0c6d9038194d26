"""Boast (CR 702.142): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this
creature attacked this turn and only once each turn" (CR 702.142a).

``boast_line`` reads the line into the activated ability with ``static`` ``BOAST``; combat marks
each attacker with the turn it attacked (``ATTACKED``), and activating the ability marks the
turn it boasted (``BOASTED``); ``boast_problem`` refuses an activation the rule forbids.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

BOAST = "boast"
ATTACKED = "ataco"  # the mark of a creature that attacked: the turn it was declared an attacker (CR 508.1)
BOASTED = "alardeo"  # the mark of a creature whose boast ability was activated: that turn
_LINE = re.compile(r"Boast — (?P<a>.+:.+)")

LineReader = Callable[[str], "tuple[str, object] | None"]


def boast_line(line: str, read: LineReader) -> Ability | None:
    """"Boast — {1}{W}: Tap target creature." as its activated ability, the rest read by ``read``
    (the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    result = read(match["a"])
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].kind != "activated":
        return None
    return replace(result[1], text=line, static=BOAST)


def boast_problem(state: "MtgBase", card_id: int) -> Rule | None:
    """CR 702.142a: only if it attacked this turn, and once each turn."""
    marks = state._card(card_id).marks
    if marks.get(ATTACKED) != state.turn or marks.get(BOASTED) == state.turn:
        return rule("702.142a")
    return None


def boasted(state: "MtgBase", card_id: int) -> None:
    state._card(card_id).marks[BOASTED] = state.turn


__all__ = ["ATTACKED", "BOAST", "boast_line", "boast_problem", "boasted"]
