"""Multikicker (CR 702.33c): "you may pay an additional [cost] any number of times as you cast
this spell". The number of times is announced with the other casting choices (CR 601.2b) and
paid with the total cost (CR 601.2f–h); it is kept as a mark on the card while it is a spell and
on the permanent it becomes, for "for each time it was kicked" (CR 702.33d, 702.33e)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.keywords import keyword_cost

if TYPE_CHECKING:
    from engine.games.mtg.oracle_words import Builder
    from engine.games.mtg.oracle_sentences import _Sentence

MULTIKICKED = "multiestimulo"
"""The card mark holding how many times the spell was kicked."""
MAX_KICKS = 10
"""How many times the prompt offers at most (the player may pay it "any number of times")."""

_PER_KICK = r" for each time it was kicked"
_SELF = r"(?:CARDNAME|this creature|this artifact|this permanent)"


def multikicker_line(line: str) -> Ability | None:
    """"Multikicker {cost}" and "CARDNAME enters with a +1/+1 counter on it for each time it was kicked"."""
    found = keyword_cost(line, "Multikicker")
    if found is not None:  # CR 702.33c
        return Ability("static", line, static="multikicker", cost=found[1])
    if re.fullmatch(_SELF + r" enters(?: the battlefield)? with a \+1/\+1 counter on it" + _PER_KICK + r"\.?", line,
                    re.IGNORECASE):  # CR 614.1c, 702.33e
        return Ability("static", line, static="etb_counters_kicked", power=1)
    return None


def per_kick(effect: Effect) -> bool:
    """An effect whose number is the times its source was kicked (``keyword="per_kick"``)."""
    return effect.keyword == "per_kick"


_COUNTED = ("token", "draw", "damage", "gain_life", "lose_life", "discard", "add_counters", "mill")


def kick_patterns(sentence: "_Sentence") -> list[tuple[str, "Builder"]]:
    """"… for each time it was kicked": the sentence's effect, repeated per kick (CR 702.33e)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        inner = sentence.parse(m["e"])
        if not inner or any(e.op not in _COUNTED or e.keyword or e.x for e in inner):
            return None
        return [replace(e, keyword="per_kick") for e in inner]

    return [(r"(?P<e>.+)" + _PER_KICK, build)]


__all__ = ["MULTIKICKED", "MAX_KICKS", "multikicker_line", "per_kick", "kick_patterns"]
