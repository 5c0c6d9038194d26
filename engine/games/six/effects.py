"""Activating and resolving Souls in Xtinction effects, and the Fila de Activación (SiX 8, 10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from engine.core.actions import Action, Event
from engine.core.cards import Modifier, Op, normalize_name
from engine.core.chain import Chain, ChainLink, ChainPolicy
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.six.base import FIELD_SIZE, OPS, TASKS, Activation, Run, SixBase
from engine.games.six.cards import FILA_TRIGGERS, Effect, SixCard, TargetSpec
from engine.games.six.rules import rule

#: SiX 6.6.1.1.1.1, 7.2.3.6: the player who adds to the Fila keeps the moment to add more;
#: consecutive passes of both players resolve the whole Fila (10.2).
FILA = ChainPolicy(adder_keeps_window=True, resolve_whole=True)
WAIT = "wait"
STOP = "stop"
#: Python hooks for card text the vocabulary cannot express: ``name -> f(state, run, op)``.
HOOKS: dict[str, Callable[[Any, Run, Op], bool]] = {}


#: ``cost_ops_mana`` by (definition, kind of activation, effect).
_COST_MANA: dict[tuple[int, str, int], tuple[SixCard, int]] = {}

def _cost_ops(defn: SixCard, kind: str, effect: int) -> tuple[Op, ...]:
    """``EffectsMixin.cost_ops`` of an activation of ``effect`` (-1: none) of that kind."""
    ops: tuple[Op, ...] = ()
    if kind in ("unidad", "arma", "conjuro"):
        ops = defn.requirement_costs
    if effect >= 0 and kind != "unidad":
        ops = ops + defn.effects[effect].costs
    return ops


def cost_ops_mana(defn: SixCard, kind: str, effect: int) -> int:
    """The mana the cost operations of an activation ask for: fixed by the card's definition,
    the kind of activation and the effect, so worked out once (listing actions asks it often)."""
    key = (id(defn), kind, effect)
    known = _COST_MANA.get(key)
    if known is not None and known[0] is defn:
        return known[1]
    mana = sum(int(op.get("amount", 0)) for op in _cost_ops(defn, kind, effect) if op.name == "mana")
    _COST_MANA[key] = (defn, mana)  # the definition kept with it: its id cannot be reused
    return mana


class EffectsMixin(SixBase):
    """Activation, the Fila de Activación, summon triggers and effect operations."""

    # ------------------------------------------------------------------ what an activation needs

    def effect_of(self, act: Activation | Run) -> Effect | None:
        if act.effect < 0:
            return None
        return self._defn_any(act.source).effects[act.effect]

    def _defn_any(self, card_id: int) -> SixCard:
        """The definition of a card, also of a token that has vanished meanwhile."""
        card = self.cards[card_id]
        if card is not None:
            return card.defn  # type: ignore[return-value]  # every card of this game is a SixCard
        defn = self.vanished.get(card_id)
        assert defn is not None, f"card {card_id} unknown"
        return defn

    def target_specs(self, act: Activation) -> tuple[TargetSpec, ...]:
        effect = self.effect_of(act)
        return effect.targets if effect is not None and act.kind != "unidad" else ()

    def cost_ops(self, act: Activation) -> tuple[Op, ...]:
        """Costs paid on activation (SiX 8.4): requirement costs of a played card, then the
        effect's own activation cost (the text before ``;``)."""
        return _cost_ops(self._defn_any(act.source), act.kind, act.effect)

    def mana_needed(self, act: Activation) -> int:
        return self.mana_for(act.source, act.controller, act.kind, act.effect)

    def mana_for(self, source: int, controller: int, kind: str, effect: int) -> int:
        """``mana_needed`` of the activation of ``effect`` of ``source`` of that kind, before
        one is built (listing actions asks it of every card in hand)."""
        total = self.effective_cost(source, controller) if kind in ("unidad", "arma", "conjuro") else 0
        return total + cost_ops_mana(self._defn_any(source), kind, effect)

    def target_options(self, act: Activation, spec: TargetSpec, chosen: tuple[int, ...]) -> list[int]:
        return [
            cid
            for cid in self.candidates(spec.filter, act.controller, act.source)
            if cid not in chosen
        ]

    def cost_options(self, act: Activation, op: Op) -> list[int]:
        player = act.controller
        if op.name == "discard":
            return [cid for cid in self.ids(player, "mano") if cid != act.source]
        if op.name == "sacrifice":
            f = op.get("filter") or op.get("choose")
            base = [cid for cid in self.field_ids(player) if cid != act.source or op.get("self_ok", False)]
            return [cid for cid in base if f is None or self.matches(cid, f, player, act.source)]
        if op.name == "disintegrate_cemetery":
            f = op.get("filter")
            return [cid for cid in self.ids(player, "cementerio") if f is None or self.matches(cid, f, player, act.source)]
        return []

    def activation_problem(self, act: Activation) -> Rule | None:
        """Why ``act`` cannot be activated now, or ``None`` when it can."""
        problem = self._condition_problem(act)
        if problem is not None:
            return problem
        if self.mana_needed(act) > len(self.available_mana(act.controller)):
            if act.kind in ("unidad", "arma", "conjuro"):
                return rule("1.4.9.1", Text("no hay maná Disponible suficiente", "there is not enough Available mana"))
            return rule("8.4.3", Text("no hay maná Disponible para el costo de activación",
                                      "there is no Available mana for the activation cost"))
        return self._payment_problem(act)

    def _condition_problem(self, act: Activation) -> Rule | None:
        """What ``activation_problem`` finds before the mana: Requirement, a Rápido effect's
        card, conditions."""
        defn = self._defn_any(act.source)
        effect = self.effect_of(act)
        if act.kind in ("unidad", "arma", "conjuro") and not self.conditions_met(defn.requirement, act.controller):
            return rule("8.5.8", Text("no se cumple el Requerimiento", "the Requirement is not met"))
        if effect is not None:
            if act.kind == "rapido":
                card = self._card(act.source)
                if self.is_negated(act.source):
                    return rule("8.2.1", Text("la carta tiene sus efectos negados", "the card's effects are negated"))
                if card.marks.get("rapido") == self.turn:
                    return rule("8.3.2")
            if not self.conditions_met(effect.conditions, act.controller):
                return rule("8.5.8")
        return None

    def _payment_problem(self, act: Activation) -> Rule | None:
        """What ``activation_problem`` finds after the mana: other costs, targets, whether an
        optional effect could resolve."""
        effect = self.effect_of(act)
        for op in self.cost_ops(act):
            if op.name in ("discard", "sacrifice", "disintegrate_cemetery"):
                if len(self.cost_options(act, op)) < int(op.get("count", 1)):
                    return rule("8.4.3")
            elif op.name == "pay_lives" and self.lives(act.controller) < int(op.get("amount", 1)):
                return rule("8.4.3")
        for spec in self.target_specs(act):
            if not self.candidates(spec.filter, act.controller, act.source, 1):  # target_options(act, spec, ())
                return rule("8.1.2.2.2", Text("no hay objetivos válidos", "there are no valid targets"))
        if effect is not None and effect.optional:
            room = FIELD_SIZE - self.field_count(act.controller)
            for op in effect.ops:
                if op.name in ("search", "invoke") and not self._choice_pool(act.controller, act.source, op):
                    return rule("8.1.2.2.2", Text("el efecto no podría resolverse", "the effect could not resolve"))
                if op.name in ("invoke", "summon_token") and room <= 0:
                    return rule("8.1.2.2.2", Text("no hay espacio en el Campo (11.2)", "there is no room on the field (11.2)"))
        return None

    # ------------------------------------------------------------------ the activation pipeline

    @TASKS.on("activate")
    def _t_activate(self, act: Activation) -> None:
        """Gather targets (chosen on activation, SiX 8.6.2) and cost choices, then pay (8.4.4)."""
        specs = self.target_specs(act)
        if len(act.targets) < len(specs):
            spec = specs[len(act.targets)]
            chosen = act.partial
            options = self.target_options(act, spec, chosen)
            if len(chosen) >= spec.count or not options:
                self.then(("activate", replace(act, targets=act.targets + (chosen,), partial=())))
                return
            name = self._defn_any(act.source).name
            self.ask("objetivo", act.controller, (f"Elige un objetivo para «{name}»", f"Choose a target for «{name}»"),
                     tuple(options), (act,))
            return
        ops = self.cost_ops(act)
        if len(act.costs) < len(ops):
            op = ops[len(act.costs)]
            if op.name not in ("discard", "sacrifice", "disintegrate_cemetery"):
                self.then(("activate", replace(act, costs=act.costs + ((),))))
                return
            needed = int(op.get("count", 1))
            chosen = act.partial
            options = [cid for cid in self.cost_options(act, op) if cid not in chosen]
            if len(chosen) >= needed or not options:
                self.then(("activate", replace(act, costs=act.costs + (chosen,), partial=())))
                return
            verb = {"discard": "descartar", "sacrifice": "sacrificar", "disintegrate_cemetery": "desintegrar"}[op.name]
            verb_en = {"discard": "discard", "sacrifice": "sacrifice", "disintegrate_cemetery": "disintegrate"}[op.name]
            self.ask("costo", act.controller, (f"Elige una carta para {verb} como costo", f"Choose a card to {verb_en} as a cost"),
                     tuple(options), (act,))
            return
        self._complete_activation(act)

    def _complete_activation(self, act: Activation) -> None:
        player = act.controller
        self.pay_mana(player, self.mana_needed(act))
        for op, chosen in zip(self.cost_ops(act), act.costs):
            if op.name == "discard":
                for cid in chosen:
                    self.move(cid, self.zone(self._card(cid).owner, "cementerio"), kind="discard")
            elif op.name == "sacrifice":
                for cid in chosen:
                    self.leave_play(cid, "cementerio", reason="sacrifice")
            elif op.name == "disintegrate_cemetery":
                for cid in chosen:
                    self.relocate(cid, "halo", "disintegrate")
            elif op.name == "pay_lives":
                self.change_lives(player, -int(op.get("amount", 1)))
            elif op.name == "send_self" and self.cards[act.source] is not None:
                self.relocate(act.source, "cementerio", "send")
        if self.check_losses():
            return
        if act.kind == "unidad":
            self.put_into_play(act.source, player, played=True, replacing=act.host)
            return
        if act.kind == "arma":
            assert act.host is not None
            self.equip(act.source, act.host, player)
            return
        if act.kind == "rapido":
            self._card(act.source).marks["rapido"] = self.turn  # SiX 8.3.2
        if act.kind == "inmediato":
            self.then(("run", self._run_for(act)))
            return
        effect = self.effect_of(act)
        assert effect is not None
        flat = tuple(cid for group in act.targets for cid in group)
        link = ChainLink(act.source, player, act.effect, flat, act.kind, effect.text or self._defn_any(act.source).name,
                         (act.targets, self._defn_any(act.source).code, self.place_of(act.source)))
        self.chain = self.chain.add(link, FILA, self.num_players)
        self.emit(Event("chain_add", player, act.source, self._defn_any(act.source).name, amount=len(self.chain.links)))
        if act.then_window:
            self.then(("window",))

    def _run_for(self, act: Activation) -> Run:
        return Run(act.source, act.controller, act.effect, act.targets, code=self._defn_any(act.source).code,
                   origin=self.place_of(act.source))

    # ------------------------------------------------------------------ entering play

    def put_into_play(self, card_id: int, player: int, *, played: bool, replacing: int | None = None) -> bool:
        """A Unit or Ente enters its controller's field (SiX 3.8.5, 3.8.6), replacing a card when
        the field is full (3.8.3, 3.8.7); its summon effects wait to start a Fila (10.3)."""
        field = self.zone(player, "campo")
        position: int | None = None
        if replacing is not None:
            position = self.zones[self._card(replacing).zone].index(replacing) if self.card_in_zone(self._card(replacing), "campo") else None
            self.leave_play(replacing, "cementerio", reason="replace")  # 3.8.7: not destroyed, no triggers
        elif self.field_count(player) >= FIELD_SIZE:
            return False  # 11.2: invoked only with room
        self._card(card_id).controller = player
        self.move(card_id, field, position=position, kind="play" if played else "invoke")
        self.entered_play(card_id, player, played=played)
        return True

    def entered_play(self, card_id: int, player: int, *, played: bool) -> None:
        """Mark a card that just entered the field and queue its summon effects."""
        card = self._card(card_id)
        card.controller = player
        card.marks["entered"] = self.turn
        if self.is_negated(card_id):
            return
        for index, effect in enumerate(self.defn(card_id).effects):
            fires = (
                (effect.trigger == "al_jugar" and played)  # 4.1.2.1
                or effect.trigger == "al_invocar"  # 4.1.2.3
                or (effect.trigger == "turnopp" and player != self.turn_player)  # 4.1.2.4
            )
            if fires and effect.trigger in FILA_TRIGGERS:
                self.pending = self.pending + ((card_id, player, index),)

    def equip(self, weapon: int, unit: int, player: int) -> None:
        """SiX 9.1: equip to any Unit; an old weapon goes to the cemetery (9.1.4); "al equipar"
        effects resolve at once, without a Fila (8.1.3.1, 9.1.5)."""
        old = self.weapon_of(unit)
        if old is not None:
            self.move(old, self.zone(self._card(old).owner, "cementerio"), kind="send")
        host = self._card(unit)
        self.move(weapon, host.zone, position=self.zones[host.zone].index(unit) + 1, kind="equip")
        card = self._card(weapon)
        card.attached_to = unit
        card.controller = player
        self.invalidate_statics()
        for index, _effect in self.defn(weapon).effects_for("al_equipar"):
            self.tasks.append(("immediate", weapon, player, index))

    # ------------------------------------------------------------------ summon triggers and the Fila

    @TASKS.on("open_triggers")
    def _t_open_triggers(self) -> None:
        """Activate waiting summon effects one by one (SiX 8.1.2.1.3 mandatory, 8.1.2.2 optional);
        then the player who activated last holds the moment to respond."""
        if not self.pending:
            if self.chain.links:
                self.then(("window",))
            return
        (source, controller, index), self.pending = self.pending[0], self.pending[1:]
        self.then(("open_triggers",))
        self._offer(Activation(source, controller, index, "fila"))

    @TASKS.on("immediate")
    def _t_immediate(self, source: int, controller: int, index: int) -> None:
        """Effects that resolve at once, without a Fila: destruction, equip, phase effects."""
        self._offer(Activation(source, controller, index, "inmediato"))

    def _offer(self, act: Activation) -> None:
        """Activate a triggered effect: mandatory ones at once (8.1.2.1.3), optional ones only if
        the player says so and they could resolve (8.1.2.2, 8.1.2.2.2); conditions first (8.5.8)."""
        effect = self.effect_of(act)
        assert effect is not None
        if not self.conditions_met(effect.conditions, act.controller):
            return
        if effect.optional:
            if self.activation_problem(act) is None:
                name = self._defn_any(act.source).name
                self.ask("opcional", act.controller, (f"¿Activar el efecto de «{name}»?", f"Use the effect of «{name}»?"),
                         (act.source,), (act,))
            return
        self.then(("activate", act))

    def can_activate(self, act: Activation, mana: int) -> bool:
        """Whether ``activation_problem(act)`` is ``None``, the cheap test first: ``mana`` is
        how much Available mana its controller has (listing legal actions asks this often)."""
        return self.mana_needed(act) <= mana and self.can_activate_paid(act)

    def can_activate_paid(self, act: Activation) -> bool:
        """``can_activate`` once its controller is known to have the mana ``act`` needs."""
        if act.effect < 0:  # playing a card without an effect to activate: only its Requirement counts
            defn = self._defn_any(act.source)
            if not defn.requirement and not defn.requirement_costs:
                return True
        return self._condition_problem(act) is None and self._payment_problem(act) is None

    def window_actions(self, player: int) -> list[Action]:
        """What ``player`` may add to a Fila: Conjuros and Rápido effects (SiX 6.6.1.2.1, 10.6)."""
        actions = []
        mana = len(self.available_mana(player))
        # asked at every response window: which copies are alike is found among Conjuros only
        conjuros = [cid for cid in self.ids(player, "mano") + self.ids(player, "limbo") if self.defn(cid).kind == "conjuro"]
        for cid in self.distinct(conjuros):
            index = self.defn(cid).effects_for("conjuro")[0][0]
            if self.can_activate(Activation(cid, player, index, "conjuro"), mana):
                actions.append(Action("play", player, (cid,)))
        actions.extend(self.rapido_actions(player, mana))
        return actions

    def rapido_actions(self, player: int, mana: int | None = None) -> list[Action]:
        actions = []
        if mana is None:
            mana = len(self.available_mana(player))
        for cid in self.field_ids(player):
            for index, _effect in self.defn(cid).effects_for("rapido"):
                if self.can_activate(Activation(cid, player, index, "rapido"), mana):
                    actions.append(Action("activate", player, (cid,), choice=index))
        return actions

    @TASKS.on("window")
    def _t_window(self) -> None:
        player = self.chain.window
        assert player is not None
        if not self.window_actions(player):
            self.pass_window()
            return
        what = "el Paso de Juego Rápido" if self.step == "juego_rapido" else "la Fila de Activación"
        what_en = "the quick-play step" if self.step == "juego_rapido" else "the Fila de Activación"
        self.ask("respuesta", player, (f"¿Respondes en {what}? (Conjuro o Rápido, o pasa)",
                                       f"Respond in {what_en}? (Conjuro or Rápido, or pass)"))

    def pass_window(self) -> None:
        self.chain = self.chain.pass_window(self.num_players)
        if self.chain.all_passed(self.num_players):
            self.then(("resolve_next",))
        else:
            self.then(("window",))

    @TASKS.on("resolve_next")
    def _t_resolve_next(self) -> None:
        """SiX 10.2: resolve from the last activated to the first."""
        if not self.chain.links:
            self.chain = Chain()
            return
        link, self.chain = self.chain.pop()
        targets, code, origin = link.data
        run = Run(link.source, link.controller, link.effect, targets, code=str(code), origin=str(origin))
        self.emit(Event("chain_resolve", link.controller, link.source, self._defn_any(link.source).name))
        self.then(("run", run), ("link_done", link), ("resolve_next",))

    @TASKS.on("link_done")
    def _t_link_done(self, link: ChainLink) -> None:
        """SiX 3.5.3, 10.5: a Conjuro goes to the cemetery once it has resolved."""
        card = self.cards[link.source]
        if link.kind == "conjuro" and card is not None and self.card_in_zone(card, "conjuros"):
            self.move(link.source, self.zone(card.owner, "cementerio"), kind="resolve")

    # ------------------------------------------------------------------ resolving operations

    @TASKS.on("run")
    def _t_run(self, run: Run) -> None:
        """Resolve an effect's operations in order (SiX 1.4.7, 2.5.2) as far as possible (8.6)."""
        effect = self.defn_by_code(run.code).effects[run.effect]
        while run.index < len(effect.ops):
            op = effect.ops[run.index]
            if op.get("requires_previous") and run.failed:
                return  # 8.6.1: the text cannot go on
            result = self.do_op(run, op, None)
            if result == WAIT or result == STOP or self.outcome is not None:
                return
            run = replace(run, index=run.index + 1, failed=not result)
            if self.check_losses():  # 10.4
                return

    def continue_run(self, run: Run, op: Op, choice: tuple[int, ...] | int) -> None:
        result = self.do_op(run, op, choice)
        if result == WAIT or result == STOP or self.outcome is not None or self.check_losses():
            return
        self.then(("run", replace(run, index=run.index + 1, failed=not result)))

    def _player_list(self, run: Run, op: Op, default: str = "controller") -> list[int]:
        who = op.get("player", default)
        if who == "controller":
            return [run.controller]
        if who == "rival":
            return [self.opponent(run.controller)]
        return [self.turn_player, self.opponent(self.turn_player)]

    def _valid_target(self, run: Run, spec_index: int, card_id: int) -> bool:
        card = self.cards[card_id]
        if card is None:
            return False
        effect = self.defn_by_code(run.code).effects[run.effect]
        spec = effect.targets[spec_index]
        return self.matches(card_id, spec.filter, run.controller, run.source, check_zone=True)

    def _selected(self, run: Run, op: Op, choice: Any) -> list[int] | None:
        """The cards an operation acts on; ``None`` when the player must choose first."""
        to = op.get("to", "target")
        if to.startswith("target"):
            index = int(to.split(":")[1]) if ":" in to else 0
            group = run.targets[index] if index < len(run.targets) else ()
            return [cid for cid in group if self._valid_target(run, index, cid)]  # 8.6.2
        if to == "self":  # 8.6.2: only while the card is still where its effect was activated
            return [run.source] if self.place_of(run.source) == run.origin else []
        if to == "host":
            weapon = self.cards[run.source]
            return [weapon.attached_to] if weapon is not None and weapon.attached_to is not None else []
        if to == "all":
            return self.candidates(op.get("filter"), run.controller, run.source)
        if to == "chosen":
            return None if choice is None else list(choice)
        raise ValueError(f"selector desconocido {to!r}")

    def _choice_pool(self, controller: int, source: int, op: Op) -> list[int]:
        f = op.get("choose") or op.get("filter")
        if op.name == "search":
            return [cid for cid in self.ids(controller, "mazo") if f is None or self.matches(cid, f, controller, source)]
        if op.name == "invoke":
            zone = f.zone if f is not None else "cementerio"
            pool = self.ids(controller, zone)
            return [cid for cid in pool if f is None or self.matches(cid, f, controller, source)]
        if op.name == "discard":
            return list(self.ids(controller, "mano"))
        assert f is not None
        return self.candidates(f, controller, source)

    def _choose(self, run: Run, op: Op, chooser: int, pool: list[int], count: int, upto: bool, text: tuple[str, str]) -> str:
        """Ask ``chooser`` to pick cards one at a time (SiX 8.6.3); cards looked through (a deck)
        become known to the chooser."""
        for cid in pool:
            card = self._card(cid)
            if not self.is_visible_to(chooser, card):
                card.known |= 1 << chooser
        self.ask("elegir", chooser, text, tuple(pool), (run, op, (), count, upto, tuple(pool)))
        return WAIT

    def do_op(self, run: Run, op: Op, choice: Any) -> Any:
        """Perform one operation; ``True`` done, ``False`` impossible, ``WAIT`` or ``STOP``."""
        return OPS.handlers[op.name](self, run, op, choice)

    def _cards_or_choose(self, run: Run, op: Op, choice: Any, text: tuple[str, str]) -> list[int] | str:
        cards = self._selected(run, op, choice)
        if cards is not None:
            return cards
        chooser = run.controller if op.get("chooser", "controller") == "controller" else self.opponent(run.controller)
        pool = self._choice_pool(run.controller, run.source, op)
        if not pool:
            return []
        return self._choose(run, op, chooser, pool, int(op.get("count", 1)), bool(op.get("upto")), text)

    @OPS.on("damage")
    def _op_damage(self, run: Run, op: Op, choice: Any) -> Any:
        amount = int(op.get("amount", 1))
        if "player" in op.args:
            for player in self._player_list(run, op):
                self.deal_damage_to_player(player, amount, run.source)
            return True
        cards = self._cards_or_choose(run, op, choice, (f"Elige a qué unidad infligir {amount} daño(s)", f"Choose the unit to deal {amount} damage to"))
        if isinstance(cards, str):
            return cards
        for cid in cards:
            self.deal_damage_to_unit(cid, amount, run.source)
        return bool(cards)

    def _move_op(self, run: Run, op: Op, choice: Any, verb: tuple[str, str], action: Callable[[int], bool]) -> Any:
        cards = self._cards_or_choose(run, op, choice, (f"Elige qué carta {verb[0]}", f"Choose the card to {verb[1]}"))
        if isinstance(cards, str):
            return cards
        done = False
        for cid in cards:
            if self.cards[cid] is not None:
                done = action(cid) or done
        return done

    @OPS.on("destroy")
    def _op_destroy(self, run: Run, op: Op, choice: Any) -> Any:
        return self._move_op(run, op, choice, ("destruir", "destroy"), self.destroy)

    @OPS.on("return")
    def _op_return(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 4.1.2.2: to the owner's hand (Limbo cards to the Limbo); tokens vanish."""
        return self._move_op(run, op, choice, ("retornar", "return"),
                             lambda cid: self.relocate(cid, "limbo" if self.defn(cid).limbo else "mano", "return"))

    @OPS.on("disintegrate")
    def _op_disintegrate(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 4.9.3: face down to the Halo."""
        return self._move_op(run, op, choice, ("desintegrar", "disintegrate"), lambda cid: self.relocate(cid, "halo", "disintegrate"))

    @OPS.on("send")
    def _op_send(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 4.9.1: send to the named zone, the cemetery by default."""
        dest = op.get("zone", "cementerio")
        return self._move_op(run, op, choice, ("enviar", "send"), lambda cid: self.relocate(cid, dest, "send"))

    @OPS.on("draw")
    def _op_draw(self, run: Run, op: Op, choice: Any) -> Any:
        return self.draw_together(tuple(self._player_list(run, op)), int(op.get("count", 1)))

    @OPS.on("discard")
    def _op_discard(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 4.9.2: from the hand to the cemetery; the discarding player chooses."""
        (player,) = self._player_list(run, op)[:1]
        count = int(op.get("count", 1))
        hand = list(self.ids(player, "mano"))
        if choice is None:
            if not hand:
                return False
            if len(hand) > count:
                return self._choose(run, op, player, hand, count, False,
                                    (f"Elige {count} carta(s) para descartar", f"Choose {count} card(s) to discard"))
            choice = tuple(hand)
        for cid in choice:
            self.move(cid, self.zone(player, "cementerio"), kind="discard")
        return True

    @OPS.on("heal")
    def _op_heal(self, run: Run, op: Op, choice: Any) -> Any:
        for player in self._player_list(run, op):
            self.change_lives(player, int(op.get("amount", 1)))  # 11.4 caps at 6
        return True

    @OPS.on("lose_lives")
    def _op_lose_lives(self, run: Run, op: Op, choice: Any) -> Any:
        for player in self._player_list(run, op, "rival"):
            self.change_lives(player, -int(op.get("amount", 1)))
        return True

    def _token_defn(self, name: str) -> SixCard:
        for card in self.game.cards:
            if card.is_token and normalize_name(card.name) == normalize_name(name):
                assert isinstance(card, SixCard)
                return card
        raise KeyError(f"no hay ninguna ficha llamada {name!r}")

    @OPS.on("summon_token")
    def _op_summon_token(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 8.1.2.1.2: without room for all of them the effect does nothing; with «hasta»
        the player chooses how many (8.1.2.1.2.1, 1.4.5.1)."""
        player = run.controller
        count = int(op.get("count", 1))
        room = FIELD_SIZE - self.field_count(player)
        if op.get("upto"):
            most = min(count, room)
            if most <= 0:
                return False
            if choice is None:
                if most > 1:
                    self.ask("numero", player, (f"¿Cuántas fichas invocas? (1 a {most})", f"How many tokens do you summon? (1 to {most})"),
                             (), (run, op, 1, most))
                    return WAIT
                choice = 1
            count = int(choice)
        elif room < count:
            return False
        defn = self._token_defn(op.get("token"))
        for _ in range(count):
            cid = self.create_card(defn, player, self.zone(player, "campo"))
            self.emit(Event("token", player, cid, defn.name, dst=self.zone_key_of(self.zone(player, "campo"))))
            self.entered_play(cid, player, played=False)
        self.invalidate_statics()
        return True

    @OPS.on("invoke")
    def _op_invoke(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 3.8.6, 4.8: put cards into play without paying their cost (only with room, 11.2)."""
        player = run.controller
        pool = self._choice_pool(player, run.source, op)
        room = FIELD_SIZE - self.field_count(player)
        count = min(int(op.get("count", 1)), room)
        if not pool or count <= 0:
            return False
        if choice is None:
            return self._choose(run, op, player, pool, count, bool(op.get("upto")), ("Elige qué carta invocar", "Choose the card to summon"))
        for cid in choice:
            self.put_into_play(cid, player, played=False)
        return True

    @OPS.on("search")
    def _op_search(self, run: Run, op: Op, choice: Any) -> Any:
        """Add cards from the deck to the hand, showing them, then shuffle (SiX 4.9.4)."""
        player = run.controller
        pool = self._choice_pool(player, run.source, op)
        if not pool:
            self.shuffle(self.zone(player, "mazo"))
            return False
        if choice is None:
            return self._choose(run, op, player, pool, int(op.get("count", 1)), bool(op.get("upto")),
                                ("Elige qué carta agregar a tu mano", "Choose the card to add to your hand"))
        for cid in choice:
            self.move(cid, self.zone(player, "mano"), kind="search")
            self._card(cid).known = (1 << self.num_players) - 1  # shown to both (11.9)
        self.shuffle(self.zone(player, "mazo"))
        return True

    def _modify(self, run: Run, op: Op, choice: Any, mods: list[Modifier]) -> Any:
        cards = self._cards_or_choose(run, op, choice, ("Elige una unidad", "Choose a unit"))
        if isinstance(cards, str):
            return cards
        for cid in cards:
            if self.in_play(cid):
                for mod in mods:
                    self.add_modifier(cid, mod)
        return bool(cards)

    @OPS.on("modify")
    def _op_modify(self, run: Run, op: Op, choice: Any) -> Any:
        until = op.get("until", "turn")
        mods = [Modifier(kind, int(op.get(key, 0)), until, run.source)
                for kind, key in (("fuerza", "force"), ("defensa", "defense")) if op.get(key)]
        return self._modify(run, op, choice, mods)

    @OPS.on("dormir")
    def _op_dormir(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 4.1.2.5: cannot attack or block this turn."""
        return self._modify(run, op, choice, [Modifier("dormir", 0, "turn", run.source)])

    @OPS.on("negate")
    def _op_negate(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 8.2: the card's effects are negated (its archetype keeps working)."""
        result = self._modify(run, op, choice, [Modifier("negada", 0, op.get("until", "turn"), run.source)])
        self.invalidate_statics()
        return result

    @OPS.on("mana")
    def _op_mana(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 1.4.8: put mana as Disponible or Pagado; without mana to change it does nothing."""
        paid = op.get("state", "disponible") == "pagado"
        done = False
        for player in self._player_list(run, op):
            todo = [cid for cid in self.ids(player, "mana") if self._card(cid).rotated != paid][: int(op.get("count", 1))]
            for cid in todo:
                card = self._card(cid)
                card.rotated = paid
                self.emit(Event("rotate", player, cid, card.defn.name, amount=int(paid)))
                done = True
        return done

    @OPS.on("mill")
    def _op_mill(self, run: Run, op: Op, choice: Any) -> Any:
        for player in self._player_list(run, op):
            deck = self.zone(player, "mazo")
            for _ in range(int(op.get("count", 1))):
                if not self.zones[deck]:
                    return False
                self.move(self.zones[deck][0], self.zone(player, "cementerio"), kind="mill")
        return True

    @OPS.on("shuffle")
    def _op_shuffle(self, run: Run, op: Op, choice: Any) -> Any:
        for player in self._player_list(run, op):
            self.shuffle(self.zone(player, "mazo"))
        return True

    @OPS.on("look")
    def _op_look(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 11.8: only the player who activated the effect sees the cards."""
        player = run.controller
        (target,) = self._player_list(run, op)[:1]
        top = self.ids(target, "mazo")[: int(op.get("count", 1))]
        for cid in top:
            card = self._card(cid)
            card.known |= 1 << player
            self.emit(Event("look", player, cid, card.defn.name,
                            hidden_from=frozenset(p for p in range(self.num_players) if p != player)))
        return bool(top)

    @OPS.on("reveal_hand")
    def _op_reveal_hand(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 11.9: both players may look at revealed cards."""
        for player in self._player_list(run, op, "rival"):
            for cid in self.ids(player, "mano"):
                card = self._card(cid)
                card.known = (1 << self.num_players) - 1
                self.emit(Event("reveal", player, cid, card.defn.name))
        return True

    @OPS.on("win")
    def _op_win(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 1.3.1.1.3, 1.3.4: an effect that wins the duel ends it at once."""
        (player,) = self._player_list(run, op)[:1]
        name = self._defn_any(run.source).name
        self.end_game(player, Text(f"P{player + 1} gana por el efecto de «{name}»",
                                   f"P{player + 1} wins by the effect of «{name}»"),
                      rule("1.3.1.1.3"))
        return True

    @OPS.on("stop_unless")
    def _op_stop_unless(self, run: Run, op: Op, choice: Any) -> Any:
        """SiX 8.6.1: when a condition of the text fails, the effect resolves up to there."""
        return True if self.conditions_met(op.get("if", ()), run.controller) else STOP

    @OPS.on("hook")
    def _op_hook(self, run: Run, op: Op, choice: Any) -> Any:
        return HOOKS[op.get("name")](self, run, op)
