"""Keyword abilities whose meaning (CR 702) is a template the compiler reads already: the line is
read as the ability the rule says it stands for, keeping its own text.

- "Afterlife N" (CR 702.135a): "When this permanent is put into a graveyard from the battlefield,
  create N 1/1 white and black Spirit creature tokens with flying."
- "Outlast [cost]" (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
  only as a sorcery."
- "Affinity for artifacts" (CR 702.41a): "This spell costs {1} less to cast for each artifact you
  control."

And the partner abilities ("Partner", "Friends forever", "Choose a Background", "Doctor's
companion"), which change the deck-construction rules of Commander before the game begins and
nothing in it (CR 702.124a; ``deckcheck`` checks the pair of commanders): a static ability with
no effect. "Partner with [name]" also has a trigger, and is not read here.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.keywords import keyword_cost

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
_AFTERLIFE = re.compile(r"Afterlife (?P<n>[1-5])")
_PARTNER = re.compile(r"Partner|Friends forever|Choose a Background|Doctor's companion")
PARTNER = "partner"  # the static kind of a partner ability (CR 702.124a)


def meaning_line(line: str, read: LineReader) -> Ability | None:
    """The ability a keyword line stands for, or ``None``."""
    if _PARTNER.fullmatch(line):  # CR 702.124a: it works before the game begins
        return Ability("static", line, static=PARTNER)
    afterlife = _AFTERLIFE.fullmatch(line)
    if afterlife is not None:  # CR 702.135a
        n = int(afterlife["n"])
        plural = "s" if n > 1 else ""
        meaning = f"When CARDNAME dies, create {_WORDS[n]} 1/1 white and black Spirit creature token{plural} with flying."
    elif (outlast := keyword_cost(line, "Outlast")) is not None:  # CR 702.107a
        meaning = f"{outlast[1]}, {{T}}: Put a +1/+1 counter on CARDNAME. Activate only as a sorcery."
    elif line == "Affinity for artifacts":  # CR 702.41a
        meaning = "This spell costs {1} less to cast for each artifact you control."
    else:
        return None
    result = read(meaning)
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability):
        return None
    return replace(result[1], text=line)


__all__ = ["PARTNER", "meaning_line"]
