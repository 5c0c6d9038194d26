"""Abilities a static ability gives a group of permanents (CR 613.1f: layer 6, abilities added):
"Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any one color.""
(Goldspan Dragon), "Elves you control have "{T}: Add {B}."" (Tyvar Kell).

``granted_line`` reads the quoted ability with the oracle's line reader and keeps it in the
static ability ``GRANTED`` (``granted``; ``count``: the subtype of the group); ``granted_affects``
names the permanents of the group now (CR 611.3a: whatever matches at each moment) and ``grant``
gives one of them the abilities. Their mana abilities are then activated as the permanent's own
(``tap Treasure for RR``, CR 605.3a).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Iterable, Mapping

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

GRANTED = "granted_abilities"
_ARTIFACT_TYPES = ("treasure", "equipment", "vehicle", "food", "clue")  # not creature types (CR 205.3g)
_LINE = re.compile(r'(?P<g>[A-Z][a-z]+) you control have "(?P<a>[^"]+)"\.?')


def granted_line(line: str, read: LineReader) -> Ability | None:
    """CR 613.1f: "<Subtype>s you control have "<ability>"" as its static ability, or ``None``."""
    m = _LINE.fullmatch(line.strip())
    if m is None or m["g"] in ("Creatures", "Lands", "Artifacts", "Permanents"):
        return None
    result = read(m["a"])
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability):
        return None
    inner = result[1]
    if inner.kind not in ("mana", "activated"):
        return None
    return Ability("static", line, static=GRANTED, count=creature_type(m["g"]), granted=(inner,))


def _in_group(defn: "MtgCard", kind: str) -> bool:
    if kind in _ARTIFACT_TYPES:
        return kind in defn.subtypes
    return defn.is_creature and has_creature_type(defn, kind)  # CR 702.73a: changeling too


def granted_affects(ability: Ability, source: int, perms: Iterable[int], defns: Mapping[int, "MtgCard"],
                    controllers: Mapping[int, int]) -> frozenset[int]:
    """CR 611.3a: the permanents of the group the source's controller controls now."""
    me = controllers[source]
    return frozenset(c for c in perms if controllers[c] == me and _in_group(defns[c], ability.count))


def grant(defn: "MtgCard", ability: Ability) -> "MtgCard":
    """``defn`` with the abilities ``ability`` grants added (CR 613.1f)."""
    program = defn.program
    return replace(defn, program=replace(program, abilities=program.abilities + ability.granted))


__all__ = ["GRANTED", "grant", "granted_affects", "granted_line"]
