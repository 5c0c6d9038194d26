""""Whenever CARDNAME blocks or becomes blocked by a non-Wall creature, destroy that creature at
end of combat." (Cockatrice, Thicket Basilisk): CR 509.2a, 509.3d, 603.7, 511.2.

``doom_line`` reads the line into two abilities: the block trigger (``BLOCK_TRIGGER``, effect
``DOOM``) and the delayed trigger its resolution creates (``END_OF_COMBAT``, destroying the
creatures it was created for; CR 603.7a). ``block_triggers`` triggers the first once for each
non-Wall creature the source blocks or is blocked by, as blockers are declared (CR 509.3d), and
marks that creature with the source (``PENDING``). As the trigger resolves, one such creature is
doomed (``DOOMED``: the delayed trigger's object, CR 603.7c; if it left the battlefield it is a new
object and is spared, CR 400.7). At the beginning of the end of combat step (CR 511.2)
``queue_end_of_combat`` triggers the delayed ability of each source with doomed creatures; it
destroys them (they may be regenerated, CR 701.15) and triggers only once (CR 603.7b).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.tribal import has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

BLOCK_TRIGGER = "blocks_or_blocked_by_nonwall"
END_OF_COMBAT = "delayed_end_of_combat"
DOOM = "doom"
DOOMED_BY = "doomed_by_source"
PENDING = "fin_combate_pendiente"  # mark: the sources whose block trigger is about this creature
DOOMED = "fin_combate_destruir"  # mark: the sources whose delayed trigger destroys this creature
_LINE = re.compile(r"Whenever CARDNAME blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat\.?")


def doom_line(line: str) -> tuple[Ability, Ability] | None:
    """The block trigger and its delayed trigger, or ``None``."""
    if _LINE.fullmatch(line) is None:
        return None
    return (Ability("triggered", line, (Effect(DOOM),), trigger=BLOCK_TRIGGER),
            Ability("triggered", "destroy that creature at end of combat", (Effect("destroy", who=DOOMED_BY),),
                    trigger=END_OF_COMBAT))


def _index(state: "EffectsMixin", source: int, trigger: str) -> int | None:
    for index, ability in enumerate(state.defn(source).program.abilities):
        if ability.kind == "triggered" and ability.trigger == trigger:
            return index
    return None


def block_triggers(state: "EffectsMixin") -> None:
    """CR 509.2a, 509.3d: once for each non-Wall creature each such creature blocks or is blocked by."""
    for blocker, attacker in state.blockers:
        for source, other in ((blocker, attacker), (attacker, blocker)):
            index = _index(state, source, BLOCK_TRIGGER)
            if index is None or has_creature_type(state.defn(other), "wall"):
                continue
            marks = state._card(other).marks
            marks[PENDING] = marks.get(PENDING, ()) + (source,)
            state.triggers = state.triggers + ((source, index, state._card(source).controller),)


def doom(state: "EffectsMixin", source: int) -> None:
    """CR 603.7a: the trigger resolves: the delayed trigger is created for "that creature"."""
    for cid in state.battlefield():
        marks = state._card(cid).marks
        pending = marks.get(PENDING, ())
        if source in pending:
            rest = list(pending)
            rest.remove(source)
            marks[PENDING] = tuple(rest)
            marks[DOOMED] = marks.get(DOOMED, ()) + (source,)
            return


def queue_end_of_combat(state: "EffectsMixin") -> None:
    """CR 511.2, 603.7b: the delayed triggers of the sources that doomed creatures this combat."""
    sources: dict[int, None] = {}
    for cid in state.battlefield():
        marks = state._card(cid).marks
        marks.pop(PENDING, None)
        for source in marks.get(DOOMED, ()):
            sources[source] = None
    for source in sources:
        index = _index(state, source, END_OF_COMBAT)
        card = state.cards[source]
        if index is not None and card is not None:
            state.triggers = state.triggers + ((source, index, card.controller),)


def doomed_by(state: "EffectsMixin", source: int) -> list[int]:
    """The creatures ``source``'s delayed trigger destroys; they are no longer marked (CR 603.7b)."""
    found = []
    for cid in state.battlefield():
        marks = state._card(cid).marks
        doomed = marks.get(DOOMED, ())
        if source in doomed:
            found.append(cid)
            rest = [s for s in doomed if s != source]
            if rest:
                marks[DOOMED] = tuple(rest)
            else:
                del marks[DOOMED]
    return found


__all__ = ["BLOCK_TRIGGER", "DOOM", "DOOMED_BY", "END_OF_COMBAT", "block_triggers", "doom", "doom_line", "doomed_by",
           "queue_end_of_combat"]
