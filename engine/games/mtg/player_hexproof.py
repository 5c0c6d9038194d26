"""A player with hexproof, and the Curses on a player (Witchbane Orb: "When CARDNAME enters the
battlefield, destroy all Curses attached to you." and "You have hexproof.").

``player_hexproof_line`` reads "You have hexproof." into the static ability ``PLAYER_HEXPROOF``: its
controller can't be the target of spells or abilities their opponents control (CR 702.11c;
``targets.is_legal``). "destroy all Curses attached to you" is a ``destroy`` of ``who``
``CURSES_ON_YOU``: the Curses enchanting the ability's controller (CR 303.4, 701.7a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.curses import ENCHANTED_PLAYER

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

PLAYER_HEXPROOF = "you_have_hexproof"
CURSES_ON_YOU = "curses_attached_to_you"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def player_hexproof_line(line: str) -> Ability | None:
    """"You have hexproof." as its static ability, or ``None``."""
    return Ability("static", line, static=PLAYER_HEXPROOF) if re.fullmatch(r"You have hexproof\.?", line) else None


def curse_patterns_on_you() -> list[tuple[str, Builder]]:
    """"destroy all Curses attached to you" (``oracle_sentences._Sentence``)."""
    return [(r"destroy all Curses attached to you", lambda m: [Effect("destroy", who=CURSES_ON_YOU)])]


def has_hexproof(state: "MtgBase", player: int) -> bool:
    """CR 702.11c: ``player`` controls a permanent that says "You have hexproof"."""
    for source, ability in state.statics():
        card = state.cards[source]
        if ability.static == PLAYER_HEXPROOF and card is not None and card.controller == player:
            return True
    return False


def curses_on(state: "MtgBase", player: int) -> list[int]:
    """The Curses attached to ``player`` (CR 303.4)."""
    return [c for c in state.battlefield() if "curse" in state.defn(c).subtypes
            and state._card(c).marks.get(ENCHANTED_PLAYER) == player]


__all__ = ["CURSES_ON_YOU", "PLAYER_HEXPROOF", "curse_patterns_on_you", "curses_on", "has_hexproof", "player_hexproof_line"]
