""""Whenever a creature dealt damage by CARDNAME this turn dies, put a +1/+1 counter on CARDNAME."
(Sengir Vampire): CR 603.2, 603.6c, 603.10a, 700.4.

``damaged_death_line`` reads the line into a trigger (``DAMAGED_DIES``). ``dealt_damage`` marks a
creature with the sources that dealt it damage this turn (``DAMAGED_BY``: the turn, then the
sources); ``damage_sources`` reads the mark as the creature leaves the battlefield (the
look-back of a leaves-the-battlefield trigger, CR 603.10a) and ``damaged_died`` triggers the
abilities of those sources still on the battlefield once it has died (CR 700.4).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

DAMAGED_DIES = "damaged_by_self_dies"
DAMAGED_BY = "danada_por"  # mark: (turn, source, source, …)
_LINE = re.compile(r"Whenever a creature dealt damage by CARDNAME this turn dies, (?P<rest>.+)")


def damaged_death_line(line: str, read: LineReader) -> Ability | None:
    """The trigger, its effect read by ``read`` (the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, DAMAGED_DIES)


def dealt_damage(state: "EffectsMixin", source: int, creature: int) -> None:
    """CR 120.3: ``source`` dealt damage to the creature ``creature`` this turn."""
    marks = state._card(creature).marks
    seen = marks.get(DAMAGED_BY, ())
    if not seen or seen[0] != state.turn:
        seen = (state.turn,)
    if source not in seen[1:]:
        marks[DAMAGED_BY] = seen + (source,)


def damage_sources(state: "EffectsMixin", creature: int) -> tuple[int, ...]:
    """The sources that dealt ``creature`` damage this turn, read before it leaves (CR 603.10a)."""
    seen = state._card(creature).marks.get(DAMAGED_BY, ())
    return tuple(seen[1:]) if seen and seen[0] == state.turn else ()


def damaged_died(state: "EffectsMixin", sources: tuple[int, ...]) -> None:
    """CR 603.2, 700.4: the creature died; the abilities of those sources trigger."""
    for source in sources:
        if state.on_battlefield(source):
            state.queue_triggers(source, DAMAGED_DIES)


__all__ = ["DAMAGED_BY", "DAMAGED_DIES", "damage_sources", "damaged_death_line", "damaged_died", "dealt_damage"]
