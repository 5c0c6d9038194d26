"""The power a creature had as it died: "When CARDNAME dies, if its power was 3 or greater, create
a 2/2 black Zombie Berserker creature token." (Kaldheim's Deathknell Berserker; CR 603.4: an
intervening "if", checked as it triggers and again as it resolves; CR 603.10a: a
leaves-the-battlefield ability looks back at the creature as it last existed on the battlefield,
its counters and pumps included).

``died_power_line`` reads the line into the dies trigger with the condition ``POWER_WAS``;
``last_power`` reads the power of a creature about to leave the battlefield
(``EffectsMixin.move``) and ``note_power`` marks the card with it once it is in the graveyard;
``holds`` tells whether the condition is true.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

POWER_WAS = "power_was:"  # + N: "if its power was N or greater"
LAST_POWER = "poder_al_morir"  # mark of a creature card that died: its power then
_POWER_IF = re.compile(r"When CARDNAME dies, if its power was (?P<n>\d+) or greater, (?P<rest>.+)", re.IGNORECASE)


def died_power_line(line: str, read: LineReader) -> Ability | None:
    """CR 603.4, 603.10a: "When CARDNAME dies, if its power was N or greater, …", or ``None``."""
    match = _POWER_IF.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, "dies", condition=f"{POWER_WAS}{match['n']}")


def last_power(state: "MtgBase", card_id: int) -> int | None:
    """The power of a permanent about to leave the battlefield (CR 608.2h: its last known
    information), or ``None`` when it is not a creature."""
    if not state.defn(card_id).is_creature:
        return None
    return state.power_toughness(card_id)[0]


def note_power(state: "MtgBase", card_id: int, power: int | None) -> None:
    """The creature ``card_id`` died (it is now in a graveyard) with ``power``."""
    if power is not None:
        state._card(card_id).marks[LAST_POWER] = power


def holds(state: "MtgBase", condition: str, source: int) -> bool:
    """Whether "its power was N or greater" is true of the creature ``source`` as it died."""
    card = state.cards[source] if 0 <= source < len(state.cards) else None
    power = card.marks.get(LAST_POWER) if card is not None else None
    return power is not None and power >= int(condition.removeprefix(POWER_WAS))


__all__ = ["POWER_WAS", "died_power_line", "holds", "last_power", "note_power"]
