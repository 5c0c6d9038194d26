""""That player" after a sentence that targets a player (CR 608.2c, 115.1): "It deals 3 damage to
target player. That player discards a card." (Immersturm Skullcairn), "Target opponent loses 2
life. That player mills two cards."

``targeted_player_patterns`` reads the sentence with the subject ``TARGETED_PLAYER``; ``fold`` gives it
the target of the sentence before, which must be a player (``None`` otherwise: "that player" of a
trigger, as in "deals combat damage to a player, that player …", is another template).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from engine.games.mtg.abilities import Effect

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
TARGETED_PLAYER = "TARGETED_PLAYER"
PLAYER_KINDS = frozenset({"player", "opponent"})
_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_N = r"(?P<n>a|one|two|three|four|five|\d+)"


def _amount(m: re.Match[str]) -> int:
    return int(m["n"]) if m["n"].isdigit() else _COUNT[m["n"].lower()]


def targeted_player_patterns() -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""
    def op(name: str) -> Builder:
        return lambda m: [Effect(name, _amount(m), target=TARGETED_PLAYER)]

    return [
        (r"that player discards " + _N + r" cards?", op("discard")),
        (r"that player loses " + _N + r" life", op("lose_life")),
        (r"that player mills " + _N + r" cards?", op("mill")),
        (r"that player draws " + _N + r" cards?", op("draw")),
    ]


def fold(before: list[Effect], parsed: list[Effect]) -> list[Effect] | None:
    """"That player" as the player the sentence before targets."""
    if not any(e.target == TARGETED_PLAYER for e in parsed):
        return parsed
    last = before[-1] if before else None
    if last is None or last.target not in PLAYER_KINDS:
        return None
    return [replace(e, target=last.target, slot=last.slot) if e.target == TARGETED_PLAYER else e for e in parsed]


__all__ = ["TARGETED_PLAYER", "fold", "targeted_player_patterns"]
