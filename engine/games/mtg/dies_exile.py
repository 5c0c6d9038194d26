"""A dies trigger that exiles the card that died: "When CARDNAME dies, exile it, then return two
creature cards at random from your graveyard to the battlefield" (Moldgraf Monstrosity).

The ability finds the card in the graveyard it went to (CR 400.7e: a public zone); if the card has
left that graveyard before the ability resolves, it is not exiled.
``dies_exile_line`` reads the line into the dies trigger of the rest, with ``EXILE_DIED`` first
(CR 608.2c: in order).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect, LineReader

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

EXILE_DIED = "exile_died_source"
_LINE = re.compile(r"When CARDNAME dies, exile it, then (?P<rest>.+)")


def dies_exile_line(line: str, read: LineReader) -> Ability | None:
    """The line as its dies trigger, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    result = read(f"When CARDNAME dies, {match['rest']}")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "dies" \
            or result[1].optional:
        return None
    return replace(result[1], text=line, effects=(Effect(EXILE_DIED, who="you"), *result[1].effects))


def exile_died(state: "MtgBase", source: int) -> None:
    """CR 400.7e: the card that died, still in the graveyard it went to, is exiled."""
    card = state.cards[source]
    if card is not None and state.zone_name_of(source) == "cementerio":
        state.move(source, state.owner_zone(source, "exilio"), kind="exile")


__all__ = ["EXILE_DIED", "dies_exile_line", "exile_died"]
