"""Abilities that trigger when a permanent other than a land becomes tapped (CR 603.2, 701.21a:
for any reason — attacking, crewing, paying a cost, an effect):

- "Whenever CARDNAME becomes tapped, exile up to one target card from a graveyard and put a +1/+1
  counter on CARDNAME." (Kaldheim's Immersturm Predator);
- "Whenever CARDNAME becomes tapped, if it's enchanted or equipped, create a 2/1 red Dwarf
  Berserker creature token." (Warchanter Skald; CR 603.4: an intervening "if");
- "Whenever a Dwarf you control becomes tapped, create a Treasure token." (Magda, Brazen Outlaw).

``creature_tap_line`` reads them (``SELF_TAPPED``; ``TYPE_TAPPED`` + the creature type, for the
permanents of that type its controller controls); ``became_tapped`` (``MtgBase.tap``) triggers
them. ``watchers`` lists the abilities watching other permanents, worked out again only when the
battlefield's characteristics are (the layers' result is the key), so tapping stays cheap.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.watchers import watching
from engine.games.mtg.faces import condition_holds

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

SELF_TAPPED = "self_tapped"
TYPE_TAPPED = "type_tapped:"  # + a creature type: "Whenever a Dwarf you control becomes tapped"
ATTACHED = "enchanted_or_equipped"  # the condition "if it's enchanted or equipped"
_CACHE = "_creature_tap_watchers"
_LINE = re.compile(r"Whenever (?:CARDNAME|an? (?P<t>(?-i:[A-Z][a-z]+)) you control) becomes tapped, "
                   r"(?P<if>if it's enchanted or equipped, )?(?P<rest>.+)", re.IGNORECASE)


def creature_tap_line(line: str, read: LineReader) -> Ability | None:
    """One of these triggers, its effect read by ``read`` (the oracle's line reader), or ``None``."""
    from engine.games.mtg.tribal import creature_type

    match = _LINE.fullmatch(line)
    if match is None or match["t"] in ("Plains", "Island", "Swamp", "Mountain", "Forest"):  # lands: ``tap_triggers``
        return None
    trigger = TYPE_TAPPED + creature_type(match["t"]) if match["t"] else SELF_TAPPED
    if match["if"]:  # CR 603.4
        return borrowed_trigger(line, match["rest"], read, trigger, condition=ATTACHED)
    return borrowed_trigger(line, match["rest"], read, trigger)


def watchers(state: "MtgBase") -> list[tuple[int, int, Ability]]:
    """(permanent, ability index, ability) of every ability watching permanents of a type."""
    return watching(state, _CACHE, lambda ability: ability.trigger.startswith(TYPE_TAPPED))


def became_tapped(state: "MtgBase", card_id: int) -> None:
    """CR 603.2: the permanent ``card_id`` became tapped: the abilities watching it trigger
    (CR 603.4: an intervening "if" that is false does not)."""
    defn = state.defn(card_id)
    controller = state._card(card_id).controller
    if defn.has_triggered:  # every permanent tapped asks: most have no triggered ability
        for index, ability in enumerate(defn.program.abilities):
            if ability.kind == "triggered" and ability.trigger == SELF_TAPPED \
                    and not (ability.condition and not condition_holds(state, ability.condition, card_id)):
                state.triggers = state.triggers + ((card_id, index, controller),)
    found = watchers(state) if defn.is_creature else ()
    if not found:
        return
    from engine.games.mtg.tribal import has_creature_type

    for cid, index, ability in found:
        if state._card(cid).controller == controller and has_creature_type(defn, ability.trigger.removeprefix(TYPE_TAPPED)):
            state.triggers = state.triggers + ((cid, index, controller),)


def attached(state: "MtgBase", card_id: int) -> bool:
    """Whether an Aura or an Equipment is attached to the permanent ``card_id``."""
    return any(state._card(c).attached_to == card_id for c in state.battlefield()
               if {"aura", "equipment"} & set(state.defn(c).subtypes))


__all__ = ["ATTACHED", "SELF_TAPPED", "TYPE_TAPPED", "attached", "became_tapped", "creature_tap_line", "watchers"]
