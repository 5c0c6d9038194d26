"""Effects that set a land's subtype (CR 305.7, 613.1d): "Enchanted land is a Swamp." (Evil
Presence) and "All Mountains are Plains." (Conversion); and lands of a type that become creatures:
"All Forests are 1/1 creatures that are still lands." (Living Lands), "All Swamps are 1/1 black
creatures that are still lands." (Kormus Bell; CR 613.1d, 613.1e, 613.4b).

``land_type_line`` reads either line into a static ability (``ENCHANTED_LAND``, ``ALL_LANDS``;
``count`` holds the new basic land type, after ``:`` the type of the lands affected). In layer 4
(``retyped``) the land's land types are replaced by the new one: it loses every ability its rules
text and its old land types gave it and has only the new type's intrinsic mana ability (CR 305.7,
305.6); its other subtypes and its supertypes stay (a nonbasic land stays nonbasic). Which lands
are affected is decided as the effect starts to apply in that layer (CR 613.6). Animated lands
(``ANIMATED``, ``count`` the land type, ``mana`` the colour if any) are creatures in layer 4, of
that colour in layer 5 and 1/1 in layer 7b (``land_layer``); they are still lands.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Iterable

from engine.games.mtg.abilities import Ability, Program

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.layers import _Work

ENCHANTED_LAND = "enchanted_land_type"
ALL_LANDS = "all_lands_type"
ANIMATED = "lands_are_creatures"
KINDS = (ENCHANTED_LAND, ALL_LANDS, ANIMATED)
BASIC_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
_PLURAL = {"plains": "plains", "islands": "island", "swamps": "swamp", "mountains": "mountain", "forests": "forest"}
LAND_TYPES = frozenset({*BASIC_MANA, "desert", "gate", "lair", "locus", "mine", "power-plant", "tower", "urza's", "cave",
                        "sphere"})
"""CR 205.3i: the land types (the basic ones first)."""
_BASIC = r"(?P<t>Plains|Island|Swamp|Mountain|Forest)"
_ENCHANTED = re.compile(r"Enchanted land is an? " + _BASIC + r"\.?")
_ALL = re.compile(r"All (?P<f>Plains|Islands|Swamps|Mountains|Forests) are (?P<t>Plains|Islands|Swamps|Mountains|Forests)\.?")
_ANIMATED = re.compile(r"All (?P<f>Plains|Islands|Swamps|Mountains|Forests) are (?P<p>\d+)/(?P<q>\d+) "
                       r"(?:(?P<c>white|blue|black|red|green) )?creatures that are still lands\.?")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def land_type_line(line: str) -> Ability | None:
    """One of these lines as its static ability, or ``None``."""
    enchanted = _ENCHANTED.fullmatch(line)
    if enchanted:
        return Ability("static", line, static=ENCHANTED_LAND, count=enchanted["t"].lower())
    animated = _ANIMATED.fullmatch(line)
    if animated:
        color = (_COLORS[animated["c"]],) if animated["c"] else ()
        return Ability("static", line, static=ANIMATED, count=_PLURAL[animated["f"].lower()], mana=color,
                       power=int(animated["p"]), toughness=int(animated["q"]))
    every = _ALL.fullmatch(line)
    if every:
        return Ability("static", line, static=ALL_LANDS, count=f"{_PLURAL[every['t'].lower()]}:{_PLURAL[every['f'].lower()]}")
    return None


def retype_affects(state: "MtgBase", ability: Ability, source: int, perms: Iterable[int],
                   defn: Callable[[int], "MtgCard"]) -> frozenset[int]:
    """CR 611.3a: the land the Aura enchants, or every land of the named type now."""
    if ability.static == ENCHANTED_LAND:
        card = state.cards[source]
        host = card.attached_to if card is not None else None
        return frozenset((host,)) if host is not None and host in perms and defn(host).is_land else frozenset()
    wanted = ability.count.split(":")[-1]
    return frozenset(c for c in perms if defn(c).is_land and wanted in defn(c).subtypes)


def retyped(defn: "MtgCard", ability: Ability) -> "MtgCard":
    """CR 305.7: ``defn`` with its land types replaced by the ability's basic land type."""
    new = ability.count.split(":")[0]
    mana = BASIC_MANA[new]
    subtypes = tuple(s for s in defn.subtypes if s not in LAND_TYPES) + (new,)
    program = Program(abilities=(Ability("mana", f"{{T}}: Add {{{mana}}}.", tap=True, mana=(mana,)),))
    return replace(defn, subtypes=subtypes, program=program)


def land_layers(ability: Ability) -> tuple[str, ...]:
    """The layers these abilities apply in (CR 613.1d–e, 613.4b)."""
    if ability.static == ANIMATED:
        return ("4", "5", "7b") if ability.mana else ("4", "7b")
    return ("4",)


def land_layer(work: "_Work", ability: Ability, layer: str, cid: int) -> None:
    """Apply one of these abilities' parts in ``layer`` to the land ``cid``."""
    defn = work.defn[cid]
    if ability.static != ANIMATED:
        work.defn[cid] = retyped(defn, ability)
    elif layer == "4":  # CR 613.1d: a creature, still a land
        work.defn[cid] = replace(defn, types=defn.types | {"creature"})
    elif layer == "5":  # CR 613.1e
        work.defn[cid] = replace(defn, colors=ability.mana)
    else:  # CR 613.4b: 1/1
        work.power[cid], work.toughness[cid] = ability.power, ability.toughness


__all__ = ["ALL_LANDS", "ANIMATED", "ENCHANTED_LAND", "KINDS", "LAND_TYPES", "land_layer", "land_layers", "land_type_line",
           "retype_affects", "retyped"]
