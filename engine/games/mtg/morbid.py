"""Morbid (an ability word, CR 207.2c): abilities that look at whether a creature died this turn.

"Morbid — When CARDNAME enters, if a creature died this turn, …" is a triggered ability with an
intervening "if" (CR 603.4: checked as it triggers and as it resolves); "Morbid — CARDNAME enters
with two +1/+1 counters on it if a creature died this turn" a replacement effect on how it enters
(CR 614.1c). Both carry the ``condition`` ``MORBID``; the state keeps the last turn a creature
died (``creature_died``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.mtg.abilities import Ability, LineReader

MORBID = "creature_died_this_turn"
_TRIGGER = re.compile(r"Morbid — When CARDNAME enters(?: the battlefield)?, if a creature died this turn, (?P<e>.+)")
_END_STEP = re.compile(r"Morbid — At the beginning of each end step, if a creature died this turn, (?P<e>.+)")
_COUNTERS = re.compile(r"Morbid — (?P<e>CARDNAME enters(?: the battlefield)? with \w+ \+1/\+1 counters? on it) "
                       r"if a creature died this turn\.?")


def morbid_line(line: str, read: LineReader) -> Ability | None:
    """A morbid line as its ability with the condition, the rest read by ``read`` (the oracle's
    line reader), or ``None``."""
    trigger = _TRIGGER.fullmatch(line)
    counters = _COUNTERS.fullmatch(line)
    end_step = _END_STEP.fullmatch(line)
    if trigger:
        result = read(f"When CARDNAME enters the battlefield, {trigger['e']}")
    elif end_step:  # CR 513.1a, 603.4: each player's end step, if a creature died that turn
        result = read(f"At the beginning of the end step, {end_step['e']}")
    elif counters:
        result = read(f"{counters['e']}.")
    else:
        return None
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability):
        return None
    ability = result[1]
    if ability.kind == "triggered" and ability.trigger not in ("etb", "each_end_step") \
            or ability.kind == "static" and ability.static != "etb_counters":
        return None
    return replace(ability, text=line, condition=MORBID)
