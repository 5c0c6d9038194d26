"""Resolving spells and abilities (CR 608), the effect primitives (CR 701), triggers (CR 603)
and state-based actions (CR 704)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.actions import Event
from engine.core.chain import Chain, ChainLink
from engine.core.terms import translate_type_line
from engine.games.mtg.abilities import PRINTED_ES, Ability, Effect, Token
from engine.games.mtg.base import DAMAGE, LIFE, LOYALTY, MINUS, PLUS, POISON, code_player
from engine.games.mtg.cards import MtgCard, make_card
from engine.games.mtg.continuous import LAYER_OPS, SHIELD_OPS, ContinuousMixin
from engine.games.mtg.replacement import DamageEvent
from engine.games.mtg.resolution import Resume, as_cast
from engine.games.mtg.sagas import sacrifice_sagas, saga_entered
from engine.games.mtg.rules import rule
from engine.games.mtg.auras import keeps_itself
from engine.games.mtg.death_triggers import watch_deaths
from engine.games.mtg.enter_triggers import watch_entering
from engine.games.mtg.watchers import triggered_of
from engine.games.mtg.chosen_type import ask_creature_type
from engine.games.mtg.treasure import TREASURE, treasure_card
from engine.games.mtg.graveyard_triggers import queue_graveyard_upkeep
from engine.games.mtg.graveyard_abilities import RETURN_SELF, return_self
from engine.games.mtg.counter_deaths import OPS as COUNTER_DEATH_OPS, apply as counter_deaths, last_counters, note_counters
from engine.games.mtg.next_untap import FREEZE, freeze, freeze_all
from engine.games.mtg.snow_spent import record as record_snow, spent_on
from engine.games.mtg.turn_counts import note_death, note_entry
from engine.games.mtg.random_returns import RETURN_RANDOM, RETURN_RANDOM_BATTLEFIELD, return_at_random
from engine.games.mtg.dies_exile import EXILE_DIED, exile_died
from engine.games.mtg.ninjutsu import NINJUTSU, enter_attacking
from engine.games.mtg.splice import with_spliced
from engine.games.mtg.counted_bonuses import counted_pump
from engine.games.mtg.revealed_cards import REVEAL_SORT, reveal_and_sort
from engine.games.mtg.same_name import EXILE_SAME_NAME, exile_same_name
from engine.games.mtg.destroyed_this_way import DESTROY_AND_GAIN, destroy_and_gain
from engine.games.mtg.exchanges import EXCHANGE_LIFE_TOUGHNESS, exchange_life_toughness
from engine.games.mtg.attack_or_block import OTHER_TRIBE, other_tribe_members
from engine.games.mtg.player_hexproof import CURSES_ON_YOU, curses_on
from engine.games.mtg.color_change import RECOLOR, recolor
from engine.games.mtg.x_pumps import scaled
from engine.games.mtg.extra_turns import EXTRA_TURN, add_extra_turn
from engine.games.mtg.combat_doom import DOOM, DOOMED_BY, doom, doomed_by
from engine.games.mtg.bloodthirst import note_damage
from engine.games.mtg.buyback import BOUGHT
from engine.games.mtg.evoke import EVOKED, was_evoked
from engine.games.mtg.escape import ESCAPED, enter_escaped
from engine.games.mtg.unearth import UNEARTH, exile_instead as unearth_exile, unearth
from engine.games.mtg.cumulative_upkeep import put_age_counter
from engine.games.mtg.level_up import LEVEL_UP, add_level
from engine.games.mtg import suspend as suspending
from engine.games.mtg.that_player import THAT_PLAYER, land_died, land_entered, player_damaged, that_player
from engine.games.mtg.damaged_deaths import damage_sources, damaged_died, dealt_damage
from engine.games.mtg.shuffle_in import SHUFFLE_IN, shuffle_in
from engine.games.mtg.mass_tap import EMPTY_POOL, TAP_ALL, empty_pool, tap_all
from engine.games.mtg.sacrificed_value import SACRIFICED_MANA, add_sacrificed_mana
from engine.games.mtg.next_end_step import DOOMED_AT_END, MARK as END_MARK, MARK_SELF_IF, doomed_at_end, mark as mark_end_step
from engine.games.mtg.next_end_step import mark_if_counted
from engine.games.mtg.enchanted_dies import BOND_DAMAGE, after_death, before_death, bond_damage
from engine.games.mtg.tap_or_untap import TAP_OR_UNTAP, ask as ask_toggle
from engine.games.mtg.this_way import OPS as WAY_OPS, apply as way_apply
from engine.games.mtg.random_damage import RANDOM_DAMAGE, deal_at_random
from engine.games.mtg.died_power import last_power, note_power
from engine.games.mtg.exile_until import EXILE_UNTIL, exile_until, held_by, release
from engine.games.mtg.counter_removal import REMOVE_COUNTERS, remove_counters
from engine.games.mtg.top_or_bottom import TOP_OR_BOTTOM, ask as ask_placing
from engine.games.mtg.bestow import resolves_as_creature, unbestow
from engine.games.mtg.spell_order import keep_order, order_of
from engine.games.mtg.enchanted_leaves import attached_auras, left as aura_left
from engine.games.mtg.attack_permissions import enchant_fits
from engine.games.mtg.their_lands import THEIR_LANDS, lands_counted
from engine.games.mtg.sole_aura import shut_out
from engine.games.mtg.token_attach import NEWEST_TOKEN, newest_token
from engine.games.mtg.per_count import PREFIX as PER_COUNT, count_of
from engine.games.mtg.damage_triggers import damage_dealt
from engine.games.mtg.block_limits import NO_BLOCK, NOT_BLOCKED
from engine.games.mtg.land_conditions import state_triggers
from engine.games.mtg.oracle_team import OPPONENTS_CREATURES, TRIBE_PREFIX, tribe_members
from engine.games.mtg.curses import ACTIVE_PLAYER, UPKEEP_OF, enchant_player, player_gone, upkeep_player
from engine.games.mtg.conditional_effects import effect_holds
from engine.games.mtg.faces import condition_holds, finish_adventure, transform
from engine.games.mtg.search import start_search
from engine.games.mtg.top_cards import LOOK_TOP, look_top
from engine.games.mtg.edicts import EDICT, edict
from engine.games.mtg.other_sacrifice import IF_COULD_NOT, SACRIFICE_OTHER, could_not, sacrifice_other
from engine.games.mtg.self_exile import EXILE_SELF, exile_self
from engine.games.mtg.graveyard_exile import EXILE_FROM_GRAVEYARD, exile_from_graveyard
from engine.games.mtg.graveyard_puts import PUT_FROM_GRAVEYARD, put_from_graveyard
from engine.games.mtg.greatest_power import EXILE_GREATEST, exile_greatest
from engine.games.mtg.type_sweepers import SPARED, swept
from engine.games.mtg.land_difference import LAND_GAP, land_gap
from engine.games.mtg.impulse import EXILE_TOP, MAY_PLAY, allow_play, exile_top
from engine.games.mtg.kept_mana import ADD_KEPT, ADD_PER_TYPE, add_per_type
from engine.games.mtg.graveyard_tolls import EXILE_CARDS, exile_cards
from engine.games.mtg.card_type_reveal import CHOOSE_AND_REVEAL, ask_card_type
from engine.games.mtg.graveyard_shuffles import CHOOSE_IN_GRAVEYARDS, choose_in_graveyards
from engine.games.mtg.this_turn_triggers import CREATE as CREATE_THIS_TURN, create_delayed
from engine.games.mtg.flip import flip
from engine.games.mtg.multikicker import MULTIKICKED
from engine.games.mtg.multiplayer import MultiplayerBase
from engine.games.mtg.discards import discard
from engine.games.mtg.targets import NO_TARGET, is_legal

_TOKENS: dict[Token, MtgCard] = {}


def token_names(token: Token) -> tuple[str, str]:
    """CR 111.4: a token the effect does not name is called its subtypes plus the word
    "Ficha" ("Ficha Soldier"; in English "Soldier Token")."""
    if token.name != token.subtype:
        return token.name, token.name
    return f"Ficha {token.subtype}", f"{token.subtype} Token"


#: A token's colours as its text says them (CR 111.4): Spanish (a "ficha" is feminine), English.
_COLOUR_WORDS = {"W": ("blanca", "white"), "U": ("azul", "blue"), "B": ("negra", "black"), "R": ("roja", "red"),
                 "G": ("verde", "green")}


def token_card(token: Token) -> MtgCard:
    """One shared definition per kind of token (CR 111.4), so equal tokens are interchangeable."""
    if token == TREASURE:  # CR 111.10a: an artifact token, not a creature
        return treasure_card()
    if token not in _TOKENS:
        name, name_en = token_names(token)
        words = " and ".join(_COLOUR_WORDS[c][1] for c in token.colors) or "colorless"
        palabras = " y ".join(_COLOUR_WORDS[c][0] for c in token.colors) or "incolora"
        oracle = ", ".join(k.capitalize() if i == 0 else k for i, k in enumerate(token.keywords))
        oraculo = ", ".join(PRINTED_ES.get(k, k).capitalize() if i == 0 else PRINTED_ES.get(k, k)
                            for i, k in enumerate(token.keywords))
        type_line = f"Token {'Artifact ' if token.artifact else ''}Creature — {token.subtype}"
        _TOKENS[token] = make_card(
            f"token:{token.name}:{token.power}/{token.toughness}:{token.colors}:{'+'.join(token.keywords)}{':A' if token.artifact else ''}",
            name, type_line, "", oracle, power=token.power, name_en=name_en,
            text_es_type=translate_type_line("mtg", type_line, "es"),
            toughness=token.toughness, colors=tuple(token.colors), is_token=True,
            text="\n".join(filter(None, (f"Ficha de criatura {palabras} {token.power}/{token.toughness}", oraculo))),
            text_en="\n".join(filter(None, (f"{words.capitalize()} {token.power}/{token.toughness} creature token", oracle))),
        )
    return _TOKENS[token]


RENOWNED = "renombre"  # CR 702.112b: the renowned designation


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
        if event == "upkeep":  # CR 113.6b: "or if CARDNAME is in your graveyard and you control a Giant"
            self.triggers = self.triggers + tuple(queue_graveyard_upkeep(self))
            self.triggers = self.triggers + tuple(suspending.queue_suspended(self))  # CR 702.62a: from exile

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
                subjects = self._subjects(effect.who, source, controller)
            self.apply_effect(effect, source, controller, subjects, x)
            if self.awaiting_choice():
                self.resume = Resume(source, controller, ability, targets, x, legal, index + 1)
                return

    def _subjects(self, who: str, source: int, controller: int) -> list[int]:
        """The untargeted objects (card ids) or players (``player_code``) an effect affects."""
        from engine.games.mtg.base import player_code

        if who in ("you", ""):
            return [player_code(controller)]
        if who == "each_opponent":
            return [player_code(p) for p in self.opponents(controller)]
        if who == "each_player":
            return [player_code(p) for p in self.apnap()]
        if who == "self":
            return [source] if self.on_battlefield(source) else []
        if who == "blockers_without_flanking":  # CR 702.25a
            from engine.games.mtg.keywords import has_flanking

            return [b for b, a in self.blockers if a == source and self.on_battlefield(b) and not has_flanking(self.defn(b))]
        if who == "other_attackers":  # CR 702.91a: each other attacking creature
            return [a for a, _d in self.attackers if a != source and self.on_battlefield(a)]
        if who == "defending_player":  # CR 702.130a, 702.70a, 802.2a: the player this creature attacks
            return [player_code(self._defending(d)) for a, d in self.attackers if a == source][:1]
        if who == "lone_attacker":  # CR 702.83a: the creature that attacked alone
            return [a for a, _d in self.attackers if self.on_battlefield(a)] if len(self.attackers) == 1 else []
        if who == NEWEST_TOKEN:  # "create a … token, then attach CARDNAME to it"
            return newest_token(self, controller)
        if who == ACTIVE_PLAYER:  # "that player" of an upkeep trigger
            return [player_code(self.turn_player)]
        if who == THAT_PLAYER:  # the player the resolving trigger is about
            return that_player(self, source)
        if who == DOOMED_BY:  # CR 603.7c: the creatures a delayed trigger is about
            return doomed_by(self, source)
        if who == DOOMED_AT_END:  # CR 603.7c: Stone Giant's "that creature", at the next end step
            return doomed_at_end(self, source)
        if who == "enchanted":
            host = self._card(source).attached_to if self.on_battlefield(source) else None
            return [host] if host is not None else []
        if who == "creatures_you_control":
            return list(self.creatures(controller))
        if who == CURSES_ON_YOU:  # "destroy all Curses attached to you"
            return curses_on(self, controller)
        if who.startswith(OTHER_TRIBE):  # "other Humans you control"
            return other_tribe_members(self, who, source, controller)
        if who.startswith(TRIBE_PREFIX):  # "Vampire creatures you control"
            return tribe_members(self, who, controller)
        if who == OPPONENTS_CREATURES:
            return [c for p in self.opponents(controller) for c in self.creatures(p)]
        if who == "other_creatures_you_control":
            return [c for c in self.creatures(controller) if c != source]
        if who == "each_creature":
            return list(self.creatures())
        if who.startswith(SPARED):  # "each non-Giant creature and each planeswalker"
            return swept(self, who)
        if who == "each_creature_without_flying":
            return [c for c in self.creatures() if not self.has(c, "flying")]
        if who == "each_creature_with_flying":
            return [c for c in self.creatures() if self.has(c, "flying")]
        if who == "each_other_creature":
            return [c for c in self.creatures() if c != source]
        if who.startswith("all_") and "+" in who:  # "Destroy all artifacts, creatures, and enchantments"
            kinds = {word.removesuffix("s") for word in who.removeprefix("all_").split("+")}
            return [c for c in self.battlefield() if kinds & self.defn(c).types]
        if who.startswith("all_"):
            kind = {"all_creatures": "creature", "all_artifacts": "artifact", "all_enchantments": "enchantment",
                    "all_lands": "land"}.get(who)
            if kind is None:  # "Destroy all Plains": a land subtype
                subtype = who.removeprefix("all_").removesuffix("s")
                return [c for c in self.battlefield() if subtype in self.defn(c).subtypes]
            return [c for c in self.battlefield() if kind in self.defn(c).types]
        raise ValueError(f"sujeto desconocido {who!r}")

    def _defending(self, defender: int) -> int:
        """The player an attack on ``defender`` (a ``player_code`` or a planeswalker's id) is against."""
        return code_player(defender) if defender < 0 else self._card(defender).controller

    def apply_effect(self, effect: Effect, source: int, controller: int, subjects: list[int], x: int) -> None:
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
        if op in COUNTER_DEATH_OPS:  # CR 702.79a, 702.93a, 702.43a: persist, undying, modular
            counter_deaths(self, effect, source, subjects)
            return
        if op == RETURN_SELF:  # CR 113.6m: "Return CARDNAME from your graveyard to the battlefield tapped"
            return_self(self, source, effect.keyword)
        if op == UNEARTH:  # CR 702.84a
            unearth(self, source, controller)
            return
        if op == suspending.REMOVE_TIME:  # CR 702.62a: a time counter off a suspended card
            suspending.remove_time_counter(self, source)
            return
        if op == LEVEL_UP:  # CR 702.87a: "Put a level counter on this permanent"
            add_level(self, source)
            return
        if op in WAY_OPS:  # CR 608.2c: "If an artifact is destroyed this way, …", "Its controller creates …"
            way_apply(self, effect, source, controller, subjects, amount)
            return
        if op == RANDOM_DAMAGE:  # CR 608.2d: "a creature an opponent controls chosen at random"
            deal_at_random(self, source, controller, amount, effect.keyword)
            return
        if op == DOOM:  # CR 603.7a: a delayed trigger for "that creature"
            doom(self, source)
            return
        if op == END_MARK:  # CR 603.7a: "destroy that creature at the beginning of the next end step"
            for subject in subjects:
                mark_end_step(self, source, subject)
            return
        if op == MARK_SELF_IF:  # CR 608.2c: Dragon Whelp, "if this ability has been activated four or more times"
            mark_if_counted(self, source, effect)
            return
        if op == CREATE_THIS_TURN:  # CR 603.7a: "Whenever an Elf you control attacks this turn, …"
            create_delayed(self, source, controller, effect.keyword)
            return
        self.dying_batch = frozenset(subjects)  # CR 603.10a: destroyed at the same time, they see each other die
        for subject in subjects:
            if op in SHIELD_OPS and op != "fog":
                self.shield_effect(effect, source, subject)
                continue
            if subject < 0:
                player = code_player(subject)
                if op == EXTRA_TURN:  # CR 500.7
                    add_extra_turn(self, player)
                elif op == SHUFFLE_IN:  # CR 701.20a
                    shuffle_in(self, player, effect.keyword)
                elif op == TAP_ALL:  # CR 701.26a
                    tap_all(self, player, effect.keyword)
                elif op == EMPTY_POOL:  # CR 106.4
                    empty_pool(self, player)
                elif op == FREEZE:  # CR 502.3: "artifacts and creatures target opponent controls don't untap …"
                    freeze_all(self, player, effect.keyword)
                elif op == "damage":
                    self.deal_damage(source, controller, subject, amount)
                elif op == "draw":
                    self.draw(player, amount)
                elif op == "gain_life":
                    self.change_life(player, amount)
                elif op == "lose_life":
                    self.change_life(player, -amount)
                elif op == "exile_top":  # CR 702.115a: ingest
                    for cid in list(self.ids(player, "biblioteca")[:amount]):
                        self.move(cid, self.zone(player, "exilio"), kind="exile")
                elif op == "poison":  # CR 702.70a, 122.1f
                    self.counters[player][POISON] = self.counters[player].get(POISON, 0) + amount
                    self.emit(Event("counter", player, text=POISON, amount=amount))
                elif op == "mill":  # CR 701.13a
                    for cid in list(self.ids(player, "biblioteca")[:amount]):
                        self.move(cid, self.zone(player, "cementerio"), kind="mill")
                elif op == "scry":  # CR 701.18a: look at the top cards, then bottom any of them
                    self.scry = self.look_at_top(player, amount)
                elif op == "surveil":  # CR 701.42a: look at the top cards, then any into the graveyard
                    self.surveil = self.look_at_top(player, amount)
                elif op == "discard":  # CR 701.8a: at random, or the player chooses (asked after)
                    hand = self.ids(player, "mano")
                    count = min(amount, len(hand))
                    if effect.keyword == "random":
                        for _ in range(count):
                            discard(self, hand[self.rng.below(len(hand))])
                    elif count:
                        self.discarding = self.discarding + ((player, count),)
                elif op == "search_basic":  # CR 701.19a: the player chooses what they find
                    start_search(self, player, effect.keyword)  # type: ignore[arg-type]  # an MtgState
                elif op == EXILE_FROM_GRAVEYARD:  # CR 406.3: "exile a creature card from your graveyard"
                    exile_from_graveyard(self, player, effect.keyword)  # type: ignore[arg-type]  # an MtgState
                elif op == PUT_FROM_GRAVEYARD:  # CR 608.2d: "You may put an Elf or Tyvar card from your graveyard …"
                    put_from_graveyard(self, player, effect.keyword)  # type: ignore[arg-type]  # an MtgState
                elif op == EXILE_GREATEST:  # CR 608.2d: "Exile a creature with the greatest power among …"
                    exile_greatest(self, player, controller)  # type: ignore[arg-type]  # an MtgState
                elif op == EXILE_TOP:  # CR 406.3: "Exile the top card of your library", remembered
                    exile_top(self, player, amount, source)
                elif op == MAY_PLAY:  # CR 601.3, 611.2b: "You may play that card this turn"
                    allow_play(self, player, source, effect.keyword)
                elif op in (ADD_PER_TYPE, ADD_KEPT):  # CR 106.3, 106.4: "Add {R} for each Berserker you control"
                    add_per_type(self, player, source, effect)
                elif op == EXILE_CARDS:  # CR 608.2c: "exile two cards from your graveyard" (none with fewer)
                    exile_cards(self, player, amount, source)  # type: ignore[arg-type]  # an MtgState
                elif op == CHOOSE_AND_REVEAL:  # CR 608.2d: "choose a card type, then reveal the top two cards …"
                    ask_card_type(self, player, amount, source)  # type: ignore[arg-type]  # an MtgState
                elif op == CHOOSE_IN_GRAVEYARDS:  # CR 608.2c: "Choose three cards in each graveyard. …"
                    choose_in_graveyards(self, player, amount)  # type: ignore[arg-type]  # an MtgState
                elif op == SACRIFICE_OTHER:  # CR 701.17a: Lord of the Pit, "a creature other than CARDNAME"
                    sacrifice_other(self, player, source, controller)  # type: ignore[arg-type]  # an MtgState
                elif op == IF_COULD_NOT:  # CR 608.2c: "If you can't, CARDNAME deals 7 damage to you"
                    if could_not(self, source):  # type: ignore[arg-type]  # an MtgState
                        self.deal_damage(source, controller, subject, amount)
                elif op == EDICT:  # CR 701.17a: "each player sacrifices two creatures", chosen in APNAP order
                    edict(self, player, amount, effect.keyword, controller)  # type: ignore[arg-type]  # an MtgState
                elif op == LOOK_TOP:  # CR 401.5: "look at the top three cards of your library", then a choice
                    look_top(self, player, amount, effect.keyword, controller)  # type: ignore[arg-type]  # an MtgState
                elif op == "look_hand":  # CR 701.16d: only the player who looks sees the cards
                    for cid in self.ids(player, "mano"):
                        self._card(cid).known |= 1 << controller
                elif op == EXCHANGE_LIFE_TOUGHNESS:  # CR 701.10g: "Exchange your life total with CARDNAME's toughness"
                    exchange_life_toughness(self, player, source)
                elif op == REVEAL_SORT:  # CR 701.16a: "Put all land cards revealed this way into your hand …"
                    reveal_and_sort(self, player, amount, effect.keyword)
                elif op == RETURN_RANDOM:  # "return a Zombie card at random from your graveyard"
                    return_at_random(self, player, amount, effect.keyword)
                elif op == RETURN_RANDOM_BATTLEFIELD:  # "… at random from your graveyard to the battlefield"
                    return_at_random(self, player, amount, effect.keyword, battlefield=True)
                elif op == EXILE_DIED:  # CR 400.7e: "When CARDNAME dies, exile it"
                    exile_died(self, source)
                elif op == NINJUTSU:  # CR 702.49a: onto the battlefield tapped and attacking
                    enter_attacking(self, source, controller)
                elif op == "discard_hand":  # CR 701.8a
                    for cid in list(self.ids(player, "mano")):
                        discard(self, cid)
                continue
            if not self.cards[subject] and op != "counter_spell":
                continue
            if op == "token_copy":  # CR 707.2, 111.1: a token that's a copy of the target
                if self.on_battlefield(subject):
                    for _ in range(self.tokens_created(controller, 1)):  # CR 614.1a
                        self.put_token(replace(self.copiable(subject), is_token=True), controller)
                continue
            if op == "color_choice":
                if self.on_battlefield(subject):
                    self.ask_color(source, controller, subject)
                continue
            if op == RECOLOR:  # CR 105.3, 611.2a: a spell or a permanent, for the rest of the game
                recolor(self, source, subject, effect.keyword)
                continue
            if op in LAYER_OPS:
                if self.on_battlefield(subject):
                    self.continuous_effect(effect, source, controller, subject)
                continue
            if op == "damage":
                self.deal_damage(source, controller, subject, amount)
            elif op == "renown":  # CR 702.112a-b: if it isn't renowned (checked again as it resolves, CR 603.4)
                card = self._card(subject)
                if not card.marks.get(RENOWNED):
                    card.counters[PLUS] = card.counters.get(PLUS, 0) + amount
                    card.marks[RENOWNED] = 1  # a designation kept until it leaves the battlefield
                    self.invalidate_statics()
            elif op == "destroy":
                self.destroy(subject, regenerable=effect.keyword != "no_regen")
            elif op == "regenerate":  # CR 701.15a: a shield for the next destruction this turn
                self.add_modifier(subject, "regen", 0, source)
            elif op == "gain_power":
                self.change_life(self._card(subject).controller, max(0, self.power_toughness(subject)[0]))
            elif op == "return_hand":
                self.move(subject, self.owner_zone(subject, "mano"), kind="return")
            elif op == "return_battlefield":
                self.move(subject, self.zone(controller, "campo"), kind="return")
            elif op == "exile":  # CR 701.11a
                self.move(subject, self.owner_zone(subject, "exilio"), kind="exile")
            elif op == "bounce":
                self.move(subject, self.owner_zone(subject, "mano"), kind="bounce")
            elif op in (NO_BLOCK, NOT_BLOCKED):  # CR 509.1b: until the cleanup step (CR 514.2)
                if self.on_battlefield(subject):
                    self.add_modifier(subject, op, 0, source)
            elif op == "library_top":  # CR 401.1: on top of its owner's library (a new object, CR 400.7)
                self.move(subject, self.owner_zone(subject, "biblioteca"), kind="library")
            elif op == "sacrifice":  # CR 701.17a: only a permanent its controller controls
                if self.on_battlefield(subject) and self._card(subject).controller == controller:
                    self.move(subject, self.owner_zone(subject, "cementerio"), kind="sacrifice")
            elif op == "tap":
                self.tap(subject)
            elif op == "untap":
                self.untap(subject)
            elif op == FREEZE:  # CR 502.3: "doesn't untap during its controller's next untap step"
                freeze(self, subject)
            elif op == TOP_OR_BOTTOM:  # CR 608.2d: its owner chooses the top or the bottom of their library
                ask_placing(self, subject)
            elif op == REMOVE_COUNTERS:  # CR 608.2d: "Remove X counters from target permanent"
                remove_counters(self, controller, subject, amount)
            elif op == EXILE_UNTIL:  # CR 610.3: "exile target creature until CARDNAME leaves the battlefield"
                exile_until(self, source, subject)
            elif op == TAP_OR_UNTAP:  # CR 608.2d: Twiddle, chosen now
                ask_toggle(self, controller, subject)
            elif op == EXILE_SAME_NAME:  # CR 201.2a: "and all other creatures with the same name"
                exile_same_name(self, subject)
            elif op == "fight_source":  # CR 701.12a-b: "CARDNAME fights target creature", both still creatures there
                if self.on_battlefield(source) and self.defn(source).is_creature and self.defn(subject).is_creature:
                    self.fight(source, subject)
            elif op == "transform":  # CR 701.28a
                transform(self, subject)
            elif op == "flip":  # CR 710.2
                flip(self, subject, effect.amount)
            elif op == "add_counters":  # CR 122.1 (with its replacements, CR 614.1a)
                self.put_counters(subject, amount)
            elif op == "counter_spell":
                self.counter(subject, exile=effect.keyword == "exile")
            elif op == "attach":  # CR 701.3a; 701.3b: to what it is already attached to, nothing happens
                if self.on_battlefield(source) and self._card(source).attached_to != subject:
                    self._card(source).attached_to = subject
                    self.timestamp += 1
                    self.timestamps[source] = self.timestamp  # CR 613.7e: a new timestamp when attached
                    self.invalidate_statics()
                    self.emit(Event("attach", controller, source, self._card_name(source)))
        self.dying_batch = frozenset()
        if op == EXILE_SELF:  # CR 608.2m: "Exile CARDNAME." as the spell resolves
            exile_self(self, source)
        if op == DESTROY_AND_GAIN:  # "Destroy all enchantments. You gain 1 life for each enchantment destroyed this way."
            destroy_and_gain(self, controller, subjects, amount)
        if op == "fog":  # CR 615.1a: prevent all combat damage that would be dealt this turn
            self.add_shield("fog", -99, 0, source)
        if op == BOND_DAMAGE:  # CR 608.2h: Creature Bond, the toughness the creature last had
            bond_damage(self, source, controller)
        if op == SACRIFICED_MANA:  # CR 106.3, 608.2h: Sacrifice's "an amount of {B} equal to …"
            add_sacrificed_mana(self, source, controller, effect.keyword)
        if op == "add_mana":  # CR 106.3
            from engine.games.mtg.mana import parse_mana

            self.add_mana(controller, parse_mana(effect.keyword))
        if op == "token" and effect.token is not None:  # CR 111.1, 701.6a
            defn = token_card(effect.token)  # defined in this state as it is made (``State.create_card``)
            for _ in range(self.tokens_created(controller, amount)):  # CR 614.1a, 616.1g
                token = self.put_token(defn, controller)
                if effect.keyword == "tapped":  # CR 110.5b: "create … tapped": it is tapped as it enters
                    self.tap(token)

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
        permanents = self.permanents_of(None)  # read once for every pass below: no card moves before the end
        state_triggers(self)  # CR 603.8: "When you control no Islands, …"
        losers = []
        reasons = []
        for player in range(self.num_players):
            if player in self.left:  # CR 800.4
                continue
            if self.counters[player][LIFE] <= 0:
                losers.append(player)
                reasons.append("704.5a")
            elif player in self.drew_empty:
                losers.append(player)
                reasons.append("704.5b")
            elif self.counters[player].get(POISON, 0) >= 10:
                losers.append(player)
                reasons.append("704.5c")
            elif any(p == player and n >= 21 for (_c, p), n in self.commander_damage) \
                    and str(self.setup.params.get("format", "")).lower() != "brawl":  # CR 903.12h: not in Brawl
                losers.append(player)
                reasons.append("704.6c")
        if losers:
            self.players_lose(losers, reasons)  # CR 104.3, 800.4
            return True
        graveyard: list[int] = []
        destroyed: list[int] = []
        acted = False
        if self.to_command is None:  # CR 903.9a: a commander put into a graveyard or exile
            for cid in sorted(self.commanders):
                card = self.cards[cid]
                if card is not None and self.zone_table[card.zone][1].name in ("cementerio", "exilio") \
                        and not card.marks.get("en_zona"):
                    self.to_command = cid
                    return True
        legends: dict[tuple[int, str], list[int]] = {}
        worlds: list[int] = []
        for cid, card, defn in permanents:
            if not card.counters and not defn.state_checked:
                continue  # a land or an artifact without counters, say: nothing below applies to it
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
