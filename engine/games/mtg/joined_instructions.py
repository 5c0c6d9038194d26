"""Two instructions in one sentence joined by "and" (CR 608.2c: followed in the order written):
"You gain 2 life and draw two cards.", "Put a +1/+1 counter on CARDNAME and it gains flying until
end of turn.", "you gain 2 life and scry 1".

``joined_patterns`` reads such a sentence when each side is an instruction the compiler knows
on its own (the other templates come first: "Destroy all artifacts and enchantments" is one
instruction). "it" on the right names what the left side targets, or else the source.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
_VERBS = ("draw", "scry", "surveil", "you", "create", "put", "it", "target", "each", "gain", "lose", "mill", "return", "exile",
          "destroy", "tap", "untap", "sacrifice", "discard", "that", "add", "CARDNAME")
_SPLIT = re.compile(r" and (?=(?:" + "|".join(_VERBS) + r")\b)", re.IGNORECASE)
_MOST = 3  # "and"s tried in one sentence: each split is read on both sides


def joined_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``), tried after all others."""

    def joined(m: re.Match[str]) -> list[Effect] | None:
        text = m[0]
        splits = list(_SPLIT.finditer(text))
        if len(splits) > _MOST:
            return None
        for split in splits:
            before = len(sentence.targets)
            left = sentence.parse(text[:split.start()])
            right = sentence.parse(text[split.end():]) if left else None
            if left and right:
                if re.match(r"it\b", text[split.end():], re.IGNORECASE):
                    right = _it(left, right)
                return [*left, *right]
            del sentence.targets[before:]
        return None

    return [(r".+ and .+", joined)]


def _it(left: list[Effect], right: list[Effect]) -> list[Effect]:
    """"… target creature and it gains …": "it" is the left side's target, if it has one."""
    target = next((e for e in reversed(left) if e.target), None)
    if target is None:
        return right
    return [replace(e, target=target.target, slot=target.slot, who="") if e.who == "self" else e for e in right]


__all__ = ["joined_patterns"]
