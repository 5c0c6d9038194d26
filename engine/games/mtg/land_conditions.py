"""Creatures that depend on a land type (Alpha's Sea Serpent and Pirate Ship):

- "CARDNAME can't attack unless defending player controls an Island." — an attack restriction
  checked against the player it would attack (CR 508.1c; for a planeswalker, its controller);
- "When you control no Islands, sacrifice CARDNAME." — a state trigger (CR 603.8): it triggers as
  soon as its controller controls no land of that type, and not again while it is waiting to be
  put on the stack or is on the stack.

``land_condition_line`` reads either line: a static ``ATTACK_UNLESS`` or a triggered ability
``STATE_NO_LAND`` (the land type in ``count``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.rules import rule
from engine.games.mtg.watchers import with_trigger
from engine.games.mtg.base import code_player

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

ATTACK_UNLESS = "attack_unless_defender_controls"
STATE_NO_LAND = "state_no_land"
_TYPES = {"Plains": "plains", "Island": "island", "Islands": "island", "Swamp": "swamp", "Swamps": "swamp",
          "Mountain": "mountain", "Mountains": "mountain", "Forest": "forest", "Forests": "forest"}
_ATTACK = re.compile(r"CARDNAME can't attack unless defending player controls an? (?P<t>Plains|Island|Swamp|Mountain|Forest)\.?")
_STATE = re.compile(r"When you control no (?P<t>Plains|Islands|Swamps|Mountains|Forests), (?P<rest>.+)")


def land_condition_line(line: str, read: LineReader) -> Ability | None:
    """One of these lines as its ability, or ``None`` (``read``: the oracle's line reader)."""
    attack = _ATTACK.fullmatch(line)
    if attack:
        return Ability("static", line, static=ATTACK_UNLESS, count=_TYPES[attack["t"]])
    state = _STATE.fullmatch(line)
    if state is None:
        return None
    return borrowed_trigger(line, state["rest"], read, STATE_NO_LAND, count=_TYPES[state["t"]])


def _controls(state: "EffectsMixin", player: int, land: str) -> bool:
    return any(land in state.defn(c).subtypes for c in state.battlefield(player))


def attack_limited(state: "EffectsMixin", attacker: int, defender: int) -> Rule | None:
    """CR 508.1c: ``attacker`` may not attack ``defender`` (a player code or a planeswalker) when
    the defending player controls no land of the type its restriction names."""
    if ATTACK_UNLESS not in state.defn(attacker).static_kinds:  # most creatures: no such restriction
        return None
    player = code_player(defender) if defender < 0 else state._card(defender).controller
    for ability in state.defn(attacker).program.abilities:
        if ability.static == ATTACK_UNLESS and not _controls(state, player, ability.count):
            return rule("508.1c")
    return None


def state_triggers(state: "EffectsMixin") -> None:
    """CR 603.8: queue each state trigger whose state holds, unless it already waits or is on the
    stack (every state-based action check asks: the abilities are found once per result of the
    layers, ``with_trigger``)."""
    for cid, index, ability in with_trigger(state, STATE_NO_LAND):
        controller = state._card(cid).controller
        if _controls(state, controller, ability.count):
            continue
        waiting = any(t[0] == cid and t[1] == index for t in state.triggers)
        stacked = any(link.source == cid and link.effect == index and link.kind == "ability" for link in state.chain.links)
        if not waiting and not stacked:
            state.triggers = state.triggers + ((cid, index, controller),)


__all__ = ["ATTACK_UNLESS", "STATE_NO_LAND", "attack_limited", "land_condition_line", "state_triggers"]
