"""Abilities that can't be activated (CR 602.5): "Activated abilities of artifacts can't be
activated." (Stony Silence) — mana abilities included (CR 605.1a: they are activated abilities).

``activation_ban_line`` reads the line into the static ability ``BANNED`` with the card type in
``count``; ``banned`` tells whether a permanent's activated abilities are forbidden now, by any
such ability of a permanent on the battlefield (either player's). A banned artifact is not
activated, not tapped for mana by hand and not offered to the automatic payment of a cost.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

BANNED = "activated_abilities_banned"
_LINE = re.compile(r"Activated abilities of (?P<t>artifacts|creatures|enchantments|lands|planeswalkers) can't be activated\.?")


def activation_ban_line(line: str) -> Ability | None:
    """The line as its static ability, or ``None``."""
    m = _LINE.fullmatch(line)
    return None if m is None else Ability("static", line, static=BANNED, count=m["t"].removesuffix("s"))


def banned_types(state: "MtgBase") -> frozenset[str]:
    """The card types whose activated abilities can't be activated now (CR 602.5)."""
    return state.layered().banned  # read off the static abilities as the layers are applied (every priority asks)


def banned(state: "MtgBase", defn: "MtgCard") -> bool:
    """Whether a permanent with ``defn`` has its activated abilities forbidden (CR 602.5)."""
    types = banned_types(state)
    return bool(types and types & defn.types)


__all__ = ["BANNED", "activation_ban_line", "banned", "banned_types"]
