"""An Aura's trigger when the creature it enchants leaves the battlefield, for any zone (CR 603.6c,
603.10a: a leaves-the-battlefield ability looks back in time, when the Aura was still attached):
"When enchanted creature leaves the battlefield, create a 1/1 white Spirit creature token with
flying." (Kaldheim's Valor of the Worthy).

``enchanted_leaves_line`` reads the line into a triggered ability (``trigger`` ``ENCHANTED_LEAVES``).
``attached_auras`` lists, as a creature is about to leave the battlefield, the Auras with this
trigger attached to it; ``left`` triggers them once it has left (the Aura, about to be put into
its owner's graveyard by a state-based action, CR 704.5m, is still there to trigger).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.watchers import watches

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ENCHANTED_LEAVES = "enchanted_leaves"
_LINE = re.compile(r"When enchanted creature leaves the battlefield, (?P<rest>.+)")


def enchanted_leaves_line(line: str, read: LineReader) -> Ability | None:
    """The trigger, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, ENCHANTED_LEAVES)


def attached_auras(state: "MtgBase", creature: int) -> tuple[int, ...]:
    """CR 603.10a: the Auras with this trigger attached to ``creature`` as it leaves."""
    if not watches(state, ENCHANTED_LEAVES):  # (the battlefield is walked only if an ability watches)
        return ()
    return tuple(cid for cid in state.battlefield() if state._card(cid).attached_to == creature
                 and state.defn(cid).has_triggered
                 and any(a.trigger == ENCHANTED_LEAVES for a in state.defn(cid).program.abilities))


def left(state: "MtgBase", auras: tuple[int, ...]) -> None:
    """CR 603.2: the creature has left the battlefield: the triggers of ``auras``."""
    for aura in auras:
        card = state.cards[aura]
        if card is None:
            continue
        for index, ability in enumerate(state.defn(aura).program.abilities):
            if ability.kind == "triggered" and ability.trigger == ENCHANTED_LEAVES:
                state.triggers = state.triggers + ((aura, index, card.controller),)


__all__ = ["ENCHANTED_LEAVES", "attached_auras", "enchanted_leaves_line", "left"]
