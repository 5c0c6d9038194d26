"""Templates of non-basic lands: lands that enter tapped unless you control a land type (the
"check lands"), lands whose coloured mana costs life as damage (the "painlands"), and mana
abilities with a mana cost ("{1}, {T}: Add one mana of any color", Shimmering Grotto).

``land_line`` reads one line of a card's text; the state asks ``enters_tapped`` as the land
enters (CR 614.1c) and ``mana_damage`` when a mana ability is activated (CR 605.3b: it resolves
at once, the damage with it).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability
from engine.games.mtg.mana import CostError, parse_cost

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

_TYPES = r"(?:Plains|Island|Swamp|Mountain|Forest)"
_CHECK = re.compile(r"CARDNAME enters(?: the battlefield)? tapped unless you control an? (?P<a>" + _TYPES
                    + r") or an? (?P<b>" + _TYPES + r")\.?")
_PAIN = re.compile(r"\{T\}: Add \{(?P<a>[WUBRG])\} or \{(?P<b>[WUBRG])\}\. CARDNAME deals (?P<n>\d+) damage to you\.?")
_PAID = re.compile(r"(?P<c>(?:\{\d+\})+), \{T\}: Add one mana of any color\.?")
CHECK_STATIC = "etb_tapped_unless"
PAIN_STATIC = "mana_damage"


def land_line(line: str) -> Ability | None:
    """A check land's or a painland's line as an ability, or ``None``."""
    check = _CHECK.fullmatch(line)
    if check:  # CR 614.1c: a replacement effect on how it enters, checked as it enters
        return Ability("static", line, static=CHECK_STATIC, keywords=(check["a"].lower(), check["b"].lower()))
    paid = _PAID.fullmatch(line)
    if paid:  # CR 605.1a: still a mana ability; its cost is paid as it is activated (CR 605.3b)
        try:
            return Ability("mana", line, tap=True, mana=tuple("WUBRG"), cost=parse_cost(paid["c"]))
        except CostError:
            return None
    pain = _PAIN.fullmatch(line)
    if pain:  # CR 605.1a: a mana ability; its damage is dealt as it resolves
        return Ability("mana", line, tap=True, mana=(pain["a"], pain["b"]), static=PAIN_STATIC, power=int(pain["n"]))
    return None


def mana_ability(abilities: tuple[Ability, ...], option: str) -> Ability | None:
    """The mana ability that makes ``option`` (one without a mana cost first), or ``None``."""
    found = [a for a in abilities if a.kind == "mana" and option in a.mana]
    return min(found, key=lambda a: a.cost is not None, default=None)


def enters_tapped(state: "MtgBase", card_id: int, ability: Ability) -> bool:
    """CR 614.1c: a check land enters tapped unless its controller controls a land of one of
    the types its ability names (itself aside: it is not on the battlefield yet)."""
    controller = state._card(card_id).controller
    return not any(set(ability.keywords) & set(state.defn(c).subtypes)
                   for c in state.battlefield(controller) if c != card_id and state.defn(c).is_land)


def mana_damage(state: "MtgBase", card_id: int, mana: str) -> None:
    """The damage a painland deals to its controller when tapped for coloured mana (CR 605.3b,
    120.3a)."""
    for ability in state.defn(card_id).program.abilities:
        if ability.kind == "mana" and ability.static == PAIN_STATIC and mana in ability.mana:
            from engine.games.mtg.base import player_code

            controller = state._card(card_id).controller
            state.deal_damage(card_id, controller, player_code(controller), ability.power)  # type: ignore[attr-defined]
            return
