"""Copies of spells on the stack (CR 707.10): storm's copies (CR 702.40a) and, later, "copy target
instant or sorcery spell" effects share this one mechanism.

``copy_spell`` puts a copy of a spell on the stack (CR 707.10): a new object of the same card
definition, owned and controlled by the player it is put on the stack for, carrying every decision
made for the original — modes, targets, X, the costs chosen (its stack link's ``data`` and the
card's marks, CR 707.10) — but it was not cast (CR 707.10: no "whenever … casts" trigger, not
counted among the spells cast this turn). The copy is kept among ``tokens``: CR 707.10a, 704.5e say
a copy of a spell anywhere but the stack ceases to exist (the state-based check that removes
tokens off the battlefield removes it once it resolves or is countered), and a copy of a permanent
spell resolves into a token (CR 707.10f).

When the effect lets its controller choose new targets (CR 707.10c), each target of the copy is
asked for in turn (``retargeting``, prompt ``PROMPT``): the current target stays a choice even if it
became illegal, any other choice must be a legal target (refused otherwise, ``retarget_refusal``).
Once its targets are settled the copy's targets "become the target" (ward, CR 702.21a, and
"whenever … becomes the target" triggers).
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, Event, Prompt
from engine.core.chain import ChainLink
from engine.core.errors import Rule
from engine.core.state import SetupInfo
from engine.games.mtg.cast_triggers import CAST_BEFORE, NOT_FROM_HAND
from engine.games.mtg.abilities import Effect
from engine.games.mtg.effects import EffectsMixin
from engine.games.mtg.resolution import as_cast
from engine.games.mtg.rules import rule
from engine.games.mtg.spell_order import CAST_ORDER
from engine.games.mtg.storm import STORM, storm
from engine.games.mtg.targets import NO_TARGET, candidates, target_rule

SPELL_COPY = "copia_de_hechizo"  # the mark of a copy of a spell (CR 707.10)
PROMPT = "nuevo_objetivo"  # the copy's controller chooses a new target or keeps the old one (CR 707.10c)
_NOT_COPIED = frozenset({NOT_FROM_HAND, CAST_ORDER, CAST_BEFORE})  # facts of casting, and a copy is not cast


class SpellCopyMixin(EffectsMixin):
    """Copies of spells, and the choice of their new targets."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.retargeting: tuple[tuple[int, int], ...] = ()  # (copy, index of the target) still to choose (CR 707.10c)

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (self.retargeting,)

    def copy_spell(self, link: ChainLink, controller: int, new_targets: bool) -> int:
        """CR 707.10: a copy of the spell ``link`` on top of the stack under ``controller``'s
        control; with ``new_targets`` its controller then may choose new targets (CR 707.10c)."""
        from engine.games.mtg.pending import STACK_POLICY  # (state builds on this mixin)

        original = self._card(link.source)
        copy_id = self.create_card(original.defn, controller, self.zone(None, "pila"))  # CR 707.10: its owner, its controller
        copy = self._card(copy_id)
        copy.marks.update({k: v for k, v in original.marks.items() if k not in _NOT_COPIED})  # CR 707.10: the decisions
        copy.marks[SPELL_COPY] = 1
        self.tokens = self.tokens | {copy_id}  # CR 707.10a, 704.5e: it ceases to exist off the stack
        copied = ChainLink(copy_id, controller, link.effect, link.targets, "spell", link.label, link.data)
        self.chain = self.chain.add(copied, STACK_POLICY, self.num_players)
        self.emit(Event("stack", controller, copy_id, self._card_name(copy_id), text="copy"))
        slots = tuple((copy_id, i) for i, t in enumerate(link.targets) if t != NO_TARGET) if new_targets else ()
        if slots:
            self.retargeting = self.retargeting + slots
        else:
            self.queue_ward(copied)  # type: ignore[attr-defined]  # an MtgState (SpellsMixin)
        return copy_id

    def apply_effect(self, effect: Effect, source: int, controller: int, subjects: list[int], x: int) -> None:
        if effect.op == STORM:  # CR 702.40a
            storm(self, source, controller)
            return
        super().apply_effect(effect, source, controller, subjects, x)

    def awaiting_choice(self) -> bool:
        """The resolution that made the copy waits for its new targets (CR 608.2c, 707.10c)."""
        return super().awaiting_choice() or bool(self.retargeting)

    def _copy_link(self, copy_id: int) -> tuple[int, ChainLink]:
        return next((i, link) for i, link in enumerate(self.chain.links) if link.kind == "spell" and link.source == copy_id)

    def _copy_spec(self, link: ChainLink, slot: int) -> str:
        """The kind of target ``slot`` of the spell ``link`` (its modes and splices as cast)."""
        program = self.defn(link.source).program
        if program.enchant:
            return "enchant_" + program.enchant
        spells = program.of_kind("spell")
        return as_cast(program, spells[0][1], link.data).targets[slot]

    def retarget_options(self) -> list[int]:
        """CR 707.10c: the target as it is (legal or not), or any legal target for it."""
        copy_id, slot = self.retargeting[0]
        _i, link = self._copy_link(copy_id)
        current = link.targets[slot]
        legal = candidates(self, self._copy_spec(link, slot), link.controller, copy_id)
        return [current] + [t for t in legal if t != current]

    def retarget_prompt(self) -> Prompt:
        copy_id, slot = self.retargeting[0]
        _i, link = self._copy_link(copy_id)
        name = self._card_name(copy_id)
        return Prompt(PROMPT, link.controller, f"Copia de {name}: elige un nuevo objetivo o deja el actual",
                      tuple(t for t in self.retarget_options() if t >= 0),
                      text_en=f"Copy of {name}: choose a new target or keep the current one")

    def retarget_actions(self, player: int) -> list[Action]:
        return [Action("target", player, targets=(t,)) for t in self.retarget_options()]

    def retarget(self, target: int) -> None:
        """CR 707.10c: the copy's target ``slot`` becomes ``target``; once all its targets are
        chosen, they become its targets (ward and "becomes the target" triggers, CR 702.21a)."""
        (copy_id, slot), self.retargeting = self.retargeting[0], self.retargeting[1:]
        index, link = self._copy_link(copy_id)
        targets = link.targets[:slot] + (target,) + link.targets[slot + 1:]
        link = link.with_data(link.data, targets)
        self.chain = self.chain.with_link(index, link)
        if not any(c == copy_id for c, _s in self.retargeting):
            self.queue_ward(link)  # type: ignore[attr-defined]  # an MtgState (SpellsMixin)

    def retarget_refusal(self, action: Action) -> Rule:
        """The most specific rule a new target breaks: shroud, hexproof, protection (CR 702.18a,
        702.11b, 702.16b), else CR 707.10c (a changed target must be legal)."""
        if not action.targets or not self.retargeting:
            return rule("707.10c")
        copy_id, slot = self.retargeting[0]
        _i, link = self._copy_link(copy_id)
        found = target_rule(self, self._copy_spec(link, slot), action.targets[0], link.controller, copy_id)
        return rule("707.10c" if found == "601.2c" else found)


__all__ = ["PROMPT", "SPELL_COPY", "SpellCopyMixin"]
