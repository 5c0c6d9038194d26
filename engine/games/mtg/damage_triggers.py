"""Abilities that trigger on damage (CR 603.2, 120.3): "Whenever CARDNAME is dealt damage, …"
(Fungusaur), "Whenever a creature you control deals combat damage to a player, …" and "Whenever
equipped (enchanted) creature deals combat damage to a player, …" (Goldvein Pick), an ability of
the Equipment or Aura attached to the creature.

``damage_trigger_line`` reads either line into a triggered ability (``trigger``
``DEALT_DAMAGE`` or ``ALLY_COMBAT_DAMAGE``); ``damage_dealt`` queues them as damage is dealt.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.watchers import watches

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

DEALT_DAMAGE = "dealt_damage"
ALLY_COMBAT_DAMAGE = "ally_combat_damage_player"
HOST_COMBAT_DAMAGE = "host_combat_damage_player"
ENCHANTED_DAMAGES_OPPONENT = "enchanted_damages_opponent"  # an Aura's: "Whenever enchanted creature deals damage to an opponent"
_LINES = ((re.compile(r"Whenever CARDNAME is dealt damage, (?P<rest>.+)"), DEALT_DAMAGE),
          (re.compile(r"Whenever a creature you control deals combat damage to a player, (?P<rest>.+)"), ALLY_COMBAT_DAMAGE),
          (re.compile(r"Whenever (?:equipped|enchanted) creature deals combat damage to a player, (?P<rest>.+)"), HOST_COMBAT_DAMAGE),
          (re.compile(r"Whenever enchanted creature deals damage to an opponent, (?P<rest>.+)"), ENCHANTED_DAMAGES_OPPONENT))


def damage_trigger_line(line: str, read: LineReader) -> Ability | None:
    """One of these lines as its triggered ability, the effect read by ``read`` (the oracle's
    line reader), or ``None``."""
    for pattern, trigger in _LINES:
        match = pattern.fullmatch(line)
        if match:
            return borrowed_trigger(line, match["rest"], read, trigger)
    return None


def damage_dealt(state: "EffectsMixin", source: int, target: int, combat: bool) -> None:
    """CR 603.2: the abilities that trigger on ``source`` dealing damage to ``target`` (a card,
    or a player code)."""
    if target >= 0:
        state.queue_triggers(target, DEALT_DAMAGE)
    elif combat and state.on_battlefield(source) and state.defn(source).is_creature:
        if watches(state, ALLY_COMBAT_DAMAGE):  # (the battlefield is walked only if an ability watches)
            for cid in state.battlefield(state._card(source).controller):
                state.queue_triggers(cid, ALLY_COMBAT_DAMAGE)
        if watches(state, HOST_COMBAT_DAMAGE):
            for cid in state.battlefield():  # CR 603.2: what is attached to the creature
                if state._card(cid).attached_to == source:
                    state.queue_triggers(cid, HOST_COMBAT_DAMAGE)
    if target < 0 and state.on_battlefield(source) and watches(state, ENCHANTED_DAMAGES_OPPONENT):  # CR 603.2: an Aura on the source, the player its controller's opponent
        from engine.games.mtg.base import code_player  # (base imports the compiler, which imports this module)

        for aura in state.battlefield():
            card = state._card(aura)
            if card.attached_to == source and code_player(target) in state.opponents(card.controller):
                state.queue_triggers(aura, ENCHANTED_DAMAGES_OPPONENT)


__all__ = ["ALLY_COMBAT_DAMAGE", "DEALT_DAMAGE", "ENCHANTED_DAMAGES_OPPONENT", "HOST_COMBAT_DAMAGE", "damage_dealt",
           "damage_trigger_line"]
