"""Static bonuses to a group of creatures other than "creatures you control" (CR 611.3a, 613.4c,
613.1f): "Creature tokens you control get +1/+1 and have vigilance", "Creatures with flying your
opponents control get -1/-1", "Creatures your opponents control get -1/-1", "Other snow and Zombie
creatures you control get +1/+1" (Narfi, Betrayer King).

``group_anthem_line`` reads the line into a static ability ``GROUP_ANTHEM`` whose ``count`` names
the group (``tokens``, ``opponents``, ``opponents_flying``); the layers ask ``group_affects``
which creatures are in it now.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

from engine.games.mtg.abilities import Ability
from engine.games.mtg.tribal import has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

GROUP_ANTHEM = "group_anthem"
_GROUPS = {"Creature tokens you control": "tokens", "Creatures your opponents control": "opponents",
           "Creatures with flying your opponents control": "opponents_flying",
           "Other snow and Zombie creatures you control": "other_snow_zombies"}
_LINE = re.compile(r"(?P<g>" + "|".join(_GROUPS) + r") get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)(?: and have (?P<k>[a-z ,]+))?\.?")


def group_anthem_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> Ability | None:
    """One of these lines as its static ability, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    keywords = keyword_list(match["k"]) if match["k"] else ()
    if keywords is None:
        return None
    return Ability("static", line, static=GROUP_ANTHEM, power=int(match["p"]), toughness=int(match["q"]), keywords=keywords,
                   count=_GROUPS[match["g"]])


def group_affects(state: "MtgBase", ability: Ability, source: int, creatures: Iterable[int], defns: Mapping[int, "MtgCard"],
                  controllers: Mapping[int, int]) -> frozenset[int]:
    """CR 611.3a: the creatures of the group now ("with flying": as the layers have the creature
    so far, its own and copied abilities)."""
    me = controllers[source]
    if ability.count == "tokens":
        return frozenset(c for c in creatures if controllers[c] == me and c in state.tokens)
    if ability.count == "other_snow_zombies":  # CR 205.4g, 205.3m: snow, or a Zombie (changeling too)
        return frozenset(c for c in creatures if controllers[c] == me and c != source
                         and ("snow" in defns[c].supertypes or has_creature_type(defns[c], "zombie")))
    theirs = [c for c in creatures if controllers[c] != me]
    if ability.count == "opponents_flying":
        return frozenset(c for c in theirs if "flying" in defns[c].program.keywords)
    return frozenset(theirs)


__all__ = ["GROUP_ANTHEM", "group_affects", "group_anthem_line"]
