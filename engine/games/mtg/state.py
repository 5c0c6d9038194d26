"""The Magic game state: starting the game, turn structure, priority, casting and the stack.

Rule numbers are the Comprehensive Rules'. The flow: ``_advance`` checks state-based actions
and puts triggered abilities on the stack whenever a player would receive priority (CR 704.3,
603.3), asks that player, and ends the step when everyone passes with an empty stack (CR 117.4).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from engine.core.actions import CONCEDE, Action, Event, Prompt
from engine.core.chain import Chain
from engine.core.errors import IllegalActionError, Rule
from engine.core.gestures import Gestures
from engine.core.manual import ManualRules
from engine.core.notation import Notation
from engine.games.mtg import gestures, mulligans, notation
from engine.games.mtg.turn_steps import ask_division, cleanup, end_step, enter_step
from engine.games.mtg.chosen_type import PROMPT as TYPE_PROMPT, choose_type, type_actions, type_prompt
from engine.games.mtg.untap_one import PROMPT as UNTAP_PROMPT, untap_actions, untap_chosen, untap_prompt
from engine.games.mtg.tap_or_untap import PROMPT as TOGGLE_PROMPT, toggle_actions, toggle_answer, toggle_prompt
from engine.games.mtg.counter_removal import PROMPT as REMOVAL_PROMPT, removal_actions, removal_answer, removal_prompt
from engine.games.mtg.spell_copies import PROMPT as RETARGET_PROMPT
from engine.games.mtg.cascade import PROMPT as CASCADE_PROMPT
from engine.games.mtg.top_or_bottom import PROMPT as PLACING_PROMPT, answer as placing_answer, placing_actions, placing_prompt
from engine.games.mtg.mutate import PROMPT as MERGE_PROMPT, merge, merge_actions, merge_prompt
from engine.games.mtg.mana_triggers import tapped_for_mana
from engine.games.mtg.base import STEPS, LIFE, LOYALTY
from engine.games.mtg.activation_limits import activation_limit
from engine.games.mtg.activation_costs import activation_cost_problem, pay_mana_costs
from engine.games.mtg.activation_bans import banned
from engine.games.mtg.crew import crew_problem
from engine.games.mtg.graveyard_abilities import FROM_GRAVEYARD, zone_problem
from engine.games.mtg.cycling import FROM_HAND, hand_problem
from engine.games.mtg.discards import discard
from engine.games.mtg.echo import refusal as echo_refusal
from engine.games.mtg.madness import refusal as madness_refusal
from engine.games.mtg.snow import snow_rule
from engine.games.mtg.convoke import CONVOKE, with_convoke
from engine.games.mtg.escape import escape_problem
from engine.games.mtg.unearth import is_unearth, problem as unearth_problem
from engine.games.mtg.cumulative_upkeep import refusal as cumulative_refusal
from engine.games.mtg.level_up import is_level_up
from engine.games.mtg import suspend as suspending
from engine.games.mtg.spell_costs import OWN_COST_KINDS, costs_change
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.boast import BOAST, boast_price, boast_problem
from engine.games.mtg.banding import BAND, BandingMixin
from engine.games.mtg.mana import ManaCost, Source, SourceKinds, can_pay_kinds, find_payment, source_kinds
from engine.games.mtg.foretell import can_foretell, castable_foretold, foretell, foretell_any_turn, foretold_this_turn
from engine.games.mtg.lands import mana_ability, mana_damage
from engine.games.mtg.land_conditions import attack_limited
from engine.games.mtg.block_limits import aura_limits
from engine.games.mtg.search import finish_search, search_actions, search_prompt, search_refusal
from engine.games.mtg.impulse import impulse_cards, impulse_playable
from engine.games.mtg.foretell import grants_foretell
from engine.games.mtg import morph
from engine.games.mtg.faces import face_choices, face_for, on_adventure, put_face_up, showing
from engine.games.mtg.requirements import attack_requirement_problem, block_requirement_problem
from engine.games.mtg.resolution_costs import answer_may, can_pay_now, may_prompt
from engine.games.mtg.rules import by_hand, rule
from engine.games.mtg.casting_terms import casting
from engine.games.mtg.spells import SpellsMixin
from engine.games.mtg.targets import any_candidate, target_rule
from engine.games.mtg.priority_listing import PriorityListing
from engine.games.mtg.paying import pay
from engine.games.mtg.pending import (Pending, answer_target, answer_x, ask as ask_pending, begin_activate, begin_cast,
                                      stack_trigger, target_actions, x_actions)

MAX_AUTO_STEPS = 20000


@lru_cache(maxsize=1 << 12)
def priority_action(kind: str, player: int, card: int | None = None, choice: str | int | None = None) -> Action:
    """An action listed with priority (pass, play, cast, activate, tap), made once: they are
    immutable values and every priority lists most of them again."""
    return Action(kind, player, () if card is None else (card,), choice=choice)


@lru_cache(maxsize=64)
def priority_prompt(player: int) -> Prompt:
    """CR 117.1: the question of a player who receives priority, made once per player (an
    immutable value asked at most decisions)."""
    return Prompt("prioridad", player, "Tienes prioridad", text_en="You have priority")


_PAYMENT_KINDS = OWN_COST_KINDS | {CONVOKE}  # CR 702.51a: creatures pay too


def _beyond(defn: MtgCard, budget: tuple[int, int]) -> bool:
    """Whether a card whose cost nothing changes (a plain casting, no ``OWN_COST_KINDS``) and that
    only mana pays (no convoke) costs more than the ``_mana_budget`` (``_payable``'s first test, CR 601.2f–h)."""
    cost = defn.cost
    return cost is not None and casting(defn.program).plain and not (defn.static_kinds & _PAYMENT_KINDS) \
        and cost.mana_value - budget[0] > min(cost.phyrexian, budget[1])


class MtgManual(ManualRules["MtgState"]):
    """Magic's manual actions: a life total may go below 0, and a change made while a player holds priority
    gives it back through the state-based actions (CR 704)."""

    def after(self, state: MtgState) -> None:
        """A manual change may end the game or kill a creature (CR 704)."""
        if state.outcome is None and state.prompt is not None and state.prompt.kind == "prioridad":
            player = state.prompt.player
            state.prompt = None
            state.chain = replace(state.chain, window=player)
            state.need_priority = True
            state._advance()

    def player_counter(self, state: MtgState, player: int, name: str, delta: int) -> int:
        value = state.counters[player].get(name, 0) + delta
        return value if name == LIFE else max(0, value)


class MtgState(PriorityListing, SpellsMixin, BandingMixin):
    """A game of Magic between two players (the structure allows more)."""

    notation_module: Notation[MtgState] = notation
    gestures_module: Gestures[MtgState] = gestures
    manual_rules = MtgManual()

    # ------------------------------------------------------------------ the automatic procedure

    def _advance(self) -> None:
        steps = 0
        while self.outcome is None and self.prompt is None:
            steps += 1
            if steps > MAX_AUTO_STEPS:
                raise RuntimeError("MTG: el procedimiento automático no termina")
            if self.may is not None:
                self.prompt = may_prompt(self, self.may)  # CR 603.5, 118.12: with a cost to pay, says so
            elif self.to_command is not None:
                card = self.to_command
                self.prompt = Prompt("mando", self._card(card).owner, f"¿Devuelves a {self._card_name(card)} a la zona de mando?",
                                     (card,), text_en=f"Return {self._card_name(card)} to the command zone?")
            elif self.legend is not None:
                self.prompt = Prompt("leyenda", self.legend[0], "Regla de leyendas: elige cuál se queda",
                                     self.legend[1], text_en="Legend rule: choose the one to keep")
            elif self.discarding:
                player, count = self.discarding[0]
                self.prompt = Prompt("descartar", player, f"Descarta {count} carta(s)", tuple(self.ids(player, "mano")),
                                     text_en=f"Discard {count} card(s)")
            elif self.searching is not None:  # CR 701.23
                self.prompt = search_prompt(self)
            elif self.scry is not None:
                self.prompt = Prompt("adivinar", self.scry[0], "Adivinar: pon en el fondo las que quieras y termina",
                                     self.scry[1], text_en="Scry: put any on the bottom, then done")
            elif self.copying is not None:  # CR 707.5: the copy is chosen as it enters
                self.prompt = self.copy_prompt()
            elif self.choosing_type is not None:  # CR 614.12: a creature type chosen as it enters
                self.prompt = type_prompt(self)
            elif self.toggling is not None:  # CR 608.2d: tap or untap the target (Twiddle)
                self.prompt = toggle_prompt(self)
            elif self.removing is not None:  # CR 608.2d: which counters to remove (Thornmantle Striker)
                self.prompt = removal_prompt(self)
            elif self.placing is not None:  # CR 608.2d: the top or the bottom of the owner's library (Run Ashore)
                self.prompt = placing_prompt(self)
            elif self.merging is not None:  # CR 702.140c: the mutating spell over or under its target
                self.prompt = merge_prompt(self)
            elif self.untap_choices[0]:  # CR 502.3: the one land (Winter Orb) or creature (Smoke) that untaps
                self.prompt = untap_prompt(self)
            elif self.choosing_color is not None:  # CR 608.2d
                self.prompt = self.color_prompt()
            elif self.replacing:  # CR 616.1: the affected player orders prevention effects
                self.prompt = self.replacement_prompt()
            elif self.surveil is not None:
                self.prompt = Prompt("escrutar", self.surveil[0], "Escrutar: pon en el cementerio las que quieras y termina",
                                     self.surveil[1], text_en="Surveil: put any into your graveyard, then done")
            elif self.retargeting:  # CR 707.10c: new targets for a copy of a spell
                self.prompt = self.retarget_prompt()
            elif self.cascading is not None:  # CR 702.85a: cast the card exiled, or not
                self.prompt = self.cascade_prompt()
            elif self.resume is not None:  # CR 608.2c: the rest of the instructions
                self.continue_resolution()
            elif self.spell_choices is not None:
                self.ask_spell_choice()
            elif self.pending is not None:
                ask_pending(self)
            elif self.need_priority:
                checked, self.sba_checked = self.sba_checked, False
                if not checked and self.state_based_actions():  # CR 704.3: repeat until none apply
                    continue
                if self.outcome is not None:
                    break
                if self.triggers:
                    self._put_trigger()
                    continue
                self.need_priority = False
                player = self.chain.window if self.chain.window is not None else self.turn_player
                if self.left:
                    player = self.next_in_game(player)
                self.prompt = priority_prompt(player)
            else:
                end_step(self)
        self.end_action()  # whether the game changed (``priority_listing``)

    def give_priority(self, player: int) -> None:
        if self.left:
            player = self.next_in_game(player)  # CR 800.4j: not to a player who left the game
        chain = self.chain
        self.chain = Chain(chain.links, player, 0, chain.starter)
        self.need_priority = True

    # ------------------------------------------------------------------ the game's start and its turns

    def start_mulligans(self) -> None:
        """CR 103.5: the mulligans, then the first turn (``mulligans``)."""
        mulligans.start(self)

    def counted_mulligans(self, player: int) -> int:
        return mulligans.counted(self, player)

    def _enter_step(self) -> None:
        """The step at ``step_index`` begins (``turn_steps``)."""
        enter_step(self)

    # ------------------------------------------------------------------ casting and activating

    def spell_specs(self, card_id: int) -> tuple[str, ...]:
        """The targets a spell needs: an Aura's enchant target (CR 303.4a) or its spell ability's."""
        program = self.defn(card_id).program
        if program.enchant:
            return ("enchant_" + program.enchant,)
        spells = program.of_kind("spell")
        return spells[0][1].targets if spells else ()

    def _sources_for(self, player: int, exclude: int | None = None) -> list[Source]:
        sources = self.mana_sources(player)
        return sources if exclude is None else [s for s in sources if s.card != exclude]

    def _supply(self, sources: list[Source]) -> tuple[int, SourceKinds]:
        """The mana ``sources`` make at most (one option each) and their ``source_kinds``;
        worked out once per list (a priority checks every card in hand against the same list)."""
        memo = self._supply_memo
        if memo is not None and memo[0] is sources:
            return memo[1]
        supply = (sum([len(s.options[0]) for s in sources]), source_kinds(sources))
        self._supply_memo = (sources, supply)
        return supply

    def _mana_budget(self, player: int, sources: list[Source]) -> tuple[int, int] | None:
        """The mana ``player`` could spend at most (pool and ``sources``) and the life they could
        pay for Phyrexian symbols (CR 107.4f), when no permanent changes what spells cost
        (``None`` otherwise): ``_beyond`` tells a spell they cannot afford without working out its
        total cost (every priority asks of every card in hand)."""
        if costs_change(self):
            return None
        pool = self.pools[player]
        return (sum(pool.values()) if pool else 0) + self._supply(sources)[0], self.counters[player][LIFE] // 2

    def _payable(self, player: int, cost: ManaCost, sources: list[Source]) -> bool:
        """CR 601.2h: whether ``player`` can pay ``cost`` with their pool, ``sources`` and life."""
        total, kinds = self._supply(sources)
        pool = self.pools[player]
        missing = cost.mana_value - (sum(pool.values()) if pool else 0) - total
        life = self.counters[player][LIFE]
        if missing > min(cost.phyrexian, life // 2):
            return False  # not enough mana, even paying life for Phyrexian symbols (CR 107.4f)
        return can_pay_kinds(cost.with_x(0), pool, kinds, life)

    def cast_problem(self, player: int, card_id: int, sources: list[Source] | None = None) -> Rule | None:
        """Why ``player`` cannot cast ``card_id`` now (``None``: they can)."""
        from_command = False
        if card_id not in self.ids(player, "mano"):
            from_command = card_id in self.commanders and card_id in self.ids(player, "mando")  # CR 903.8
            if not from_command and not on_adventure(self, player, card_id) and not castable_foretold(self, player, card_id) \
                    and not self.can_flashback(player, card_id) \
                    and not impulse_playable(self, player, card_id):  # CR 715.3d, 702.34a, 601.3: adventure, flashback, exiled
                return rule("702.143a" if foretold_this_turn(self, player, card_id) else "117.1")
        defn = self.defn(card_id)
        if defn.is_land:
            return rule("117.1")
        if defn.halves is not None:
            return rule("709.3")  # a split card is cast as one of its halves
        if not defn.instant_speed and not self._sorcery_timing(player):
            return rule("117.1a")  # CR 117.1a, 307.1, 302.1
        if defn.cost is None and defn.cost_text:
            return rule("601.2h")  # a cost Tapete cannot read
        if defn.cost is not None:
            if sources is None:
                sources = self._sources_for(player)
            tax = self.commander_tax(card_id) if from_command else 0
            payers = with_convoke(self, player, card_id, sources)  # CR 702.51a: and untapped creatures
            if not self._affordable(player, card_id, tax, payers):  # CR 601.2f, 118.9
                return rule("903.8" if tax and self._affordable(player, card_id, 0, payers)
                            else "702.51a" if len(payers) > len(sources) else "601.2h")
        for spec in self.spell_specs(card_id):  # CR 115.6: "up to"; 115.5, 601.2a: never itself (cast from a graveyard)
            if not spec.endswith("?") and not any_candidate(self, spec, player, card_id, besides=card_id):
                return rule("601.2c")
        if (problem := escape_problem(self, player, card_id) or self.extra_cast_problem(player, card_id)) is not None:
            return problem  # CR 702.138a; 118.8, 119.4, 700.2a
        if defn.cost is None and not defn.cost_text and card_id in self.ids(player, "mano") and casting(defn.program).alternative is None:
            return rule("118.6")  # no mana cost (Ancestral Vision): cast only for an alternative cost
        return None

    def _affordable(self, player: int, card_id: int, extra: int, sources: list[Source]) -> bool:
        """Whether ``player`` can pay one of the card's costs with ``extra`` generic mana added."""
        costs = self.cast_costs(card_id, extra)
        return self._payable(player, costs[0], sources) or len(costs) > 1 and self._payable(player, costs[1], sources)

    def face_problem(self, player: int, card_id: int, choice: Any, sources: list[Source] | None = None) -> Rule | None:
        """Why ``player`` cannot play or cast ``card_id`` as its face or half ``choice`` now
        (CR 712.11b, 709.3; 712.11c, 709.3a: only that face or half is checked)."""
        face = face_for(self.defn(card_id), choice) if card_id in self.ids(player, "mano") else None
        if face is None:
            return rule("117.1")
        with showing(self, card_id, face):
            if face.is_land:
                return self.play_problem(player, card_id)
            return self.cast_problem(player, card_id, sources)

    def _sorcery_timing(self, player: int) -> bool:
        self.timing_read(player)
        return player == self.turn_player and self._sorcery_window()

    def _sorcery_window(self) -> bool:
        """CR 117.1a: a main phase with an empty stack (read without noting a read of the step:
        kept listings are told apart by it, ``priority_listing``)."""
        return STEPS[self._step_index][1] is None and not self.chain.links

    def play_problem(self, player: int, card_id: int) -> Rule | None:
        """CR 305.1–305.3: a land, from the hand, in your main phase with an empty stack, once a turn."""
        if card_id not in self.ids(player, "mano") and not impulse_playable(self, player, card_id) or not self.defn(card_id).is_land:
            return rule("305.3")
        if not self._sorcery_timing(player):
            return rule("305.3")
        if self.lands_played >= 1:
            return rule("305.2")
        return None

    def activate_problem(self, player: int, card_id: int, index: int, sources: list[Source] | None = None) -> Rule | None:
        abilities = self.defn(card_id).program.abilities
        if 0 <= index < len(abilities) and abilities[index].static == FROM_GRAVEYARD:
            if is_unearth(abilities[index]) \
                    and (unearth := unearth_problem(self, player, card_id, abilities[index], self._sorcery_timing(player))) is not None:
                return unearth  # CR 702.84a: from your graveyard, as a sorcery
            if (zone := zone_problem(self, player, card_id)) is not None:
                return zone  # CR 113.6m: "Return CARDNAME from your graveyard …" works there only
        elif 0 <= index < len(abilities) and abilities[index].static == FROM_HAND:
            if (zone := hand_problem(self, player, card_id, abilities[index])) is not None:
                return zone  # CR 702.29a, 702.49a: cycling and ninjutsu work from the hand only
        elif not self.controls_permanent(player, card_id):  # CR 701.2a: only its controller activates a permanent's ability
            return rule("701.2a" if self.on_battlefield(card_id) else "117.1b")
        if not 0 <= index < len(abilities) or abilities[index].kind != "activated":
            return by_hand(self.defn(card_id)) or rule("117.1b")
        ability = abilities[index]
        if banned(self, self.defn(card_id)):
            return rule("602.5")  # "Activated abilities of artifacts can't be activated"
        if ability.tap and (problem := self.tap_problem(card_id)) is not None:
            return problem
        if ability.costs and (problem := activation_cost_problem(self, player, card_id, ability)) is not None:
            return problem  # CR 118.3: "Sacrifice a creature", "Exile a creature card from your graveyard"
        if ability.loyalty is not None:  # CR 606.3, 606.6
            if not self._sorcery_timing(player) or self._card(card_id).marks.get("lealtad_usada") == self.turn:
                return rule("606.3")
            if self._card(card_id).counters.get(LOYALTY, 0) + ability.loyalty < 0:
                return rule("606.6")
        if ability.sorcery and not self._sorcery_timing(player):
            return rule("702.6a" if ability.attach else "702.87a" if is_level_up(ability)
                        else "602.5d")  # equip, level up, or "Activate only as a sorcery"
        if (limited := activation_limit(self, player, card_id, index, ability)) is not None:
            return limited
        if ability.static == BOAST and (boast := boast_problem(self, card_id)) is not None:
            return boast
        if (crew := crew_problem(self, player, card_id, ability)) is not None:  # CR 702.122a
            return crew
        for spec in ability.targets:
            if not any_candidate(self, spec, player, card_id):
                return rule("601.2c")
        if ability.modes and len(self._mode_options(ability, player, card_id, ())) < ability.choose[0]:
            return rule("700.2a")
        if sources is None:
            sources = self._sources_for(player, card_id if ability.tap else None)
        elif ability.tap:
            sources = [s for s in sources if s.card != card_id]
        price = boast_price(self, player, ability)  # CR 601.2f: "Boast abilities you activate cost {1} less …"
        if price is not None and not self._payable(player, price, sources):
            return snow_rule(price, self.pools[player], sources, self.counters[player][LIFE]) or rule("602.2")
        return None

    def mana_problem(self, player: int, card_id: int, option: str, sources: list[Source] | None = None) -> Rule | None:
        if not self.controls_permanent(player, card_id):
            return rule("605.3a")
        ability = mana_ability(self.defn(card_id).program.abilities, option)
        if ability is None:
            return rule("106.12")  # none of its mana abilities adds that mana
        if banned(self, self.defn(card_id)):
            return rule("602.5")  # CR 605.1a: a mana ability is an activated ability
        problem = self.tap_problem(card_id)
        if problem is None and ability.costs:  # CR 701.13b: "Mill a card" with an empty library
            problem = activation_cost_problem(self, player, card_id, ability)
        if problem is None and ability.cost is not None:  # CR 602.2: its mana cost too
            others = [s for s in (sources if sources is not None else self._sources_for(player)) if s.card != card_id]
            if not self._payable(player, ability.cost, others):
                return rule("602.2")
        return problem

    def commander_tax(self, card_id: int) -> int:
        """CR 903.8: {2} more for each previous time it was cast from the command zone."""
        return 2 * dict(self.commander_casts).get(card_id, 0)

    def _begin_cast(self, player: int, card_id: int) -> None:
        """CR 601.2a: the card moves to the stack; X, targets and payment follow (``pending``)."""
        begin_cast(self, player, card_id)

    def trigger_choices(self) -> list[int]:
        """The triggers (positions in ``triggers``) the next player may put on the stack now:
        CR 603.3b, APNAP order, and each player puts their own in the order they choose (one
        per kind of trigger: the same ability of equal sources is the same choice)."""
        order = {p: i for i, p in enumerate(self.apnap())}
        player = min((t[2] for t in self.triggers), key=lambda p: order[p])
        seen: set[tuple[str, int]] = set()
        choices = []
        for i, (source, index, controller) in enumerate(self.triggers):
            key = (self.defn(source).code, index)
            if controller == player and key not in seen:
                seen.add(key)
                choices.append(i)
        return choices

    def _put_trigger(self) -> None:
        """CR 603.3b: triggers go on the stack in APNAP order; a player with several different
        ones chooses their order."""
        choices = self.trigger_choices()
        if len(choices) > 1:
            player = self.triggers[choices[0]][2]
            self.prompt = Prompt("orden", player, "Elige la próxima habilidad disparada que va a la pila",
                                 tuple(self.triggers[i][0] for i in choices), text_en="Choose the next trigger to put on the stack")
            return
        stack_trigger(self, choices[0])

    def pay(self, player: int, cost: ManaCost, taps: tuple[tuple[int, str], ...], life: int) -> int:
        """CR 601.2g–h: pay a mana cost; the mana from snow sources spent (``paying``)."""
        return pay(self, player, cost, taps, life)

    # ------------------------------------------------------------------ legal actions

    def _legal_actions(self) -> list[Action]:
        prompt = self.prompt
        if prompt is None:
            return []
        p = prompt.player
        kind = prompt.kind
        if kind == "prioridad":  # most decisions
            return self._priority_choices(p)
        if kind == "mulligan":
            return mulligans.mulligan_actions(self, p)
        if kind == "orden":
            return [Action("stack", p, (self.triggers[i][0],), choice=self.triggers[i][1]) for i in self.trigger_choices()]
        if kind == "asignar":
            assert self.dividing is not None
            blocker = self.dividing[1][len(self.dividing[2])]
            return [Action("assign", p, (self.dividing[0],), (blocker,), choice=n) for n in self.division_options()]
        if kind == "quizas" and self.may is not None and not can_pay_now(self, self.may):
            return [Action("no", p)]  # CR 118.3: a cost that can't be paid is not paid
        if kind in ("mando", "quizas"):
            return [Action("yes", p), Action("no", p)]
        if kind == "leyenda":
            assert self.legend is not None
            return [Action("choose", p, (c,)) for c in self.legend[1]]
        if kind == "copia":
            return [Action("copy", p, (c,)) for c in self.copy_candidates()] + [Action("no", p)]
        if kind == "color":
            return [Action("color", p, (prompt.options[0],), choice=c) for c in "WUBRG"]
        if kind == TYPE_PROMPT:
            return type_actions(self, p)
        if kind == UNTAP_PROMPT:
            return untap_actions(self, p)
        if kind == TOGGLE_PROMPT:
            return toggle_actions(p)
        if kind == REMOVAL_PROMPT:
            return removal_actions(p)
        if kind == PLACING_PROMPT:
            return placing_actions(p)
        if kind == MERGE_PROMPT:
            return merge_actions(p)
        if kind == RETARGET_PROMPT:
            return self.retarget_actions(p)
        if kind == CASCADE_PROMPT:
            return self.cascade_actions(p)
        if kind == "reemplazo":
            return [Action(self.replacement_verb(), p, (s.source,), choice=s.timestamp) for s in self.replacement_choices()]
        if kind == "buscar":
            return search_actions(self, p)
        if kind == "adivinar":
            assert self.scry is not None
            return [Action("bottom", p, (c,)) for c in self.scry[1]] + [Action("done", p)]
        if kind == "escrutar":
            assert self.surveil is not None
            return [Action("graveyard", p, (c,)) for c in self.surveil[1]] + [Action("done", p)]
        if kind in self.SPELL_PROMPTS:
            return self.spell_choice_actions(p)
        if kind in ("fondo", "descartar"):
            verb = "bottom" if kind == "fondo" else "discard"
            return [Action(verb, p, (c,)) for c in self.distinct(self.ids(p, "mano"))]
        if kind == "x":
            return x_actions(self, p)
        if kind == "objetivo":
            return target_actions(self, p)
        if kind == "atacantes":
            defenders = self.attackable(p)  # CR 506.2, 508.1b: an opponent or a planeswalker
            actions = [Action("attack", p, (c,), (d,))
                       for c in self.distinct_creatures(p) if self.attack_problem(c) is None for d in defenders
                       if attack_limited(self, c, d) is None]  # CR 508.1c
            actions += self.band_actions(p)  # CR 702.22c
            if attack_requirement_problem(self) is None:  # CR 508.1d
                actions.append(Action("done", p))
            return actions
        if kind == "bloqueadores":
            distinct = set(self.distinct_creatures(p))  # one of each class of interchangeable copies
            blockers = [b for b in self.creatures(p) if b in distinct]
            auras = aura_limits(self)
            actions = [Action("block", p, (b,), (a,)) for a, _ in self.attackers for b in blockers
                       if self.block_problem(b, a, p, auras) is None]
            actions += [Action("unblock", p, (b,)) for b in dict.fromkeys(b for b, _ in self.blockers)
                        if b in distinct and self._card(b).controller == p]
            if self.menace_problem() is None and block_requirement_problem(self, p) is None:  # CR 509.1c
                actions.append(Action("done", p))
            return actions
        return self._priority_choices(p)

    def _priority_choices(self, p: int) -> list[Action]:
        actions = [priority_action("pass", p)]
        sources, active = self.priority_permanents(p)
        hand = self.ids(p, "mano")
        in_hand = self.zone_defns(hand)
        timing = self._sorcery_timing(p)  # without it only instants, flash and other faces can be played (CR 117.1a)
        if not timing and not any(defn.instant_speed or defn.has_faces for defn in in_hand):
            hand = []
        budget = self._mana_budget(p, sources) if hand else None
        whole = self.distinct_in_zone(hand) if hand else None  # one of each class of the cards in hand, found once
        for cid in whole or ():
            defn = self.defn(cid)
            if defn.is_land:
                if timing and self.play_problem(p, cid) is None:
                    actions.append(priority_action("play", p, cid))
            elif (timing or defn.instant_speed) and not (budget is not None and _beyond(defn, budget)) \
                    and self.cast_problem(p, cid, sources) is None:
                actions.append(priority_action("cast", p, cid))
            if defn.has_faces:  # CR 712.11b, 709.3, 715.3
                for choice, face in face_choices(defn):
                    if self.face_problem(p, cid, choice, sources) is None:
                        actions.append(priority_action("play" if face.is_land else "cast", p, cid, choice))
        for cid in self.ids(p, "mando"):
            if cid in self.commanders and self.cast_problem(p, cid, sources) is None:
                actions.append(priority_action("cast", p, cid))
        for cid in self.ids(p, "exilio"):  # CR 715.3d, 702.143a: on an adventure, foretold
            if (on_adventure(self, p, cid) or castable_foretold(self, p, cid)) and self.cast_problem(p, cid, sources) is None:
                actions.append(priority_action("cast", p, cid))
        for cid in impulse_cards(self, p) if self.ids(p, "exilio") else ():  # CR 601.3: "you may play that card this turn"
            if self.defn(cid).is_land:
                if self.play_problem(p, cid) is None:
                    actions.append(priority_action("play", p, cid))
            elif self.cast_problem(p, cid, sources) is None:
                actions.append(priority_action("cast", p, cid))
        if (any("foretell" in defn.static_kinds and casting(defn.program).foretell for defn in in_hand)
                or in_hand and grants_foretell(self, p)) \
                and (p == self.turn_player or foretell_any_turn(self, p)):  # CR 116.2h; "on any player's turn"
            if whole is None:
                whole = self.distinct_in_zone(self.ids(p, "mano"))
            actions += [priority_action("foretell", p, cid) for cid in whole
                        if can_foretell(self, p, cid, sources)]  # CR 116.2h: foretelling, during your turn
        actions += morph.morph_actions(self, p, hand if timing else [], sources)  # CR 702.37c, 702.37e
        if any(suspending.SUSPEND in defn.static_kinds for defn in in_hand):
            if whole is None:
                whole = self.distinct_in_zone(self.ids(p, "mano"))
            actions += [priority_action(suspending.ACTION, p, cid)  # CR 702.62a, 116.2f: suspending, a special action
                        for cid in suspending.suspend_actions(self, p, whole)]
        flashback = self.flashback_cards(p)  # CR 702.34a
        for cid in self.distinct_in_zone(flashback) if flashback else ():
            if self.cast_problem(p, cid, sources) is None:
                actions.append(priority_action("cast", p, cid))
        tappable = {source.card for source in sources}  # their mana abilities have no ``tap_problem``
        for cid in active:
            defn = self.defn(cid)
            if not defn.has_activated and not defn.has_paid_mana:  # only mana abilities without a mana cost (a land):
                if cid in tappable:  # their options in order, as the loop below would list them
                    actions += [priority_action("tap", p, cid, option) for option in defn.mana_options]
                continue
            for index, ability in enumerate(defn.program.abilities):
                if ability.kind == "activated":
                    if self.activate_problem(p, cid, index, sources) is None:
                        actions.append(priority_action("activate", p, cid, index))
                elif ability.kind == "mana" and ability.cost is None and cid in tappable:  # ``mana_problem`` of p's permanent
                    actions += [priority_action("tap", p, cid, option) for option in ability.mana]
                elif ability.kind == "mana" and ability.cost is not None and self.mana_problem(p, cid, ability.mana[0], sources) is None:
                    actions += [priority_action("tap", p, cid, option) for option in ability.mana]
        for cid, index in self.zone_activations(p):  # CR 113.6m, 702.29a
            if self.activate_problem(p, cid, index, sources) is None:
                actions.append(priority_action("activate", p, cid, index))
        return actions

    # ------------------------------------------------------------------ applying actions

    def _apply(self, action: Action) -> None:
        assert self.prompt is not None
        p = action.player
        kind = action.kind
        asked = self.prompt.kind
        self.prompt = None
        self.begin_action(asked == "prioridad" and kind == "pass")  # whether it changes the game (``priority_listing``)
        if asked == "prioridad":  # most decisions: pass, or play, cast, activate, foretell, tap
            if kind == "pass":
                self._pass()
            else:
                self._priority_action(action)
            return
        if asked == "orden":
            position = next(i for i in self.trigger_choices()
                            if self.defn(self.triggers[i][0]).code == self.defn(action.cards[0]).code
                            and self.triggers[i][1] == action.number)
            stack_trigger(self, position)
            return
        if asked == "asignar":
            self.divide(action.number)
            first = self.step == "dano_primero"
            if self.dividing is not None or self.start_division(first):
                ask_division(self)
                return
            self.combat_damage(first)
            self.give_priority(self.turn_player)
            return
        if asked == "quizas":
            link, self.may = self.may, None
            answer_may(self, link, kind == "yes")  # CR 603.5, 118.12
            return
        if asked == "mando":  # CR 903.9a
            card = self.to_command
            assert card is not None
            self.to_command = None
            if kind == "yes":
                self.move(card, self.zone(self._card(card).owner, "mando"), kind="command")
            else:
                self._card(card).marks["en_zona"] = 1  # stays; not asked again until it moves
            return
        if asked == "leyenda":
            self.keep_legend(action.cards[0])
            return
        if asked == "copia":
            self.enter_as_copy(action.cards[0] if kind == "copy" else None)
            return
        if asked == "color":
            self.choose_color(str(action.choice))
            return
        if asked == TYPE_PROMPT:
            choose_type(self, str(action.choice))
            return
        if asked == UNTAP_PROMPT:
            untap_chosen(self, action.cards[0])
            return
        if asked == TOGGLE_PROMPT:
            toggle_answer(self, kind == "yes")
            return
        if asked == REMOVAL_PROMPT:
            removal_answer(self, kind == "yes")
            return
        if asked == PLACING_PROMPT:
            placing_answer(self, kind == "yes")
            return
        if asked == MERGE_PROMPT:
            merge(self, kind == "yes")
            return
        if asked == RETARGET_PROMPT:
            self.retarget(action.targets[0])
            return
        if asked == CASCADE_PROMPT:
            self.answer_cascade(kind == "yes")
            return
        if asked == "reemplazo":
            rest = self.choose_replacement(next(s for s in self.replacement_choices() if s.timestamp == action.number))
            if rest is not None:
                self.deal_prevented(rest)
            return
        if asked == "buscar":
            finish_search(self, action)
            return
        if asked == "adivinar":
            assert self.scry is not None
            if kind == "bottom":
                self.move(action.cards[0], self.zone(p, "biblioteca"), bottom=True, keep_state=True)
                left = tuple(c for c in self.scry[1] if c != action.cards[0])
                self.scry = (p, left) if left else None
            else:
                self.scry = None
            return
        if asked == "escrutar":  # CR 701.42a
            assert self.surveil is not None
            if kind == "graveyard":
                self.move(action.cards[0], self.zone(p, "cementerio"), kind="surveil")
                left = tuple(c for c in self.surveil[1] if c != action.cards[0])
                self.surveil = (p, left) if left else None
            else:
                self.surveil = None
            return
        if asked in self.SPELL_PROMPTS:
            self.apply_spell_choice(action)
            return
        if kind in ("keep", "mulligan"):
            mulligans.answer_mulligan(self, action)
        elif kind == "bottom":
            mulligans.answer_bottom(self, action)
        elif kind == "discard":  # CR 514.1, 701.8a
            discard(self, action.cards[0])
            if self.discarding:  # an effect's discard
                player, count = self.discarding[0]
                remaining = count - 1 if self.ids(player, "mano") else 0
                self.discarding = (((player, remaining),) if remaining else ()) + self.discarding[1:]
            else:
                cleanup(self)
        elif kind == "x":
            answer_x(self, action)
        elif kind == "done" and asked == "objetivo" or kind == "target":  # CR 115.6: no more of the "up to" targets
            answer_target(self, action)
        elif kind == "attack":
            self.declare_attacker(action.cards[0], action.targets[0])
            self.prompt = Prompt("atacantes", p, "Declara atacantes", text_en="Declare attackers")
        elif kind == BAND:  # CR 702.22c
            self.declare_band(action.cards[0], action.targets[0])
            self.prompt = Prompt("atacantes", p, "Declara atacantes", text_en="Declare attackers")
        elif kind == "block":
            self.declare_blocker(action.cards[0], action.targets[0])
            self.prompt = Prompt("bloqueadores", p, "Declara bloqueadoras", text_en="Declare blockers")
        elif kind == "unblock":
            self.undeclare_blocker(action.cards[0])
            self.prompt = Prompt("bloqueadores", p, "Declara bloqueadoras", text_en="Declare blockers")
        elif kind == "done":
            if self.step == "atacantes":
                self.finish_attackers()
            else:
                self.defenders = self.defenders[1:]
                if self.next_blockers():  # CR 802.4: the next defending player
                    return
            self.give_priority(self.turn_player)  # CR 508.2, 509.2
        else:
            raise ValueError(f"acción desconocida {kind}")

    def _pass(self) -> None:
        """CR 117.4: when all players pass in succession the top object resolves (and the active
        player receives priority, CR 117.3b) or, with an empty stack, the step ends."""
        self.chain = self.chain.pass_window(self.num_players)
        if self.left:
            self.skip_left_window()
        if not self.chain.all_passed(self.num_players - len(self.left)):  # CR 800.4: players still in the game
            # nothing changed since the check before this priority (CR 704.3): no need to repeat it
            self.sba_checked = not self.triggers
            self.need_priority = True
            return
        if self.chain.links:
            self.resolve_top()
            self.give_priority(self.turn_player)
        else:  # the step ends (CR 500.2), nothing changed since the check before this priority
            self.sba_checked = True

    def _priority_action(self, action: Action) -> None:
        p = action.player
        kind = action.kind
        card_id = action.cards[0]
        self.chain = replace(self.chain, passes=0)
        face = face_for(self.defn(card_id), action.choice) if kind in ("play", "cast") else None
        if face is not None:  # CR 712.11b, 709.3: that face or half up
            put_face_up(self, card_id, face)
        if kind == "play":  # CR 305.1: a special action, no stack
            self.move(card_id, self.zone(p, "campo"), kind="play")
            self.lands_played += 1
            self.give_priority(p)
        elif kind == "cast":
            self._begin_cast(p, card_id)
        elif kind == "activate":
            begin_activate(self, p, card_id, action.number)
        elif kind == morph.CAST:  # CR 702.37c
            morph.cast_face_down(self, p, card_id)
        elif kind == morph.TURN_UP:  # CR 702.37e, 116.2b: a special action, no stack
            morph.turn_face_up(self, p, card_id)
            self.give_priority(p)
        elif kind == "foretell":  # CR 116.2h: a special action, no stack
            foretell(self, p, card_id)
            self.give_priority(p)
        elif kind == suspending.ACTION:  # CR 702.62a, 116.2f: a special action, no stack
            suspending.suspend(self, p, card_id)
            self.give_priority(p)
        elif kind == "tap":  # CR 605.3b: mana abilities resolve at once, without the stack
            ability = mana_ability(self.defn(card_id).program.abilities, str(action.choice))
            if ability is not None and ability.cost is not None:  # its mana cost first (CR 602.2b)
                payment = find_payment(ability.cost, self.pools[p], self._sources_for(p, card_id), self.counters[p][LIFE])
                assert payment is not None
                pay(self, p, ability.cost, payment.taps, payment.life)
            self.tap(card_id)
            if ability is not None and ability.sacrifice:  # CR 111.10a, 701.17a: a Treasure is sacrificed as it is tapped
                self.move(card_id, self.owner_zone(card_id, "cementerio"), kind="sacrifice")
            if ability is not None and ability.costs:  # CR 605.3b: "{T}, Mill a card: Add {C}."
                pay_mana_costs(self, p, ability)
            self.add_mana(p, str(action.choice))
            mana_damage(self, card_id, str(action.choice))
            tapped_for_mana(self, card_id, str(action.choice))  # CR 106.12a, 605.4a
            self.give_priority(p)
            self.sba_checked = not self.triggers and not (ability is not None and ability.sacrifice)  # a sacrificed token: CR 704.5d
        else:
            raise ValueError(f"acción desconocida {kind}")

    # ------------------------------------------------------------------ refusals

    def _refusal(self, action: Action) -> Rule:
        prompt = self.prompt
        p = action.player
        kind = action.kind
        if prompt is None or p != prompt.player:
            return rule("117.1")
        if prompt.kind == "prioridad":
            if kind in ("play", "cast") and action.cards and action.choice is not None:
                return self.face_problem(p, action.cards[0], action.choice) or rule("117.1")
            if kind == "play" and action.cards:
                return self.play_problem(p, action.cards[0]) or rule("117.1")
            if kind == "cast" and action.cards:
                return self.cast_problem(p, action.cards[0]) or rule("117.1")
            if kind == "activate" and action.cards and isinstance(action.choice, int):
                return self.activate_problem(p, action.cards[0], action.choice) or rule("117.1")
            if kind == suspending.ACTION and action.cards:
                return suspending.problem(self, p, action.cards[0]) or rule("117.1")
            if kind == "foretell" and action.cards:
                return rule("116.2h")
            if kind in (morph.CAST, morph.TURN_UP) and action.cards:
                return morph.refusal(self, action)
            if kind == "tap" and action.cards:
                return self.mana_problem(p, action.cards[0], str(action.choice)) or rule("117.1")
        if prompt.kind == "atacantes" and kind == "attack" and action.cards:
            if action.targets and action.targets[0] not in self.attackable(p):
                return rule("508.1b")
            return self.attack_problem(action.cards[0]) or (attack_limited(self, action.cards[0], action.targets[0])
                                                            if action.targets else None) or rule("508.1a")
        if prompt.kind == "atacantes" and kind == BAND and action.cards and action.targets:
            return self.band_problem(p, action.cards[0], action.targets[0]) or rule("702.22c")
        if prompt.kind == "atacantes" and kind == "done":
            return attack_requirement_problem(self) or rule("508.1a")
        if prompt.kind == "bloqueadores":
            if kind == "block" and action.cards and action.targets:
                return self.block_problem(action.cards[0], action.targets[0], p) or rule("509.1a")
            if kind == "done":
                return self.menace_problem() or block_requirement_problem(self, p) or rule("509.1a")
        if prompt.kind == "asignar" and kind == "assign" and self.dividing is not None:
            return rule("702.19b") if self.has(self.dividing[0], "trample") else rule("510.1c")
        if prompt.kind == "objetivo" and kind == "target" and action.targets and isinstance(self.pending, Pending):
            pending = self.pending  # CR 702.11b, 702.16b, 702.18a or 601.2c
            spec = pending.specs[len(pending.targets)]
            return rule(target_rule(self, spec, action.targets[0], pending.controller, pending.source))
        if prompt.kind == "buscar" and (chosen := search_refusal(self)) is not None:
            return chosen  # CR 608.2c, 701.17a: a card the text does not let the player choose
        if prompt.kind == RETARGET_PROMPT:
            return self.retarget_refusal(action)
        if prompt.kind == CASCADE_PROMPT:
            return self.cascade_refusal()
        if prompt.kind == "x":
            return rule("601.2h")
        if prompt.kind in self.SPELL_PROMPTS:
            return self.spell_choice_refusal(prompt.kind)
        if kind == "discard":
            return rule("514.1")
        if prompt.kind == "copia":
            return rule("707.5")
        if prompt.kind == "quizas":
            return madness_refusal(self) or echo_refusal(self) or cumulative_refusal(self) or suspending.refusal(self) \
                or rule("118.3")  # a cost to pay as it resolves that can't be paid
        if prompt.kind == "color":
            return rule("105.4")
        if prompt.kind == TYPE_PROMPT:
            return rule("205.3m")
        if prompt.kind == UNTAP_PROMPT:
            return rule("502.3")  # Winter Orb: a permanent that is not one of those waiting to untap
        if prompt.kind == "reemplazo":
            return rule("616.1")
        return rule("117.1")

    # ------------------------------------------------------------------ conceding (CR 104.3a, 800.4)

    def meta_actions(self, player: int) -> list[Action]:
        """A player who left the game can no longer concede (CR 800.4a)."""
        return [] if player in self.left else super().meta_actions(player)

    def _concede(self, player: int) -> list[Event]:
        """CR 104.3a: the player leaves the game at once and loses. With more than two players the
        game goes on without them (CR 800.4a): a decision they were making passes on."""
        if self.num_players == 2 or self.outcome is not None or not 0 <= player < self.num_players:
            return super()._concede(player)
        if player in self.left:
            raise IllegalActionError(rule("800.4a"), action="concede")
        self._events = []
        asked = self.prompt
        self.players_lose([player], ["104.3a"])
        self.history.append(Action(CONCEDE, player))
        self._legal = None
        if self.outcome is None and asked is not None and (
                asked.player == player or (asked.kind == "asignar" and self.dividing is None)):
            self.prompt = None
            self._resume_without(asked.kind)
            self._advance()
        events, self._events = self._events, []
        return events

    def _resume_without(self, kind: str) -> None:
        """Go on with the decision ``kind`` after the player making it left the game."""
        if kind in ("mulligan", "fondo"):
            mulligans.next_mulligan(self)
        elif kind == "atacantes":
            self.finish_attackers()
            self.give_priority(self.turn_player)
        elif kind == "bloqueadores":
            if not self.next_blockers():
                self.give_priority(self.turn_player)
        elif kind == "asignar":
            first = self.step == "dano_primero"
            if self.start_division(first):
                ask_division(self)
            else:
                self.combat_damage(first)
                self.give_priority(self.turn_player)
        elif kind == "descartar" and self.step == "limpieza" and not self.discarding:
            cleanup(self)
        else:
            self.need_priority = True

    # ------------------------------------------------------------------ notation and gestures

    # ------------------------------------------------------------------ AI helpers

    def evaluate(self, player: int) -> float:
        """A heuristic in [-1, 1] from ``player``'s view: life, the creatures' power and
        toughness on the battlefield, and cards in hand — only public facts and counts."""
        if self.outcome is not None:
            return self.returns()[player]
        score = 0.0
        for other in range(self.num_players):
            sign = 1.0 if other == player else -1.0 / max(1, self.num_players - 1)
            board = sum(sum(self.power_toughness(c)) for c in self.creatures(other))
            lands = sum(1 for c in self.battlefield(other) if self.defn(c).is_land)
            value = 0.05 * min(self.counters[other][LIFE], 40) + 0.08 * board + 0.1 * len(self.ids(other, "mano")) + 0.05 * lands
            value -= 0.1 * self.counters[other].get("veneno", 0)
            score += sign * value
        return max(-1.0, min(1.0, score / 4.0))


__all__ = ["MtgState", "Pending", "Any"]
