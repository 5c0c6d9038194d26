"""Life for what an effect destroyed: "Destroy all enchantments. You gain 1 life for each
enchantment destroyed this way" (Paraselene).

``destroyed_line`` reads the spell's two sentences into one effect ``DESTROY_AND_GAIN`` on every
permanent of the type (``who``: ``all_enchantments``…; ``amount``: the life for each);
``destroy_and_gain`` destroys them at once (CR 701.7a) and counts those that went to a graveyard —
not an indestructible or regenerated one (CR 702.12b, 701.15a) — for a single life gain (CR 608.2c:
the count follows the destruction).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

DESTROY_AND_GAIN = "destroy_and_gain"
_NUMBERS = {"1": 1, "2": 2, "3": 3, "one": 1, "two": 2, "three": 3}
_LINE = re.compile(r"Destroy all (?P<w>artifacts|creatures|enchantments|lands)\. You gain (?P<n>\d|one|two|three) life for each "
                   r"(?P<s>artifact|creature|enchantment|land) destroyed this way\.?")


def destroyed_line(line: str, is_spell: bool) -> Ability | None:
    """The line as a spell's ability, or ``None``."""
    m = _LINE.fullmatch(line)
    if m is None or not is_spell or m["w"] != m["s"] + "s":
        return None
    return Ability("spell", line, (Effect(DESTROY_AND_GAIN, _NUMBERS[m["n"]], who="all_" + m["w"]),))


def destroy_and_gain(state: "EffectsMixin", controller: int, subjects: list[int], life: int) -> None:
    """CR 701.7a, 603.10a: destroy ``subjects`` at once; ``controller`` gains ``life`` for each destroyed."""
    state.dying_batch = frozenset(subjects)
    for cid in subjects:
        state.destroy(cid)
    state.dying_batch = frozenset()
    destroyed = sum(1 for cid in subjects if state.cards[cid] is None or not state.on_battlefield(cid))
    if destroyed:
        state.change_life(controller, life * destroyed)


__all__ = ["DESTROY_AND_GAIN", "destroy_and_gain", "destroyed_line"]
