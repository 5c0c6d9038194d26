"""Effects on the damage of "a source of your choice" (CR 609.7): "The next time a red source of
your choice would deal damage to you this turn, prevent that damage" (CR 615.7, with "you gain
life equal to the damage prevented this way", CR 615.5) and "… would deal damage to target
creature this turn, that source deals that damage to you instead" (redirection, CR 614.9).

The source is chosen as the effect is created, while the spell or ability resolves (CR 609.7a):
a permanent or a spell on the stack, of the colour the effect names. The shield then waits for
the next damage that source would deal; it checks the colour again then (CR 609.7b) and is used
up once it has applied.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.actions import Action, Event, Prompt
from engine.core.state import SetupInfo
from engine.games.mtg.abilities import Effect
from engine.games.mtg.base import code_player, player_code
from engine.games.mtg.effects import EffectsMixin
from engine.games.mtg.replacement import DamageEvent, Shield

#: Effect ops asking for a source of damage, with the kind of shield they create.
SOURCE_OPS = {"prevent_source": "source_next", "prevent_source_gain": "source_next_gain", "redirect_source": "source_redirect"}
SOURCE_KINDS = frozenset(SOURCE_OPS.values())


@dataclass(frozen=True, slots=True)
class SourceChoice:
    """A resolving effect waiting for its controller to choose a source of damage (CR 609.7a)."""

    kind: str  # the shield kind (``SOURCE_OPS``)
    effect_source: int  # the card whose spell or ability creates the effect
    player: int  # who chooses: the effect's controller
    color: str  # "" or the colour letter the source must have (CR 609.7b)
    protected: int  # the player code or permanent the damage would be dealt to


class SourceChoiceMixin(EffectsMixin):
    """The ``fuente`` prompt and the shields keyed to a chosen source."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.choosing_source: SourceChoice | None = None
        self.source_shields: tuple[tuple[int, int, str, int], ...] = ()  # (shield timestamp, chosen source, colour, to)

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (self.choosing_source, self.source_shields)

    def source_candidates(self, color: str) -> list[int]:
        """CR 609.7a: a permanent or a spell on the stack (of the colour named, if any)."""
        found = self.battlefield() + [link.source for link in self.chain.links if link.kind == "spell"]
        return [c for c in found if not color or color in self.defn(c).colors]

    def ask_source(self, effect: Effect, source: int, controller: int, subject: int) -> None:
        """While the effect resolves, its controller chooses the source (CR 609.7a); with no
        possible source the effect has nothing to wait for (CR 614.7)."""
        choice = SourceChoice(SOURCE_OPS[effect.op], source, controller, effect.keyword, subject)
        if not self.source_candidates(choice.color):
            return
        self.choosing_source = choice
        color = {"W": "blanca", "U": "azul", "B": "negra", "R": "roja", "G": "verde"}.get(choice.color, "")
        color_en = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}.get(choice.color, "")
        self.prompt = Prompt("fuente", controller, f"{self._card_name(source)}: elige una fuente {color}".rstrip(),
                             tuple(self.source_candidates(choice.color)),
                             text_en=f"{self._card_name(source)}: choose a {color_en + ' ' if color_en else ''}source")

    def source_actions(self, p: int) -> list[Action]:
        assert self.choosing_source is not None
        return [Action("source", p, (c,)) for c in self.source_candidates(self.choosing_source.color)]

    def choose_source(self, chosen: int) -> None:
        """CR 609.7a: the source is fixed now; the shield exists from now on (CR 615.4)."""
        choice, self.choosing_source = self.choosing_source, None
        assert choice is not None
        self.emit(Event("choose", choice.player, chosen, self._card_name(chosen), text=self._card_name(choice.effect_source)))
        to = player_code(choice.player)  # a redirection's new recipient: "deals that damage to you instead"
        self.add_shield(choice.kind, choice.protected, 0, choice.effect_source)
        self.source_shields = self.source_shields + ((self.timestamp, chosen, choice.color, to),)

    def source_prevention(self, event: DamageEvent) -> list[Shield]:
        """The waiting shields for ``event``'s source that still apply (CR 609.7b: the colour is
        checked again now; a shield that does not apply is not used)."""
        found = []
        for stamp, chosen, color, _to in self.source_shields:
            if chosen != event.source or stamp in event.applied:
                continue
            shield = next((s for s in self.shields if s.timestamp == stamp), None)
            if shield is None or shield.target != event.target:
                continue
            if color and (self.cards[chosen] is None or color not in self.defn(chosen).colors):
                continue
            found.append(shield)
        return found

    def apply_source_shield(self, event: DamageEvent, shield: Shield) -> DamageEvent:
        """The next damage from the chosen source: prevented (CR 615.7; with the life gained
        just after, CR 615.5) or dealt to the effect's controller instead (CR 614.9). Used up."""
        entry = next(e for e in self.source_shields if e[0] == shield.timestamp)
        self.shields = tuple(s for s in self.shields if s is not shield)
        self.source_shields = tuple(e for e in self.source_shields if e is not entry)
        applied = event.applied + (shield.timestamp,)
        if shield.kind == "source_redirect":
            if shield.target >= 0 and not self.on_battlefield(shield.target):
                return replace(event, applied=applied)  # CR 614.9: it does nothing
            self.emit(Event("redirect", code_player(entry[3]), None, text=self._card_name(shield.source), amount=event.amount))
            return replace(event, target=entry[3], applied=applied)
        self.emit(Event("prevent", self.affected_player(event.target), event.target if event.target >= 0 else None,
                        text=self._card_name(shield.source), amount=event.amount))
        if shield.kind == "source_next_gain":
            self.change_life(self.affected_player(event.target), event.amount)  # CR 615.5
        return replace(event, amount=0, applied=applied)

    def _prevention_for(self, event: DamageEvent) -> list[Shield]:
        found = super()._prevention_for(event)
        return found + self.source_prevention(event) if self.source_shields else found

    def apply_shield(self, event: DamageEvent, shield: Shield) -> DamageEvent:
        if shield.kind in SOURCE_KINDS:
            return self.apply_source_shield(event, shield)
        return super().apply_shield(event, shield)

    def awaiting_choice(self) -> bool:
        return super().awaiting_choice() or self.choosing_source is not None

    def apply_effect(self, effect: Effect, source: int, controller: int, subjects: list[int], x: int) -> None:
        if effect.op in SOURCE_OPS:  # CR 609.7a: the source is chosen as the effect is created
            for subject in subjects:
                self.ask_source(effect, source, controller, subject)
            return
        super().apply_effect(effect, source, controller, subjects, x)

    def leave_game(self, player: int, why: str) -> None:
        """CR 800.4a: a source a player who left was choosing is not chosen (their effect ends)."""
        super().leave_game(player, why)
        if self.choosing_source is not None and self.choosing_source.player == player:
            self.choosing_source = None

    def end_turn_effects(self) -> None:
        """CR 514.2: the "this turn" shields end."""
        super().end_turn_effects()
        self.source_shields = ()


__all__ = ["SourceChoiceMixin", "SOURCE_OPS", "SourceChoice"]
