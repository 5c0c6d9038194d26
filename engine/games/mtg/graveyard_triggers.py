"""An upkeep trigger that also works from the graveyard: "At the beginning of your upkeep, CARDNAME
deals 2 damage to each opponent. This ability triggers only if CARDNAME is on the battlefield or if
CARDNAME is in your graveyard and you control a Giant." (Quakebringer).

CR 113.6b: an ability that says which zones it functions from functions only from those. The
line is read as its upkeep trigger marked ``GRAVEYARD_IF`` plus the creature type asked for;
from the battlefield it triggers as any upkeep trigger does, and ``queue_graveyard_upkeep`` —
called as the active player's upkeep begins — triggers it from that player's graveyard while they
control a permanent of that type (CR 503.1a, 603.2). Its source stays in the graveyard as it
resolves and deals the damage from there (CR 113.7: the source of an ability is the object that
generated it; CR 113.7a: the ability exists on the stack independently of it).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

GRAVEYARD_IF = "graveyard_if:"  # ``Ability.static`` of the trigger, + the creature type ("giant")
_LINE = re.compile(r"At the beginning of your upkeep, (?P<r>.+?) This ability triggers only if CARDNAME is on the "
                   r"battlefield or if CARDNAME is in your graveyard and you control an? (?P<k>[A-Z][a-z]+)\.?")


def graveyard_trigger_line(line: str, read: LineReader) -> Ability | None:
    """CR 113.6b: the line as its upkeep trigger working from the graveyard too, or ``None``."""
    m = _LINE.fullmatch(line.strip())
    if m is None:
        return None
    return borrowed_trigger(line, m["r"], read, "upkeep", static=GRAVEYARD_IF + creature_type(m["k"]))


def queue_graveyard_upkeep(state: "MtgBase") -> list[tuple[int, int, int]]:
    """CR 113.6b, 503.1a: the (card, ability, controller) triggers of the active player's
    graveyard at the beginning of their upkeep."""
    player = state.turn_player
    found = []
    ids = state.ids(player, "cementerio")
    for cid, defn in zip(ids, state.zone_defns(ids)):
        if not any(kind.startswith(GRAVEYARD_IF) for kind in defn.static_kinds):
            continue
        for index, ability in enumerate(defn.program.abilities):
            kind = ability.static.removeprefix(GRAVEYARD_IF)
            if ability.static.startswith(GRAVEYARD_IF) and any(
                    has_creature_type(state.defn(c), kind) for c in state.battlefield(player)):
                found.append((cid, index, player))
    return found


__all__ = ["GRAVEYARD_IF", "graveyard_trigger_line", "queue_graveyard_upkeep"]
