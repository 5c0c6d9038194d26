"""Activating a Souls in Xtinction effect (SiX 8): what an activation needs (targets, costs,
mana), why it cannot be activated now, and the task ``activate`` that gathers its targets and
cost choices one prompt at a time and pays for it (8.4.4, 8.6.2).

Functions of the duel's state, the task and the answers to its prompts found in the tables
(``TASKS``, ``ANSWERS``); summon triggers and the Fila de Activación that the activated
effects join are ``engine.games.six.fila``, resolving them ``operations``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.cards import Op
from engine.core.chain import ChainLink, ChainPolicy
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.six.base import FIELD_SIZE, Activation, Run
from engine.games.six.cards import Effect, SixCard, TargetSpec
from engine.games.six.entering import equip, put_into_play
from engine.games.six.filters import candidates, conditions_met, matches
from engine.games.six.operations import choice_pool
from engine.games.six.rules import rule
from engine.games.six.tasks import ANSWERS, TASKS, Activate, RunEffect, Window

if TYPE_CHECKING:
    from engine.games.six.base import SixBase

#: SiX 6.6.1.1.1.1, 7.2.3.6: the player who adds to the Fila keeps the moment to add more;
#: consecutive passes of both players resolve the whole Fila (10.2).
FILA = ChainPolicy(adder_keeps_window=True, resolve_whole=True)
#: The kinds of activation that play a card (its cost and Requirement count).
_PLAYED = ("unidad", "arma", "conjuro")
#: The costs that choose cards, and what the prompt calls choosing one (Spanish, English).
_CHOSEN_COSTS = {"discard": ("descartar", "discard"), "sacrifice": ("sacrificar", "sacrifice"),
                 "disintegrate_cemetery": ("desintegrar", "disintegrate")}

#: ``cost_ops_mana`` by (definition, kind of activation, effect).
_COST_MANA: dict[tuple[int, str, int], tuple[SixCard, int]] = {}


def _cost_ops(defn: SixCard, kind: str, effect: int) -> tuple[Op, ...]:
    """``cost_ops`` of an activation of ``effect`` (-1: none) of that kind."""
    ops: tuple[Op, ...] = ()
    if kind in _PLAYED:
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


# ---------------------------------------------------------------------- what an activation needs

def effect_of(state: SixBase, act: Activation | Run) -> Effect | None:
    """The effect activated or resolving; ``None`` for a card played without one."""
    if act.effect < 0:
        return None
    return state.defn_any(act.source).effects[act.effect]


def target_specs(state: SixBase, act: Activation) -> tuple[TargetSpec, ...]:
    """The targets ``act`` chooses on activation (a played Unit's effects choose none)."""
    effect = effect_of(state, act)
    return effect.targets if effect is not None and act.kind != "unidad" else ()


def cost_ops(state: SixBase, act: Activation) -> tuple[Op, ...]:
    """Costs paid on activation (SiX 8.4): requirement costs of a played card, then the
    effect's own activation cost (the text before ``;``)."""
    return _cost_ops(state.defn_any(act.source), act.kind, act.effect)


def mana_needed(state: SixBase, act: Activation) -> int:
    """The mana ``act`` costs: the card's cost if it is played, and its mana costs."""
    return mana_for(state, act.source, act.controller, act.kind, act.effect)


def mana_for(state: SixBase, source: int, controller: int, kind: str, effect: int) -> int:
    """``mana_needed`` of the activation of ``effect`` of ``source`` of that kind, before
    one is built (listing actions asks it of every card in hand)."""
    total = state.effective_cost(source, controller) if kind in _PLAYED else 0
    return total + cost_ops_mana(state.defn_any(source), kind, effect)


def _target_options(state: SixBase, act: Activation, spec: TargetSpec, chosen: tuple[int, ...]) -> list[int]:
    return [cid for cid in candidates(state, spec.filter, act.controller, act.source) if cid not in chosen]


def _cost_options(state: SixBase, act: Activation, op: Op) -> list[int]:
    """The cards a cost that chooses cards may choose."""
    player = act.controller
    if op.name == "discard":
        return [cid for cid in state.ids(player, "mano") if cid != act.source]
    if op.name == "sacrifice":
        f = op.get("filter") or op.get("choose")
        base = [cid for cid in state.field_ids(player) if cid != act.source or op.get("self_ok", False)]
        return [cid for cid in base if f is None or matches(state, cid, f, player, act.source)]
    if op.name == "disintegrate_cemetery":
        f = op.get("filter")
        return [cid for cid in state.ids(player, "cementerio") if f is None or matches(state, cid, f, player, act.source)]
    return []


def activation_problem(state: SixBase, act: Activation) -> Rule | None:
    """Why ``act`` cannot be activated now, or ``None`` when it can."""
    problem = _condition_problem(state, act)
    if problem is not None:
        return problem
    if mana_needed(state, act) > len(state.available_mana(act.controller)):
        if act.kind in _PLAYED:
            return rule("1.4.9.1", Text("no hay maná Disponible suficiente", "there is not enough Available mana"))
        return rule("8.4.3", Text("no hay maná Disponible para el costo de activación",
                                  "there is no Available mana for the activation cost"))
    return _payment_problem(state, act)


def _condition_problem(state: SixBase, act: Activation) -> Rule | None:
    """What ``activation_problem`` finds before the mana: Requirement, a Rápido effect's
    card, conditions."""
    defn = state.defn_any(act.source)
    effect = effect_of(state, act)
    if act.kind in _PLAYED and not conditions_met(state, defn.requirement, act.controller):
        return rule("8.5.8", Text("no se cumple el Requerimiento", "the Requirement is not met"))
    if effect is not None:
        if act.kind == "rapido":
            card = state._card(act.source)
            if state.is_negated(act.source):
                return rule("8.2.1", Text("la carta tiene sus efectos negados", "the card's effects are negated"))
            if card.marks.get("rapido") == state.turn:
                return rule("8.3.2")
        if not conditions_met(state, effect.conditions, act.controller):
            return rule("8.5.8")
    return None


def _payment_problem(state: SixBase, act: Activation) -> Rule | None:
    """What ``activation_problem`` finds after the mana: other costs, targets, whether an
    optional effect could resolve."""
    effect = effect_of(state, act)
    for op in cost_ops(state, act):
        if op.name in _CHOSEN_COSTS:
            if len(_cost_options(state, act, op)) < int(op.get("count", 1)):
                return rule("8.4.3")
        elif op.name == "pay_lives" and state.lives(act.controller) < int(op.get("amount", 1)):
            return rule("8.4.3")
    for spec in target_specs(state, act):
        if not candidates(state, spec.filter, act.controller, act.source, 1):  # _target_options(state, act, spec, ())
            return rule("8.1.2.2.2", Text("no hay objetivos válidos", "there are no valid targets"))
    if effect is not None and effect.optional:
        room = FIELD_SIZE - state.field_count(act.controller)
        for op in effect.ops:
            if op.name in ("search", "invoke") and not choice_pool(state, act.controller, act.source, op):
                return rule("8.1.2.2.2", Text("el efecto no podría resolverse", "the effect could not resolve"))
            if op.name in ("invoke", "summon_token") and room <= 0:
                return rule("8.1.2.2.2", Text("no hay espacio en el Campo (11.2)", "there is no room on the field (11.2)"))
    return None


def can_activate(state: SixBase, act: Activation, mana: int) -> bool:
    """Whether ``activation_problem(state, act)`` is ``None``, the cheap test first: ``mana`` is
    how much Available mana its controller has (listing legal actions asks this often)."""
    return mana_needed(state, act) <= mana and can_activate_paid(state, act)


def can_activate_paid(state: SixBase, act: Activation) -> bool:
    """``can_activate`` once its controller is known to have the mana ``act`` needs."""
    if act.effect < 0:  # playing a card without an effect to activate: only its Requirement counts
        defn = state.defn_any(act.source)
        if not defn.requirement and not defn.requirement_costs:
            return True
    return _condition_problem(state, act) is None and _payment_problem(state, act) is None


# ---------------------------------------------------------------------- the activation pipeline

def activation_task(state: SixBase, action: Action) -> Activate:
    """The activation task for playing, equipping or activating (6.6.1.1)."""
    player = action.player
    card = action.cards[0]
    if action.kind == "activate":
        return Activate(Activation(card, player, action.number, "rapido", then_window=True))
    if action.kind == "equip":
        return Activate(Activation(card, player, -1, "arma", host=action.targets[0]))
    defn = state.defn(card)
    if defn.kind == "conjuro":
        state.move(card, state.zone(player, "conjuros"), kind="activate")  # 3.5.1
        index = defn.effects_for("conjuro")[0][0]
        return Activate(Activation(card, player, index, "conjuro", then_window=True))
    host = action.targets[0] if action.targets else None
    return Activate(Activation(card, player, -1, "unidad", host=host))


@TASKS.on(Activate)
def _activate(state: SixBase, task: Activate) -> None:
    """Gather targets (chosen on activation, SiX 8.6.2) and cost choices, then pay (8.4.4)."""
    act = task.act
    specs = target_specs(state, act)
    if len(act.targets) < len(specs):
        spec = specs[len(act.targets)]
        chosen = act.partial
        options = _target_options(state, act, spec, chosen)
        if len(chosen) >= spec.count or not options:
            state.then(Activate(replace(act, targets=act.targets + (chosen,), partial=())))
            return
        name = state.defn_any(act.source).name
        state.ask("objetivo", act.controller, (f"Elige un objetivo para «{name}»", f"Choose a target for «{name}»"),
                  tuple(options), (act,))
        return
    ops = cost_ops(state, act)
    if len(act.costs) < len(ops):
        op = ops[len(act.costs)]
        if op.name not in _CHOSEN_COSTS:
            state.then(Activate(replace(act, costs=act.costs + ((),))))
            return
        needed = int(op.get("count", 1))
        chosen = act.partial
        options = [cid for cid in _cost_options(state, act, op) if cid not in chosen]
        if len(chosen) >= needed or not options:
            state.then(Activate(replace(act, costs=act.costs + (chosen,), partial=())))
            return
        verb, verb_en = _CHOSEN_COSTS[op.name]
        state.ask("costo", act.controller, (f"Elige una carta para {verb} como costo", f"Choose a card to {verb_en} as a cost"),
                  tuple(options), (act,))
        return
    _complete(state, act)


@ANSWERS.on("costo")
@ANSWERS.on("objetivo")
def _answer_choice(state: SixBase, prompt: Any, action: Action) -> None:
    """One more target or card for a cost (SiX 8.6.2, 8.4), or ``done`` with fewer."""
    act: Activation = prompt.data[0]
    if action.kind == "done":
        state.then(Activate(replace(act, targets=act.targets + (act.partial,), partial=())))
    else:
        state.then(Activate(replace(act, partial=act.partial + action.cards)))


def _complete(state: SixBase, act: Activation) -> None:
    """Pay for ``act`` (SiX 8.4.4), then put the card into play, run an immediate effect or add
    the effect to the Fila."""
    player = act.controller
    _pay(state, act)
    if state.check_losses():
        return
    if act.kind == "unidad":
        put_into_play(state, act.source, player, played=True, replacing=act.host)
        return
    if act.kind == "arma":
        assert act.host is not None
        equip(state, act.source, act.host, player)
        return
    if act.kind == "rapido":
        state._card(act.source).marks["rapido"] = state.turn  # SiX 8.3.2
    if act.kind == "inmediato":
        state.then(RunEffect(_run_for(state, act)))
        return
    effect = effect_of(state, act)
    assert effect is not None
    defn = state.defn_any(act.source)
    flat = tuple(cid for group in act.targets for cid in group)
    link = ChainLink(act.source, player, act.effect, flat, act.kind, effect.text or defn.name,
                     (act.targets, defn.code, state.place_of(act.source)))
    state.chain = state.chain.add(link, FILA, state.num_players)
    state.emit(Event("chain_add", player, act.source, defn.name, amount=len(state.chain.links)))
    if act.then_window:
        state.then(Window())


def _pay(state: SixBase, act: Activation) -> None:
    """SiX 8.4: the mana, then each cost with the cards chosen for it."""
    player = act.controller
    state.pay_mana(player, mana_needed(state, act))
    for op, chosen in zip(cost_ops(state, act), act.costs):
        if op.name == "discard":
            for cid in chosen:
                state.move(cid, state.zone(state._card(cid).owner, "cementerio"), kind="discard")
        elif op.name == "sacrifice":
            for cid in chosen:
                state.leave_play(cid, "cementerio", reason="sacrifice")
        elif op.name == "disintegrate_cemetery":
            for cid in chosen:
                state.relocate(cid, "halo", "disintegrate")
        elif op.name == "pay_lives":
            state.change_lives(player, -int(op.get("amount", 1)))
        elif op.name == "send_self" and state.cards[act.source] is not None:
            state.relocate(act.source, "cementerio", "send")


def _run_for(state: SixBase, act: Activation) -> Run:
    """The resolution of an effect activated as ``act``."""
    return Run(act.source, act.controller, act.effect, act.targets, code=state.defn_any(act.source).code,
               origin=state.place_of(act.source))
