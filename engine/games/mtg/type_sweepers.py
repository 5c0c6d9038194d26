"""Damage to each creature but those of one type (CR 120.3, 205.3m, 608.2h): "I — CARDNAME deals 4
damage to each non-Giant creature and each planeswalker." (Battle of Frost and Fire).

``sweeper_patterns`` reads the sentence into a ``damage`` effect whose ``who`` is ``SPARED`` + the
creature type spared (``+pw`` when planeswalkers are hit too); ``swept`` finds the permanents as
it resolves: every creature without that type (changelings have it, CR 702.73a) and, with
``+pw``, every planeswalker (damage to one removes loyalty counters, CR 120.3c).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
SPARED = "each_creature_but:"  # + a creature type, + "+pw" when planeswalkers are dealt damage too
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def sweeper_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    def build(m: re.Match[str]) -> list[Effect]:
        amount = int(m["n"]) if m["n"].isdigit() else _NUMBERS[m["n"].lower()]
        return [Effect("damage", amount, who=SPARED + creature_type(m["t"]) + ("+pw" if m["pw"] else ""))]

    return [(r"CARDNAME deals (?P<n>\d+|one|two|three|four|five|six) damage to each non-(?P<t>[A-Z][a-z]+) creature"
             r"(?P<pw> and each planeswalker)?", build)]


def swept(state: "MtgBase", who: str) -> list[int]:
    """The permanents such a sweeper deals damage to now."""
    kind, _, planeswalkers = who.removeprefix(SPARED).partition("+")
    hit = [c for c in state.creatures() if not has_creature_type(state.defn(c), kind)]
    if planeswalkers:
        hit += [c for c in state.battlefield() if "planeswalker" in state.defn(c).types and c not in hit]
    return hit


__all__ = ["SPARED", "sweeper_patterns", "swept"]
