"""Resolving spells and abilities (CR 608), the effect primitives (CR 701), triggers (CR 603)
and state-based actions (CR 704)."""

from __future__ import annotations

from dataclasses import replace
from itertools import compress
from operator import attrgetter, or_
from typing import Any

from engine.core.actions import Event
from engine.core.cards import Card
from engine.core.chain import Chain, ChainLink
from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.base import DAMAGE, LOYALTY, MINUS, PLUS, POISON, code_player
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.continuous import ContinuousMixin
from engine.games.mtg.replacement import DamageEvent
from engine.games.mtg.resolution import Resume, as_cast
from engine.games.mtg.sagas import sacrifice_sagas, saga_entered
from engine.games.mtg.auras import keeps_itself
from engine.games.mtg.death_triggers import watch_deaths
from engine.games.mtg.enter_triggers import watch_entering
from engine.games.mtg.watchers import triggered_of, watches, watches_any
from engine.games.mtg.chosen_type import ask_creature_type
from engine.games.mtg.graveyard_triggers import queue_graveyard_upkeep
from engine.games.mtg.counter_deaths import last_counters, note_counters
from engine.games.mtg.snow_spent import record as record_snow, spent_on
from engine.games.mtg.turn_counts import note_death, note_entry
from engine.games.mtg.splice import with_spliced
from engine.games.mtg.counted_bonuses import counted_pump
from engine.games.mtg.x_pumps import scaled
from engine.games.mtg.bloodthirst import note_damage
from engine.games.mtg.buyback import BOUGHT
from engine.games.mtg.evoke import EVOKED, was_evoked
from engine.games.mtg.escape import ESCAPED, enter_escaped
from engine.games.mtg.unearth import exile_instead as unearth_exile
from engine.games.mtg.cumulative_upkeep import put_age_counter
from engine.games.mtg import suspend as suspending
from engine.games.mtg.that_player import land_died, land_entered, player_damaged
from engine.games.mtg.damaged_deaths import damage_sources, damaged_died, dealt_damage
from engine.games.mtg.enchanted_dies import after_death, before_death
from engine.games.mtg.died_power import last_power, note_power
from engine.games.mtg.exile_until import held_by, release
from engine.games.mtg.bestow import resolves_as_creature, unbestow
from engine.games.mtg.mutate import merges
from engine.games.mtg.spell_order import keep_order, order_of
from engine.games.mtg.enchanted_leaves import attached_auras, left as aura_left
from engine.games.mtg.attack_permissions import enchant_fits
from engine.games.mtg.their_lands import THEIR_LANDS, lands_counted
from engine.games.mtg.sole_aura import shut_out
from engine.games.mtg.per_count import PREFIX as PER_COUNT, count_of
from engine.games.mtg.player_losses import players_lost
from engine.games.mtg.damage_triggers import damage_dealt
from engine.games.mtg.land_conditions import state_triggers
from engine.games.mtg.state_checks import Watched, watched
from engine.games.mtg.curses import UPKEEP_OF, enchant_player, player_gone, upkeep_player
from engine.games.mtg.conditional_effects import effect_holds
from engine.games.mtg.faces import condition_holds, finish_adventure
from engine.games.mtg.land_difference import LAND_GAP, land_gap
from engine.games.mtg.multikicker import MULTIKICKED
from engine.games.mtg.multiplayer import MultiplayerBase
from engine.games.mtg.targets import NO_TARGET, is_legal
from engine.games.mtg.effect_ops import EACH, ON_CARD, ON_PLAYER, WHOLE
from engine.games.mtg import card_effects, player_effects  # noqa: F401  (they fill ON_CARD and ON_PLAYER)
from engine.games.mtg.effect_subjects import subjects_of

_COUNTERS = attrgetter("counters")  # a card's counters (``_check_permanents`` reads them in one pass, ``state_checks``)


class EffectsMixin(ContinuousMixin, MultiplayerBase):
    """Resolution, effects, triggers and state-based actions."""

    dying_batch: frozenset[int] = frozenset()  # creatures leaving at the same time (``death_triggers``)

    # ------------------------------------------------------------------ zone changes and triggers

    def move(self, card_id: int, dest: int, **kwargs: Any) -> None:
        card = self._card(card_id)
        src = self.zone_table[card.zone][1].name
        controller = card.controller
        if src == "campo" and card.zone != dest:
            dest = unearth_exile(self, card_id, dest)  # CR 702.84a: "exile it instead of putting it anywhere else"
            if self.zone_table[dest][1].name == "cementerio" and self.defn(card_id).is_creature:
                dest = self.owner_zone(card_id, self.dies_to(card_id))  # CR 614.1a: "exile it instead"
            if self.shields:
                self.shields = tuple(s for s in self.shields if s.target != card_id)  # CR 400.7
        damagers = damage_sources(self, card_id) if src == "campo" else ()  # CR 603.10a: read before it leaves
        bonds = before_death(self, card_id) if src == "campo" and self.zone_table[dest][1].name == "cementerio" else []
        power = last_power(self, card_id) if src == "campo" else None  # CR 603.10a: "if its power was 3 or greater"
        counters = last_counters(self, card_id) if src == "campo" else {}  # CR 603.10a: persist, undying, modular
        held = held_by(self, card_id) if src == "campo" and card.zone != dest else ()  # CR 610.3
        auras = attached_auras(self, card_id) if src == "campo" and card.zone != dest else ()  # CR 603.10a
        super().move(card_id, dest, **kwargs)
        dst = self.zone_table[dest][1].name
        if dst == "campo" and src != "campo":
            self.apply_entering(card_id)  # CR 614.1c: enters tapped, with counters
            ask_creature_type(self, card_id)  # CR 614.12: "As CARDNAME enters, choose a creature type"
            saga_entered(self, card_id)  # CR 714.3a: a lore counter
            loyalty = self.defn(card_id).loyalty
            if "planeswalker" in self.defn(card_id).types and loyalty:
                card.counters[LOYALTY] = loyalty  # CR 306.5b
            self.queue_triggers(card_id, "etb")  # CR 603.6a
            watch_entering(self, card_id)  # "whenever another Human enters the battlefield under your control"
            note_entry(self, card_id)  # "if you had an Angel or Berserker enter the battlefield under your control this turn"
            land_entered(self, card_id)  # "Whenever a land enters the battlefield, … that land's controller"
        elif src == "campo" and dst == "cementerio" and self.defn(card_id).is_creature:
            self.creature_died = self.turn  # morbid
            note_death(self, card_id)  # "if three or more creatures died this turn"
            note_power(self, card_id, power)  # CR 603.10a: "if its power was 3 or greater"
            note_counters(self, card_id, counters)  # CR 702.79a, 702.93a, 702.43a
            self.queue_triggers(card_id, "dies")  # CR 700.4, 603.10a
            watch_deaths(self, card_id, controller)  # "whenever another creature dies"
            after_death(self, bonds)  # CR 603.10a: "When enchanted creature dies"
            if damagers:
                damaged_died(self, damagers)  # "Whenever a creature dealt damage by CARDNAME this turn dies"
        if held:  # CR 610.3: what it exiled "until CARDNAME leaves the battlefield" returns
            release(self, card_id, held)
        if auras:  # CR 603.6c: "When enchanted creature leaves the battlefield"
            aura_left(self, auras)
        if src == "campo" and dst == "cementerio":
            land_died(self, card_id, controller)  # "Whenever a land is put into a graveyard from the battlefield"

    def queue_triggers(self, card_id: int, event: str) -> None:
        """CR 603.2: an ability triggers; it is put on the stack the next time a player would
        receive priority (CR 603.3)."""
        for index, ability in enumerate(self.defn(card_id).program.abilities):
            if ability.kind == "triggered" and ability.trigger == event \
                    and not (ability.condition and not condition_holds(self, ability.condition, card_id)):  # CR 603.4
                self.triggers = self.triggers + ((card_id, index, self._card(card_id).controller),)

    def queue_step_triggers(self, event: str) -> None:
        """"At the beginning of your upkeep / end step" abilities of the permanents in play."""
        if watches(self, event) or watches(self, "each_" + event) or (event == "upkeep" and watches_any(self, UPKEEP_OF)):
            self._queue_permanents_step_triggers(event)  # most steps of most games: nothing on the battlefield says so
        if event == "upkeep":  # CR 113.6b: "or if CARDNAME is in your graveyard and you control a Giant"
            self.triggers = self.triggers + tuple(queue_graveyard_upkeep(self))
            self.triggers = self.triggers + tuple(suspending.queue_suspended(self))  # CR 702.62a: from exile

    def _queue_permanents_step_triggers(self, event: str) -> None:
        """CR 503.1a, 513.1a: the permanents' abilities that trigger at the beginning of ``event``, in APNAP order."""
        for player in self.apnap():
            for cid, index, ability in triggered_of(self, player):
                if (ability.trigger == event and player == self.turn_player) or (
                        event == "end_step" and ability.trigger == "each_end_step") or (
                        event == "upkeep" and ability.trigger == "each_upkeep") or (
                        event == "upkeep" and ability.trigger.startswith(UPKEEP_OF)
                        and upkeep_player(self, cid, ability) == self.turn_player):  # CR 503.1a: that player's upkeep
                    if ability.condition and not condition_holds(self, ability.condition, cid):
                        continue  # CR 603.4: an intervening "if" that is false does not trigger
                    self.triggers = self.triggers + ((cid, index, player),)

    # ------------------------------------------------------------------ resolution

    def resolve_top(self) -> None:
        """CR 608.1: the top object of the stack resolves."""
        link, self.chain = self.chain.pop()
        self.emit(Event("resolve", link.controller, link.source, self._card_name(link.source), text=link.label))
        x = int(link.data[0]) if link.data else 0
        if link.kind == "spell":
            self.resolving_x = (link.source, x)  # CR 608.2b: "with mana value X" is checked again with its X
            self._resolve_spell(link, x)
        else:
            ability = self.defn(link.source).program.abilities[link.effect]
            if ability.optional:  # CR 603.5: its controller chooses now whether to do it
                put_age_counter(self, link.source, ability)  # CR 702.24a: first an age counter, then the choice
                self.may = link
                return
            self.run_ability(link.source, link.controller, as_cast(self.defn(link.source).program, ability, link.data),
                             link.targets, x)  # with its chosen modes (CR 700.2)

    def _resolve_spell(self, link: ChainLink, x: int) -> None:
        card_id = link.source
        defn = self.defn(card_id)
        program = defn.program
        if defn.is_permanent:
            if merges(self, link):  # CR 702.140c: a mutating creature spell, its target legal: over or under it
                return
            if program.enchant and resolves_as_creature(self, link):  # CR 702.103e: bestowed, its target illegal
                defn = self.defn(card_id)
                program = defn.program
            if program.enchant:  # CR 303.4a, 608.3b: an Aura whose target is illegal does not resolve
                target = link.targets[0] if link.targets else -1
                if not is_legal(self, "enchant_" + program.enchant, target, link.controller, card_id):
                    self.emit(Event("fizzle", link.controller, card_id, defn.name))
                    self.move(card_id, self.owner_zone(card_id, "cementerio"))
                    return
                self.move(card_id, self.zone(link.controller, "campo"))  # CR 608.3
                if program.enchant == "player":
                    enchant_player(self, card_id, target)
                else:
                    self._card(card_id).attached_to = target
                self.invalidate_statics()
                return
            if program.has_static("etb_copy") and self.copy_candidates(card_id):  # CR 707.5: chosen as it enters
                self.copying = (card_id, link.controller)
                return
            kicks = self._card(card_id).marks.get(MULTIKICKED, 0)
            evoked = was_evoked(self, card_id)  # CR 702.74a: read on the stack, before it becomes a new object
            snow = spent_on(self, card_id)  # "If {S} was spent to cast this spell" in its enters trigger
            order = order_of(self, card_id)  # "if it was the second spell you cast this turn"
            escaped = self._card(card_id).marks.get(ESCAPED)  # CR 702.138b
            suspended = self._card(card_id).marks.get(suspending.FREE)  # CR 702.62a: cast by suspend
            self.move(card_id, self.zone(link.controller, "campo"))  # CR 608.3
            if escaped:
                enter_escaped(self, card_id)  # CR 702.138c: "escapes with a +1/+1 counter on it"
            if suspended:
                suspending.entered(self, card_id)  # CR 702.62a: a creature spell cast this way gains haste
            record_snow(self, card_id, snow)
            keep_order(self, card_id, order)
            if evoked:  # CR 702.74a, 603.4: "if its evoke cost was paid", sacrificed
                self.queue_triggers(card_id, EVOKED)
            if kicks or x:
                self.entered_as_cast(card_id, kicks, x)
            return
        spells = program.of_kind("spell")
        if spells:
            ability = with_spliced(self, card_id, as_cast(program, spells[0][1], link.data))  # CR 702.47b: and the spliced text
            self.run_ability(card_id, link.controller, ability, link.targets, x)
        if self.resume is not None:  # paused for a choice: it leaves the stack once all is done
            self.resume = replace(self.resume, spell=card_id)
            return
        self.spell_done(card_id, link.controller)

    def entered_as_cast(self, card_id: int, kicks: int, x: int) -> None:
        """CR 702.33d–e: the permanent remembers how many times its spell was kicked, and
        "enters with a +1/+1 counter for each time it was kicked" applies (CR 614.1c); CR 107.3m:
        "enters with X +1/+1 counters" uses the X of the spell it was."""
        if kicks:
            self._card(card_id).marks[MULTIKICKED] = kicks
        for ability in self.defn(card_id).program.abilities:
            if ability.static == "etb_counters_kicked" and kicks:
                self.put_counters(card_id, ability.power * kicks)
            elif ability.static == "etb_counters_x" and x:
                self.put_counters(card_id, x)

    def spell_done(self, card_id: int, controller: int) -> None:
        """CR 608.2n: a resolved instant or sorcery goes to its owner's graveyard (CR 702.34a:
        to exile when its flashback cost was paid; CR 715.3d: an Adventure to exile, castable)."""
        if self.cards[card_id] is not None and self.zone_name_of(card_id) == "pila" \
                and not finish_adventure(self, card_id, controller):
            exit_zone = self.stack_exit(card_id)
            if exit_zone == "cementerio" and self._card(card_id).marks.get(BOUGHT):
                exit_zone = "mano"  # CR 702.27a: its buyback cost was paid
            self.move(card_id, self.owner_zone(card_id, exit_zone))

    def stack_exit(self, card_id: int) -> str:
        """Where a card leaving the stack goes: its owner's graveyard or, after flashback, exile."""
        return "exilio" if self._card(card_id).marks.get("retrospectiva") else "cementerio"

    def look_at_top(self, player: int, amount: int) -> tuple[int, tuple[int, ...]] | None:
        """``player`` looks at the top ``amount`` cards of their library (scry, surveil): what
        they then choose among, or ``None`` when the library is empty."""
        top = tuple(self.ids(player, "biblioteca")[:amount])
        for cid in top:
            self._card(cid).known |= 1 << player
        return (player, top) if top else None

    def awaiting_choice(self) -> bool:
        """A player has to choose before the resolution goes on (CR 608.2c)."""
        return bool(self.discarding) or self.scry is not None or self.surveil is not None or self.choosing_color is not None \
            or self.searching is not None \
            or bool(self.replacing) or self.toggling is not None \
            or self.removing is not None or self.placing is not None  # CR 616.1: replacements ordered; 608.2d: choices

    def continue_resolution(self) -> None:
        """The choice was made: the rest of the paused instructions run (CR 608.2c)."""
        paused, self.resume = self.resume, None
        assert isinstance(paused, Resume)
        self._run_effects(paused.source, paused.controller, paused.ability, paused.targets, paused.x, paused.legal,
                          paused.index)
        if self.resume is not None:
            self.resume = replace(self.resume, spell=paused.spell)
        elif paused.spell >= 0:
            self.spell_done(paused.spell, paused.controller)

    def run_ability(self, source: int, controller: int, ability: Ability, targets: tuple[int, ...], x: int) -> bool:
        """CR 608.2b: targets are checked again; with every target illegal nothing happens;
        otherwise the effects run in order, skipping the illegal targets. Returns whether it resolved."""
        if ability.condition and not condition_holds(self, ability.condition, source):
            return False  # CR 603.4: checked again on resolution
        legal = [is_legal(self, kind, targets[i], controller, source) if i < len(targets) else False
                 for i, kind in enumerate(ability.targets)]
        if ability.targets and not any(legal) and any(t != NO_TARGET for t in targets):
            self.emit(Event("fizzle", controller, source, self._card_name(source)))
            return False  # CR 115.6: with zero targets chosen it still resolves
        self._run_effects(source, controller, ability, targets, x, tuple(legal), 0)
        return True

    def _run_effects(self, source: int, controller: int, ability: Ability, targets: tuple[int, ...], x: int,
                     legal: tuple[bool, ...], start: int) -> None:
        """CR 608.2c: the instructions from ``start`` on, in order; a choice pauses them."""
        for index in range(start, len(ability.effects)):
            effect = ability.effects[index]
            if effect.condition and not effect_holds(self, effect.condition, source, controller, targets):
                continue  # CR 608.2c: "If this spell was foretold, …", "Otherwise, …"
            if effect.op == "fight":  # CR 701.12a, 701.12b: both must still be legal creatures
                if legal[effect.slot] and legal[effect.amount]:
                    self.fight(targets[effect.slot], targets[effect.amount])
                continue
            if effect.op == "fight_other":
                continue
            if effect.target:
                if not legal[effect.slot]:
                    continue
                subjects = [targets[effect.slot]]
            else:
                subjects = subjects_of(self, effect.who, source, controller)  # type: ignore[arg-type]  # an MtgState
            self.apply_effect(effect, source, controller, subjects, x)
            if self.awaiting_choice():
                self.resume = Resume(source, controller, ability, targets, x, legal, index + 1)
                return

    def _defending(self, defender: int) -> int:
        """The player an attack on ``defender`` (a ``player_code`` or a planeswalker's id) is against."""
        return code_player(defender) if defender < 0 else self._card(defender).controller

    def apply_effect(self, effect: Effect, source: int, controller: int, subjects: list[int], x: int) -> None:
        """One effect, its amount counted now (CR 608.2h), by its op's handler in ``effect_ops``:
        once for the whole effect, or for each subject in order."""
        amount = x if effect.x else effect.amount
        if effect.keyword.startswith(PER_COUNT):  # CR 608.2h: "for each creature card in your graveyard"
            amount *= count_of(self, effect.keyword, controller, source)
        if effect.keyword.startswith(THEIR_LANDS):  # CR 608.2h: "equal to the number of Swamps they control"
            amount *= lands_counted(self, effect.keyword, self.turn_player)
        if effect.op == "pump" and effect.keyword.startswith(PER_COUNT):  # CR 608.2h: "+X/+X, where X is …", counted now
            effect = counted_pump(self, effect, controller)
        if effect.keyword == LAND_GAP:  # CR 608.2h: "equal to the difference" in lands, counted now
            amount = land_gap(self, controller, subjects)
        if effect.keyword == "per_kick":  # CR 702.33e: "for each time it was kicked"
            card = self.cards[source]
            amount *= card.marks.get(MULTIKICKED, 0) if card is not None else 0
        if effect.keyword == "per_extra_blocker":  # CR 702.23b: rampage counts its blockers as it resolves
            extra = max(0, sum(1 for _b, a in self.blockers if a == source) - 1)
            effect = replace(effect, power=effect.power * extra, toughness=effect.toughness * extra, keyword="")
        if effect.keyword == "per_opponent_attacked":  # CR 702.121a: melee counts the opponents attacked
            attacked = {self._defending(d) for _a, d in self.attackers}
            effect = replace(effect, power=effect.power * len(attacked), toughness=effect.toughness * len(attacked), keyword="")
        if effect.x and effect.op == "pump":  # CR 107.3a: "+X/+0"
            effect = scaled(effect, x)
        op = effect.op
        whole = WHOLE.handlers.get(op)
        if whole is not None:
            whole(self, effect, source, controller, subjects, amount)
            return
        each, on_player, on_card = EACH.handlers.get(op), ON_PLAYER.handlers.get(op), ON_CARD.handlers.get(op)
        self.dying_batch = frozenset(subjects)  # CR 603.10a: destroyed at the same time, they see each other die
        for subject in subjects:
            if each is not None:
                each(self, effect, source, controller, subject, amount)
            elif subject < 0:
                if on_player is not None:
                    on_player(self, effect, source, controller, code_player(subject), amount)
            elif on_card is not None and (self.cards[subject] or op == "counter_spell"):
                on_card(self, effect, source, controller, subject, amount)
        self.dying_batch = frozenset()

    def put_token(self, defn: MtgCard, controller: int) -> int:
        """CR 111.1: a token enters the battlefield under ``controller``'s control (with its
        entering replacements, CR 614.1c, and its own enter triggers, CR 603.6a)."""
        cid = self.create_card(defn, controller, self.zone(controller, "campo"))
        self.tokens = self.tokens | {cid}
        self.timestamp += 1
        self._card(cid).marks["since"] = self.turn
        self.timestamps[cid] = self.timestamp
        self.invalidate_statics()
        self.apply_entering(cid)
        self.emit(Event("token", controller, cid, defn.name, dst=f"P{controller + 1}.campo"))
        self.queue_triggers(cid, "etb")
        watch_entering(self, cid)
        return cid

    def deal_damage(self, source: int, controller: int, target: int, amount: int, combat: bool = False) -> None:
        """CR 120.3: damage to a player loses that much life; to a creature it is marked.
        Deathtouch (CR 702.2b) and lifelink (CR 702.15b) of the source apply."""
        if amount <= 0:
            return
        if target >= 0 and self.protected_from(target, source):
            return  # CR 702.16e: the damage is prevented
        event = DamageEvent(source, controller, target, amount, combat)
        if self.may_prevent():
            prevented = self.prevent(event)  # CR 615, 616.1
            if prevented is None or prevented.amount <= 0:
                return
            event = prevented
        self.deal_prevented(event)

    def deal_prevented(self, event: DamageEvent) -> None:
        """CR 120.3: the damage left after prevention is dealt."""
        source, controller, target, amount, combat = event.source, event.controller, event.target, event.amount, event.combat
        keywords = self.keywords(source) if self.on_battlefield(source) else self.defn(source).program.keywords
        if target < 0:
            note_damage(self, code_player(target))  # bloodthirst's "if an opponent was dealt damage this turn"
            if "infect" in keywords:  # CR 702.90b, 120.3b: poison counters instead of losing life
                player = code_player(target)
                self.counters[player][POISON] = self.counters[player].get(POISON, 0) + amount
                self.emit(Event("counter", player, text=POISON, amount=amount))
            else:
                self.change_life(code_player(target), -amount)
            player_damaged(self, source, code_player(target), combat)  # "deals damage to an opponent, that player …"
            toxic = sum(a.power for a in self.defn(source).program.abilities if a.static == "toxic") if combat else 0
            if toxic:  # CR 702.164c, 120.3g: poison counters besides the damage's other results
                player = code_player(target)
                self.counters[player][POISON] = self.counters[player].get(POISON, 0) + toxic
                self.emit(Event("counter", player, text=POISON, amount=toxic))
            if combat and self.on_battlefield(source):  # CR 510.2, 603.2: "deals combat damage to a player"
                self.queue_triggers(source, "combat_damage_player")
            if combat and source in self.commanders:  # CR 903.10a
                key = (source, code_player(target))
                damage = dict(self.commander_damage)
                damage[key] = damage.get(key, 0) + amount
                self.commander_damage = tuple(sorted(damage.items()))
        else:
            if not self.on_battlefield(target):
                return
            card = self._card(target)
            if "planeswalker" in self.defn(target).types and not self.defn(target).is_creature:
                card.counters[LOYALTY] = max(0, card.counters.get(LOYALTY, 0) - amount)  # CR 120.3c, 306.8
                dealt_damage(self, source, target)  # "target creature or planeswalker that was dealt damage this turn"
                self.emit(Event("damage", card.controller, target, card.defn.name, amount=amount))
                if "lifelink" in keywords:
                    self.change_life(controller, amount)
                return
            if "infect" in keywords or "wither" in keywords:  # CR 702.90c, 702.80a, 120.3d: -1/-1 counters, not damage
                card.counters[MINUS] = card.counters.get(MINUS, 0) + amount
                self.invalidate_statics()
            else:
                card.counters[DAMAGE] = card.counters.get(DAMAGE, 0) + amount
            dealt_damage(self, source, target)  # remembered this turn (Sengir Vampire)
            if "deathtouch" in keywords:
                self.deathtouched = self.deathtouched | {target}
            self.emit(Event("damage", card.controller, target, card.defn.name, amount=amount))
        damage_dealt(self, source, target, combat)  # "Whenever CARDNAME is dealt damage", "a creature you control deals combat damage"
        if "lifelink" in keywords:
            self.change_life(controller, amount)

    def fight(self, first: int, second: int) -> None:
        """CR 701.12a: two creatures deal damage equal to their power to each other."""
        if not (self.on_battlefield(first) and self.on_battlefield(second)):
            return
        one, two = self.power_toughness(first)[0], self.power_toughness(second)[0]
        self.deal_damage(first, self._card(first).controller, second, one)
        self.deal_damage(second, self._card(second).controller, first, two)

    def destroy(self, card_id: int, regenerable: bool = True) -> None:
        """CR 701.7a: to the owner's graveyard, unless indestructible (CR 702.12b) or
        regenerated (CR 701.15a: tapped, damage removed, out of combat instead)."""
        if not self.on_battlefield(card_id) or self.has(card_id, "indestructible"):
            return
        card = self._card(card_id)
        shields = [m for m in card.modifiers if m.kind == "regen"]
        if shields and regenerable:
            mods = list(card.modifiers)
            mods.remove(shields[0])
            card.modifiers = tuple(mods)
            card.counters.pop(DAMAGE, None)
            self.tap(card_id)
            self._leave_combat(card_id)
            self.emit(Event("regenerate", card.controller, card_id, card.defn.name))
            return
        self.move(card_id, self.owner_zone(card_id, "cementerio"), kind="destroy")

    def counter(self, card_id: int, exile: bool = False) -> None:
        """CR 701.5a: a countered spell leaves the stack for its owner's graveyard (CR 614.1a:
        ``exile``, "exile it instead of putting it into its owner's graveyard")."""
        if self.defn(card_id).program.has_static("uncounterable"):
            return  # CR 113.6g, 101.1: "This spell can't be countered."
        links = tuple(link for link in self.chain.links if not (link.kind == "spell" and link.source == card_id))
        if len(links) == len(self.chain.links):
            return
        self.chain = Chain(links, self.chain.window, self.chain.passes, self.chain.starter)
        self.emit(Event("counter_spell", self._card(card_id).owner, card_id, self._card_name(card_id)))
        self.move(card_id, self.owner_zone(card_id, "exilio" if exile else self.stack_exit(card_id)))

    # ------------------------------------------------------------------ state-based actions

    def keep_legend(self, card_id: int) -> None:
        """CR 704.5j: the chosen legendary permanent stays; the others go to the graveyard."""
        assert self.legend is not None
        for cid in self.legend[1]:
            if cid != card_id and self.on_battlefield(cid):
                self.move(cid, self.owner_zone(cid, "cementerio"), kind="legend_rule")
        self.legend = None

    def state_based_actions(self) -> bool:
        """CR 704.3: perform every applicable state-based action at once; report if any did."""
        self.apply_control()  # CR 613.1b: control from static abilities follows their sources
        permanents = watched(self)  # read once for every pass below: no card moves before the end
        state_triggers(self)  # CR 603.8: "When you control no Islands, …"
        if players_lost(self):
            return True
        if self.to_command is None:  # CR 903.9a: a commander put into a graveyard or exile
            for cid in sorted(self.commanders):
                card = self.cards[cid]
                if card is not None and self.zone_table[card.zone][1].name in ("cementerio", "exilio") \
                        and not card.marks.get("en_zona"):
                    self.to_command = cid
                    return True
        graveyard: list[int] = []
        destroyed: list[int] = []
        legends: dict[tuple[int, str], list[int]] = {}
        worlds: list[int] = []
        acted = self._check_permanents(permanents, graveyard, destroyed, legends, worlds)
        if len(worlds) > 1:
            worlds = [cid for cid in worlds if cid not in graveyard]
        if len(worlds) > 1:  # CR 704.5k: only the world permanent that has been one for the shortest time stays
            newest = max(self.timestamps.get(cid, 0) for cid in worlds)
            newer = [cid for cid in worlds if self.timestamps.get(cid, 0) == newest]
            graveyard += [cid for cid in worlds if len(newer) > 1 or cid not in newer]
        for (controller, _name), group in legends.items():  # CR 704.5j: its controller chooses one
            group = [c for c in group if c not in graveyard and c not in destroyed]
            if len(group) > 1 and self.legend is None:
                self.legend = (controller, tuple(group))
                acted = True
        self.deathtouched = frozenset()
        self.dying_batch = frozenset(graveyard + destroyed)  # CR 603.10a: they die at the same time
        for cid in graveyard:
            if self.on_battlefield(cid):
                self.move(cid, self.owner_zone(cid, "cementerio"), kind="destroy")
                acted = True
        for cid in destroyed:
            if self.on_battlefield(cid):
                self.destroy(cid)
                acted = True
        self.dying_batch = frozenset()
        acted = sacrifice_sagas(self) or acted  # CR 704.5s
        for cid in sorted(self.tokens):  # CR 704.5d
            if not self.on_battlefield(cid) and self.zone_name_of(cid) != "pila":
                self.vanish(cid)
                acted = True
        if acted:
            self.invalidate_statics()
        return acted

    def _check_permanents(self, permanents: Watched, graveyard: list[int], destroyed: list[int],
                          legends: dict[tuple[int, str], list[int]], worlds: list[int]) -> bool:
        """CR 704.5f-q on each permanent: fills what goes to the graveyard, what is destroyed, the
        legends by controller and name and the world permanents; reports if a counter or an
        Equipment changed already."""
        acted = False
        cards = self.cards
        defns = self.layered().defns
        perms, always = permanents  # a land or a plain creature without counters, say: nothing below applies to it
        for cid in compress(perms, map(or_, always, map(bool, map(_COUNTERS, map(cards.__getitem__, perms))))):
            card: Card = cards[cid]  # type: ignore[assignment]
            defn: MtgCard = defns.get(cid) or card.defn if defns else card.defn  # type: ignore[assignment]
            if "world" in defn.supertypes:
                worlds.append(cid)  # CR 704.5k
            if card.counters.get(PLUS) and card.counters.get(MINUS):  # CR 704.5q
                n = min(card.counters[PLUS], card.counters[MINUS])
                for name in (PLUS, MINUS):
                    card.counters[name] -= n
                    if not card.counters[name]:
                        del card.counters[name]
                acted = True
            if "planeswalker" in defn.types and card.counters.get(LOYALTY, 0) <= 0:
                graveyard.append(cid)  # CR 704.5i
                continue
            if defn.is_creature and not self.unharmed(card, defn):
                _power, toughness = self.power_toughness(cid)
                damage = card.counters.get(DAMAGE, 0)
                if toughness <= 0:  # CR 704.5f
                    graveyard.append(cid)
                    continue
                if (damage >= toughness or (damage and cid in self.deathtouched)) and not self.has(cid, "indestructible"):
                    destroyed.append(cid)  # CR 704.5g, 704.5h: destroyed (so it can regenerate)
                    continue
            if defn.program.enchant == "player":  # CR 704.5m
                if player_gone(self, cid):
                    graveyard.append(cid)
                    continue
            elif defn.program.enchant:  # CR 704.5m
                host = card.attached_to
                kind = defn.program.enchant
                if host is None or not self.on_battlefield(host) \
                        or not enchant_fits(kind, self.defn(host), self._card(host).controller == card.controller) or shut_out(self, host, cid) \
                        or self.protected_from(host, cid) and not any(map(keeps_itself, defn.program.abilities)):  # CR 702.16c
                    if unbestow(self, cid):  # CR 702.103f: a bestowed Aura stays, the creature again
                        acted = True
                        continue
                    graveyard.append(cid)
                    continue
            elif card.attached_to is not None and "equipment" in defn.subtypes:  # CR 704.5n
                host = card.attached_to
                if not self.on_battlefield(host) or not self.defn(host).is_creature or self.protected_from(host, cid):
                    card.attached_to = None
                    acted = True
            if "legendary" in defn.supertypes:
                legends.setdefault((card.controller, defn.name), []).append(cid)
        return acted
