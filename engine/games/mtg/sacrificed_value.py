"""Instructions that use the creature sacrificed to pay a spell's cost (CR 118.8, 608.2h): "As an
additional cost to cast this spell, sacrifice a creature. Add an amount of {B} equal to the
sacrificed creature's mana value." (Alpha's Sacrifice).

As the additional cost is paid, ``remember`` notes the sacrificed creature's mana value on the
spell (mark ``MARK``; as it last existed on the battlefield, CR 608.2h); the effect
``SACRIFICED_MANA`` (read by ``sacrificed_patterns``) then adds that much mana of its colour.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

SACRIFICED_MANA = "sacrificed_mana"
MARK = "valor_sacrificado"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def sacrificed_patterns() -> list[tuple[str, Builder]]:
    """"Add an amount of {B} equal to the sacrificed creature's mana value"."""
    return [(r"add an amount of \{(?P<m>[WUBRGC])\} equal to the sacrificed creature's mana value",
             lambda m: [Effect(SACRIFICED_MANA, keyword=m["m"].upper())])]


def remember(state: "MtgBase", spell: int, sacrificed: int) -> None:
    """CR 608.2h: the sacrificed creature's mana value, as it last existed on the battlefield."""
    state._card(spell).marks[MARK] = state.defn(sacrificed).mana_value


def add_sacrificed_mana(state: "MtgBase", spell: int, controller: int, color: str) -> None:
    """CR 106.3: that much mana of ``color`` (none when nothing was sacrificed)."""
    card = state.cards[spell]
    amount = int(card.marks.get(MARK, 0)) if card is not None else 0
    if amount:
        state.add_mana(controller, color * amount)


__all__ = ["MARK", "SACRIFICED_MANA", "add_sacrificed_mana", "remember", "sacrificed_patterns"]
