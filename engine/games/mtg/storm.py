"""Storm (CR 702.40a): a triggered ability that works on the stack. "Storm" means "When you cast
this spell, copy it for each other spell that was cast before it this turn. If the spell has any
targets, you may choose new targets for any of the copies." Each instance triggers separately
(CR 702.40b: two lines "Storm" are two abilities).

``storm_line`` reads the line into the trigger ``CAST_THIS`` (queued by ``cast_triggers.spell_cast``
as the spell becomes cast, CR 601.2i, which also marks on the spell how many spells every player
cast before it this turn, ``CAST_BEFORE``: spells cast after it, in response, do not count). As the
trigger resolves, ``storm`` copies the spell that many times (``spell_copies``, CR 707.10), each copy
with the choice of new targets (CR 707.10c).

Not done: once the spell has left the stack before its storm trigger resolves (countered in
response), the engine keeps no last known information of it (CR 608.2h), and no copy is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.cast_triggers import CAST_BEFORE, CAST_THIS

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

STORM = "storm"  # the effect: copy the spell for each spell cast before it this turn


def storm_line(line: str) -> Ability | None:
    """CR 702.40a: "Storm" as its cast trigger, or ``None``."""
    if line.strip().rstrip(".").lower() != "storm":
        return None
    return Ability("triggered", line, (Effect(STORM),), trigger=CAST_THIS)


def storm(state: "MtgBase", source: int, controller: int) -> None:
    """CR 702.40a: the copies, each with the choice of new targets (CR 707.10c)."""
    link = next((l for l in state.chain.links if l.kind == "spell" and l.source == source), None)
    if link is None:
        return  # the spell left the stack (see the module's note)
    for _ in range(int(state._card(source).marks.get(CAST_BEFORE, 0))):
        state.copy_spell(link, controller, new_targets=True)  # type: ignore[attr-defined]  # an MtgState (SpellCopyMixin)


__all__ = ["STORM", "storm", "storm_line"]
