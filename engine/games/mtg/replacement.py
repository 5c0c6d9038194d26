"""Replacement and prevention effects (CR 614, 615) and how several of them interact (CR 616).

Effects of resolved spells and abilities are ``Shield`` records that last until they are used up
or the turn ends: "prevent the next N damage that would be dealt to …" (CR 615.7), "prevent all
combat damage that would be dealt this turn" and "if that creature would die this turn, exile it
instead" (CR 614.1a). Static ones come from the permanents' abilities ("If CARDNAME would die,
exile it instead"). When two or more prevention effects could apply to the same damage, the
affected player (the player, or the controller of the permanent, dealt the damage) chooses one,
it is applied, and the rest are considered again (CR 616.1e–f); each is applied at most once to
that event (CR 616.1, 614.5). Damage whose choice is pending is dealt as soon as it is made,
before anyone receives priority (``EffectsMixin.deal_prevented``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.actions import Event, Prompt
from engine.core.state import SetupInfo
from engine.games.mtg.abilities import Ability
from engine.games.mtg.base import PLUS, MtgBase, code_player

ANY = -99


@dataclass(frozen=True, slots=True)
class Shield:
    """A prevention or replacement effect of a resolved spell or ability.

    ``kind``: ``prevent`` (the next ``amount`` damage to ``target``, CR 615.7), ``all`` (all
    damage to ``target`` this turn), ``fog`` (all combat damage this turn), ``exile`` (if
    ``target`` would die this turn, exile it instead).
    """

    kind: str
    target: int
    amount: int
    source: int
    timestamp: int


@dataclass(frozen=True, slots=True)
class DamageEvent:
    """Damage about to be dealt whose affected player is choosing among prevention effects."""

    source: int
    controller: int
    target: int
    amount: int
    combat: bool
    applied: tuple[int, ...] = ()  # timestamps of the effects already applied (CR 616.1)


class ReplacementMixin(MtgBase):
    """Prevention shields, "exile it instead" and the affected player's choice of order."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.shields: tuple[Shield, ...] = ()
        self.replacing: tuple[DamageEvent, ...] = ()

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (self.shields, self.replacing)

    def add_shield(self, kind: str, target: int, amount: int, source: int) -> None:
        """CR 615.4, 614.4: the effect exists from now on, before the event it modifies."""
        self.timestamp += 1
        self.shields = self.shields + (Shield(kind, target, amount, source, self.timestamp),)

    def end_turn_effects(self) -> None:
        """CR 514.2: "until end of turn" and "this turn" effects end in the cleanup step."""
        self.continuous = tuple(e for e in self.continuous if e.until != "turn")
        self.shields = ()
        self.invalidate_statics()
        self.apply_control()

    # ------------------------------------------------------------------ prevention (CR 615)

    def _prevention_for(self, event: DamageEvent) -> list[Shield]:
        found = []
        for shield in self.shields:
            if shield.timestamp in event.applied:
                continue
            if shield.kind == "prevent" and shield.target == event.target and shield.amount > 0:
                found.append(shield)
            elif (shield.kind == "fog" and event.combat) or (shield.kind == "all" and shield.target == event.target):
                found.append(shield)
        for source, ability in self.statics():  # static prevention: its own, or an Aura's (CR 615.1a)
            if -1 - source in event.applied:
                continue
            if ability.static == "prevent_self" and source == event.target:
                found.append(Shield("all", event.target, 0, source, -1 - source))
            elif ability.static == "fog_attached" and event.combat and \
                    self._card(source).attached_to in (event.target, event.source):
                found.append(Shield("all", event.target, 0, source, -1 - source))
        return found

    def may_prevent(self) -> bool:
        """Whether any prevention effect exists now (so plain damage skips the search)."""
        return bool(self.shields) or any(a.static in ("prevent_self", "fog_attached") for _s, a in self.statics())

    def affected_player(self, target: int) -> int:
        """CR 616.1: the affected player, or the controller of the affected object."""
        return code_player(target) if target < 0 else self._card(target).controller

    def prevent(self, event: DamageEvent) -> DamageEvent | None:
        """CR 615, 616.1: apply the prevention effects to ``event``; ``None`` when the affected
        player must choose which applies first (the event waits in ``replacing``)."""
        while event.amount > 0:
            options = self._prevention_for(event)
            if not options:
                break
            if len(options) > 1:  # CR 616.1e: the affected player chooses
                self.replacing = self.replacing + (event,)
                return None
            event = self.apply_shield(event, options[0])
        return event

    def apply_shield(self, event: DamageEvent, shield: Shield) -> DamageEvent:
        """CR 615.6, 615.7: the damage prevented never happens; a "next N" shield is used up."""
        prevented = min(shield.amount, event.amount) if shield.kind == "prevent" else event.amount
        if shield.kind == "prevent":
            self.shields = tuple(replace(s, amount=s.amount - prevented) if s is shield else s for s in self.shields)
        if prevented:
            self.emit(Event("prevent", self.affected_player(event.target), event.target if event.target >= 0 else None,
                            text=self._card_name(shield.source), amount=prevented))
        return replace(event, amount=event.amount - prevented, applied=event.applied + (shield.timestamp,))

    def replacement_prompt(self) -> Prompt:
        event = self.replacing[0]
        player = self.affected_player(event.target)
        return Prompt("reemplazo", player, "Varios efectos de prevención se aplican: elige cuál se aplica primero",
                      tuple(s.source for s in self._prevention_for(event)),
                      text_en="Several prevention effects apply: choose the one to apply first")

    def replacement_choices(self) -> list[Shield]:
        return self._prevention_for(self.replacing[0])

    def choose_replacement(self, shield: Shield) -> DamageEvent | None:
        """CR 616.1f: the chosen effect applies, then the others are considered again; returns
        the damage left to deal (``None``: nothing, or another choice is pending)."""
        event, self.replacing = self.replacing[0], self.replacing[1:]
        rest = self.prevent(self.apply_shield(event, shield))
        return rest if rest is not None and rest.amount > 0 else None

    # ------------------------------------------------------------------ entering, skipping (CR 614.1b–d)

    def apply_entering(self, card_id: int) -> None:
        """CR 614.1c–d, 614.12: the effects that modify how a permanent enters (tapped, with
        +1/+1 counters) apply as it enters, each once (CR 616.1); none of them changes what
        another does, so they apply in the order they are printed."""
        card = self._card(card_id)
        for ability in self.defn(card_id).program.abilities:
            if ability.static == "etb_tapped":
                card.rotated = True
            elif ability.static == "etb_counters":
                card.counters[PLUS] = card.counters.get(PLUS, 0) + ability.power

    def skips(self, step: str | None, player: int) -> bool:
        """CR 614.1b, 614.10: "Skip your draw step" — the step does not happen at all."""
        return step == "robar" and any(a.static == "skip_draw" for _c, a in self.all_statics(player))

    def all_statics(self, player: int) -> list[tuple[int, Ability]]:
        return [(c, a) for c in self.battlefield(player) for a in self.defn(c).program.abilities if a.kind == "static"]

    # ------------------------------------------------------------------ "exile it instead" (CR 614.1a)

    def dies_to(self, card_id: int) -> str:
        """The zone a creature that would die goes to: its graveyard, or exile when an "exile
        it instead" effect applies (CR 614.1a, 614.6: the replaced event never happens)."""
        if any(s.kind == "exile" and s.target == card_id for s in self.shields) or self.has_static(card_id, "die_exile"):
            return "exilio"
        return "cementerio"
