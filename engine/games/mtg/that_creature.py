""""That creature" (or "it") fighting after a sentence that targets a creature (CR 701.12a,
608.2c): "Put a +1/+1 counter on target creature you control. Then that creature fights up to one
target creature you don't control." (Struggle for Skemfar).

``that_creature_patterns`` reads the sentence into the two fight effects, the first about the
previous sentence's target (``LAST``, settled by the oracle's ``_effects``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
LAST = "LAST"


def that_creature_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """The sentence template of this module (``target``: the oracle's target-phrase pattern)."""

    def fight(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect("fight", target=LAST, amount=slot), Effect("fight_other", target=kind, slot=slot)]

    return [(r"(?:then )?(?:that creature|it) fights " + target, fight)]


__all__ = ["that_creature_patterns"]
