"""Abilities that trigger when a land is tapped for mana (CR 106.12a):

- triggered mana abilities (CR 605.1b, 605.4a: no stack, they resolve right after the mana
  ability that triggered them): "Whenever enchanted land is tapped for mana, its controller adds
  an additional {G}." (Wild Growth), "Whenever a Mountain is tapped for mana, its controller adds an
  additional {R}." (Gauntlet of Might), "Whenever a player taps a land for mana, that player adds
  one mana of any type that land produced." (Mana Flare);
- "Whenever a player taps a land for mana, CARDNAME deals 1 damage to that player." (Manabarbs),
  an ordinary trigger about that player (``that_player``).

``mana_trigger_line`` reads them; ``tapped_for_mana`` is called as a land's mana ability has
added its mana (the player's action or the automatic payment of a cost).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.tap_triggers import EXTRA_MANA, LAND_MANA, watchers
from engine.games.mtg.that_player import THAT_PHRASE, remember

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

# EXTRA_MANA, a static: ``count`` "enchanted" / "type:mountain" / "same", ``mana`` the mana added;
# LAND_MANA, the trigger of "Whenever a player taps a land for mana, …" (both watched by ``tap_triggers``)
_ENCHANTED = re.compile(r"Whenever enchanted land is tapped for mana, its controller adds an additional (?P<m>\{[WUBRGC]\})\.?")
_TYPED = re.compile(r"Whenever an? (?P<t>Plains|Island|Swamp|Mountain|Forest) is tapped for mana, its controller adds an "
                    r"additional (?P<m>\{[WUBRGC]\})\.?")
_SAME = re.compile(r"Whenever a player taps a land for mana, that player adds one mana of any type that land produced\.?")
_PLAYER = re.compile(r"Whenever a player taps a land for mana, (?P<rest>.+)")


def mana_trigger_line(line: str, read: LineReader) -> Ability | None:
    """One of these lines as its ability, or ``None`` (``read``: the oracle's line reader)."""
    enchanted = _ENCHANTED.fullmatch(line)
    if enchanted:
        return Ability("static", line, static=EXTRA_MANA, count="enchanted", mana=(enchanted["m"][1],))
    typed = _TYPED.fullmatch(line)
    if typed:
        return Ability("static", line, static=EXTRA_MANA, count="type:" + typed["t"].lower(), mana=(typed["m"][1],))
    if _SAME.fullmatch(line):
        return Ability("static", line, static=EXTRA_MANA, count="same")
    player = _PLAYER.fullmatch(line)
    if player:
        rest = re.sub(r"\bthat player\b", THAT_PHRASE, player["rest"])
        result = read(f"At the beginning of your upkeep, {rest}")
        if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "upkeep":
            return None
        return replace(result[1], text=line, trigger=LAND_MANA)
    return None


def tapped_for_mana(state: "EffectsMixin", land: int, mana: str) -> None:
    """CR 106.12a, 605.4a: ``land`` was tapped for ``mana``: the triggered mana abilities add
    their mana at once; the other triggers wait for the next time a player would get priority."""
    found = watchers(state)
    if not found or not mana or not state.on_battlefield(land) or not state.defn(land).is_land:
        return
    controller = state._card(land).controller
    subtypes = state.defn(land).subtypes
    for cid, index, ability in found:
        if ability.static == EXTRA_MANA:
            kind = ability.count
            if kind == "same":  # "one mana of any type that land produced"
                state.add_mana(controller, mana[0])
            elif (kind == "enchanted" and state._card(cid).attached_to == land) or (
                    kind.startswith("type:") and kind[5:] in subtypes):
                state.add_mana(controller, ability.mana[0])
        elif ability.trigger == LAND_MANA:
            remember(state, cid, index, controller)


__all__ = ["EXTRA_MANA", "LAND_MANA", "mana_trigger_line", "tapped_for_mana"]
