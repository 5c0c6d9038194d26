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

Draws, life gains, tokens created and +1/+1 counters put on a permanent are replaced by the
static abilities of ``EVENT_STATICS`` (CR 614.1a, 614.11, 121.6): "draw two cards instead", "you
win the game instead", "twice that much life", "that much life plus 1", "twice that many tokens",
"that many plus one counters". Such an event waits in ``replacing`` (a ``PlayerEvent``) while its
affected player chooses the order of effects that give different results (CR 616.1e–f); effects
that give the same result apply without asking. A replacement has one chance to modify an event
and the events replacing it (CR 614.5): the draws "draw two cards" makes carry what was applied.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Union

from engine.core.actions import Event, Prompt
from engine.core.state import SetupInfo
from engine.core.text import Text
from engine.games.mtg.faces import condition_holds
from engine.games.mtg.untap_limits import skips_untap
from engine.games.mtg.lands import CHECK_STATIC, enters_tapped
from engine.games.mtg.abilities import Ability
from engine.games.mtg.base import PLUS, code_player, player_code
from engine.games.mtg.multiplayer import MultiplayerBase
from engine.games.mtg.rules import rule
from engine.games.mtg.watchers import with_kind, with_static

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


#: Static replacement abilities by the event they modify (CR 614.1a); ``Ability.power`` holds the number.
EVENT_STATICS = {
    "draw": ("draw_more", "draw_win"),  # CR 614.11: "draw N cards instead", "win the game instead"
    "life": ("life_times", "life_plus", "life_to_loss"),  # "twice that much", "plus N", "loses … instead"
    "token": ("token_times",),  # "twice that many of those tokens"
    "counters": ("counters_times", "counters_plus"),  # +1/+1 counters: "twice that many", "that many plus N"
    "entering": ("others_etb_tapped", "others_etb_counter"),  # CR 614.1d: "… enter tapped", "… an additional counter"
}
_EVENT_OF = {static: kind for kind, statics in EVENT_STATICS.items() for static in statics}
_ANY_PLAYER = ("token_times",)  # ``Ability.other``: the effect applies to every player's tokens


@dataclass(frozen=True, slots=True)
class PlayerEvent:
    """A draw of one card, a life gain, a token creation or +1/+1 counters put on ``subject``,
    about to happen, with the replacement effects already applied to it (CR 614.5, 616.1)."""

    kind: str
    player: int  # the affected player (the controller of ``subject`` for counters, CR 616.1)
    amount: int
    applied: tuple[int, ...] = ()
    subject: int = -1


Waiting = Union[DamageEvent, PlayerEvent]


_EVENT_WORDS = {"draw": ("al robo", "to the draw"), "life": ("a la ganancia de vidas", "to the life gain"),
                "token": ("a las fichas", "to the tokens"), "counters": ("a los contadores", "to the counters")}


class ReplacementMixin(MultiplayerBase):
    """Prevention shields, "exile it instead" and the affected player's choice of order."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.shields: tuple[Shield, ...] = ()
        self.replacing: tuple[Waiting, ...] = ()
        self._replacers: tuple[object, dict[str, list[tuple[int, int, Ability]]]] | None = None  # per ``layered()``

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (self.shields, self.replacing)

    def add_shield(self, kind: str, target: int, amount: int, source: int) -> None:
        """CR 615.4, 614.4: the effect exists from now on, before the event it modifies."""
        self.timestamp += 1
        self.shields = self.shields + (Shield(kind, target, amount, source, self.timestamp),)

    def end_turn_effects(self) -> None:
        """CR 514.2: "until end of turn" and "this turn" effects end in the cleanup step."""
        kept = tuple(e for e in self.continuous if e.until != "turn")
        if len(kept) != len(self.continuous):  # the layers change only when an effect ends
            self.continuous = kept
            self.invalidate_statics()
        self.shields = ()
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
        if isinstance(event, PlayerEvent):
            what, what_en = _EVENT_WORDS[event.kind]
            return Prompt("reemplazo", event.player, f"Varios efectos de reemplazo se aplican {what}: elige cuál se aplica primero",
                          tuple(s.source for s in self.replacement_choices()),
                          text_en=f"Several replacement effects apply {what_en}: choose the one to apply first")
        player = self.affected_player(event.target)
        return Prompt("reemplazo", player, "Varios efectos de prevención se aplican: elige cuál se aplica primero",
                      tuple(s.source for s in self._prevention_for(event)),
                      text_en="Several prevention effects apply: choose the one to apply first")

    def replacement_choices(self) -> list[Shield]:
        event = self.replacing[0]
        if isinstance(event, PlayerEvent):
            return self._event_replacers(event)
        return self._prevention_for(event)

    def replacement_verb(self) -> str:
        """The notation of the 616.1 choice: ``prevent X`` for damage, ``replace X`` otherwise."""
        return "replace" if isinstance(self.replacing[0], PlayerEvent) else "prevent"

    def choose_replacement(self, shield: Shield) -> DamageEvent | None:
        """CR 616.1f: the chosen effect applies, then the others are considered again; returns
        the damage left to deal (``None``: nothing, or another choice is pending)."""
        event, self.replacing = self.replacing[0], self.replacing[1:]
        if isinstance(event, PlayerEvent):
            self._apply_replacer(event, shield)
            self.settle_events()
            return None
        rest = self.prevent(self.apply_shield(event, shield))
        return rest if rest is not None and rest.amount > 0 else None

    def leave_game(self, player: int, why: str) -> None:
        """CR 800.4a: a player who left no longer draws, gains life or is dealt damage, so the
        events waiting for their choice (CR 616.1) do not happen."""
        super().leave_game(player, why)
        self.replacing = tuple(e for e in self.replacing if not (
            (isinstance(e, PlayerEvent) and e.player == player)
            or (isinstance(e, DamageEvent) and (e.target == player_code(player) or (e.target >= 0 and not self.on_battlefield(e.target))))))

    # ------------------------------------------------------------------ draws, life, tokens, counters (CR 614.1a)

    def _replacer_statics(self, kind: str) -> list[tuple[int, int, Ability]]:
        """(permanent, ability index, ability) of the static abilities replacing ``kind`` events."""
        layered = self.layered()  # the battlefield's characteristics: read once per change (hot path: every draw)
        cached = self._replacers
        if cached is None or cached[0] is not layered:
            found: dict[str, list[tuple[int, int, Ability]]] = {}
            for cid, index, ability in with_kind(self, "static"):  # in battlefield order
                if ability.static in _EVENT_OF:
                    found.setdefault(_EVENT_OF[ability.static], []).append((cid, index, ability))
            cached = self._replacers = (layered, found)
        return cached[1].get(kind, [])

    def _event_replacers(self, event: PlayerEvent) -> list[Shield]:
        """The replacement effects that could apply to ``event`` now and have not yet (CR 614.5)."""
        found = []
        for cid, index, ability in self._replacer_statics(event.kind):
            stamp = -(1 + 16 * cid + index)
            controller = self._card(cid).controller
            if stamp in event.applied:
                continue
            if ability.static == "life_to_loss":  # "If an opponent would gain life"
                if event.player not in self.opponents(controller):
                    continue
            elif event.player != controller and not (ability.static in _ANY_PLAYER and ability.other):
                continue
            if event.kind == "counters" and not self.defn(event.subject).is_creature:
                continue  # "on a creature you control"
            if ability.static == "draw_win" and self.ids(event.player, "biblioteca"):
                continue  # "while your library has no cards in it"
            found.append(Shield(ability.static, player_code(event.player), ability.power, cid, stamp))
        return found

    def draw(self, player: int, count: int = 1) -> None:
        """CR 121.2: each card is drawn on its own, and each draw can be replaced (CR 121.6, 614.11)."""
        if not self.replacing and not self._replacer_statics("draw"):
            super().draw(player, count)
            return
        self.replacing = self.replacing + tuple(PlayerEvent("draw", player, 1) for _ in range(count))
        self.settle_events()

    def change_life(self, player: int, delta: int) -> None:
        """CR 119.3; a life gain can be replaced (CR 614.1a)."""
        if delta <= 0 or (not self.replacing and not self._replacer_statics("life")):
            super().change_life(player, delta)
            return
        self.replacing = self.replacing + (PlayerEvent("life", player, delta),)
        self.settle_events()

    def tokens_created(self, controller: int, count: int) -> int:
        """CR 614.1a, 616.1g: how many tokens an effect creating ``count`` makes. Every effect
        here doubles, so the order they apply in never changes the result (CR 616.1e)."""
        event = PlayerEvent("token", controller, count)
        for shield in self._event_replacers(event) if count else ():
            self.emit(Event("replace", controller, None, text=self._card_name(shield.source), amount=count))
            count *= shield.amount  # CR 614.5: each applies once
        return count

    def put_counters(self, card_id: int, amount: int) -> None:
        """CR 122.1, 614.1a: +1/+1 counters put on a permanent; "that many plus one" and "twice
        that many" give different results in different orders, so its controller chooses (CR 616.1)."""
        if amount <= 0:
            return
        event = PlayerEvent("counters", self._card(card_id).controller, amount, subject=card_id)
        if not self.replacing and not self._replacer_statics("counters"):
            self._happen(event)
            return
        self.replacing = self.replacing + (event,)
        self.settle_events()

    def settle_events(self) -> None:
        """Waiting events happen in order until one needs its affected player's choice: two
        or more replacements that give different results (CR 616.1e). Effects that give the
        same result apply without asking; each applies once (CR 614.5), then the rest are
        considered again (CR 616.1f)."""
        while self.replacing and self.outcome is None:
            event = self.replacing[0]
            if not isinstance(event, PlayerEvent):
                return  # prevention waiting for its choice
            options = self._event_replacers(event)
            if len({(s.kind, s.amount) for s in options}) > 1:
                return
            self.replacing = self.replacing[1:]
            if options:
                self._apply_replacer(event, options[0])
            else:
                self._happen(event)

    def _apply_replacer(self, event: PlayerEvent, shield: Shield) -> None:
        """CR 614.6: the modified event replaces the original, which never happens; the
        modified events go first in the queue (CR 121.6b, 614.11a: before the sequence goes on)."""
        self.emit(Event("replace", event.player, event.subject if event.subject >= 0 else None,
                        text=self._card_name(shield.source), amount=event.amount))
        applied = event.applied + (shield.timestamp,)
        new: tuple[PlayerEvent, ...] = ()
        if shield.kind == "draw_more":  # CR 614.11: "draw two cards instead"
            new = tuple(replace(event, applied=applied) for _ in range(shield.amount))
        elif shield.kind == "draw_win":  # CR 104.2b, 121.6a: applied even with no card to draw
            source = self._card_name(shield.source)
            self.end_game(event.player, Text(f"P{event.player + 1} gana ({source})",
                                             f"P{event.player + 1} wins ({source})"), rule("104.2b"))
        elif shield.kind == "life_to_loss":  # CR 119.3: a loss, which no gain effect replaces
            super().change_life(event.player, -event.amount)
        elif shield.kind in ("life_times", "counters_times"):
            new = (replace(event, amount=event.amount * shield.amount, applied=applied),)
        elif shield.kind in ("life_plus", "counters_plus"):
            new = (replace(event, amount=event.amount + shield.amount, applied=applied),)
        self.replacing = new + self.replacing

    def _happen(self, event: PlayerEvent) -> None:
        """The event, after its replacements."""
        if event.kind == "draw":
            super().draw(event.player, event.amount)
        elif event.kind == "life":
            super().change_life(event.player, event.amount)
        elif event.kind == "counters" and self.cards[event.subject] is not None:
            card = self._card(event.subject)
            card.counters[PLUS] = card.counters.get(PLUS, 0) + event.amount
            self.emit(Event("counter", card.controller, event.subject, card.defn.name, text=PLUS, amount=event.amount))

    # ------------------------------------------------------------------ entering, skipping (CR 614.1b–d)

    def apply_entering(self, card_id: int) -> None:
        """CR 614.1c–d, 614.12: the effects that modify how a permanent enters (tapped, with
        +1/+1 counters) apply as it enters, each once (CR 616.1); none of them changes what
        another does, so they apply in the order they are printed."""
        card = self._card(card_id)
        counters = 0
        for ability in self.defn(card_id).program.abilities:
            if ability.static == "etb_tapped" or ability.static == CHECK_STATIC and enters_tapped(self, card_id, ability):
                card.rotated = True
            elif ability.static == "etb_counters" and (not ability.condition or condition_holds(self, ability.condition, card_id)):
                counters += ability.power
        for source, _index, ability in self._replacer_statics("entering"):  # CR 614.1d: other permanents' effects
            if source == card_id or not self._enters_under(ability, source, card_id):
                continue
            if ability.static == "others_etb_tapped":
                card.rotated = True
            else:  # "enters with an additional +1/+1 counter"
                counters += ability.power
        if counters:
            self.put_counters(card_id, counters)  # CR 614.12: one event, which other replacements modify

    def _enters_under(self, ability: Ability, source: int, card_id: int) -> bool:
        """Whether ``card_id``, as it would exist on the battlefield (CR 614.12), is one of the
        permanents ``ability`` of ``source`` makes enter tapped or with a counter."""
        owner, entering = self._card(source).controller, self._card(card_id).controller
        if ability.other != (entering != owner):  # ``other``: "your opponents control"
            return False
        return not ability.keywords or any(kind in self.defn(card_id).types for kind in ability.keywords)

    def skips(self, step: str | None, player: int) -> bool:
        """CR 614.1b, 614.10: "Skip your draw step" — the step does not happen at all."""
        return step == "robar" and any(a.kind == "static" and self.controls_permanent(player, c)
                                       for c, _index, a in with_static(self, "skip_draw")) \
            or skips_untap(self, step)  # "Players skip their untap steps"

    # ------------------------------------------------------------------ "exile it instead" (CR 614.1a)

    def dies_to(self, card_id: int) -> str:
        """The zone a creature that would die goes to: its graveyard, or exile when an "exile
        it instead" effect applies (CR 614.1a, 614.6: the replaced event never happens)."""
        if any(s.kind == "exile" and s.target == card_id for s in self.shields) or self.has_static(card_id, "die_exile"):
            return "exilio"
        return "cementerio"
