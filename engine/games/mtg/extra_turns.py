"""Extra turns (CR 500.7): "Take an extra turn after this one." (Time Walk).

``extra_turn_patterns`` reads the sentence into an ``extra_turn`` effect for its controller;
``add_extra_turn`` adds the turn directly after this one (``MtgBase.extra_turns``, most recent
last); ``take_extra_turn`` is asked as a turn ends: the most recently created extra turn is taken
first (CR 500.7), and one of a player who has left the game is not taken (CR 800.4k).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

EXTRA_TURN = "extra_turn"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def extra_turn_patterns() -> list[tuple[str, Builder]]:
    """"Take an extra turn after this one" (its controller takes it)."""
    return [(r"take an extra turn after this one", lambda m: [Effect(EXTRA_TURN, 1, who="you")])]


def add_extra_turn(state: "MtgBase", player: int) -> None:
    """CR 500.7: an extra turn for ``player`` directly after this turn."""
    state.extra_turns = state.extra_turns + (player,)


def take_extra_turn(state: "MtgBase") -> int | None:
    """CR 500.7, 800.4k: the player of the next extra turn (the most recent one), or ``None``."""
    while state.extra_turns:
        *rest, player = state.extra_turns
        state.extra_turns = tuple(rest)
        if player not in state.left:
            return player
    return None


__all__ = ["EXTRA_TURN", "add_extra_turn", "extra_turn_patterns", "take_extra_turn"]
