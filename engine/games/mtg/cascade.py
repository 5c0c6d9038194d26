"""Cascade (CR 702.85a): a triggered ability that works only while the spell is on the stack.
"Cascade" means "When you cast this spell, exile cards from the top of your library until you exile
a nonland card whose mana value is less than this spell's mana value. You may cast that card
without paying its mana cost if the resulting spell's mana value is less than this spell's mana
value. Then put all cards exiled this way that weren't cast on the bottom of your library in a
random order." Each instance triggers separately (CR 702.85c).

``cascade_line`` reads the line into the trigger ``CAST_THIS`` (queued by ``cast_triggers.spell_cast``
as the spell becomes cast, CR 601.2i). As it resolves, ``cascade`` exiles the cards face up, one at a
time, and stops at the first nonland card of lesser mana value (the spell's mana value as it is on the
stack, its X included, CR 202.3e; once it has left the stack, the card's). Its controller is asked
(prompt ``PROMPT``) whether to cast it — during the resolution, so its card type's timing does not
apply — without paying its mana cost (an alternative cost, CR 118.9: ``WITHOUT_MANA_COST`` on the
spell, read by ``SpellsMixin.total_cost``; its X is 0, CR 107.3b); "yes" is refused when it cannot be
cast (no legal target, CR 601.2c; an additional cost it can't pay, CR 118.8). The rest go to the
bottom of the library in a random order: no player knows that order, so what anyone saw of them is
forgotten there (CR 401.2: a library's order is hidden).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.actions import Action, Prompt
from engine.core.errors import Rule
from engine.core.state import SetupInfo
from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.cast_triggers import CAST_THIS
from engine.games.mtg.effects import EffectsMixin
from engine.games.mtg.rules import rule
from engine.games.mtg.targets import any_candidate

CASCADE = "cascade"  # the effect
PROMPT = "cascada"  # "cast it without paying its mana cost?"
WITHOUT_MANA_COST = "sin_coste_de_mana"  # the mark of a spell cast without paying its mana cost (CR 118.9)


def cascade_line(line: str) -> Ability | None:
    """CR 702.85a: "Cascade" as its cast trigger, or ``None``."""
    if line.strip().rstrip(".").lower() != "cascade":
        return None
    return Ability("triggered", line, (Effect(CASCADE),), trigger=CAST_THIS)


class CascadeMixin(EffectsMixin):
    """Cascade's exiling, the question, and the cards going to the bottom."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.cascading: tuple[int, int, tuple[int, ...]] | None = None  # (player, card hit, every card exiled)

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (self.cascading,)

    def apply_effect(self, effect: Effect, source: int, controller: int, subjects: list[int], x: int) -> None:
        if effect.op == CASCADE:  # CR 702.85a
            self.cascade(source, controller)
            return
        super().apply_effect(effect, source, controller, subjects, x)

    def awaiting_choice(self) -> bool:
        return super().awaiting_choice() or self.cascading is not None

    def _spell_value(self, source: int) -> int:
        """The mana value of the spell with cascade: on the stack with its X (CR 202.3e)."""
        defn = self.defn(source)
        link = next((l for l in self.chain.links if l.kind == "spell" and l.source == source), None)
        x = int(link.data[0]) if link is not None and link.data and defn.cost is not None and defn.cost.x else 0
        return defn.mana_value + x * (defn.cost.x if defn.cost is not None else 0)

    def cascade(self, source: int, controller: int) -> None:
        """CR 702.85a: exile from the top until a nonland card of lesser mana value."""
        value = self._spell_value(source)
        exile = self.zone(controller, "exilio")
        exiled: list[int] = []
        while self.ids(controller, "biblioteca"):
            top = self.ids(controller, "biblioteca")[0]
            self.move(top, exile, face_up=True, kind="exile")
            exiled.append(top)
            defn = self.defn(top)
            if not defn.is_land and defn.mana_value < value:
                self.cascading = (controller, top, tuple(exiled))
                return
        self._to_bottom(controller, exiled)

    def cascade_problem(self) -> Rule | None:
        """Why the card hit can't be cast now: no legal target (CR 601.2c), an additional cost
        (CR 118.8, 119.4) or its modes (CR 700.2a)."""
        assert self.cascading is not None
        player, hit, _exiled = self.cascading
        specs: tuple[str, ...] = self.spell_specs(hit)  # type: ignore[attr-defined]  # an MtgState
        if not all(spec.endswith("?") or any_candidate(self, spec, player, hit, besides=hit) for spec in specs):
            return rule("601.2c")
        problem: Rule | None = self.extra_cast_problem(player, hit)  # type: ignore[attr-defined]  # an MtgState
        return problem

    def cascade_prompt(self) -> Prompt:
        assert self.cascading is not None
        player, hit, _exiled = self.cascading
        name = self._card_name(hit)
        return Prompt(PROMPT, player, f"Cascada: ¿lanzas {name} sin pagar su coste de maná?", (hit,),
                      text_en=f"Cascade: cast {name} without paying its mana cost?")

    def cascade_actions(self, player: int) -> list[Action]:
        return ([Action("yes", player)] if self.cascade_problem() is None else []) + [Action("no", player)]

    def answer_cascade(self, cast: bool) -> None:
        """CR 702.85a: cast the card hit without paying its mana cost, or not; then the other
        exiled cards go to the bottom in a random order."""
        assert self.cascading is not None
        player, hit, exiled = self.cascading
        self.cascading = None
        rest = list(exiled)
        if cast:
            rest.remove(hit)
            self._card(hit).marks[WITHOUT_MANA_COST] = 1
            self._begin_cast(player, hit)  # type: ignore[attr-defined]  # an MtgState
            if self.pending.x is None:  # CR 107.3b: X is 0 when the mana cost is not paid
                self.pending = replace(self.pending, x=0)
        self._to_bottom(player, rest)

    def _to_bottom(self, player: int, cards: list[int]) -> None:
        """CR 702.85a: on the bottom of the library in a random order, which nobody knows (CR 401.2)."""
        for i in range(len(cards) - 1, 0, -1):
            j = self.rng.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        library = self.zone(player, "biblioteca")
        for cid in cards:
            self.move(cid, library, bottom=True, kind="library")
            self._card(cid).known = 0

    def cascade_refusal(self) -> Rule:
        return self.cascade_problem() or rule("702.85a") if self.cascading is not None else rule("702.85a")


__all__ = ["CASCADE", "PROMPT", "WITHOUT_MANA_COST", "CascadeMixin", "cascade_line"]
