"""The Magic game state: the automatic procedure that asks each question, and the parts it uses.

Rule numbers are the Comprehensive Rules'. The flow: ``_advance`` checks state-based actions
and puts triggered abilities on the stack whenever a player would receive priority (CR 704.3,
603.3), asks that player, and ends the step when everyone passes with an empty stack (CR 117.4).

The work lives in modules named for it, functions of the state: ``questions`` (each prompt's
legal answers, what an answer does and why another is refused), ``priority_actions`` (what a
player with priority may do), ``play_problems`` (why a play is not allowed now), ``pending`` and
``paying`` (a spell or ability being put on the stack), ``trigger_order`` (CR 603.3b),
``combat_questions``, ``mulligans`` (CR 103.5) and ``turn_steps`` (CR 500–514).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.actions import CONCEDE, Action, Event
from engine.core.chain import Chain
from engine.core.errors import IllegalActionError, Rule
from engine.core.gestures import Gestures
from engine.core.manual import ManualRules
from engine.core.notation import Notation
from engine.games.mtg import gestures, mulligans, notation
from engine.games.mtg.asking import note_waiting
from engine.games.mtg.combat_questions import ask_division
from engine.games.mtg.priority_actions import choices as priority_choices, priority_prompt
from engine.games.mtg.questions import (QUESTIONS, command_prompt, discard_prompt, legend_prompt, refusal, scry_prompt,
                                        surveil_prompt)
from engine.games.mtg.trigger_order import put_trigger
from engine.games.mtg.turn_steps import cleanup, end_step, enter_step
from engine.games.mtg.chosen_type import type_prompt
from engine.games.mtg.untap_one import untap_prompt
from engine.games.mtg.tap_or_untap import toggle_prompt
from engine.games.mtg.counter_removal import removal_prompt
from engine.games.mtg.top_or_bottom import placing_prompt
from engine.games.mtg.mutate import merge_prompt
from engine.games.mtg.base import STEPS, LIFE
from engine.games.mtg.spell_costs import costs_change
from engine.games.mtg.banding import BandingMixin
from engine.games.mtg.mana import ManaCost, Source, SourceKinds, can_pay_kinds, letter_units, source_kinds
from engine.games.mtg.search import search_prompt
from engine.games.mtg.resolution_costs import may_prompt
from engine.games.mtg.rules import rule
from engine.games.mtg.spells import SpellsMixin
from engine.games.mtg.priority_listing import PriorityListing
from engine.games.mtg.paying import pay
from engine.games.mtg.pending import ask as ask_pending, begin_cast

MAX_AUTO_STEPS = 20000


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
            if self.asking:  # a choice waits (``asking``): asked before priority
                self._ask_waiting()
            elif self.need_priority:
                checked, self.sba_checked = self.sba_checked, False
                if not checked and self.state_based_actions():  # CR 704.3: repeat until none apply
                    continue
                if self.outcome is not None:
                    break
                if self.triggers:
                    put_trigger(self)
                    continue
                self.need_priority = False
                player = self.chain.window if self.chain.window is not None else self.turn_player
                if self.left:
                    player = self.next_in_game(player)
                self.prompt = priority_prompt(player)
            else:
                end_step(self)
        self.end_action()  # whether the game changed (``priority_listing``)

    def _ask_waiting(self) -> None:
        """The first waiting choice (``asking.WAITING``, in this order) becomes the prompt, or goes on."""
        if self.may is not None:
            self.prompt = may_prompt(self, self.may)  # CR 603.5, 118.12: with a cost to pay, says so
        elif self.to_command is not None:
            self.prompt = command_prompt(self, self.to_command)  # CR 903.9a
        elif self.legend is not None:
            self.prompt = legend_prompt(self.legend)  # CR 704.5j
        elif self.discarding:
            self.prompt = discard_prompt(self, *self.discarding[0])  # CR 701.8a
        elif self.searching is not None:  # CR 701.23
            self.prompt = search_prompt(self)
        elif self.scry is not None:
            self.prompt = scry_prompt(self.scry)  # CR 701.18a
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
            self.prompt = surveil_prompt(self.surveil)  # CR 701.42a
        elif self.retargeting:  # CR 707.10c: new targets for a copy of a spell
            self.prompt = self.retarget_prompt()
        elif self.cascading is not None:  # CR 702.85a: cast the card exiled, or not
            self.prompt = self.cascade_prompt()
        elif self.resume is not None:  # CR 608.2c: the rest of the instructions
            self.continue_resolution()
        elif self.spell_choices is not None:
            self.ask_spell_choice()
        else:
            ask_pending(self)

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
        (``None`` otherwise): ``priority_actions._beyond`` tells a spell they cannot afford without working out its
        total cost (every priority asks of every card in hand)."""
        if costs_change(self):
            return None
        pool = self.pools[player]
        total = sum([len(s.options[0]) for s in sources])  # ``_supply``'s, without sorting their kinds
        return (sum(pool.values()) if pool else 0) + total, self.counters[player][LIFE] // 2

    def _short_of_letters(self, player: int, needs: tuple[tuple[str, int], ...], sources: list[Source]) -> bool:
        """Whether ``player``'s pool and ``sources`` could not make ``needs`` (how many of each
        one-letter symbol a cost has, ``hand_kinds.mana_bound``): ``_payable`` would say no (CR 601.2h).
        The ``letter_units`` of ``sources`` are worked out once per list, as ``_supply``."""
        memo = self._letters_memo
        if memo is not None and memo[0] is sources:
            units = memo[1]
        else:
            units = letter_units(self._supply(sources)[1])
            self._letters_memo = (sources, units)
        pool = self.pools[player]
        return any(count > units.get(letter, 0) + (pool.get(letter, 0) if pool else 0) for letter, count in needs)

    def _payable(self, player: int, cost: ManaCost, sources: list[Source]) -> bool:
        """CR 601.2h: whether ``player`` can pay ``cost`` with their pool, ``sources`` and life."""
        total, kinds = self._supply(sources)
        pool = self.pools[player]
        missing = cost.mana_value - (sum(pool.values()) if pool else 0) - total
        life = self.counters[player][LIFE]
        if missing > min(cost.phyrexian, life // 2):
            return False  # not enough mana, even paying life for Phyrexian symbols (CR 107.4f)
        return can_pay_kinds(cost.with_x(0), pool, kinds, life)

    def _sorcery_timing(self, player: int) -> bool:
        self.timing_read(player)
        return player == self.turn_player and self._sorcery_window()

    def _sorcery_window(self) -> bool:
        """CR 117.1a: a main phase with an empty stack (read without noting a read of the step:
        kept listings are told apart by it, ``priority_listing``)."""
        return STEPS[self._step_index][1] is None and not self.chain.links

    def _begin_cast(self, player: int, card_id: int) -> None:
        """CR 601.2a: the card moves to the stack; X, targets and payment follow (``pending``)."""
        begin_cast(self, player, card_id)

    def pay(self, player: int, cost: ManaCost, taps: tuple[tuple[int, str], ...], life: int) -> int:
        """CR 601.2g–h: pay a mana cost; the mana from snow sources spent (``paying``)."""
        return pay(self, player, cost, taps, life)

    # ------------------------------------------------------------------ questions and answers (``questions``)

    def _legal_actions(self) -> list[Action]:
        prompt = self.prompt
        if prompt is None:
            return []
        question = QUESTIONS.get(prompt.kind)
        return question.actions(self, prompt) if question is not None else self._priority_choices(prompt.player)

    def _priority_choices(self, p: int) -> list[Action]:
        """CR 117.1: what ``p`` may do with priority (``priority_actions``; kept by ``priority_listing``)."""
        return priority_choices(self, p)

    def _apply(self, action: Action) -> None:
        assert self.prompt is not None
        asked = self.prompt.kind
        self.prompt = None
        self.begin_action(asked == "prioridad" and action.kind == "pass")  # whether it changes the game (``priority_listing``)
        question = QUESTIONS.get(asked)
        if question is None:
            raise ValueError(f"acción desconocida {action.kind}")
        question.answer(self, action)

    def _refusal(self, action: Action) -> Rule:
        return refusal(self, action)

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
            raise IllegalActionError(rule("800.4a"), action=self.action_in_words(Action(CONCEDE, player)))
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


note_waiting(MtgState)  # ``asking``: whether a choice waits, kept as its attributes are written

__all__ = ["MtgState"]
