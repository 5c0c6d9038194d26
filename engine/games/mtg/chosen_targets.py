"""Targets chosen in one sentence and acted on in the next ones (CR 115.1, 608.2c): "Choose target
creature you control and target creature you don't control. If you control three or more snow
permanents, the creature you control gets +1/+0 and gains indestructible until end of turn. Then
those creatures fight each other." (Blizzard Brawl).

``chosen_target_patterns`` reads "Choose target A and target B" into the two targets alone (no
instruction: they are announced as the spell is cast, CR 601.2c), "the creature you control gets
…" into a pump and keywords on the earlier target of that kind, and "those creatures fight each
other" into a fight between the two (CR 701.12a, 701.12b: only if both are still legal).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
_THE = {"the creature you control": "creature_you_control", "the creature you don't control": "creature_opponent"}


def chosen_target_patterns(sentence: "_Sentence", target: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]
                           ) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``target``: the oracle's target-phrase pattern)."""

    def choose(m: re.Match[str]) -> list[Effect]:
        sentence.target(m["t"])
        sentence.target(m["u"])
        return []

    def pump(m: re.Match[str]) -> list[Effect] | None:
        kind = _THE[m["w"].lower()]
        if kind not in sentence.targets:
            return None
        slot = sentence.targets.index(kind)
        keywords = keyword_list(m["k"]) if m["k"] else ()
        if keywords is None:
            return None
        return [Effect("pump", target=kind, slot=slot, power=int(m["p"]), toughness=int(m["q"])),
                *(Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords)]

    def fight(m: re.Match[str]) -> list[Effect] | None:
        if len(sentence.targets) != 2:
            return None
        first, second = sentence.targets
        return [Effect("fight", target=first, slot=0, amount=1), Effect("fight_other", target=second, slot=1)]

    return [(r"choose " + target + r" and " + target.replace("?P<t>", "?P<u>"), choose),
            (r"(?P<w>the creature you control|the creature you don't control) gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+)"
             r"(?: and gains (?P<k>[a-z ,]+?))? until end of turn", pump),
            (r"(?:then )?those creatures fight each other", fight)]


__all__ = ["chosen_target_patterns"]
