"""Trigger Effects (YGO CartasDeMonstruosDeEfecto.7, DeterminacionDelDano.32–45): when they start — a
card sent or destroyed by the opponent, after or before damage calculation, the End Phase, a window after a
Special Summon — and how one is offered ("you can") or started.

Registered in ``base.TASKS`` and ``base.ANSWERS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.games.ygo import common_ops, conditions, pick_ops, textops, upkeep
from engine.games.ygo.base import ANSWERS, TASKS, Activation
from engine.games.ygo.tasks import (Activate, AfterDamage, BeforeDamage, ChainWindow, EndTriggers, GraveyardTrigger,
                                    OfferActivation, OfferTrigger, StartTrigger, SummonWindow, Window)

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


def sent_by_opponent(state: EffectsMixin, card_id: int, came_from: str) -> None:
    """A card sent from its owner's hand (or Deck) to the Graveyard by an effect its opponent's card is resolving:
    its "when this card is sent … by an opponent's card effect" Trigger Effects start (YGO CartasDeMonstruosDeEfecto.7)."""
    owner = state._card(card_id).owner
    defn = state.defn(card_id)
    if state.sender == owner or not defn.automated or state.zone_of(card_id) != "cementerio":
        return
    triggers = ("opponent_sent_hand", "opponent_sent_hand_deck") if came_from == "mano" else ("opponent_sent_hand_deck",)
    for trigger in triggers:
        for index, _effect in defn.effects_for(trigger):
            state.then(GraveyardTrigger(card_id, owner, index))


def destroyed_by_opponent(state: EffectsMixin, card_id: int, controller: int, kind: str) -> None:
    """A monster ``controller`` controlled was destroyed by its opponent — by battle with their monster, or by an
    effect their card was resolving — and is in the Graveyard: its "when this card is destroyed by your opponent
    and sent to the GY" Trigger Effects start (YGO CartasDeMonstruosDeEfecto.7). A token is gone as it leaves the
    field (FichasDeMonstruo.3): nothing of it starts."""
    if state.cards[card_id] is None:
        return
    defn = state.defn(card_id)
    if not defn.automated or state.zone_of(card_id) != "cementerio" \
            or kind != "battle" and (state.sender is None or state.sender == controller):
        return
    for index, _effect in defn.effects_for("destroyed_by_opponent"):
        state.then(GraveyardTrigger(card_id, state._card(card_id).owner, index))


@TASKS.on(GraveyardTrigger)
def _t_graveyard_trigger(state: EffectsMixin, task: GraveyardTrigger) -> None:
    """A Trigger Effect of a card in the Graveyard starts (it must: the text says no "you can")."""
    card_id, player, index = task.card_id, task.player, task.index
    if state.zone_of(card_id) != "cementerio":
        return
    state.mark_used(card_id, player, index)
    state.emit(Event("activate", player, card_id, state.defn(card_id).name, amount=index))
    state.then(Activate(Activation(card_id, player, index, is_card=False, speed=1)), ChainWindow())


@TASKS.on(AfterDamage)
def _t_after_damage(state: EffectsMixin, task: AfterDamage) -> None:
    """YGO DeterminacionDelDano.36: after damage calculation, before the destroyed monsters leave, the "after damage
    calculation" effects of the two monsters that battled start (one that is asked, "you can", is offered)."""
    attacker, target, flipped = task.attacker, task.target, task.flipped
    if flipped is not None and state.is_monster_on_field(flipped):
        state._card(flipped).marks["flipped_by_attack"] = state.turn
    for cid in (attacker, target):
        _battle_effects(state, cid, "after_damage")


@TASKS.on(BeforeDamage)
def _t_before_damage(state: EffectsMixin, task: BeforeDamage) -> None:
    """YGO DeterminacionDelDano.32: in the Damage Step, before damage calculation, the attacking monster's "before
    damage calculation" effects start (光道武僧 艾琳 Ehren)."""
    attacker = task.attacker
    _battle_effects(state, attacker, "before_damage")


def _battle_effects(state: EffectsMixin, card_id: int, trigger: str) -> None:
    """The ``trigger`` effects of a face-up monster in the battle whose conditions hold start, or are offered
    ("you can"); a monster that left the field, is face-down or has its effects negated starts none."""
    if not state.is_monster_on_field(card_id) or not state._card(card_id).face_up or state.effects_negated(card_id):
        return
    player = state._card(card_id).controller
    for index, effect in state.defn(card_id).effects_for(trigger):
        if conditions.condition_problem(state, card_id, player, effect) is None:
            state.then((OfferTrigger if effect.optional else StartTrigger)(card_id, player, index))


@TASKS.on(SummonWindow)
def _t_summon_window(state: EffectsMixin, task: SummonWindow) -> None:
    """After a Special Summon — by a procedure or an effect applied at once, or by a chain once it has
    resolved — the cards that answer any Summon get their window (YGO PhasesDelJuego.31, Cartas.2)."""
    summon = state.last_summon
    if summon is None or not state.is_monster_on_field(summon[0]) \
            or state._card(summon[0]).marks.pop("summon_window", None) != state.turn:
        return
    if not any(effect.when in conditions.ANY_SUMMONS for player in range(state.num_players)
               for cid in state.ids(player, "magias") for effect in state.defn(cid).effects):
        return  # nobody is asked when no set card answers it (a cheap first look, as for the Summon itself)
    state.window_reason = "special_summoned"
    state.then(Window("special_summoned", state.turn_player, 0))


@TASKS.on(EndTriggers)
def _t_end_triggers(state: EffectsMixin, task: EndTriggers) -> None:
    """YGO DeterminacionDelDano.45 (the End Phase), Cartas.2: "during your End Phase" effects of the turn
    player's face-up monsters start, each in turn."""
    player = state.turn_player
    textops.end_phase(state)  # cards that last a number of turns
    common_ops.sent_this_turn_end(state)  # "during the End Phase of the turn this card was sent to the GY"
    upkeep.end_phase(state)  # Koa'ki Meiru: a card kept by what its controller sends or reveals
    for cid in reversed(state.monsters(player)) if state.says("trigger:end_own") else ():
        defn = state.defn(cid)
        if state._card(cid).face_up and defn.automated and not state.effects_negated(cid):
            for index, effect in reversed(defn.effects_for("end_own")):
                if conditions.condition_problem(state, cid, player, effect) is None:
                    state.then((OfferTrigger if effect.optional else StartTrigger)(cid, player, index))


@TASKS.on(OfferTrigger)
def _t_offer_trigger(state: EffectsMixin, task: OfferTrigger) -> None:
    card_id, player, index = task.card_id, task.player, task.index
    if (state.is_monster_on_field(card_id) or state.zone_of(card_id) == "magias" and state._card(card_id).face_up) and conditions.condition_problem(state, card_id, player, state.defn(card_id).effects[index]) is None:
        name = state.defn(card_id).name
        state.ask("disparar", player, (f"¿Activas el efecto de «{name}»?", f"Activate the effect of «{name}»?"), (card_id,),
                 (card_id, player, index))


@TASKS.on(OfferActivation)
def _t_offer_activation(state: EffectsMixin, task: OfferActivation) -> None:
    """YGO CartasDeMonstruosDeEfecto.7, PalabrasClave.1: a Trigger Effect whose text says "you can" (可以, 才能发动)
    — of a card sent to the Graveyard, or a Flip Effect — is offered to its player, who may decline; one that
    could do nothing now (Cartas.2: no card such as it names, no target left) is not offered."""
    act, chained = task.act, task.chained
    effect = state.effect_of(act.source, act.effect)
    if effect is None or conditions.condition_problem(state, act.source, act.player, effect) is not None \
            or effect.target is not None and act.immediate \
            and not state.target_candidates(effect, act.player, act.source, act.exclude):
        return
    name = state.defn(act.source).name
    state.ask("disparar", act.player, (f"¿Activas el efecto de «{name}»?", f"Activate the effect of «{name}»?"),
              (act.source,), ("activation", act, chained))


@ANSWERS.on("disparar")
def _answer_disparar(state: EffectsMixin, prompt: Any, action: Action) -> None:
    if prompt.data[0] == "may":  # "you can …" said inside an effect (pick_ops.ask_may)
        pick_ops.may_answered(state, prompt, action)
    elif prompt.data[0] == "upkeep":  # keep a Koa'ki Meiru (upkeep._t_core_upkeep)
        upkeep.answered(state, prompt, action)
    elif prompt.data[0] == "instead":  # a card taken instead of the normal draw (textops.offer_instead_of_draw)
        textops.instead_answered(state, prompt, action)
    elif prompt.data[0] == "activation":  # a graveyard or Flip "you can" (_t_offer_activation)
        if action.kind == "yes":
            state.then(Activate(prompt.data[1]), *((ChainWindow(),) if prompt.data[2] else ()))
    elif action.kind == "yes":
        state.then(StartTrigger(*prompt.data))


@TASKS.on(StartTrigger)
def _t_start_trigger(state: EffectsMixin, task: StartTrigger) -> None:
    card_id, player, index = task.card_id, task.player, task.index
    if not state.is_monster_on_field(card_id) and not (state.zone_of(card_id) == "magias" and state._card(card_id).face_up):
        return  # (a face-up Continuous Spell's trigger: spell_triggers)
    effect = state.defn(card_id).effects[index]
    if effect.trigger == "own_monster_destroyed" and (state._once_problem(card_id, player, effect) is not None or (
            effect.once == "copy" and state._card(card_id).marks.get(f"used{index}") == state.turn)):
        return  # two monsters destroyed at once start a once-per-turn trigger once (Cartas.2)
    state.mark_used(card_id, player, index)
    state.emit(Event("activate", player, card_id, state.defn(card_id).name, amount=index))
    state.then(Activate(Activation(card_id, player, index, is_card=False, speed=1)), ChainWindow())
