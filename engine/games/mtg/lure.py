""""All creatures able to block enchanted creature do so." (Lure): CR 509.1c.

``lure_line`` reads the line into a static (``LURE``). Each creature the defending player controls
that could block the enchanted attacking creature is under a requirement to block it; a
declaration obeys as many requirements as possible without breaking a restriction (CR 509.1c):
``lure_problem`` finds a creature able to block a lured attacker that blocks none of them (two
lured attackers: blocking either obeys one of its two requirements, the most it can).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability
from engine.games.mtg.block_limits import aura_limits
from engine.games.mtg.rules import rule
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.combat import CombatMixin

LURE = "all_able_block_enchanted"
_LINE = re.compile(r"All creatures able to block enchanted creature do so\.?")


def lure_line(line: str) -> Ability | None:
    """The Lure static, or ``None``."""
    return Ability("static", line, static=LURE) if _LINE.fullmatch(line) else None


def lure_problem(state: "CombatMixin", player: int) -> Rule | None:
    """CR 509.1c: one of ``player``'s creatures could block a lured attacker and blocks none."""
    from engine.games.mtg.requirements import _may_block

    attacking = {a for a, _ in state.attackers}
    lures = dict.fromkeys(cid for cid, _index, _ability in with_static(state, LURE))
    lured = [state._card(cid).attached_to for cid in lures if state._card(cid).attached_to in attacking]
    if not lured:
        return None
    auras = aura_limits(state)
    for creature in state.creatures(player):
        able = [a for a in lured if a is not None and _may_block(state, creature, a, player, auras)]
        if able and not any((creature, a) in state.blockers for a in able):
            return rule("509.1c")
    return None


__all__ = ["LURE", "lure_line", "lure_problem"]
