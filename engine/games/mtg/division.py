"""Dividing damage among targets as a spell or ability is put on the stack (CR 601.2d).

After the targets (CR 601.2c) the player announces the division, one target at a time: each
gets at least 1 (so no more targets than damage are offered), the last one what is left. The
division is kept with the stack object (``resolution.Division``) and never changes (CR 115.7f);
on resolution an illegal target's part is simply not dealt (CR 608.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Ability
from engine.games.mtg.base import code_player
from engine.games.mtg.effects import EffectsMixin
from engine.games.mtg.oracle_damage import DIVIDED
from engine.games.mtg.resolution import Division, as_cast
from engine.games.mtg.targets import NO_TARGET

if TYPE_CHECKING:
    from engine.games.mtg.pending import Pending


class DivisionMixin(EffectsMixin):
    """The ``dividir`` prompt: how much of the divided damage each chosen target gets."""

    def _pending_ability(self, pending: "Pending") -> Ability | None:
        """The spell ability (as cast, with its modes and kicker) or the ability being put on the stack."""
        program = self.defn(pending.source).program
        if pending.kind == "spell":
            spells = program.of_kind("spell")
            if not spells:
                return None
            cast = tuple(d for d in pending.data if not isinstance(d, Division))  # the printed amounts
            return as_cast(program, spells[0][1], cast)
        return program.abilities[pending.ability] if 0 <= pending.ability < len(program.abilities) else None

    def _division(self, pending: "Pending") -> tuple[list[int], int, tuple[tuple[int, int], ...]] | None:
        """(the chosen divided slots, the damage to divide, the parts announced so far), or ``None``."""
        if len(pending.specs) < 2 or not pending.specs[-1].endswith("?"):
            return None  # fast path: only spells with optional target slots can divide
        ability = self._pending_ability(pending)
        if ability is None:
            return None
        effects = [e for e in ability.effects if e.keyword == DIVIDED]
        if not effects:
            return None
        total = (pending.x or 0) if effects[0].x else effects[0].amount
        chosen = [e.slot for e in effects if e.slot < len(pending.targets) and pending.targets[e.slot] != NO_TARGET]
        found = next((d for d in pending.data if isinstance(d, Division)), None)
        return chosen, total, found.parts if found is not None else ()

    def division_full(self, pending: "Pending") -> bool:
        """CR 601.2d: every target gets at least 1, so once there are as many targets as damage
        no more optional targets are offered."""
        division = self._division(pending)
        return division is not None and len(division[0]) >= division[1]

    def division_choice(self, pending: "Pending") -> bool:
        """Whether the division still has to be announced (asks for the next target's part);
        the last target gets what is left without asking (then ``True`` too: ``pending`` changed)."""
        division = self._division(pending)
        if division is None:
            return False
        chosen, total, parts = division
        if len(chosen) < 2 or len(parts) >= len(chosen):
            return False  # a single target gets all of it
        left = total - sum(n for _s, n in parts)
        if len(parts) == len(chosen) - 1 or left <= len(chosen) - len(parts):  # nothing left to choose
            rest = chosen[len(parts):]
            ones = tuple((slot, 1) for slot in rest[:-1])
            self._set_division(pending, parts + ones + ((rest[-1], left - len(ones)),))
            return True  # announced: the casting goes on with the new ``pending``
        self.spell_choices = "dividir"
        return True

    def _set_division(self, pending: "Pending", parts: tuple[tuple[int, int], ...]) -> None:
        data = tuple(d for d in pending.data if not isinstance(d, Division)) + (Division(parts),)
        self.pending = replace(pending, data=data)

    def division_prompt(self) -> Prompt:
        pending = self.pending
        division = self._division(pending)
        assert division is not None
        chosen, total, parts = division
        target = pending.targets[chosen[len(parts)]]
        left = total - sum(n for _s, n in parts)
        name = self._card_name(target) if target >= 0 else f"P{code_player(target) + 1}"
        return Prompt("dividir", pending.controller, f"{self._card_name(pending.source)}: ¿cuánto daño a {name}? (quedan {left})",
                      (target,) if target >= 0 else (), text_en=f"{self._card_name(pending.source)}: how much damage to {name}? ({left} left)")

    def division_actions(self, p: int) -> list[Action]:
        """CR 601.2d: from 1 to what is left minus 1 for each target still to come."""
        pending = self.pending
        division = self._division(pending)
        assert division is not None
        chosen, total, parts = division
        target = pending.targets[chosen[len(parts)]]
        most = total - sum(n for _s, n in parts) - (len(chosen) - len(parts) - 1)
        return [Action("divide", p, (pending.source,), (target,), choice=n) for n in range(1, most + 1)]

    def divide_damage(self, amount: int) -> None:
        pending = self.pending
        division = self._division(pending)
        assert division is not None
        chosen, _total, parts = division
        self._set_division(pending, parts + ((chosen[len(parts)], amount),))
        self.spell_choices = None


__all__ = ["DivisionMixin"]
