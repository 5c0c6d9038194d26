"""Abilities that trigger when a land becomes tapped (CR 603.2, 701.26a): "Whenever enchanted land
becomes tapped, CARDNAME deals 2 damage to that land's controller." (Psychic Venom), "Whenever a
Forest an opponent controls becomes tapped, you gain 1 life." (Lifetap).

``tap_trigger_line`` reads them (``ENCHANTED_TAPPED``; ``TYPE_TAPPED`` with the land type and
whose lands in ``count``); ``became_tapped`` is called whenever a land becomes tapped, for any
reason. ``watchers`` lists the abilities of permanents that watch lands being tapped (these and
``mana_triggers``'), worked out again only when the battlefield's characteristics are (the
layers' result is the key), so tapping stays cheap when nothing watches.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.that_player import THAT_PHRASE, remember
from engine.games.mtg.watchers import watching

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ENCHANTED_TAPPED = "enchanted_land_tapped"
TYPE_TAPPED = "typed_land_tapped:"  # + land type + ":" + "opponent" / "any"
EXTRA_MANA = "extra_mana_on_tap"  # ``mana_triggers``' static
LAND_MANA = "land_tapped_for_mana"  # ``mana_triggers``' trigger
_CACHE = "_land_tap_watchers"
_ENCHANTED = re.compile(r"Whenever enchanted land becomes tapped, (?P<rest>.+)")
_TYPED = re.compile(r"Whenever an? (?P<t>Plains|Island|Swamp|Mountain|Forest)(?P<o> an opponent controls)? becomes tapped, "
                    r"(?P<rest>.+)")


def tap_trigger_line(line: str, read: LineReader) -> Ability | None:
    """One of these triggers, its effect read by ``read`` (the oracle's line reader), or ``None``."""
    enchanted = _ENCHANTED.fullmatch(line)
    typed = _TYPED.fullmatch(line)
    match = enchanted or typed
    if match is None:
        return None
    rest = re.sub(r"\bthat land's controller\b", THAT_PHRASE, match["rest"])
    result = read(f"At the beginning of your upkeep, {rest}")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "upkeep":
        return None
    if typed is not None:
        trigger = f"{TYPE_TAPPED}{typed['t'].lower()}:{'opponent' if typed['o'] else 'any'}"
    else:
        trigger = ENCHANTED_TAPPED
    return replace(result[1], text=line, trigger=trigger)


def watchers(state: "MtgBase") -> list[tuple[int, int, Ability]]:
    """(permanent, ability index, ability) of every ability that watches lands being tapped."""
    return watching(state, _CACHE, lambda ability: ability.static == EXTRA_MANA
                    or ability.trigger in (ENCHANTED_TAPPED, LAND_MANA) or ability.trigger.startswith(TYPE_TAPPED))


def became_tapped(state: "MtgBase", land: int) -> None:
    """CR 603.2: ``land`` (a permanent) became tapped: the abilities watching it trigger."""
    found = watchers(state)
    if not found or not state.defn(land).is_land:
        return
    card = state._card(land)
    subtypes = state.defn(land).subtypes
    for cid, index, ability in found:
        trigger = ability.trigger
        if trigger == ENCHANTED_TAPPED:
            if state._card(cid).attached_to == land:
                remember(state, cid, index, card.controller)
        elif trigger.startswith(TYPE_TAPPED):
            kind, whose = trigger[len(TYPE_TAPPED):].split(":")
            if kind in subtypes and (whose == "any" or card.controller != state._card(cid).controller):
                remember(state, cid, index, card.controller)


__all__ = ["ENCHANTED_TAPPED", "TYPE_TAPPED", "became_tapped", "tap_trigger_line", "watchers"]
