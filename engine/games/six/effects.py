"""Activating Souls in Xtinction effects (targets, costs), summon triggers and the Fila de
Activación (SiX 8, 10); resolving them, operation by operation, is ``engine.games.six.operations``."""

from __future__ import annotations

from dataclasses import replace

from engine.core.actions import Action, Event
from engine.core.cards import Op
from engine.core.chain import Chain, ChainLink, ChainPolicy
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.six.base import FIELD_SIZE, Activation, Run, SixBase
from engine.games.six.cards import FILA_TRIGGERS, Effect, SixCard, TargetSpec
from engine.games.six.operations import choice_pool
from engine.games.six.filters import candidates, conditions_met, matches
from engine.games.six.rules import rule
from engine.games.six.tasks import TASKS, Activate, Immediate, LinkDone, OpenTriggers, ResolveNext, RunEffect, Window

#: SiX 6.6.1.1.1.1, 7.2.3.6: the player who adds to the Fila keeps the moment to add more;
#: consecutive passes of both players resolve the whole Fila (10.2).
FILA = ChainPolicy(adder_keeps_window=True, resolve_whole=True)


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
    """Activation, the Fila de Activación and summon triggers."""

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
            for cid in candidates(self, spec.filter, act.controller, act.source)
            if cid not in chosen
        ]

    def cost_options(self, act: Activation, op: Op) -> list[int]:
        player = act.controller
        if op.name == "discard":
            return [cid for cid in self.ids(player, "mano") if cid != act.source]
        if op.name == "sacrifice":
            f = op.get("filter") or op.get("choose")
            base = [cid for cid in self.field_ids(player) if cid != act.source or op.get("self_ok", False)]
            return [cid for cid in base if f is None or matches(self, cid, f, player, act.source)]
        if op.name == "disintegrate_cemetery":
            f = op.get("filter")
            return [cid for cid in self.ids(player, "cementerio") if f is None or matches(self, cid, f, player, act.source)]
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
        if act.kind in ("unidad", "arma", "conjuro") and not conditions_met(self, defn.requirement, act.controller):
            return rule("8.5.8", Text("no se cumple el Requerimiento", "the Requirement is not met"))
        if effect is not None:
            if act.kind == "rapido":
                card = self._card(act.source)
                if self.is_negated(act.source):
                    return rule("8.2.1", Text("la carta tiene sus efectos negados", "the card's effects are negated"))
                if card.marks.get("rapido") == self.turn:
                    return rule("8.3.2")
            if not conditions_met(self, effect.conditions, act.controller):
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
            if not candidates(self, spec.filter, act.controller, act.source, 1):  # target_options(act, spec, ())
                return rule("8.1.2.2.2", Text("no hay objetivos válidos", "there are no valid targets"))
        if effect is not None and effect.optional:
            room = FIELD_SIZE - self.field_count(act.controller)
            for op in effect.ops:
                if op.name in ("search", "invoke") and not choice_pool(self, act.controller, act.source, op):
                    return rule("8.1.2.2.2", Text("el efecto no podría resolverse", "the effect could not resolve"))
                if op.name in ("invoke", "summon_token") and room <= 0:
                    return rule("8.1.2.2.2", Text("no hay espacio en el Campo (11.2)", "there is no room on the field (11.2)"))
        return None

    # ------------------------------------------------------------------ the activation pipeline

    @TASKS.on(Activate)
    def _t_activate(self, task: Activate) -> None:
        """Gather targets (chosen on activation, SiX 8.6.2) and cost choices, then pay (8.4.4)."""
        act = task.act
        specs = self.target_specs(act)
        if len(act.targets) < len(specs):
            spec = specs[len(act.targets)]
            chosen = act.partial
            options = self.target_options(act, spec, chosen)
            if len(chosen) >= spec.count or not options:
                self.then(Activate(replace(act, targets=act.targets + (chosen,), partial=())))
                return
            name = self._defn_any(act.source).name
            self.ask("objetivo", act.controller, (f"Elige un objetivo para «{name}»", f"Choose a target for «{name}»"),
                     tuple(options), (act,))
            return
        ops = self.cost_ops(act)
        if len(act.costs) < len(ops):
            op = ops[len(act.costs)]
            if op.name not in ("discard", "sacrifice", "disintegrate_cemetery"):
                self.then(Activate(replace(act, costs=act.costs + ((),))))
                return
            needed = int(op.get("count", 1))
            chosen = act.partial
            options = [cid for cid in self.cost_options(act, op) if cid not in chosen]
            if len(chosen) >= needed or not options:
                self.then(Activate(replace(act, costs=act.costs + (chosen,), partial=())))
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
            self.then(RunEffect(self._run_for(act)))
            return
        effect = self.effect_of(act)
        assert effect is not None
        flat = tuple(cid for group in act.targets for cid in group)
        link = ChainLink(act.source, player, act.effect, flat, act.kind, effect.text or self._defn_any(act.source).name,
                         (act.targets, self._defn_any(act.source).code, self.place_of(act.source)))
        self.chain = self.chain.add(link, FILA, self.num_players)
        self.emit(Event("chain_add", player, act.source, self._defn_any(act.source).name, amount=len(self.chain.links)))
        if act.then_window:
            self.then(Window())

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
        self.statics.invalidate()
        for index, _effect in self.defn(weapon).effects_for("al_equipar"):
            self.tasks.append(Immediate(weapon, player, index))

    # ------------------------------------------------------------------ summon triggers and the Fila

    @TASKS.on(OpenTriggers)
    def _t_open_triggers(self, task: OpenTriggers) -> None:
        """Activate waiting summon effects one by one (SiX 8.1.2.1.3 mandatory, 8.1.2.2 optional);
        then the player who activated last holds the moment to respond."""
        if not self.pending:
            if self.chain.links:
                self.then(Window())
            return
        (source, controller, index), self.pending = self.pending[0], self.pending[1:]
        self.then(OpenTriggers())
        self._offer(Activation(source, controller, index, "fila"))

    @TASKS.on(Immediate)
    def _t_immediate(self, task: Immediate) -> None:
        """Effects that resolve at once, without a Fila: destruction, equip, phase effects."""
        source, controller, index = task.source, task.controller, task.index
        self._offer(Activation(source, controller, index, "inmediato"))

    def _offer(self, act: Activation) -> None:
        """Activate a triggered effect: mandatory ones at once (8.1.2.1.3), optional ones only if
        the player says so and they could resolve (8.1.2.2, 8.1.2.2.2); conditions first (8.5.8)."""
        effect = self.effect_of(act)
        assert effect is not None
        if not conditions_met(self, effect.conditions, act.controller):
            return
        if effect.optional:
            if self.activation_problem(act) is None:
                name = self._defn_any(act.source).name
                self.ask("opcional", act.controller, (f"¿Activar el efecto de «{name}»?", f"Use the effect of «{name}»?"),
                         (act.source,), (act,))
            return
        self.then(Activate(act))

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

    @TASKS.on(Window)
    def _t_window(self, task: Window) -> None:
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
            self.then(ResolveNext())
        else:
            self.then(Window())

    @TASKS.on(ResolveNext)
    def _t_resolve_next(self, task: ResolveNext) -> None:
        """SiX 10.2: resolve from the last activated to the first."""
        if not self.chain.links:
            self.chain = Chain()
            return
        link, self.chain = self.chain.pop()
        targets, code, origin = link.data
        run = Run(link.source, link.controller, link.effect, targets, code=str(code), origin=str(origin))
        self.emit(Event("chain_resolve", link.controller, link.source, self._defn_any(link.source).name))
        self.then(RunEffect(run), LinkDone(link), ResolveNext())

    @TASKS.on(LinkDone)
    def _t_link_done(self, task: LinkDone) -> None:
        """SiX 3.5.3, 10.5: a Conjuro goes to the cemetery once it has resolved."""
        link = task.link
        card = self.cards[link.source]
        if link.kind == "conjuro" and card is not None and self.card_in_zone(card, "conjuros"):
            self.move(link.source, self.zone(card.owner, "cementerio"), kind="resolve")
