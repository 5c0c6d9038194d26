"""Which spell of its controller's turn a permanent was (CR 601.2i: a spell becomes cast once its
costs are paid; CR 603.4: an intervening "if"): "When CARDNAME enters the battlefield, if it was
the second spell you cast this turn, put a +1/+1 counter on target creature." (Kaldheim's
Codespell Cleric).

``note_order`` marks a spell as it becomes cast with how many spells its controller has cast this
turn, itself included; ``order_of`` reads the mark before the spell resolves into a permanent
(``state.entering_order`` holds it while the permanent enters, when its enters abilities trigger)
and ``keep_order`` puts it back on the permanent (the move to the battlefield forgets marks, CR
400.7, but the permanent is the spell that resolved, CR 608.3). ``order_line`` reads the trigger
with the condition ``ORDER`` (``holds``: as it triggers and again as it resolves).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ORDER = "spell_order:"  # + N: "if it was the Nth spell you cast this turn"
CAST_ORDER = "orden_de_hechizo"  # mark: (the turn, which spell of its controller's it was)
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_LINE = re.compile(r"When CARDNAME enters(?: the battlefield)?, if it was the (?P<n>first|second|third|fourth|fifth) spell "
                   r"you cast this turn, (?P<rest>.+)", re.IGNORECASE)


def order_line(line: str, read: LineReader) -> Ability | None:
    """CR 603.4: the enters trigger with its intervening "if", or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, "etb", condition=f"{ORDER}{_ORDINALS[match['n'].lower()]}")


def note_order(state: "MtgBase", card_id: int, player: int) -> None:
    """The spell ``card_id`` became cast: it is ``player``'s ``spells_cast``-th this turn."""
    state._card(card_id).marks[CAST_ORDER] = (state.turn, state.spells_cast[player])


def order_of(state: "MtgBase", card_id: int) -> tuple[int, int] | None:
    """The mark of the spell ``card_id``, read before it resolves and held while it enters."""
    mark = state._card(card_id).marks.get(CAST_ORDER)
    order = mark if isinstance(mark, tuple) else None
    state.entering_order = (card_id, order) if order is not None else None
    return order


def keep_order(state: "MtgBase", card_id: int, order: tuple[int, int] | None) -> None:
    """The permanent the spell became keeps its mark."""
    state.entering_order = None
    if order is not None and state.cards[card_id] is not None:
        state._card(card_id).marks[CAST_ORDER] = order


def holds(state: "MtgBase", condition: str, source: int) -> bool:
    """Whether the permanent ``source`` was its controller's Nth spell this turn."""
    card = state.cards[source] if 0 <= source < len(state.cards) else None
    mark = card.marks.get(CAST_ORDER) if card is not None else None
    if state.entering_order is not None and state.entering_order[0] == source:  # entering now
        mark = state.entering_order[1]
    return isinstance(mark, tuple) and mark == (state.turn, int(condition.removeprefix(ORDER)))


__all__ = ["ORDER", "holds", "keep_order", "note_order", "order_line", "order_of"]
