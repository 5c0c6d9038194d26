"""Triggers on attacking or blocking (CR 508.3a, 509.3a): "Whenever CARDNAME attacks or blocks, other
Humans you control get +1/+1 until end of turn" (Hamlet Captain).

``attack_or_block_line`` reads the line into a triggered ability with ``trigger`` ``ATTACKS_OR_BLOCKS``,
queued as attackers and as blockers are declared (``CombatMixin``: once each time it attacks or
blocks, CR 509.3a). ``other_tribe_patterns`` reads "other Humans you control get +1/+1 until end of
turn" into a pump of the creatures of that type the controller controls but the source (``who``
``OTHER_TRIBE`` + the type; ``other_tribe_members`` finds them as it resolves, CR 611.2c).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect, LineReader, borrowed_trigger
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ATTACKS_OR_BLOCKS = "attacks_or_blocks"
OTHER_TRIBE = "other_creatures_of_type:"  # + a creature type
_LINE = re.compile(r"Whenever CARDNAME attacks or blocks, (?P<rest>.+)")
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def attack_or_block_line(line: str, read: LineReader) -> Ability | None:
    """The line as its triggered ability, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, ATTACKS_OR_BLOCKS)


def other_tribe_patterns() -> list[tuple[str, Builder]]:
    """"other Humans you control get +1/+1 until end of turn" (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        if m["t"] in ("Creatures", "Lands", "Artifacts", "Permanents"):
            return None
        return [Effect("pump", who=OTHER_TRIBE + creature_type(m["t"]), power=int(m["p"]), toughness=int(m["q"]))]

    return [(r"other (?-i:(?P<t>[A-Z][a-z]+)) you control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn", build)]


def other_tribe_members(state: "MtgBase", who: str, source: int, controller: int) -> list[int]:
    """The creatures of the type ``who`` names that ``controller`` controls, the source aside."""
    kind = who.removeprefix(OTHER_TRIBE)
    return [c for c in state.creatures(controller) if c != source and has_creature_type(state.defn(c), kind)]


__all__ = ["ATTACKS_OR_BLOCKS", "OTHER_TRIBE", "attack_or_block_line", "other_tribe_members", "other_tribe_patterns"]
