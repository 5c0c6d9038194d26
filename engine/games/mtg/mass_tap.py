"""Tapping every land or creature of a player and emptying their mana pool: "Tap all lands target
player controls and that player loses all unspent mana." (Mana Short; CR 701.26a, 106.4).

``mass_tap_patterns`` reads "tap all lands/creatures target player controls" (``tap_all``,
``keyword``: the card type) and "that player loses all unspent mana" (``empty_pool``, about the
previous target); ``tap_all`` and ``empty_pool`` carry them out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

TAP_ALL = "tap_all"
EMPTY_POOL = "empty_pool"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def mass_tap_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"Tap all lands target player controls[ and that player loses all unspent mana]"."""

    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        effects = [Effect(TAP_ALL, target=kind, slot=slot, keyword=m["w"].lower().removesuffix("s"))]
        return effects + ([Effect(EMPTY_POOL, target=kind, slot=slot)] if m["e"] else [])

    return [(r"tap all (?P<w>lands|creatures) (?P<t>target player|target opponent) controls"
             r"(?P<e> and that player loses all unspent mana)?", build)]


def tap_all(state: "MtgBase", player: int, card_type: str) -> None:
    """CR 701.26a: every untapped permanent of that type ``player`` controls becomes tapped."""
    for cid in state.battlefield(player):
        if card_type in state.defn(cid).types:
            state.tap(cid)


def empty_pool(state: "MtgBase", player: int) -> None:
    """CR 106.4: the player's unspent mana is lost."""
    state.pools[player] = {}


__all__ = ["EMPTY_POOL", "TAP_ALL", "empty_pool", "mass_tap_patterns", "tap_all"]
