"""Optional target slots: "up to N target creatures", "any number of target creatures" (CR 115.6,
601.2c), read as the singular sentence and repeated for every slot."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Effect
from engine.games.mtg.oracle_words import _n

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

_UP_TO = re.compile(r"\b(?:up to (?P<n>one|two|three|four|five|\d+)|(?P<any>any number of)) target (?P<w>[a-z]+)(?P<rest>.*)",
                    re.IGNORECASE)
ANY_NUMBER = 10
"""How many targets "any number of target …" offers at most (CR 601.2c: the player announces
how many; Tapete asks one at a time, with "done", up to this many)."""


def up_to(sentence: _Sentence, text: str) -> list[Effect] | None:
    """"… up to N target creatures …" / "any number of target creatures": optional target slots,
    each chosen or not (CR 115.6, 601.2c), read as the singular sentence and repeated for every slot."""
    text = re.sub(r"\beach of up to\b", "up to", text, flags=re.IGNORECASE)
    match = _UP_TO.search(text)
    if not match:
        return None
    count = ANY_NUMBER if match["any"] else _n(match["n"])[0]
    noun = match["w"]
    singular = noun[:-1] if count > 1 and noun.endswith("s") else noun
    rest = match["rest"]
    if count > 1:
        rest = re.sub(r"^ each get ", " gets ", rest)
        rest = re.sub(r"^ (get|gain|can't|to their owners')\b",
                      lambda m: {"get": " gets", "gain": " gains", "can't": " can't",
                                 "to their owners'": " to its owner's"}[m[1]], rest)
        rest = re.sub(r" and gain\b", " and gains", rest)  # "each get +1/+0 and gain indestructible"
    single = text[:match.start()] + "target " + singular + rest
    before = len(sentence.targets)
    parsed = sentence.parse(single)
    earlier = len(re.findall(r"\btarget\b", text[:match.start()], re.IGNORECASE))  # "X fights up to one target Y"
    if parsed is None or len(sentence.targets) != before + 1 + earlier or earlier and count != 1:
        return None
    slot = before + earlier
    kind = sentence.targets[slot] + "?"
    sentence.targets[slot] = kind
    if earlier:  # the optional target after another one: its slot marked, nothing repeated
        return [replace(e, target=kind) if e.target and e.slot == slot else e for e in parsed]
    effects: list[Effect] = []
    for extra in range(count):
        if extra:
            sentence.targets.append(kind)
        number = slot if not extra else len(sentence.targets) - 1
        effects.extend(replace(e, target=kind, slot=number) if e.target and e.target != "LAST" else e
                       for e in parsed if e.target and e.target != "LAST" or not extra)  # "that creature": not this target
    return effects
