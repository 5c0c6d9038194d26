"""A Mitos y Leyendas battle as it is declared (MyL Batalla: Ataque, Bloqueo, Guerra de
talismanes, Daño): ``Battle``, a part of the duel's state. A small immutable value: each
declaration makes a new one, so a cloned state shares it safely."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Battle:
    """The attackers in the order declared; each block as (attacker, blocker); how many
    attackers the defender has answered (MyL Bloqueo, in order); the passes in a row of the
    Guerra de talismanes (two end it)."""

    attackers: tuple[int, ...] = ()
    blocks: tuple[tuple[int, int], ...] = ()
    answered: int = 0
    war_passes: int = 0

    def attack(self, cards: tuple[int, ...]) -> Battle:
        return Battle(self.attackers + cards, self.blocks, self.answered, self.war_passes)

    def block(self, attacker: int, blocker: int) -> Battle:
        return Battle(self.attackers, self.blocks + ((attacker, blocker),), self.answered, self.war_passes)

    def answer(self) -> Battle:
        """The defender has answered the next attacker (blocked it or let it through)."""
        return Battle(self.attackers, self.blocks, self.answered + 1, self.war_passes)

    def to_block(self) -> Battle:
        """The attackers are declared: the defender answers them from the first."""
        return Battle(self.attackers, self.blocks, 0, self.war_passes)

    def war(self, passed: bool) -> Battle:
        """A choice in the Guerra de talismanes: a pass counts, a play starts the count again."""
        return Battle(self.attackers, self.blocks, self.answered, self.war_passes + 1 if passed else 0)

    def next_attacker(self) -> int | None:
        """The first attacker the defender has not answered yet."""
        return self.attackers[self.answered] if self.answered < len(self.attackers) else None

    def coming(self) -> tuple[int, ...]:
        """The attackers the defender has still to answer."""
        return self.attackers[self.answered:]

    def blockers(self) -> set[int]:
        return {blocker for _, blocker in self.blocks}

    def pairs(self) -> tuple[tuple[int, int | None], ...]:
        """Each attacker with its blocker (``None``: unblocked), in the order declared."""
        blocks = dict(self.blocks)
        return tuple((attacker, blocks.get(attacker)) for attacker in self.attackers)

    def names(self, card_id: int) -> bool:
        """Whether the battle names the card (an attacker or a blocker)."""
        return card_id in self.attackers or any(card_id in pair for pair in self.blocks)

    def hash_key(self) -> tuple[object, ...]:
        return (self.attackers, self.blocks, self.answered, self.war_passes)
