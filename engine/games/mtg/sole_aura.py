"""An Aura that keeps others off what it enchants (CR 303.4a, 303.4c, 704.5m): "Enchanted land
has indestructible and can't be enchanted by other Auras." (Alpha's Consecrate Land).

``sole_aura_line`` reads the line into two static abilities: the keywords granted to the
enchanted permanent (``attached``, CR 613.1f) and ``SOLE_AURA``. ``shut_out`` tells whether an
Aura may not enchant a permanent because another Aura with ``SOLE_AURA`` is attached to it: such
a permanent is no legal target for an Aura spell (CR 303.4a, 601.2c), and an Aura already on it
is put into its owner's graveyard as a state-based action (CR 303.4c, 704.5m).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

SOLE_AURA = "sole_aura"
_LINE = re.compile(r"Enchanted (?:land|creature|artifact|enchantment|permanent) has (?P<k>[a-z ,]+?) and can't be enchanted "
                   r"by other Auras\.?")


def sole_aura_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> list[Ability] | None:
    """The granted keywords and the ban on other Auras, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    keywords = keyword_list(match["k"])
    if not keywords:
        return None
    return [Ability("static", line, static="attached", keywords=keywords), Ability("static", line, static=SOLE_AURA)]


def shut_out(state: "MtgBase", host: int, aura: int) -> bool:
    """Whether ``aura`` can't enchant ``host``: another Aura attached to it says so."""
    for cid, _index, _ability in with_static(state, SOLE_AURA):  # the Auras that say so, found once per change
        card = state.cards[cid]
        if card is not None and cid != aura and card.attached_to == host:
            return True
    return False


__all__ = ["SOLE_AURA", "shut_out", "sole_aura_line"]
