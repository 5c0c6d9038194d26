"""Choices and costs of casting: modes (CR 700.2), kicker (CR 702.33), flashback (CR 702.34),
additional costs (CR 118.8), alternative costs (CR 118.9), cost increases and reductions
(CR 601.2f), and ward (CR 702.21).

Casting follows CR 601.2: modes and the intention to kick are announced first (601.2b), then X
and the targets (601.2c, in ``state.py``), then the total cost is fixed (601.2f) and paid
(601.2h), with the cards chosen for a sacrifice or discard as part of it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Prompt
from engine.core.chain import Chain, ChainLink
from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.target_triggers import targeted
from engine.games.mtg.base import LIFE, PLUS
from engine.games.mtg.casting_terms import casting
from engine.games.mtg.crew import PROMPT as CREW_PROMPT, crew_actions, crew_choice, crew_prompt
from engine.games.mtg.division import DivisionMixin
from engine.games.mtg.foretell import FORETELL_CAST, FORETOLD, GIVEN, given_foretell_cost
from engine.games.mtg.source_choice import SourceChoiceMixin
from engine.games.mtg.spell_copies import SpellCopyMixin
from engine.games.mtg.cascade import CascadeMixin, WITHOUT_MANA_COST
from engine.games.mtg.bestow import bestow_prompt, can_bestow, cast_bestowed, has_bestow
from engine.games.mtg.mutate import can_mutate, cast_mutating, has_mutate, mutate_prompt
from engine.games.mtg.spell_costs import cost_change_now
from engine.games.mtg.graveyard_casting import castable_from_graveyard
from engine.games.mtg.activation_costs import REMOVE_COUNTER
from engine.games.mtg.cycling import DISCARD_SELF, discard_self
from engine.games.mtg.discards import discard
from engine.games.mtg.madness import MADNESS, madness_cost
from engine.games.mtg.escape import ANY_CARD, ESCAPED, escape_ability, escape_costs, escape_price, escaping
from engine.games.mtg.suspend import free_cost
from engine.games.mtg.splice import (SPLICE_PROMPT, options as splice_options, splice, splice_actions, splice_prompt,
                                     spliced_cost, spliced_specs)
from engine.games.mtg.mana import ManaCost, find_payment
from engine.games.mtg.buyback import BOUGHT, BUYBACK_PROMPT
from engine.games.mtg.multikicker import MAX_KICKS, MULTIKICKED
from engine.games.mtg.sacrificed_value import remember
from engine.games.mtg.permanent_costs import (PERMANENT_COST, RETURN_PROMPT, SACRIFICE_PROMPT, choosable, cost_prompt,
                                              pay_permanents, prompt_kind)
from engine.games.mtg.resolution import Cast, cast_parts
from engine.games.mtg.rules import rule
from engine.games.mtg.targets import any_candidate

if TYPE_CHECKING:
    from engine.games.mtg.pending import Pending

FLASHBACK = "retrospectiva"  # the mark of a card cast with its flashback cost (CR 702.34a)
ALTERNATIVE = "coste_alternativo"  # the mark of a spell cast for its alternative cost (CR 118.9)


@dataclass(frozen=True, slots=True)
class Ward:
    """A ward trigger resolving (CR 702.21a): ``player`` pays ``cost`` (mana) or ``life``, or
    ``link`` (the spell or ability that targeted) is countered."""

    player: int
    link: ChainLink
    cost: ManaCost | None
    life: int


#: additional costs paid with a chosen card → the prompt that asks for it (CR 118.8, 601.2h)
_CHOSEN_COSTS = {"sacrifice": "sacrificar", "discard": "descartar_coste", "exile_from_graveyard": "exiliar_coste",
                 PERMANENT_COST: RETURN_PROMPT}  # or SACRIFICE_PROMPT (``permanent_costs.prompt_kind``)


class SpellsMixin(DivisionMixin, SourceChoiceMixin, SpellCopyMixin, CascadeMixin):
    """Modes, optional and additional costs while casting, flashback and ward."""

    SPELL_PROMPTS = frozenset({"modo", "alternativo", "estimulo", "sacrificar", "descartar_coste", "exiliar_coste", "rebatir", "dividir",
                               RETURN_PROMPT, SACRIFICE_PROMPT, SPLICE_PROMPT,
                               "multiestimulo", "fuente", CREW_PROMPT, BUYBACK_PROMPT})

    def pay(self, player: int, cost: ManaCost, taps: tuple[tuple[int, str], ...], life: int) -> int:
        """CR 601.2g–h: pay a mana cost; the mana from snow sources spent (``MtgState.pay``)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ costs (CR 601.2f)

    def flashback_cost(self, card_id: int) -> ManaCost | None:
        return casting(self.defn(card_id).program).flashback

    def cast_costs(self, card_id: int, extra: int = 0) -> list[ManaCost]:
        """The total costs a spell could be cast for now: with its mana cost (or flashback) or
        with its alternative cost (CR 118.9a: one alternative cost at most)."""
        defn = self.defn(card_id)
        info = casting(defn.program)
        if info.plain and GIVEN not in self._card(card_id).marks and not escaping(self, card_id):  # (``total_cost``: foretold by a grant, escape)
            extra += cost_change_now(self, card_id, self._card(card_id).controller)  # CR 601.2f
            return [defn.cost.plus(extra) if extra else defn.cost] if defn.cost is not None else [ManaCost()]
        costs = [self.total_cost(card_id, extra)]
        if info.alternative is not None and self.zone_name_of(card_id) != "cementerio" \
                and not (has_mutate(defn) and not can_mutate(self, self._card(card_id).controller, card_id)):  # CR 702.140a
            costs.append(self.total_cost(card_id, extra, alternative=True))
        return costs

    def total_cost(self, card_id: int, extra: int = 0, kicked: bool = False, alternative: bool = False) -> ManaCost:
        """CR 601.2f: the mana cost or the alternative one (flashback, CR 118.9), plus additional
        costs (kicker, the commander tax, splice: CR 702.47a) and increases, minus reductions, never below {0}."""
        cost = self._own_total_cost(card_id, extra, kicked, alternative)
        spliced = spliced_cost(self, card_id)
        return cost if spliced is None else cost.combined(spliced)

    def _own_total_cost(self, card_id: int, extra: int, kicked: bool, alternative: bool) -> ManaCost:
        defn = self.defn(card_id)
        info = casting(defn.program)
        extra += cost_change_now(self, card_id, self._card(card_id).controller)  # CR 601.2f: "spells you cast cost {2} less"
        given = self._card(card_id).marks.get(GIVEN)
        if given is not None:  # foretold by Dream Devourer's grant: that foretell cost (CR 702.143a)
            cost = given_foretell_cost(defn, given)
            return (cost.combined(info.kicker) if kicked and info.kicker is not None else cost).plus(extra + info.change)
        if self._card(card_id).marks.get(WITHOUT_MANA_COST):  # CR 118.9, 702.85a: without paying its mana cost
            return (info.kicker if kicked and info.kicker is not None else ManaCost()).plus(extra + info.change)
        madness = madness_cost(defn.program) if self._card(card_id).marks.get(MADNESS) else None
        if madness is not None:  # CR 702.35b: instead of its mana cost (an alternative cost, CR 118.9)
            return (madness.combined(info.kicker) if kicked and info.kicker is not None else madness).plus(extra + info.change)
        escape = escape_price(self, card_id)
        if escape is not None:  # CR 702.138a: instead of its mana cost (an alternative cost, CR 118.9)
            return (escape.combined(info.kicker) if kicked and info.kicker is not None else escape).plus(extra + info.change)
        free = free_cost(self, card_id)
        if free is not None:  # CR 702.62d, 118.9: cast by suspend, without paying its mana cost
            return (free.combined(info.kicker) if kicked and info.kicker is not None else free).plus(extra + info.change)
        if info.plain:
            return (defn.cost or ManaCost()).plus(extra)
        flashback = info.flashback is not None and (
            self._card(card_id).marks.get(FLASHBACK) or self.zone_name_of(card_id) == "cementerio")
        cost = (info.flashback if flashback else defn.cost) or ManaCost()
        marks = self._card(card_id).marks
        if info.foretell is not None and (marks.get(FORETELL_CAST) or FORETOLD in marks):
            cost = info.foretell  # CR 702.143a: instead of its mana cost
        if info.alternative is not None and (alternative or self._card(card_id).marks.get(ALTERNATIVE)):
            cost = info.alternative  # CR 118.9d: additional costs, increases and reductions still apply
        if kicked and info.kicker is not None:
            cost = cost.combined(info.kicker)
        if info.buyback is not None and self._card(card_id).marks.get(BOUGHT):  # CR 702.27a: an additional cost
            cost = cost.combined(info.buyback)
        if info.multikicker is not None:  # CR 702.33c: once for each time it is kicked
            for _ in range(self._card(card_id).marks.get(MULTIKICKED, 0)):
                cost = cost.combined(info.multikicker)
        return cost.plus(extra + info.change)

    def flashback_cards(self, player: int) -> list[int]:
        """The cards with flashback in ``player``'s graveyard (CR 702.34a), recomputed only when
        the graveyard changes (every priority asks; compared without copying it)."""
        graveyard = self.ids(player, "cementerio")
        cached = self._flashback.get(player)
        if cached is None or cached[0] != graveyard:
            cached = (list(graveyard), [c for c in graveyard if self.flashback_cost(c) is not None
                                  or castable_from_graveyard(self.defn(c))  # CR 601.3: "You may cast CARDNAME from your graveyard"
                                  or escape_ability(self.defn(c)) is not None])  # CR 702.138a
            self._flashback[player] = cached
        return cached[1]

    def can_flashback(self, player: int, card_id: int) -> bool:
        """CR 702.34a: an instant or sorcery with flashback in its owner's graveyard."""
        return card_id in self.flashback_cards(player)

    def extra_cast_problem(self, player: int, card_id: int) -> Rule | None:
        """Why the additional costs (CR 118.8, 119.4) or the modes (CR 700.2a) forbid casting."""
        info = casting(self.defn(card_id).program)
        if info.plain:
            return None
        for effect in info.costs:
            if effect.op == "sacrifice" and not self.creatures(player):
                return rule("118.8")
            if effect.op == "discard" and len([c for c in self.ids(player, "mano") if c != card_id]) < effect.amount:
                return rule("118.8")
            if effect.op == "lose_life" and self.counters[player][LIFE] < effect.amount:
                return rule("119.4")
            if effect.op == "exile_from_graveyard" \
                    and len([c for c in self._graveyard_creatures(player) if c != card_id]) < max(1, effect.amount):  # CR 601.2a
                return rule("118.8")
        if info.modal is not None and len(self._mode_options(info.modal, player, card_id, ())) < info.modal.choose[0]:
            return rule("700.2a")
        return None

    # ------------------------------------------------------------------ announcing (CR 601.2b)

    def _mode_options(self, ability: Ability, player: int, card_id: int, chosen: tuple[int, ...]) -> list[int]:
        """CR 700.2a: modes with legal targets; CR 700.2d: each at most once."""
        return [i for i, mode in enumerate(ability.modes) if i not in chosen and all(
            spec.endswith("?") or any_candidate(self, spec, player, card_id) for spec in mode.targets)]

    def modal_ability(self, pending: "Pending") -> Ability | None:
        """The modal spell ability, or activated or triggered ability, being put on the stack."""
        program = self.defn(pending.source).program
        if pending.kind == "spell":
            return casting(program).modal
        ability = program.abilities[pending.ability]
        return ability if ability.modes else None

    def start_choices(self, pending: "Pending") -> None:
        """CR 601.2b, 700.2a, 700.2b: the modes, then whether to pay an alternative cost or the kicker.
        A modal triggered ability without a mode that can be chosen leaves the stack (CR 700.2b)."""
        if self.spell_choices != SPLICE_PROMPT and splice_options(self, pending):  # CR 601.2b, 702.47a: revealed as it is announced
            self.spell_choices = SPLICE_PROMPT
            return
        modal = self.modal_ability(pending)
        if modal is None:
            self._after_modes(pending)
        elif pending.kind == "trigger" and len(self._mode_options(modal, pending.controller, pending.source, ())) < modal.choose[0]:
            self.pending = None
            self.need_priority = True
        else:
            self.spell_choices = "modo"

    def _after_modes(self, pending: "Pending") -> None:
        """CR 601.2b: then an alternative cost (CR 118.9, not with flashback: 118.9a), then the
        kicker when it could be paid (CR 702.33a); otherwise the announcement ends."""
        info = casting(self.defn(pending.source).program)
        if pending.kind != "spell":
            self.spell_choices = None
            self._announced()
        elif info.alternative is not None and not self._card(pending.source).marks.get(FLASHBACK) \
                and self.spell_choices != "alternativo" and any(self._cost_payable(pending, alt) for alt in (False, True)):
            self.spell_choices = "alternativo"
        elif info.buyback is not None and BOUGHT not in self._card(pending.source).marks:
            self.spell_choices = BUYBACK_PROMPT  # CR 702.27a, 601.2b: whether its buyback cost is paid
        elif info.kicker is not None and self.kicker_payable(pending):
            self.spell_choices = "estimulo"
        elif info.multikicker is not None and self.kicks_payable(pending):
            self.spell_choices = "multiestimulo"
        else:
            self.spell_choices = None
            self._announced()

    def ask_spell_choice(self) -> None:
        choice = self.spell_choices
        if isinstance(choice, Ward):
            label = f"{choice.cost}" if choice.cost is not None else f"{choice.life} vidas"
            self.prompt = Prompt("rebatir", choice.player, f"Rebatir: ¿pagas {label}? Si no, se contrarresta",
                                 (choice.link.source,), text_en=f"Ward: pay {choice.cost or str(choice.life) + ' life'}?")
            return
        if choice == "dividir":  # CR 601.2d
            self.prompt = self.division_prompt()
            return
        pending = self.pending
        card = pending.source
        name = self._card_name(card)
        if choice == "modo":  # the modes are listed with their numbers (CR 700.2)
            ability = self.modal_ability(pending)
            assert ability is not None
            shown = [line.lstrip("• ") for line in self.defn(card).text.split("\n") if line.startswith("•")]
            if len(shown) != len(ability.modes):
                shown = [mode.text for mode in ability.modes]
            listing = " ".join(f"[{i + 1}] {t}" for i, t in enumerate(shown) if i not in pending.modes)
            english = " ".join(f"[{i + 1}] {m.text}" for i, m in enumerate(ability.modes) if i not in pending.modes)
            self.prompt = Prompt("modo", pending.controller, f"{name}: elige un modo (ya elegidos {len(pending.modes)}). {listing}",
                                 (card,), text_en=f"{name}: choose a mode. {english}")
        elif choice == "alternativo":
            alternative = casting(self.defn(card).program).alternative
            self.prompt = bestow_prompt(pending.controller, card, name, alternative) if has_bestow(self.defn(card)) \
                else mutate_prompt(pending.controller, card, name, alternative) if has_mutate(self.defn(card)) else Prompt(
                "alternativo", pending.controller, f"{name}: ¿pagas {alternative} en lugar de su coste de maná?",
                (card,), text_en=f"{name}: pay {alternative} rather than its mana cost?")  # CR 702.103a: bestow in its words
        elif choice == "multiestimulo":  # CR 702.33c
            multikicker = casting(self.defn(card).program).multikicker
            self.prompt = Prompt("multiestimulo", pending.controller, f"{name}: ¿cuántas veces pagas el multiestímulo {multikicker}?",
                                 (card,), text_en=f"{name}: how many times do you pay the multikicker {multikicker}?")
        elif choice == BUYBACK_PROMPT:
            buyback = casting(self.defn(card).program).buyback
            self.prompt = Prompt(BUYBACK_PROMPT, pending.controller, f"{name}: ¿pagas la recompra {buyback}?", (card,),
                                 text_en=f"{name}: pay the buyback {buyback}?")
        elif choice == "estimulo":
            self.prompt = Prompt("estimulo", pending.controller, f"{name}: ¿pagas el estímulo?", (card,),
                                 text_en=f"{name}: pay the kicker?")
        elif choice == CREW_PROMPT:
            self.prompt = crew_prompt(self, pending)
        elif choice == SPLICE_PROMPT:
            self.prompt = splice_prompt(self, pending)
        elif choice == "sacrificar":
            self.prompt = Prompt("sacrificar", pending.controller, "Coste adicional: sacrifica una criatura",
                                 tuple(self._sacrificeable(pending)), text_en="Additional cost: sacrifice a creature")
        elif choice in (RETURN_PROMPT, SACRIFICE_PROMPT):  # CR 601.2h: "Return three snow lands …", "Sacrifice two Treasures"
            self.prompt = cost_prompt(self, pending.controller, self._next_cost(pending), pending.paid)
        elif choice == "exiliar_coste" and self._next_cost(pending).keyword == ANY_CARD:  # CR 702.138a
            left = len(self._needed(pending)) - len(pending.paid)
            self.prompt = Prompt("exiliar_coste", pending.controller, f"Escapatoria: exilia otra carta de tu cementerio (faltan {left})",
                                 tuple(self._exilable(pending)), text_en=f"Escape: exile another card from your graveyard ({left} to go)")
        elif choice == "exiliar_coste":
            self.prompt = Prompt("exiliar_coste", pending.controller, "Coste adicional: exilia una carta de criatura de tu cementerio",
                                 tuple(self._exilable(pending)), text_en="Additional cost: exile a creature card from your graveyard")
        else:
            self.prompt = Prompt("descartar_coste", pending.controller, "Coste adicional: descarta una carta",
                                 tuple(self.ids(pending.controller, "mano")), text_en="Additional cost: discard a card")

    def spell_choice_actions(self, p: int) -> list[Action]:
        choice = self.spell_choices
        if isinstance(choice, Ward):
            payable = self._ward_payable(choice)
            return ([Action("yes", p)] if payable else []) + [Action("no", p)]
        if self.choosing_source is not None:  # CR 609.7a
            return self.source_actions(p)
        if choice == "dividir":
            return self.division_actions(p)
        pending = self.pending
        if choice == "modo":
            ability = self.modal_ability(pending)
            assert ability is not None
            actions = [Action("mode", p, (pending.source,), choice=i)
                       for i in self._mode_options(ability, p, pending.source, pending.modes)]
            if len(pending.modes) >= ability.choose[0]:
                actions.append(Action("done", p))
            return actions
        if choice == "estimulo":
            return [Action("yes", p), Action("no", p)]
        if choice == BUYBACK_PROMPT:  # CR 601.2h: "yes" only when the total cost with it can be paid
            return [Action("yes", p), Action("no", p)] if self.buyback_payable(pending) else [Action("no", p)]
        if choice == "multiestimulo":  # CR 702.33c: any number of times it can be paid
            return [Action("kick", p, (pending.source,), choice=n) for n in range(self.kicks_payable(pending) + 1)]
        if choice == "alternativo":  # only the costs that can be paid (CR 601.2h)
            return [Action(kind, p) for kind, alt in (("yes", True), ("no", False)) if self._cost_payable(pending, alt)]
        if choice == CREW_PROMPT:
            return crew_actions(self, p, pending)
        if choice == SPLICE_PROMPT:
            return splice_actions(self, p, pending)
        if choice == "sacrificar":
            return [Action("sacrifice", p, (c,)) for c in self.distinct_in_zone(self.battlefield(p), self._sacrificeable(pending))]
        if choice in (RETURN_PROMPT, SACRIFICE_PROMPT):
            chosen = choosable(self, p, self._next_cost(pending), pending.paid)
            return [Action("choose", p, (c,)) for c in self.distinct_in_zone(self.battlefield(p), chosen)]
        if choice == "exiliar_coste":
            return [Action("exile", p, (c,)) for c in self.distinct(self._exilable(pending))]
        return [Action("discard", p, (c,)) for c in self.distinct(self.ids(p, "mano"))]

    def spell_choice_refusal(self, kind: str) -> Rule:
        """The rule an illegal answer to one of these prompts breaks."""
        if kind == "exiliar_coste" and self.pending is not None and self._card(self.pending.source).marks.get(ESCAPED):
            return rule("702.138a")  # an escape cost's "other cards from your graveyard"
        if kind == "alternativo" and self.pending is not None and has_bestow(self.defn(self.pending.source)) \
                and not can_bestow(self, self.pending.controller, self.pending.source):
            return rule("702.103d")  # bestowed, only its Aura characteristics count: no creature to enchant
        if kind == "alternativo" and self.pending is not None and has_mutate(self.defn(self.pending.source)) \
                and not can_mutate(self, self.pending.controller, self.pending.source):
            return rule("702.140a")  # mutating: no non-Human creature with the same owner to target
        return rule({"modo": "700.2a", "estimulo": "601.2h", "alternativo": "601.2h", "rebatir": "702.21a",
                     "dividir": "601.2d", "multiestimulo": "702.33c", BUYBACK_PROMPT: "702.27a",
                     "fuente": "609.7a", CREW_PROMPT: "702.122a", RETURN_PROMPT: "601.2h",
                     SACRIFICE_PROMPT: "601.2h", SPLICE_PROMPT: "702.47b"}.get(kind, "118.8"))

    def apply_spell_choice(self, action: Action) -> None:
        choice = self.spell_choices
        if isinstance(choice, Ward):
            self.spell_choices = None
            self._pay_ward(choice, action.kind == "yes")
            return
        if self.choosing_source is not None:  # CR 609.7a: the source of a resolving effect
            self.choose_source(action.cards[0])
            return
        if choice == "dividir":  # CR 601.2d
            self.divide_damage(action.number)
            return
        pending = self.pending
        if choice == "modo":
            ability = self.modal_ability(pending)
            assert ability is not None
            if action.kind == "mode":
                pending = replace(pending, modes=pending.modes + (action.number,))
                self.pending = pending
            options = self._mode_options(ability, pending.controller, pending.source, pending.modes)
            if action.kind == "mode" and len(pending.modes) < ability.choose[1] and options:
                return
            self._after_modes(pending)
        elif choice == SPLICE_PROMPT:  # CR 702.47a-b: one card at a time, then the rest of the announcement
            if action.kind == "splice":
                splice(self, pending.source, action.cards[0])
                if splice_options(self, pending):
                    return
            self.pending = replace(pending, specs=pending.specs + spliced_specs(self, pending.source))  # CR 702.47d
            self.start_choices(self.pending)
        elif choice == "alternativo":  # CR 118.9a: announced now (CR 601.2b)
            if action.kind == "yes":
                self._card(pending.source).marks[ALTERNATIVE] = 1
                pending = cast_bestowed(self, pending)  # CR 702.103b: cast bestowed, an Aura spell
                pending = cast_mutating(self, pending)  # CR 702.140a: a mutating creature spell
            self._after_modes(pending)
        elif choice == "multiestimulo":  # CR 702.33c, 702.33d: how many times, paid with the total cost
            if action.number:
                self._card(pending.source).marks[MULTIKICKED] = action.number
            self.spell_choices = None
            self._announced()
        elif choice == BUYBACK_PROMPT:  # CR 702.27a: declared now, paid with the total cost
            self._card(pending.source).marks[BOUGHT] = int(action.kind == "yes")
            self._after_modes(pending)
        elif choice == "estimulo":  # CR 702.33d: declared now, paid with the total cost
            self.pending = replace(pending, kicked=action.kind == "yes")
            self.spell_choices = None
            self._announced()
        else:  # CR 601.2h: the card sacrificed or discarded as a cost
            self.pending = replace(pending, paid=pending.paid + (action.cards[0],))
            self.spell_choices = None

    def _announced(self) -> None:
        """Modes and kicker known: the targets to choose are those of the chosen parts (CR 700.2c, 702.33g)."""
        pending = self.pending
        program = self.defn(pending.source).program
        cast = Cast(pending.modes, pending.kicked)
        if pending.kind != "spell":  # a modal activated or triggered ability (CR 700.2a, 700.2b)
            modal = self.modal_ability(pending)
            if modal is not None:
                specs = tuple(t for part in cast_parts(program, modal, cast) for t in part.targets)
                self.pending = replace(pending, specs=specs, data=pending.data + (cast,))
            return
        if casting(program).plain:
            return
        spells = program.of_kind("spell")
        if spells:
            specs = tuple(t for part in cast_parts(program, spells[0][1], cast) for t in part.targets) \
                + spliced_specs(self, pending.source)  # CR 702.47d: the spliced text's targets after its own
        else:  # a permanent spell keeps its own targets (an Aura's, CR 303.4a)
            specs = pending.specs + tuple(t for a in program.abilities if a.kind == "kicked" and pending.kicked
                                          for t in a.targets)
        self.pending = replace(pending, specs=specs, data=(cast,))

    def _cost_payable(self, pending: "Pending", alternative: bool) -> bool:
        if alternative and has_bestow(self.defn(pending.source)) and not can_bestow(self, pending.controller, pending.source):
            return False  # CR 702.103d, 601.2c: bestowed, it needs a creature to enchant
        if alternative and has_mutate(self.defn(pending.source)) and not can_mutate(self, pending.controller, pending.source):
            return False  # CR 702.140a, 601.2c: mutating, it needs a creature to target
        cost = self.total_cost(pending.source, pending.extra, alternative=alternative).with_x(0)
        return find_payment(cost, self.pools[pending.controller], self.mana_sources(pending.controller),
                            self.counters[pending.controller][LIFE]) is not None

    def buyback_payable(self, pending: "Pending") -> bool:
        """CR 601.2h: the total cost with the buyback cost can be paid."""
        buyback = casting(self.defn(pending.source).program).buyback
        alternative = bool(self._card(pending.source).marks.get(ALTERNATIVE))
        cost = self.total_cost(pending.source, pending.extra, alternative=alternative).with_x(0)
        cost = cost.combined(buyback) if buyback is not None else cost
        return find_payment(cost, self.pools[pending.controller], self.mana_sources(pending.controller),
                            self.counters[pending.controller][LIFE]) is not None

    def kicker_payable(self, pending: "Pending") -> bool:
        cost = self.total_cost(pending.source, pending.extra, kicked=True).with_x(0)
        return find_payment(cost, self.pools[pending.controller], self.mana_sources(pending.controller),
                            self.counters[pending.controller][LIFE]) is not None

    def kicks_payable(self, pending: "Pending") -> int:
        """How many times the multikicker could be paid on top of the spell's cost (at most ``MAX_KICKS``)."""
        multikicker = casting(self.defn(pending.source).program).multikicker
        assert multikicker is not None
        cost = self.total_cost(pending.source, pending.extra).with_x(0)
        times = 0
        while times < MAX_KICKS:
            cost = cost.combined(multikicker)
            if find_payment(cost, self.pools[pending.controller], self.mana_sources(pending.controller),
                            self.counters[pending.controller][LIFE]) is None:
                break
            times += 1
        return times

    # ------------------------------------------------------------------ paying (CR 601.2h)

    def cost_choice(self, pending: "Pending") -> bool:
        """Whether a card still has to be chosen to sacrifice or discard as a cost (asks for it);
        first, the division of damage among the targets is announced (CR 601.2d)."""
        if self.division_choice(pending):
            return True
        if crew_choice(self, pending):  # CR 702.122a: the creatures that crew
            return True
        needed = self._needed(pending)
        if len(pending.paid) >= len(needed):
            return False
        effect = needed[len(pending.paid)]
        self.spell_choices = prompt_kind(effect) if effect.op == PERMANENT_COST else _CHOSEN_COSTS[effect.op]
        return True

    def _needed(self, pending: "Pending") -> list[Effect]:
        """One cost effect for each card still to be chosen ("exile two creature cards", "return three snow lands")."""
        return [e for e in self._costs(pending) if e.op in _CHOSEN_COSTS
                for _ in range(max(1, e.amount) if e.op in ("exile_from_graveyard", PERMANENT_COST) else 1)]

    def _next_cost(self, pending: "Pending") -> Effect:
        return self._needed(pending)[len(pending.paid)]

    def _sacrificeable(self, pending: "Pending") -> list[int]:
        """The creatures the next sacrifice may take: "another creature" is not the source (CR 602.2b)."""
        needed = [e for e in self._costs(pending) if e.op in _CHOSEN_COSTS]
        other = len(pending.paid) < len(needed) and needed[len(pending.paid)].keyword == "other"
        return [c for c in self.creatures(pending.controller) if not (other and c == pending.source)]

    def _costs(self, pending: "Pending") -> tuple[Effect, ...]:
        """The costs of cards (and life) that a spell's or an activated ability's payment asks for (CR 118.8, 602.2b)."""
        program = self.defn(pending.source).program
        if pending.kind == "spell":
            return casting(program).costs + escape_costs(self, pending.source)  # CR 702.138a: its cards to exile
        return program.abilities[pending.ability].costs if pending.kind == "ability" else ()

    def _exilable(self, pending: "Pending") -> list[int]:
        """The cards the next "exile … from your graveyard" cost may take (CR 601.2h): creature
        cards, or any other card for an escape cost (CR 702.138a)."""
        player = pending.controller
        anything = self._next_cost(pending).keyword == ANY_CARD
        return [c for c in (self.ids(player, "cementerio") if anything else self._graveyard_creatures(player)) if c not in pending.paid]

    def _graveyard_creatures(self, player: int) -> list[int]:
        return [c for c in self.ids(player, "cementerio") if self.defn(c).is_creature]

    def pay_additional(self, pending: "Pending") -> None:
        """CR 118.8, 601.2h: sacrifice, discard and pay life as the additional costs say."""
        chosen = list(pending.paid)
        for effect in self._costs(pending):
            if effect.op == "lose_life":
                self.change_life(pending.controller, -effect.amount)  # CR 119.4
            elif effect.op == "sacrifice":
                card = chosen.pop(0)
                remember(self, pending.source, card)  # CR 608.2h: "the sacrificed creature's mana value"
                self.move(card, self.owner_zone(card, "cementerio"), kind="sacrifice")  # CR 701.17a
            elif effect.op == "discard":
                card = chosen.pop(0)
                discard(self, card)
            elif effect.op == PERMANENT_COST:  # CR 601.2h
                pay_permanents(self, chosen, effect, pending.source)
            elif effect.op == DISCARD_SELF:  # CR 702.29a: cycling's "Discard this card"
                discard_self(self, pending.source)
            elif effect.op == REMOVE_COUNTER:  # CR 602.2b: "Remove a +1/+1 counter from CARDNAME", a cost
                counters = self._card(pending.source).counters
                counters[PLUS] -= effect.amount
                if not counters[PLUS]:
                    del counters[PLUS]
                self.invalidate_statics()
            elif effect.op == "exile_from_graveyard":
                for _ in range(max(1, effect.amount)):
                    card = chosen.pop(0)
                    self.move(card, self.owner_zone(card, "exilio"), kind="exile")

    # ------------------------------------------------------------------ ward (CR 702.21)

    def queue_ward(self, link: ChainLink) -> None:
        """CR 702.21a: each permanent with ward that ``link`` targets, controlled by an opponent of
        its controller, triggers; so do "whenever a permanent you control becomes the target …" (``target_triggers``)."""
        targeted(self, link)
        for target in dict.fromkeys(t for t in link.targets if t >= 0):
            if not self.on_battlefield(target) or self._card(target).controller == link.controller:
                continue
            for index, ability in enumerate(self.defn(target).program.abilities):
                if ability.kind == "triggered" and ability.trigger == "ward":
                    self.triggers = self.triggers + ((target, index, self._card(target).controller),)
                    self.warded = self.warded + ((target, link),)

    def ward_data(self, source: int, ability: Ability) -> tuple[Any, ...]:
        """The stack object a ward trigger of ``source`` is about (first come, first served)."""
        if ability.trigger != "ward":
            return ()
        for i, (card, link) in enumerate(self.warded):
            if card == source:
                self.warded = self.warded[:i] + self.warded[i + 1:]
                return (link,)
        return ()

    def resolve_top(self) -> None:
        link = self.chain.links[-1] if self.chain.links else None
        if link is not None and link.kind == "ability" and len(link.data) > 1 and isinstance(link.data[1], ChainLink):
            self.chain = self.chain.pop()[1]
            ability = self.defn(link.source).program.abilities[link.effect]
            warded = link.data[1]
            if warded in self.chain.links:  # CR 702.21a: counter it unless its controller pays
                life = next((e.amount for e in ability.effects if e.op == "lose_life"), 0)
                self.spell_choices = Ward(warded.controller, warded, ability.cost, life)
            return
        super().resolve_top()

    def _ward_payable(self, ward: Ward) -> bool:
        if ward.cost is None:
            return self.counters[ward.player][LIFE] >= ward.life  # CR 119.4
        return find_payment(ward.cost, self.pools[ward.player], self.mana_sources(ward.player),
                            self.counters[ward.player][LIFE]) is not None

    def _pay_ward(self, ward: Ward, pays: bool) -> None:
        if pays and self._ward_payable(ward):
            if ward.cost is None:
                self.change_life(ward.player, -ward.life)
            else:
                payment = find_payment(ward.cost, self.pools[ward.player], self.mana_sources(ward.player),
                                       self.counters[ward.player][LIFE])
                assert payment is not None
                self.pay(ward.player, ward.cost, payment.taps, payment.life)
            return
        self.counter_link(ward.link)

    def counter_link(self, link: ChainLink) -> None:
        """CR 701.5a: a spell goes to its owner's graveyard; an ability just leaves the stack."""
        if link.kind == "spell":
            self.counter(link.source)
            return
        links = list(self.chain.links)
        if link in links:
            links.remove(link)
            self.chain = Chain(tuple(links), self.chain.window, self.chain.passes, self.chain.starter)
