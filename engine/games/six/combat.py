"""Souls in Xtinction combat (SiX 7): attack, Atraer, block, quick play and damage steps.

A combat's own data is ``Battle`` (``engine.games.six.battle``), an immutable value the duel's
state holds as ``battle`` and each declaration replaces. The steps are tasks and the answers to the combat's prompts are found
in the tables (``TASKS``, ``ANSWERS``); who may attack or block and the actions of each step
are functions of the state that only read it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.chain import Chain
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.six.damage import deal_damage_to_player, destroy_if_dead, mark_damage, thirst_owner
from engine.games.six.tasks import ANSWERS, TASKS, AttackStep, BlockStep, Damage, EndCombat, GiveAction, QuickStep, Window
from engine.games.six.rules import rule

if TYPE_CHECKING:
    from engine.games.six.base import SixBase
    from engine.games.six.state import SixState


# ------------------------------------------------------------------ who may attack and block

def attack_problem(state: SixBase, card_id: int) -> Rule | None:
    """Why a card cannot attack (``None`` when it can)."""
    defn = state.defn(card_id)
    if defn.kind != "unidad":
        return rule("7.2.1.1", Text("solo atacan Unidades", "only Units attack"))
    if defn.is_rashomon:
        return rule("8.2.3")  # even negated
    card = state._card(card_id)
    if card.has_modifier("dormir"):
        return rule("4.1.2.5")
    if _restricted(state, card_id, "no_attack"):
        return rule("8.1.2.3", Text("un efecto permanente le impide atacar", "a permanent effect keeps it from attacking"))
    if not state.card_in_zone(card, "campo") or card.attached_to is not None:
        return rule("7.2.1.1", Text("la Unidad debe estar en tu Campo", "the Unit must be on your field"))
    return None


def block_problem(state: SixBase, card_id: int) -> Rule | None:
    """Why a card cannot block (``None`` when it can)."""
    defn = state.defn(card_id)
    if defn.kind != "unidad":
        return rule("7.2.2.1", Text("solo bloquean Unidades", "only Units block"))
    if defn.is_rashomon:
        return rule("8.2.3")
    card = state._card(card_id)
    if card.has_modifier("dormir"):
        return rule("4.1.2.5")
    if _restricted(state, card_id, "no_block"):
        return rule("8.1.2.3", Text("un efecto permanente le impide bloquear", "a permanent effect keeps it from blocking"))
    if state.stats(card_id)[1] <= 0:
        return rule("7.2.2.2")
    if not state.card_in_zone(card, "campo"):
        return rule("3.9.1.2", Text("ya está en combate", "it is already in combat"))
    return None


def _restricted(state: SixBase, card_id: int, kind: str) -> bool:
    statics = state.statics
    return any(statics.applies(source, static, card_id) for source, static in statics.of(kind))


def eligible_attackers(state: SixBase, player: int) -> list[int]:
    return [cid for cid in state.ids(player, "campo") if _may_attack(state, cid)]


def has_eligible_attacker(state: SixBase, player: int) -> bool:
    """Whether ``eligible_attackers`` has any (asked at every action moment of the turn player)."""
    return any(_may_attack(state, cid) for cid in state.ids(player, "campo"))


def _may_attack(state: SixBase, card_id: int) -> bool:
    return state._card(card_id).attached_to is None and attack_problem(state, card_id) is None


def eligible_blockers(state: SixBase, player: int) -> list[int]:
    return [cid for cid in state.ids(player, "campo")
            if state._card(cid).attached_to is None and block_problem(state, cid) is None]


def _block_options(state: SixBase) -> list[int]:
    lured = {blocker for _, blocker in state.battle.lures}
    return [cid for cid in eligible_blockers(state, state.opponent(state.turn_player)) if cid not in lured]


# ------------------------------------------------------------------ the legal actions of each step

def attack_actions(state: SixBase) -> list[Action]:
    player = state.turn_player
    actions = [Action("attack", player, (cid,)) for cid in state.distinct(eligible_attackers(state, player))]
    if state.battle.attackers:
        actions.append(Action("done", player))
    return actions


def lure_actions(state: SixBase) -> list[Action]:
    assert state.prompt is not None
    (attacker,) = state.prompt.data
    player = state.turn_player
    taken = {blocker for _, blocker in state.battle.lures}
    options = [cid for cid in eligible_blockers(state, state.opponent(player)) if cid not in taken]
    actions = [Action("lure", player, (attacker,), (cid,)) for cid in state.distinct(options)]
    actions.append(Action("lure", player, (attacker,)))
    return actions


def block_actions(state: SixBase) -> list[Action]:
    assert state.prompt is not None
    (attacker,) = state.prompt.data
    defender = state.prompt.player
    actions = [Action("block", defender, (attacker,), (cid,)) for cid in state.distinct(_block_options(state))]
    actions.append(Action("block", defender, (attacker,)))
    return actions


# ------------------------------------------------------------------ the steps

def declare_combat(state: SixBase, player: int) -> None:
    """SiX 6.6.1.4, 7.1: enter combat; the attack step starts."""
    state.combat_declared = True
    state.step = "ataque"
    state.battle = state.battle.over()
    state.emit(Event("combat", player))
    state.then(AttackStep())


@TASKS.on(AttackStep)
def _attack_step(state: SixState, task: AttackStep) -> None:
    state.step = "ataque"
    player = state.turn_player
    state.ask("ataque", player, ("Elige la siguiente Unidad atacante (de izquierda a derecha) o termina",
                                 "Choose the next attacking Unit (left to right) or finish"),
              tuple(eligible_attackers(state, player)))


@ANSWERS.on("ataque")
def _answer_attack(state: SixState, prompt: Any, action: Action) -> None:
    if action.kind == "done":
        _finish_attacks(state)
    else:
        _add_attacker(state, action.cards[0])


def _add_attacker(state: SixState, card_id: int) -> None:
    """SiX 7.2.1.1–7.2.1.2: the attacker moves to the combat zone; order matters."""
    player = state.turn_player
    _remember_slot(state, card_id)
    state.move(card_id, state.zone(player, "combate"), keep_state=True, kind="attack")
    _follow_weapon(state, card_id)
    state.battle = replace(state.battle, attackers=state.battle.attackers + (card_id,))
    if state.has_keyword(card_id, "atraer") and eligible_blockers(state, state.opponent(player)):
        state.step = "atraer"
        state.ask("atraer", player, ("Atraer: elige qué Unidad rival bloqueará a tu atacante",
                                     "Atraer: choose which rival Unit blocks your attacker"),
                  tuple(eligible_blockers(state, state.opponent(player))), (card_id,))
        return
    state.then(AttackStep())


@ANSWERS.on("atraer")
def _answer_lure(state: SixState, prompt: Any, action: Action) -> None:
    if action.targets:
        state.battle = replace(state.battle, lures=state.battle.lures + ((action.cards[0], action.targets[0]),))
    state.then(AttackStep())


def _remember_slot(state: SixState, card_id: int) -> None:
    """Where a unit stood on its field, so it goes back to the same place after combat."""
    field = state.zones[state._card(card_id).zone]
    units = [cid for cid in field if state._card(cid).attached_to is None]
    state.battle = replace(state.battle, slots=state.battle.slots + ((card_id, units.index(card_id)),))


def _follow_weapon(state: SixState, unit_id: int) -> None:
    weapon = _weapon_of_anywhere(state, unit_id)
    if weapon is not None:
        unit = state._card(unit_id)
        state.move(weapon, unit.zone, position=state.zones[unit.zone].index(unit_id) + 1, keep_state=True, kind="follow")


def _weapon_of_anywhere(state: SixState, unit_id: int) -> int | None:
    owner = state._card(unit_id).controller
    for player in (owner, state.opponent(owner)):
        for name in ("campo", "combate"):
            for cid in state.ids(player, name):
                if state._card(cid).attached_to == unit_id:
                    return cid
    return None


def _finish_attacks(state: SixState) -> None:
    """SiX 7.2.1.3: the attacker is done; the block step starts."""
    state.emit(Event("attacks_declared", state.turn_player, amount=len(state.battle.attackers)))
    state.battle = replace(state.battle, block_index=0)
    state.step = "bloqueo"
    state.then(BlockStep())


@TASKS.on(BlockStep)
def _block_step(state: SixState, task: BlockStep) -> None:
    """SiX 7.2.2: the attacked player picks a blocker for each attacker in order."""
    defender = state.opponent(state.turn_player)
    while state.battle.block_index < len(state.battle.attackers):
        battle = state.battle
        attacker = battle.attackers[battle.block_index]
        lured = dict(battle.lures).get(attacker)
        if not state.in_play(attacker):
            state.battle = replace(battle, block_index=battle.block_index + 1)
            continue
        if lured is not None and state.in_play(lured) and block_problem(state, lured) is None:
            _assign_block(state, attacker, lured)  # 4.1.2.11 Atraer
            continue
        options = _block_options(state)
        if not options:
            state.battle = replace(battle, block_index=battle.block_index + 1)
            continue
        name = state.defn(attacker).name
        state.ask("bloqueo", defender, (f"¿Bloqueas a «{name}»?", f"Do you block «{name}»?"), tuple(options), (attacker,))
        return
    state.then(QuickStep())


@ANSWERS.on("bloqueo")
def _answer_block(state: SixState, prompt: Any, action: Action) -> None:
    _assign_block(state, action.cards[0], action.targets[0] if action.targets else None)


def _assign_block(state: SixState, attacker: int, blocker: int | None) -> None:
    """SiX 3.9.1.1–3.9.1.2: the blocker moves in front of its attacker; one each."""
    if blocker is not None:
        defender = state.opponent(state.turn_player)
        _remember_slot(state, blocker)
        state.move(blocker, state.zone(defender, "combate"), keep_state=True, kind="block")
        _follow_weapon(state, blocker)
        battle = state.battle
        state.battle = replace(battle, blocks=battle.blocks + ((attacker, blocker),), blocked=battle.blocked | {attacker})
    state.battle = replace(state.battle, block_index=state.battle.block_index + 1)
    state.then(BlockStep())


@TASKS.on(QuickStep)
def _quick_step(state: SixState, task: QuickStep) -> None:
    """SiX 7.2.3: the turn player has the first moment; a Fila may start."""
    state.step = "juego_rapido"
    state.chain = Chain(window=state.turn_player)
    state.then(Window(), Damage(0))


@TASKS.on(Damage)
def _damage(state: SixState, task: Damage) -> None:
    """SiX 7.2.4: attacks resolve one by one from the attacker's left to right."""
    index = task.index
    state.step = "danos"
    battle = state.battle
    if index >= len(battle.attackers):
        state.then(EndCombat())
        return
    state.then(Damage(index + 1))
    attacker = battle.attackers[index]
    if not state.in_play(attacker) or state._card(attacker).has_modifier("dormir"):
        return  # 4.1.2.5: a unit put to sleep does not attack this turn
    defender = state.opponent(state.turn_player)
    blocker = dict(battle.blocks).get(attacker)
    force, _ = state.stats(attacker)
    if attacker in battle.blocked:
        # 4.1.2.5: a sleeping blocker does not defend; like one that left (7.2.3.8) it blocked
        if blocker is not None and state.in_play(blocker) and not state._card(blocker).has_modifier("dormir"):
            _fight(state, attacker, blocker, defender)
        elif state.has_keyword(attacker, "destrozar"):  # 7.2.3.8.1
            deal_damage_to_player(state, defender, force, attacker)
        # 7.2.3.8: a blocker that left the field still blocked
    else:
        deal_damage_to_player(state, defender, force, attacker)  # 4.6.2
    state.check_losses()  # 7.2.4.1.2: the duel ends at once


def _fight(state: SixState, attacker: int, blocker: int, defender: int) -> None:
    """SiX 7.2.4.2: both units deal their Fuerza to the other's Defensa at once."""
    a_force, _ = state.stats(attacker)
    b_force, b_defense = state.stats(blocker)
    excess = a_force - b_defense if state.has_keyword(attacker, "destrozar") and a_force > b_defense else 0
    a_thirsty, b_thirsty = thirst_owner(state, attacker), thirst_owner(state, blocker)
    to_blocker = mark_damage(state, blocker, a_force)
    to_attacker = mark_damage(state, attacker, b_force)
    if excess:  # 4.1.2.7
        to_blocker += -state.change_lives(defender, -excess)
    destroy_if_dead(state, blocker)
    destroy_if_dead(state, attacker)
    if a_thirsty is not None and to_blocker:  # 4.1.2.9
        state.change_lives(a_thirsty, to_blocker)
    if b_thirsty is not None and to_attacker:
        state.change_lives(b_thirsty, to_attacker)


@TASKS.on(EndCombat)
def _end_combat(state: SixState, task: EndCombat) -> None:
    """SiX 7.2.4.4: units go back to the field; the blocking player has the action."""
    for cid, slot in sorted(state.battle.slots, key=lambda pair: pair[1]):
        if not state.in_play(cid) or not state.card_in_zone(state._card(cid), "combate"):
            continue
        field = state.zone(state._card(cid).controller, "campo")
        units = [c for c in state.zones[field] if state._card(c).attached_to is None]
        position = state.zones[field].index(units[slot]) if slot < len(units) else len(state.zones[field])
        state.move(cid, field, position=position, keep_state=True, kind="return_from_combat")
        _follow_weapon(state, cid)
    state.step = None
    state.battle = state.battle.over()
    state.chain = Chain()
    state.then(GiveAction(state.opponent(state.turn_player)))
