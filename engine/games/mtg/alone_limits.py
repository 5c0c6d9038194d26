"""A restriction on blocking alone (CR 509.1b, 506.5): "CARDNAME can't block alone." (Craven Hulk).

``alone_line`` reads the line into the static ability ``CANT_BLOCK_ALONE``; ``alone_problem``
refuses finishing a block declaration in which such a creature is the only creature its
controller blocks with (CR 506.5: it blocks alone); the player may add a blocker or take it back.
("can't attack alone" is not read: a declared attacker cannot be taken back here.)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.games.mtg.combat import CombatMixin

CANT_BLOCK_ALONE = "cant_block_alone"
_LINE = re.compile(r"CARDNAME can't block alone\.?")


def alone_line(line: str) -> Ability | None:
    """The static ability of a "can't block alone" line, or ``None``."""
    return Ability("static", line, static=CANT_BLOCK_ALONE) if _LINE.fullmatch(line) else None


def alone_problem(state: "CombatMixin", player: int) -> Rule | None:
    """CR 509.1b: ``player`` blocks with one creature only, and it can't block alone."""
    mine = {b for b, _ in state.blockers if state._card(b).controller == player}
    if len(mine) == 1 and state.has_static(next(iter(mine)), CANT_BLOCK_ALONE):
        return rule("509.1b")
    return None


__all__ = ["CANT_BLOCK_ALONE", "alone_line", "alone_problem"]
