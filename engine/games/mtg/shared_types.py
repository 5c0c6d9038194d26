"""Creatures you control that share a creature type (CR 205.3m: creature types; CR 702.73a: a
changeling has every one):

- X counted as "the greatest number of creatures you control that have a creature type in
  common" (Kaldheim's Skemfar Shadowsage and Basalt Ravager; CR 107.3a, 608.2h: counted as the
  instruction is followed);
- "When CARDNAME enters the battlefield, if you control three or more creatures that share a
  creature type, …" (Littjara Kinseekers; CR 603.4: an intervening "if", the newcomer counted).

``shared_type_patterns`` reads "…, where X is the greatest number …" into the instruction with
``keyword`` ``per:shared_type`` (``per_count.count_of`` multiplies its amount by ``shared_count``);
``shared_type_line`` reads the trigger with the condition ``SHARING`` (``holds``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
SHARED_TYPE = "shared_type"
SHARING = "sharing:"  # + N: "if you control N or more creatures that share a creature type"
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
_IF = re.compile(r"When CARDNAME enters(?: the battlefield)?, if you control (?P<n>two|three|four|five|\d+) or more "
                 r"creatures that share a creature type, (?P<rest>.+)", re.IGNORECASE)
_X_OPS = ("token", "gain_life", "lose_life", "draw", "damage", "mill", "add_counters")
_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest", "desert", "gate", "lair", "locus", "urza's",
                         "mine", "power-plant", "tower", "cave", "sphere"})


def shared_type_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        inner = sentence.parse(m["e"])
        if not inner or len(inner) != 1 or not inner[0].x or inner[0].op not in _X_OPS or inner[0].keyword:
            return None
        return [replace(inner[0], x=False, amount=1, keyword="per:" + SHARED_TYPE)]

    return [(r"(?P<e>.+), where X is the greatest number of creatures you control that have a creature type in common",
             build)]


def shared_type_line(line: str, read: LineReader) -> Ability | None:
    """CR 603.4: the enters trigger with its intervening "if", or ``None``."""
    match = _IF.fullmatch(line)
    if match is None:
        return None
    number = match["n"].lower()
    return borrowed_trigger(line, match["rest"], read, "etb", condition=f"{SHARING}{_NUMBERS.get(number) or int(number)}")


def holds(state: "MtgBase", condition: str, source: int) -> bool:
    """Whether the controller of ``source`` controls that many creatures sharing a type."""
    card = state.cards[source] if 0 <= source < len(state.cards) else None
    return card is not None and shared_count(state, card.controller) >= int(condition.removeprefix(SHARING))


def shared_count(state: "MtgBase", controller: int) -> int:
    """The most creatures ``controller`` controls that share one creature type."""
    creatures = [state.defn(c) for c in state.creatures(controller)]
    everything = sum(1 for d in creatures if "changeling" in d.program.keywords)
    kinds = {t for d in creatures if "changeling" not in d.program.keywords for t in d.subtypes} - _LAND_TYPES
    return max((everything + sum(1 for d in creatures if kind in d.subtypes and "changeling" not in d.program.keywords)
                for kind in kinds), default=everything)


__all__ = ["SHARED_TYPE", "SHARING", "holds", "shared_count", "shared_type_line", "shared_type_patterns"]
