"""The Battle Phase: start, battle, damage and end steps, the damage tables and the replay rule
(YGO CuadroDeReferenciaRapida, DeterminacionDelDano).

Functions of the duel's state: the steps are tasks and the attack declared is an answer, found in the tables
(``TASKS``, ``ANSWERS``); ``battle_actions``, ``attack_problem`` and ``attack_target_problem`` are what the state's
listing and refusals ask of the Battle Step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.tasks import Task
from engine.core.text import Text
from engine.games.ygo.base import ANSWERS, SPELL_COUNTER, TASKS, Activation
from engine.games.ygo import attack_duty, conditions, damage_bar, summons, textops, timelord_ops, yosenju_ops
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import (Activate, AfterDamage, AttackConfirmed, BattleEnd, BattleStart, BattleStep,
                                    BeforeDamage, ChainWindow, DamageCalc, DamageStep, DestroyBattled, DirectDamage,
                                    FlipAfterBattle, Main, OfferTrigger, SendDestroyed, StartTrigger, Window)

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


@TASKS.on(BattleStart)
def _t_battle_start(state: EffectsMixin, task: BattleStart) -> None:
    """YGO CuadroDeReferenciaRapida.5–6: both players may activate quick cards."""
    state.phase = "battle"
    state.step = "start"
    state.battle_conducted = tuple(state.turn if p == state.turn_player else t for p, t in enumerate(state.battle_conducted))
    state.emit(Event("phase", state.turn_player, text="battle", amount=state.turn))
    state.window_reason = "battle_start"
    state.then(Window("battle_start", state.turn_player, 0), BattleStep())


def attackers(state: EffectsMixin, player: int) -> list[int]:
    """YGO CuadroDeReferenciaRapida.8: face-up attack-position monsters that have not attacked."""
    return [cid for cid in state.monsters(player) if attack_problem(state, cid, player) is None]


def attack_problem(state: EffectsMixin, card_id: int, player: int) -> Rule | None:
    """Why ``player`` cannot declare an attack with ``card_id`` now (YGO CuadroDeReferenciaRapida.8–9), or None."""
    card = state._card(card_id)
    if state.zone_of(card_id) != "monstruos" or card.controller != player:
        return rule("CuadroDeReferenciaRapida.9", Text("atacas con tus monstruos", "you attack with your own monsters"))
    if not card.face_up or card.rotated:
        return rule("CuadroDeReferenciaRapida.8", Text("solo atacan monstruos boca arriba en Posición de Ataque",
                                                       "only face-up monsters in Attack Position attack"))
    if "no_attack" in card.marks or card.marks.get("no_attack_turn") == state.turn:  # what summoned it (or its own effect) says so
        return rule("Cartas.2", Text("un efecto le impide atacar", "an effect keeps it from attacking"))
    if "held_by" in card.marks and textops.held(state, card_id):
        return rule("Cartas.2", Text("una carta le impide atacar", "a card keeps it from attacking"))
    if card.marks.get("attacked") == state.turn and _attacks_made(state, card_id) >= _attacks_allowed(state, card_id):
        return rule("CuadroDeReferenciaRapida.8", Text("un monstruo solo ataca una vez por turno",
                                                       "a monster attacks only once per turn"))
    if textops.attacks_forbidden(state, player):
        return rule("Cartas.2", Text("una carta del adversario impide declarar ataques",
                                     "an opponent's card keeps your monsters from declaring an attack"))
    return None


def _attacks_made(state: EffectsMixin, card_id: int) -> int:
    made = state._card(card_id).marks.get("attacks_made")
    return made[1] if made is not None and made[0] == state.turn else 1


def _attacks_allowed(state: EffectsMixin, card_id: int) -> int:
    """YGO Cartas.2 over CuadroDeReferenciaRapida.8: "this card can make 2 attacks during each Battle Phase"."""
    if not state.defn(card_id).keywords or state.effects_negated(card_id):
        return 1
    if "attacks_per_equip" in state.defn(card_id).keywords:  # "… plus 1 for each Equip Card equipped to it" (弁庆)
        return 1 + textops.equip_count(state, card_id)
    return max([int(w.split(":", 1)[1]) for w in state.defn(card_id).keywords if w.startswith("attacks:")] or [1])


@TASKS.on(BattleStep)
def _t_battle_step(state: EffectsMixin, task: BattleStep) -> None:
    """YGO CuadroDeReferenciaRapida.7–9: choose an attacker and its target, or end the phase."""
    state.step = "battle"
    state.attacker = None
    state.attack_target = None
    state.attack_negated = False
    state.window_reason = None
    attack_duty.damage_step_rest(state)  # "… changed to Defense Position at the end of the Damage Step"
    held = textops.attacks_forbidden(state, state.turn_player) and any(
        state.in_attack(cid) for cid in state.monsters(state.turn_player))  # kept back by a card: still a Battle Step
    able = attackers(state, state.turn_player)
    if not able and not held:
        state.then(BattleEnd())
        return
    state.ask("batalla", state.turn_player, ("Declara un ataque o termina la Fase de Batalla",
                                           "Declare an attack or end the Battle Phase"))
    state.listed = (state.prompt, battle_actions(state, state.turn_player, able))


def attack_target_problem(state: EffectsMixin, targets: tuple[int, ...]) -> Rule | None:
    """YGO Cartas.2: "your opponent cannot target other Warriors for attacks" (a face-up monster's text)."""
    if targets and textops.protected(state, targets[0]):
        return rule("Cartas.2", Text("otro monstruo impide elegir a este como objetivo del ataque",
                                     "another monster keeps this one from being chosen as the attack target"))
    return None


def battle_actions(state: EffectsMixin, player: int, able: list[int] | None = None) -> list[Action]:
    """Every attack ``player`` may declare, then ending the Battle Phase; ``able``: ``attackers(state, player)``,
    when the caller has it."""
    targets = [t for t in state.distinct(state.monsters(state.opponent(player))) if not textops.protected(state, t)]
    actions: list[Action] = []
    for attacker in state.distinct(attackers(state, player) if able is None else able):
        if targets:
            actions.extend(Action("attack", player, (attacker,), (t,)) for t in targets)
        if not targets or state.has_keyword(attacker, "direct_attack"):
            actions.append(Action("attack", player, (attacker,)))  # DeterminacionDelDano.24: direct
    if attack_duty.bound_attacker(state, actions) is None:  # "if this card can attack, it must attack" (Cartas.2)
        actions.append(Action("end", player))
    return actions


@ANSWERS.on("batalla")
def _answer_batalla(state: EffectsMixin, prompt: Any, action: Action) -> None:
    if action.kind == "end":
        state.then(BattleEnd())
        return
    attacker = action.cards[0]
    state.attacker = attacker
    state.attack_target = action.targets[0] if action.targets else None
    attack_duty.targeted(state, state.attack_target)  # "when targeted for an attack, change to Defense Position"
    state.battle_count = len(state.monsters(state.opponent(action.player)))
    name = state.defn(attacker).name
    state.emit(Event("attack", action.player, attacker, name, amount=state.attack_target))
    state.window_reason = "attack"
    state.then(Window("attack", state.turn_player, 0), AttackConfirmed())


@TASKS.on(AttackConfirmed)
def _t_attack_confirmed(state: EffectsMixin, task: AttackConfirmed) -> None:
    """YGO CuadroDeReferenciaRapida.12–13: if the opponent's number of monsters changed, the
    Battle Step is replayed and a new attacker and target are chosen."""
    attacker = state.attacker
    assert attacker is not None
    player = state.turn_player
    if not state.is_monster_on_field(attacker) or state._card(attacker).controller != player:
        state.then(BattleStep())
        return
    if len(state.monsters(state.opponent(player))) != state.battle_count:
        state.emit(Event("replay", player, attacker, state.defn(attacker).name))
        state.then(BattleStep())
        return
    card = state._card(attacker)
    if card.marks.get("attacked") == state.turn:  # a second attack, its text allowing it
        card.marks["attacks_made"] = (state.turn, _attacks_made(state, attacker) + 1)
    card.marks["attacked"] = state.turn
    if state.attack_negated or not state.in_attack(attacker):
        state.then(BattleStep())
        return
    state.then(DamageStep())


@TASKS.on(DamageStep)
def _t_damage_step(state: EffectsMixin, task: DamageStep) -> None:
    """YGO DeterminacionDelDano.32: a face-down defender is flipped face-up; then only cards
    changing ATK/DEF may be activated, before damage calculation (CuadroDeReferenciaRapida.16)."""
    state.step = "damage"
    target = state.attack_target
    flipped = None
    if target is not None and state.attacker is not None and state.defn(state.attacker).keywords \
            and textops.destroys_unbattled(state, state.attacker, target):
        state.send_to_graveyard(target)  # "… do not conduct damage calculation; destroy that monster" (Cartas.2)
        state.then(BattleStep())
        return
    if target is not None and state.is_monster_on_field(target) and not state._card(target).face_up:
        card = state._card(target)
        card.face_up = True
        card.known = (1 << state.num_players) - 1
        flipped = target
        state.emit(Event("flip", card.controller, target, card.defn.name, amount=1))
    state.window_reason = "damage"
    before = [BeforeDamage(state.attacker)] if state.attacker is not None \
        and state.defn(state.attacker).effects_for("before_damage") else []  # "before damage calculation" (textops)
    state.then(*before, Window("damage", state.turn_player, 0), DamageCalc(flipped))


@TASKS.on(DamageCalc)
def _t_damage_calc(state: EffectsMixin, task: DamageCalc) -> None:
    """YGO DeterminacionDelDano.1–25: the damage tables."""
    flipped = task.flipped
    attacker, target = state.attacker, state.attack_target
    player = state.turn_player
    other = state.opponent(player)
    assert attacker is not None
    if not state.is_monster_on_field(attacker) or state._card(attacker).controller != player:
        state.then(BattleStep())
        return
    atk = state.stats(attacker)[0]
    lives = (state.lp(player), state.lp(other)) \
        if state.says("trigger:battle_damage") or state.says(yosenju_ops.ALLY_TRIGGER) else None  # most duels: none
    destroyed: list[int] = []
    direct = False
    if target is None:
        if state.monsters(other) and not state.has_keyword(attacker, "direct_attack"):
            # a monster appeared without a replay: no direct damage
            state.then(BattleStep())
            return
        _battle_damage(state, other, yosenju_ops.direct_damage(state, attacker, other, atk))  # DeterminacionDelDano.24
        direct = not is_sheltered(state, other)
    elif not state.is_monster_on_field(target) or state._card(target).controller != other:
        state.then(BattleStep())
        return
    elif not state._card(target).rotated:
        their = state.stats(target)[0]
        if atk > their:  # DeterminacionDelDano.4–5
            destroyed.append(target)
            _battle_damage(state, other, atk - their)
        elif atk == their:  # DeterminacionDelDano.7–8
            destroyed += [attacker, target]
        else:  # DeterminacionDelDano.10–11
            destroyed.append(attacker)
            _battle_damage(state, player, their - atk)
    else:
        defense = state.stats(target)[1]
        if atk > defense:  # DeterminacionDelDano.15–16
            destroyed.append(target)
            if state.has_keyword(attacker, "piercing") or textops.equipped_with(state, attacker, "equip_piercing"):  # Cartas.2
                _battle_damage(state, other, atk - defense)
        elif atk < defense:  # DeterminacionDelDano.21–22
            _battle_damage(state, player, defense - atk)
    state.emit(Event("damage_calc", player, attacker, state.defn(attacker).name, amount=atk))
    for cid in (attacker, target):
        if cid is not None:
            state._card(cid).marks["battled"] = state.turn  # "at the end of the Battle Phase this card battled"
    tasks: list[Task] = []
    if flipped is not None:
        # YGO DeterminacionDelDano.36: the Flip Effect applies after damage calculation and
        # does not affect monsters already destroyed by it (CuadroDeReferenciaRapida.3)
        tasks.append(FlipAfterBattle(flipped, frozenset(destroyed)))
    if target is not None and (state.defn(attacker).effects_for("after_damage") or state.defn(target).effects_for("after_damage")):
        tasks.append(AfterDamage(attacker, target, flipped))  # "after damage calculation" (textops)
    tasks.append(SendDestroyed(tuple(destroyed)))
    if target is not None:
        tasks.append(DestroyBattled(attacker, target))
    if direct:
        tasks.append(DirectDamage(attacker))
    if lives is not None:
        tasks += _damage_triggers(state, ((attacker, other, lives[1]), (target, player, lives[0])))
    tasks.append(BattleStep())
    state.then(*tasks)


def _damage_triggers(state: EffectsMixin, battled: tuple[tuple[int | None, int, int], ...]) -> list[Task]:
    """YGO CartasDeMonstruosDeEfecto.7, Cartas.2: "when this card inflicts battle damage to your opponent" starts for
    each monster of the battle (``battled``: it, the player it may have hurt, their LP before) whose opponent lost LP
    to it, if it is still face-up on the field; an optional one ("you can") is offered to its controller."""
    tasks: list[Task] = []
    for cid, hurt, before in battled:
        if cid is None or state.lp(hurt) >= before or not state.is_monster_on_field(cid) or not state._card(cid).face_up \
                or not state.defn(cid).automated or state.effects_negated(cid):
            continue
        controller = state._card(cid).controller
        for index, effect in state.defn(cid).effects_for("battle_damage"):
            if conditions.condition_problem(state, cid, controller, effect) is None \
                    and state._once_problem(cid, controller, effect) is None:
                tasks.append((OfferTrigger if effect.optional else StartTrigger)(cid, controller, index))
    return tasks + yosenju_ops.ally_damage_tasks(state, battled)  # "… another "X" monster you control" (Cartas.2)


@TASKS.on(FlipAfterBattle)
def _t_flip_after_battle(state: EffectsMixin, task: FlipAfterBattle) -> None:
    flipped, destroyed = task.flipped, task.destroyed
    if state.cards[flipped] is not None:
        # YGO DeterminacionDelDano.36: "do not apply effects to monsters already destroyed" — the flipped one too
        summons.trigger_flip(state, flipped, state._card(flipped).controller, immediate=True, exclude=destroyed)


def is_sheltered(state: EffectsMixin, player: int) -> bool:
    """Whether ``player``'s monsters cannot be destroyed by battle and they take no battle damage this turn
    (Waboku: YGO Cartas.2 over DeterminacionDelDano.4–22)."""
    return state.sheltered[player] == state.turn


def _battle_damage(state: EffectsMixin, player: int, amount: int) -> None:
    if not is_sheltered(state, player) and not timelord_ops.spared(state, player):
        damage_bar.take_damage(state, player, amount, battle=True)


@TASKS.on(SendDestroyed)
def _t_send_destroyed(state: EffectsMixin, task: SendDestroyed) -> None:
    """YGO DeterminacionDelDano.38: destroyed monsters go to their owner's graveyard; a
    surviving defender stays face-up."""
    destroyed = task.destroyed
    for cid in destroyed:
        # YGO Cartas.2: "this card cannot be destroyed by battle" (its face-up text says so)
        if state.is_monster_on_field(cid) and not (state.has_keyword(cid, "battle_indestructible")
                                                  and state._card(cid).face_up and state.defn(cid).automated) \
                and not textops.equipped_with(state, cid, "equip_battle_indestructible") \
                and not is_sheltered(state, state._card(cid).controller) \
                and not (state.defn(cid).keywords and textops.battle_safe(state, cid)):  # (it may use up a once per turn)
            state.send_to_graveyard(cid, kind="battle")


@TASKS.on(DestroyBattled)
def _t_destroy_battled(state: EffectsMixin, task: DestroyBattled) -> None:
    """YGO Cartas.2: "if this card battles a Warrior or Spellcaster monster, destroy that monster at the end
    of the Damage Step" (``destroys_battled:<Types>``, a face-up monster's text)."""
    attacker, target = task.attacker, task.target
    for card_id, other in ((attacker, target), (target, attacker)):
        if state.cards[card_id] is None or not state.is_monster_on_field(other) \
                or state.is_monster_on_field(card_id) and state.effects_negated(card_id):
            continue  # (it applies also when this card was destroyed by the battle)
        for word in state.defn(card_id).keywords:
            if word.startswith("destroys_battled:") and state.defn(other).race in word.split(":", 1)[1].split(","):
                state.send_to_graveyard(other)


@TASKS.on(DirectDamage)
def _t_direct_damage(state: EffectsMixin, task: DirectDamage) -> None:
    """YGO CartasDeMonstruosDeEfecto.7: trigger effects of a monster that dealt direct damage."""
    attacker = task.attacker
    if not state.is_monster_on_field(attacker) or not state.defn(attacker).automated:
        return
    for index, _effect in state.defn(attacker).effects_for("direct_damage"):
        act = Activation(attacker, state._card(attacker).controller, index, is_card=False, speed=1)
        state.then(Activate(act), ChainWindow())


@TASKS.on(BattleEnd)
def _t_battle_end(state: EffectsMixin, task: BattleEnd) -> None:
    """YGO DeterminacionDelDano.41–42: the End Step, then Main Phase 2."""
    state.step = "end"
    state.attacker = None
    state.attack_target = None
    for cid in state.all_monsters():  # "remove all Spell Counters at the end of the Battle Phase it battled"
        card = state._card(cid)
        if card.marks.get("battled") == state.turn and "clear_counters_after_battle" in state.defn(cid).keywords:
            card.counters.pop(SPELL_COUNTER, None)
        if card.modifiers and any(m.until == "battle" for m in card.modifiers):  # "until the end of that Battle Phase"
            card.modifiers = tuple(m for m in card.modifiers if m.until != "battle")
        if card.marks.get("attacked") == state.turn and state.defn(cid).keywords:
            attack_duty.battle_phase_rest(state, cid)  # "… it is changed to Defense Position at the end of the Battle Phase"
    state.window_reason = "battle_end"
    state.then(*timelord_ops.battle_end_tasks(state), Window("battle_end", state.turn_player, 0), Main("main2"))
