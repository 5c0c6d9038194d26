"""Abilities that trigger when another permanent enters the battlefield (CR 603.2, 603.6a):
"Whenever another Human enters the battlefield under your control, …" (Champion of the Parish),
"Whenever a land enters the battlefield under your control, …" (landfall), "Whenever another
creature with power 2 or less enters the battlefield under your control, …", "Whenever another
creature named CARDNAME enters …".

``enter_trigger_line`` reads the line into a triggered ability whose ``trigger`` is
``enters_watch:<scope>:<mine>:<what>`` (scope ``any`` or ``other``; mine ``you`` or ``any``;
what ``land``, ``creature``, ``type:<creature type>``, ``power_le:<N>`` or ``named``);
``watch_entering`` queues them as a permanent enters.
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

PREFIX = "enters_watch:"
_LINE = re.compile(r"Whenever (?P<s>a|an|another) (?P<w>land|creature|creature with power (?P<n>\d+) or less|creature named CARDNAME"
                   r"|[A-Z][a-z]+(?: creature)?) enters the battlefield(?P<y> under your control)?, (?P<rest>.+)")


def enter_trigger_line(line: str, read: LineReader) -> Ability | None:
    """A "whenever another … enters the battlefield" line as its triggered ability, the effect read
    by ``read`` (the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    words = match["w"]
    if match["n"]:
        what = f"power_le:{match['n']}"
    elif words.endswith("CARDNAME"):
        what = "named"
    elif words in ("land", "creature"):
        what = words
    else:
        what = "type:" + creature_type(words.split()[0])
    scope = "other" if match["s"] == "another" else "any"
    return borrowed_trigger(line, match["rest"], read, f"{PREFIX}{scope}:{'you' if match['y'] else 'any'}:{what}")


def _sees(state: "EffectsMixin", watcher: int, trigger: str, entered: int) -> bool:
    _prefix, scope, mine, what = trigger.split(":", 3)
    if scope == "other" and watcher == entered:
        return False
    if mine == "you" and state._card(entered).controller != state._card(watcher).controller:
        return False
    defn = state.defn(entered)
    if what == "land":
        return defn.is_land
    if not defn.is_creature:
        return False
    if what.startswith("type:"):
        return has_creature_type(defn, what.removeprefix("type:"))
    if what.startswith("power_le:"):
        return state.power_toughness(entered)[0] <= int(what.removeprefix("power_le:"))
    if what == "named":
        return defn.name == state.defn(watcher).name
    return True


def watch_entering(state: "EffectsMixin", entered: int) -> None:
    """CR 603.2, 603.6a: the abilities of the permanents on the battlefield (itself included)
    that trigger on ``entered`` entering."""
    for cid in state.battlefield() if watches_any(state, PREFIX) else ():
        for index, ability in enumerate(state.defn(cid).program.abilities):
            if ability.kind == "triggered" and ability.trigger.startswith(PREFIX) and _sees(state, cid, ability.trigger, entered) \
                    and not (ability.condition and not condition_holds(state, ability.condition)):
                state.triggers = state.triggers + ((cid, index, state._card(cid).controller),)


__all__ = ["enter_trigger_line", "watch_entering"]
