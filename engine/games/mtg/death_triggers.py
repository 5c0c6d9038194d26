"""Abilities that trigger when another creature dies (CR 700.4, 603.6c, 603.10a): "Whenever a
creature dies, …", "Whenever another creature you control dies, …", "Whenever CARDNAME or
another creature dies, …", "Whenever another Elf or Berserker you control dies, …", "Whenever an Angel you control dies, …".

``death_trigger_line`` reads the line into a triggered ability whose ``trigger`` is
``dies_watch:<scope>:<mine>:<nontoken>:<types>`` (scope ``any`` or ``other``; mine ``you`` or
``any``; nontoken ``1`` or ``0``; types the creature types joined by ``+``). ``watch_deaths``
queues them as a creature dies. These are leaves-the-battlefield abilities: they "look back in
time" (CR 603.10a), so a watcher that dies at the same time as other creatures (a wrath, lethal
combat damage: ``dying_batch``) sees them die too, and one that dies sees itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.faces import condition_holds
from engine.games.mtg.tribal import creature_type, has_creature_type
from engine.games.mtg.watchers import watches_any

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

PREFIX = "dies_watch:"
_LINE = re.compile(r"Whenever (?P<s>an?|another|CARDNAME or another) (?P<nt>nontoken )?(?P<t>[A-Z][a-z]+(?: or [A-Z][a-z]+)? )?"
                   r"(?P<c>creature )?(?P<y>you control )?dies, (?P<rest>.+)")


def death_trigger_line(line: str, read: LineReader) -> Ability | None:
    """A "whenever … creature dies" line as its triggered ability, the effect read by ``read``
    (the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None or not (match["t"] or match["c"]):
        return None
    types = "+".join(creature_type(t) for t in match["t"].strip().split(" or ")) if match["t"] else ""
    scope = "other" if match["s"] == "another" else "any"
    trigger = f"{PREFIX}{scope}:{'you' if match['y'] else 'any'}:{int(bool(match['nt']))}:{types}"
    return borrowed_trigger(line, match["rest"], read, trigger)


def _sees(state: "EffectsMixin", watcher: int, ability: Ability, dead: int, dead_controller: int, token: bool) -> bool:
    _prefix, scope, mine, nontoken, types = ability.trigger.split(":")
    if scope == "other" and watcher == dead or mine == "you" and dead_controller != state._card(watcher).controller:
        return False
    if nontoken == "1" and token:
        return False
    return not types or any(has_creature_type(state.defn(dead), t) for t in types.split("+"))


def watch_deaths(state: "EffectsMixin", dead: int, controller: int) -> None:
    """CR 603.2, 603.10a: the abilities that trigger on creature ``dead`` (controlled by
    ``controller`` as it died) dying — of the permanents on the battlefield, of itself, and of
    the creatures dying at the same time."""
    token = dead in state.tokens
    watching = state.battlefield() if watches_any(state, PREFIX) else []  # (walked only if an ability watches)
    watchers = [*watching, dead, *(w for w in sorted(state.dying_batch) if w != dead and not state.on_battlefield(w)
                                             and state.cards[w] is not None)]
    for cid in watchers:
        for index, ability in enumerate(state.defn(cid).program.abilities):
            if ability.kind != "triggered" or not ability.trigger.startswith(PREFIX):
                continue
            if _sees(state, cid, ability, dead, controller, token) \
                    and not (ability.condition and not condition_holds(state, ability.condition)):
                state.triggers = state.triggers + ((cid, index, state._card(cid).controller),)


__all__ = ["death_trigger_line", "watch_deaths"]
