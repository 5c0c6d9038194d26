"""The combat being fought in a Souls in Xtinction duel (SiX 7): ``Battle``, the combat's own
data, an immutable value the state holds as ``battle`` and each declaration replaces; the steps
that replace it are ``engine.games.six.combat``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Battle:
    """The combat being fought: attackers left to right, ``(attacker, blocker)`` pairs, the
    attackers that were blocked (7.2.3.8: even if the blocker left), Atraer's ``(attacker,
    lured)`` pairs, each unit's ``(card, place on its field)`` and the attacker being blocked."""

    attackers: tuple[int, ...] = ()
    blocks: tuple[tuple[int, int], ...] = ()
    blocked: frozenset[int] = frozenset()
    lures: tuple[tuple[int, int], ...] = ()
    slots: tuple[tuple[int, int], ...] = ()
    block_index: int = 0

    def over(self) -> Battle:
        """No combat: what a new combat starts from and what one leaves (the index of the last
        attacker asked about stays until blockers are asked for again, as it always has)."""
        return Battle(block_index=self.block_index)

    def hashed(self) -> tuple[Any, ...]:
        """The fields as ``SixBase._hash_extra`` lists them."""
        return (self.attackers, self.blocks, tuple(sorted(self.blocked)), self.lures, self.slots, self.block_index)
