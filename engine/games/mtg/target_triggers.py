"""Abilities that trigger when a permanent becomes the target of an opponent's spell or ability
(CR 603.2, 115.1): "Whenever a permanent you control becomes the target of a spell or ability an
opponent controls, you may draw a card." (Battle Mammoth), "Whenever CARDNAME attacks or becomes
the target of a spell, create a Treasure token." (Goldspan Dragon: two abilities, one for each event).

``target_trigger_line`` reads the line into a triggered ability (``TARGETED_BY_OPPONENT``);
``targeted`` queues them as a spell or ability is put on the stack with its targets (CR 601.2c:
it becomes the target then), once for each permanent of theirs it targets.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.games.mtg.effects import EffectsMixin

TARGETED_BY_OPPONENT = "permanent_targeted_by_opponent"
TARGETED_BY_SPELL = "targeted_by_spell"  # "Whenever CARDNAME becomes the target of a spell" (Goldspan Dragon)
_SELF = re.compile(r"Whenever CARDNAME (?P<a>attacks or )?becomes the target of a spell, (?P<rest>.+)")
_LINE = re.compile(r"Whenever a permanent you control becomes the target of a spell or ability an opponent controls, (?P<rest>.+)")


def target_trigger_line(line: str, read: LineReader) -> Ability | None:
    """The line as its triggered ability, the effect read by ``read`` (the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, TARGETED_BY_OPPONENT)


def self_target_lines(line: str, read: LineReader) -> tuple[Ability, ...] | None:
    """CR 603.2, 115.1: "Whenever CARDNAME [attacks or ]becomes the target of a spell, …" — one
    ability for each trigger event, or ``None``."""
    match = _SELF.fullmatch(line)
    if match is None:
        return None
    aimed = borrowed_trigger(line, match["rest"], read, TARGETED_BY_SPELL)
    attacks = borrowed_trigger(line, match["rest"], read, "attacks") if match["a"] else None
    if aimed is None or (match["a"] and attacks is None):
        return None
    return (attacks, aimed) if attacks is not None else (aimed,)


def targeted(state: "EffectsMixin", link: "ChainLink") -> None:
    """CR 603.2: for each permanent ``link`` targets whose controller is an opponent of the link's
    controller, that player's "whenever a permanent you control becomes the target …" abilities."""
    for target in dict.fromkeys(t for t in link.targets if t >= 0):
        if not state.on_battlefield(target):
            continue
        if link.kind == "spell":  # CR 115.1a: "becomes the target of a spell", anyone's
            state.queue_triggers(target, TARGETED_BY_SPELL)
        owner = state._card(target).controller
        if owner in state.opponents(link.controller):
            for cid in state.battlefield(owner):
                state.queue_triggers(cid, TARGETED_BY_OPPONENT)


__all__ = ["TARGETED_BY_OPPONENT", "TARGETED_BY_SPELL", "self_target_lines", "target_trigger_line", "targeted"]
