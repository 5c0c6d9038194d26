"""An activation completed (targets, costs), chained and resolved link by link, its operations run one by
one (YGO Cadenas.2–6, CartasMagicas.7–9).

Registered in ``base.TASKS`` and ``base.ANSWERS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.chain import Chain, ChainLink, ChainPolicy
from engine.games.ygo import costs, counters, effect_negation, summon_lock, textops
from engine.games.ygo.base import ANSWERS, OPS, TASKS, Activation, Run
from engine.games.ygo.tasks import Activate, AfterLink, ChainWindow, Resolve, RunEffect, SummonWindow

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

#: YGO Cadenas.2, Cadenas.4: after a link the opponent may respond; two passes in a row resolve
#: the whole chain, last link first.
POLICY = ChainPolicy(adder_keeps_window=False, resolve_whole=True)

#: Spells and traps that leave the field once resolved (YGO Resumen.1–2, CartasDeTrampa.3, .7).
ONE_SHOT = {("spell", "normal"), ("spell", "quickplay"), ("spell", "ritual"), ("trap", "normal"), ("trap", "counter")}


@TASKS.on(Activate)
def _t_activate(state: EffectsMixin, task: Activate) -> None:
    """Choose targets, then discard costs, then pay Life Points and chain (or apply)."""
    act = task.act
    effect = state.effect_of(act.source, act.effect)
    if effect is not None and effect.target is not None and len(act.targets) < effect.target.count:
        options = [c for c in state.target_candidates(effect, act.player, act.source, act.exclude)
                   if c not in act.targets]  # "target 2 cards": chosen one at a time, each once
        if not options and act.immediate and not act.targets:
            return  # a flip effect with nothing left to affect
        if options:
            state.ask("objetivo", act.player, ("Elige el objetivo", "Choose the target"), tuple(options), (act,))
            return
    if effect is not None and len(act.discarded) < effect.cost_discard + effect.cost_to_deck:
        hand = tuple(c for c in state.ids(act.player, "mano") if c != act.source and c not in act.discarded)
        ask = (("Descarta una carta como coste", "Discard a card as the cost") if len(act.discarded) < effect.cost_discard
               else ("Pon una carta de tu mano encima del Mazo como coste", "Place a card from your hand on top of the Deck as the cost"))
        state.ask("coste", act.player, ask, hand, (act,))
        return
    picks = costs.picked_costs(effect.costs) if effect is not None and effect.costs else ()
    if picks and effect is not None and len(act.discarded) < effect.cost_discard + effect.cost_to_deck + len(picks):
        cost = picks[len(act.discarded) - effect.cost_discard - effect.cost_to_deck]
        payers = tuple(c for c in costs.cost_options(state, act.player, act.source, cost) if c not in act.discarded)
        state.ask("coste", act.player, costs.PICK_QUESTIONS[str(cost.get("how"))], payers, (act,))
        return
    if effect is not None and effect.cost_lp:
        state.change_lp(act.player, -effect.cost_lp)
    for i, cid in enumerate(act.discarded):
        if picks and effect is not None and i >= effect.cost_discard + effect.cost_to_deck:
            costs.pay_picked(state, cid, picks[i - effect.cost_discard - effect.cost_to_deck])
        elif effect is not None and i >= effect.cost_discard:
            state.move(cid, state.zone(act.player, "mazo"), kind="cost")  # on top of the Deck (Cartas.2)
        else:
            state.send_to_graveyard(cid, kind="discard")
    for cost in effect.costs if effect is not None else ():
        if cost.name == "tribute_self" and state.is_monster_on_field(act.source):
            state.send_to_graveyard(act.source, kind="tribute")  # YGO CartasDeMonstruosDeEfecto.6: the cost is paid
        elif cost.name == "banish_self" and state.zone_of(act.source) == "cementerio":
            state.leave_field_to(act.source, "desterradas")  # YGO PalabrasClave.5
        elif cost.name in ("discard_self", "send_self") and state.zone_of(act.source) == "mano":
            state.send_to_graveyard(act.source, kind="discard" if cost.name == "discard_self" else "send")
        elif cost.name == "mill":
            OPS.handlers["mill"](state, Run(act.source, act.player, act.effect), cost)
        else:
            costs.pay_cost(state, act.source, cost)
    if act.is_card and summon_lock.SUMMON_LOCK in state.defn(act.source).keywords:
        summon_lock.bar(state, act.player, act.source)  # "the turn you activate this card, you cannot Summon …"
    run = Run(act.source, act.player, act.effect, act.targets, act.exclude)
    if act.immediate or (effect is not None and effect.trigger == "procedure"):
        state.then(RunEffect(run, 0), SummonWindow())
        return
    label = state.defn(act.source).name
    link = ChainLink(act.source, act.player, act.effect, act.targets, "card" if act.is_card else "effect", label,
                     (act.speed,))
    state.chain = state.chain.add(link, POLICY, state.num_players)
    state.emit(Event("chain_link", act.player, act.source, label, amount=len(state.chain)))  # YGO Cadenas.2: from 1


@ANSWERS.on("objetivo")
def _answer_objetivo(state: EffectsMixin, prompt: Any, action: Action) -> None:
    act: Activation = prompt.data[0]
    state.then(Activate(replace(act, targets=act.targets + action.cards)))


@ANSWERS.on("coste")
def _answer_coste(state: EffectsMixin, prompt: Any, action: Action) -> None:
    act: Activation = prompt.data[0]
    state.then(Activate(replace(act, discarded=act.discarded + action.cards)))


@TASKS.on(ChainWindow)
def _t_chain(state: EffectsMixin, task: ChainWindow) -> None:
    """YGO Cadenas.4: the other player may always respond; two passes resolve the chain."""
    if not state.chain.links:
        return
    if state.chain.all_passed(state.num_players):
        state.then(Resolve())
        return
    player = state.chain.window
    assert player is not None
    actions = state.activation_actions(player, "chain")
    if actions:
        state.ask("ventana", player, ("¿Respondes a la cadena?", "Respond to the chain?"), (), ("chain",))
        state.listed = (state.prompt, actions)
    else:
        state.chain = state.chain.pass_window(state.num_players)
        state.then(ChainWindow())


@TASKS.on(Resolve)
def _t_resolve(state: EffectsMixin, task: Resolve) -> None:
    """YGO Cadenas.2, Cadenas.6: resolve from the newest link down to link 1."""
    if not state.chain.links:
        state.chain = Chain()
        state.negated = frozenset()
        summon = state.last_summon
        if summon is not None and state.cards[summon[0]] is not None and "summon_window" in state._card(summon[0]).marks:
            state.then(SummonWindow())
        return
    link, rest = state.chain.pop()
    state.chain = rest
    index = len(rest.links)
    state.tasks.append(Resolve())
    state.emit(Event("resolve", link.controller, link.source, link.label, amount=index + 1))
    if index in state.negated or state.cards[link.source] is None:
        if state.cards[link.source] is not None and state._card(link.source).marks.pop(effect_negation.LINK_MARK, None):
            state.then(AfterLink(link.source, link.kind == "card"))  # only its effect was negated: it resolves (Cartas.2)
        return
    state.then(RunEffect(Run(link.source, link.controller, link.effect, link.targets, link=index), 0),
              AfterLink(link.source, link.kind == "card"))


@TASKS.on(AfterLink)
def _t_after_link(state: EffectsMixin, task: AfterLink) -> None:
    """A resolved normal, quick-play or ritual spell, normal or counter trap goes to the
    graveyard; continuous, field and equip cards stay (an equip only on a monster)."""
    source, is_card = task.source, task.is_card
    if is_card and state.cards[source] is not None and state.defn(source).kind == "spell":
        counters.spell_resolved(state, source)  # "each time a Spell Card is activated": Spell Counters, LP
    if not is_card or not state.on_field(source):
        return
    defn = state.defn(source)
    if (defn.kind, defn.sub) in ONE_SHOT and not textops.stays(state, source) \
            or (defn.sub == "equip" and "equip" not in state._card(source).marks):
        state.send_to_graveyard(source, kind="resolved")


@TASKS.on(RunEffect)
def _t_run(state: EffectsMixin, task: RunEffect) -> None:
    """Operation ``step`` of the effect resolving; the later steps carry ``effect``, the one that
    began to resolve: its card may have been shuffled into the Deck meanwhile (魔偶甜点 Madolche), and
    a shuffle deals the Deck's identities again (``State.shuffle``)."""
    run, step, effect = task.run, task.step, task.effect
    if state.cards[run.source] is None:
        return
    defn = state.defn(run.source)
    if run.effect < 0:
        if step == 0:
            if not defn.automated:  # shown for manual resolution
                state.emit(Event("manual", run.player, run.source, defn.name, text=defn.text))
            elif defn.sub == "equip" and run.targets:
                equip(state, run)
        return
    if effect is None:
        effect = defn.effects[run.effect]
    if step == 0 and defn.sub == "equip":
        equip(state, run)
    if step == 0 and len(run.targets) == 1 and defn.kind == "monster" and textops.lone_target_negates(state, run.targets[0]):
        state.emit(Event("negate", run.player, run.source, defn.name))  # Chaos Command Magician (Cartas.2)
        return
    if step >= len(effect.ops):
        return
    state.tasks.append(RunEffect(run, step + 1, effect))
    op = effect.ops[step]
    state.sender = run.player  # whose effect moves the cards it moves (triggers.sent_by_opponent)
    OPS.handlers[op.name](state, run, op)
    state.sender = None


def equip(state: EffectsMixin, run: Run) -> None:
    """YGO CartasMagicas.7–9: an equip stays in its player's zone, on a face-up monster."""
    live = [t for t in run.targets if state.is_monster_on_field(t) and state._card(t).face_up]
    if live and state.on_field(run.source):
        state._card(run.source).marks["equip"] = live[0]
        state.emit(Event("equip", run.player, run.source, state.defn(run.source).name))
        textops.equipped(state, run.source, live[0])
