"""Exchanging a life total with a toughness (CR 701.10g): "{T}: Exchange your life total with
CARDNAME's toughness" (Tree of Redemption).

``exchange_patterns`` reads the sentence into ``EXCHANGE_LIFE_TOUGHNESS`` about the source;
``exchange_life_toughness`` follows it: its controller gains or loses the life needed to make their
life total the creature's toughness (CR 119.3), and a continuous effect without a duration sets
its toughness to the old life total (layer 7b, CR 613.4b, 611.2a). If the creature is not on the
battlefield, no exchange happens (CR 701.10a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

EXCHANGE_LIFE_TOUGHNESS = "exchange_life_toughness"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def exchange_patterns() -> list[tuple[str, Builder]]:
    """The sentence as its effect (``oracle_sentences._Sentence``)."""
    return [(r"exchange your life total with CARDNAME's toughness", lambda m: [Effect(EXCHANGE_LIFE_TOUGHNESS, who="you")])]


def exchange_life_toughness(state: "EffectsMixin", player: int, source: int) -> None:
    """CR 701.10g: each value becomes the other's old value."""
    from engine.games.mtg.base import LIFE

    if not state.on_battlefield(source) or not state.defn(source).is_creature:
        return  # CR 701.10a: part of it cannot be done, so none of it is
    life = state.counters[player][LIFE]
    _power, toughness = state.power_toughness(source)
    state.change_life(player, toughness - life)
    state.add_continuous("set_pt", frozenset((source,)), source, "", (None, life))  # the toughness only


__all__ = ["EXCHANGE_LIFE_TOUGHNESS", "exchange_life_toughness", "exchange_patterns"]
