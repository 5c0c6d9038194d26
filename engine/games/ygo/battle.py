"""The Battle Phase: start, battle, damage and end steps, the damage tables and the replay rule
(YGO CuadroDeReferenciaRapida, DeterminacionDelDano)."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.tasks import Task
from engine.core.text import Text
from engine.games.ygo.base import ANSWERS, SPELL_COUNTER, TASKS, Activation
from engine.games.ygo import attack_duty, textops
from engine.games.ygo.effects import EffectsMixin
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import (Activate, AfterDamage, AttackConfirmed, BattleEnd, BattleStart, BattleStep,
                                    BeforeDamage, ChainWindow, DamageCalc, DamageStep, DestroyBattled, DirectDamage,
                                    FlipAfterBattle, Main, SendDestroyed, Window)


class BattleMixin(EffectsMixin):
    """Attacks and damage calculation."""

    @TASKS.on(BattleStart)
    def _t_battle_start(self, task: BattleStart) -> None:
        """YGO CuadroDeReferenciaRapida.5–6: both players may activate quick cards."""
        self.phase = "battle"
        self.step = "start"
        self.battle_conducted = tuple(self.turn if p == self.turn_player else t for p, t in enumerate(self.battle_conducted))
        self.emit(Event("phase", self.turn_player, text="battle", amount=self.turn))
        self.window_reason = "battle_start"
        self.then(Window("battle_start", self.turn_player, 0), BattleStep())

    def attackers(self, player: int) -> list[int]:
        """YGO CuadroDeReferenciaRapida.8: face-up attack-position monsters that have not attacked."""
        return [cid for cid in self.monsters(player) if self.attack_problem(cid, player) is None]

    def attack_problem(self, card_id: int, player: int) -> Rule | None:
        card = self._card(card_id)
        if self.zone_of(card_id) != "monstruos" or card.controller != player:
            return rule("CuadroDeReferenciaRapida.9", Text("atacas con tus monstruos", "you attack with your own monsters"))
        if not card.face_up or card.rotated:
            return rule("CuadroDeReferenciaRapida.8", Text("solo atacan monstruos boca arriba en Posición de Ataque",
                                                           "only face-up monsters in Attack Position attack"))
        if "no_attack" in card.marks or card.marks.get("no_attack_turn") == self.turn:  # what summoned it (or its own effect) says so
            return rule("Cartas.2", Text("un efecto le impide atacar", "an effect keeps it from attacking"))
        if "held_by" in card.marks and textops.held(self, card_id):
            return rule("Cartas.2", Text("una carta le impide atacar", "a card keeps it from attacking"))
        if card.marks.get("attacked") == self.turn and self._attacks_made(card_id) >= self._attacks_allowed(card_id):
            return rule("CuadroDeReferenciaRapida.8", Text("un monstruo solo ataca una vez por turno",
                                                           "a monster attacks only once per turn"))
        if textops.attacks_forbidden(self, player):
            return rule("Cartas.2", Text("una carta del adversario impide declarar ataques",
                                         "an opponent's card keeps your monsters from declaring an attack"))
        return None

    def _attacks_made(self, card_id: int) -> int:
        made = self._card(card_id).marks.get("attacks_made")
        return made[1] if made is not None and made[0] == self.turn else 1

    def _attacks_allowed(self, card_id: int) -> int:
        """YGO Cartas.2 over CuadroDeReferenciaRapida.8: "this card can make 2 attacks during each Battle Phase"."""
        if not self.defn(card_id).keywords or self.effects_negated(card_id):
            return 1
        if "attacks_per_equip" in self.defn(card_id).keywords:  # "… plus 1 for each Equip Card equipped to it" (弁庆)
            return 1 + textops.equip_count(self, card_id)
        return max([int(w.split(":", 1)[1]) for w in self.defn(card_id).keywords if w.startswith("attacks:")] or [1])

    @TASKS.on(BattleStep)
    def _t_battle_step(self, task: BattleStep) -> None:
        """YGO CuadroDeReferenciaRapida.7–9: choose an attacker and its target, or end the phase."""
        self.step = "battle"
        self.attacker = None
        self.attack_target = None
        self.attack_negated = False
        self.window_reason = None
        attack_duty.damage_step_rest(self)  # "… changed to Defense Position at the end of the Damage Step"
        held = textops.attacks_forbidden(self, self.turn_player) and any(
            self.in_attack(cid) for cid in self.monsters(self.turn_player))  # kept back by a card: still a Battle Step
        attackers = self.attackers(self.turn_player)
        if not attackers and not held:
            self.then(BattleEnd())
            return
        self.ask("batalla", self.turn_player, ("Declara un ataque o termina la Fase de Batalla",
                                               "Declare an attack or end the Battle Phase"))
        self.listed = (self.prompt, self.battle_actions(self.turn_player, attackers))

    def attack_target_problem(self, targets: tuple[int, ...]) -> Rule | None:
        """YGO Cartas.2: "your opponent cannot target other Warriors for attacks" (a face-up monster's text)."""
        if targets and textops.protected(self, targets[0]):
            return rule("Cartas.2", Text("otro monstruo impide elegir a este como objetivo del ataque",
                                         "another monster keeps this one from being chosen as the attack target"))
        return None

    def battle_actions(self, player: int, attackers: list[int] | None = None) -> list[Action]:
        """Every attack ``player`` may declare, then ending the Battle Phase; ``attackers``: ``attackers(player)``,
        when the caller has it."""
        targets = [t for t in self.distinct(self.monsters(self.opponent(player))) if not textops.protected(self, t)]
        actions: list[Action] = []
        for attacker in self.distinct(self.attackers(player) if attackers is None else attackers):
            if targets:
                actions.extend(Action("attack", player, (attacker,), (t,)) for t in targets)
            if not targets or self.has_keyword(attacker, "direct_attack"):
                actions.append(Action("attack", player, (attacker,)))  # DeterminacionDelDano.24: direct
        if attack_duty.bound_attacker(self, actions) is None:  # "if this card can attack, it must attack" (Cartas.2)
            actions.append(Action("end", player))
        return actions

    @ANSWERS.on("batalla")
    def _answer_batalla(self, prompt: Any, action: Action) -> None:
        if action.kind == "end":
            self.then(BattleEnd())
            return
        attacker = action.cards[0]
        self.attacker = attacker
        self.attack_target = action.targets[0] if action.targets else None
        attack_duty.targeted(self, self.attack_target)  # "when targeted for an attack, change to Defense Position"
        self.battle_count = len(self.monsters(self.opponent(action.player)))
        name = self.defn(attacker).name
        self.emit(Event("attack", action.player, attacker, name, amount=self.attack_target))
        self.window_reason = "attack"
        self.then(Window("attack", self.turn_player, 0), AttackConfirmed())

    @TASKS.on(AttackConfirmed)
    def _t_attack_confirmed(self, task: AttackConfirmed) -> None:
        """YGO CuadroDeReferenciaRapida.12–13: if the opponent's number of monsters changed, the
        Battle Step is replayed and a new attacker and target are chosen."""
        attacker = self.attacker
        assert attacker is not None
        player = self.turn_player
        if not self.is_monster_on_field(attacker) or self._card(attacker).controller != player:
            self.then(BattleStep())
            return
        if len(self.monsters(self.opponent(player))) != self.battle_count:
            self.emit(Event("replay", player, attacker, self.defn(attacker).name))
            self.then(BattleStep())
            return
        card = self._card(attacker)
        if card.marks.get("attacked") == self.turn:  # a second attack, its text allowing it
            card.marks["attacks_made"] = (self.turn, self._attacks_made(attacker) + 1)
        card.marks["attacked"] = self.turn
        if self.attack_negated or not self.in_attack(attacker):
            self.then(BattleStep())
            return
        self.then(DamageStep())

    @TASKS.on(DamageStep)
    def _t_damage_step(self, task: DamageStep) -> None:
        """YGO DeterminacionDelDano.32: a face-down defender is flipped face-up; then only cards
        changing ATK/DEF may be activated, before damage calculation (CuadroDeReferenciaRapida.16)."""
        self.step = "damage"
        target = self.attack_target
        flipped = None
        if target is not None and self.attacker is not None and self.defn(self.attacker).keywords \
                and textops.destroys_unbattled(self, self.attacker, target):
            self.send_to_graveyard(target)  # "… do not conduct damage calculation; destroy that monster" (Cartas.2)
            self.then(BattleStep())
            return
        if target is not None and self.is_monster_on_field(target) and not self._card(target).face_up:
            card = self._card(target)
            card.face_up = True
            card.known = (1 << self.num_players) - 1
            flipped = target
            self.emit(Event("flip", card.controller, target, card.defn.name, amount=1))
        self.window_reason = "damage"
        before = [BeforeDamage(self.attacker)] if self.attacker is not None \
            and self.defn(self.attacker).effects_for("before_damage") else []  # "before damage calculation" (textops)
        self.then(*before, Window("damage", self.turn_player, 0), DamageCalc(flipped))

    @TASKS.on(DamageCalc)
    def _t_damage_calc(self, task: DamageCalc) -> None:
        """YGO DeterminacionDelDano.1–25: the damage tables."""
        flipped = task.flipped
        attacker, target = self.attacker, self.attack_target
        player = self.turn_player
        other = self.opponent(player)
        assert attacker is not None
        if not self.is_monster_on_field(attacker) or self._card(attacker).controller != player:
            self.then(BattleStep())
            return
        atk = self.stats(attacker)[0]
        destroyed: list[int] = []
        direct = False
        if target is None:
            if self.monsters(other) and not self.has_keyword(attacker, "direct_attack"):
                # a monster appeared without a replay: no direct damage
                self.then(BattleStep())
                return
            self._battle_damage(other, atk)  # DeterminacionDelDano.24
            direct = not self.is_sheltered(other)
        elif not self.is_monster_on_field(target) or self._card(target).controller != other:
            self.then(BattleStep())
            return
        elif not self._card(target).rotated:
            their = self.stats(target)[0]
            if atk > their:  # DeterminacionDelDano.4–5
                destroyed.append(target)
                self._battle_damage(other, atk - their)
            elif atk == their:  # DeterminacionDelDano.7–8
                destroyed += [attacker, target]
            else:  # DeterminacionDelDano.10–11
                destroyed.append(attacker)
                self._battle_damage(player, their - atk)
        else:
            defense = self.stats(target)[1]
            if atk > defense:  # DeterminacionDelDano.15–16
                destroyed.append(target)
                if self.has_keyword(attacker, "piercing") or textops.equipped_with(self, attacker, "equip_piercing"):  # Cartas.2
                    self._battle_damage(other, atk - defense)
            elif atk < defense:  # DeterminacionDelDano.21–22
                self._battle_damage(player, defense - atk)
        self.emit(Event("damage_calc", player, attacker, self.defn(attacker).name, amount=atk))
        for cid in (attacker, target):
            if cid is not None:
                self._card(cid).marks["battled"] = self.turn  # "at the end of the Battle Phase this card battled"
        tasks: list[Task] = []
        if flipped is not None:
            # YGO DeterminacionDelDano.36: the Flip Effect applies after damage calculation and
            # does not affect monsters already destroyed by it (CuadroDeReferenciaRapida.3)
            tasks.append(FlipAfterBattle(flipped, frozenset(destroyed)))
        if target is not None and (self.defn(attacker).effects_for("after_damage") or self.defn(target).effects_for("after_damage")):
            tasks.append(AfterDamage(attacker, target, flipped))  # "after damage calculation" (textops)
        tasks.append(SendDestroyed(tuple(destroyed)))
        if target is not None:
            tasks.append(DestroyBattled(attacker, target))
        if direct:
            tasks.append(DirectDamage(attacker))
        tasks.append(BattleStep())
        self.then(*tasks)

    @TASKS.on(FlipAfterBattle)
    def _t_flip_after_battle(self, task: FlipAfterBattle) -> None:
        flipped, destroyed = task.flipped, task.destroyed
        if self.cards[flipped] is not None:
            self.trigger_flip(flipped, self._card(flipped).controller, immediate=True, exclude=destroyed - {flipped})

    def is_sheltered(self, player: int) -> bool:
        """Whether ``player``'s monsters cannot be destroyed by battle and they take no battle damage this turn
        (Waboku: YGO Cartas.2 over DeterminacionDelDano.4–22)."""
        return self.sheltered[player] == self.turn

    def _battle_damage(self, player: int, amount: int) -> None:
        if not self.is_sheltered(player):
            self.change_lp(player, -amount)

    @TASKS.on(SendDestroyed)
    def _t_send_destroyed(self, task: SendDestroyed) -> None:
        """YGO DeterminacionDelDano.38: destroyed monsters go to their owner's graveyard; a
        surviving defender stays face-up."""
        destroyed = task.destroyed
        for cid in destroyed:
            # YGO Cartas.2: "this card cannot be destroyed by battle" (its face-up text says so)
            if self.is_monster_on_field(cid) and not (self.has_keyword(cid, "battle_indestructible")
                                                      and self._card(cid).face_up and self.defn(cid).automated) \
                    and not textops.equipped_with(self, cid, "equip_battle_indestructible") \
                    and not self.is_sheltered(self._card(cid).controller) \
                    and not (self.defn(cid).keywords and textops.battle_safe(self, cid)):  # (it may use up a once per turn)
                self.send_to_graveyard(cid, kind="battle")

    @TASKS.on(DestroyBattled)
    def _t_destroy_battled(self, task: DestroyBattled) -> None:
        """YGO Cartas.2: "if this card battles a Warrior or Spellcaster monster, destroy that monster at the end
        of the Damage Step" (``destroys_battled:<Types>``, a face-up monster's text)."""
        attacker, target = task.attacker, task.target
        for card_id, other in ((attacker, target), (target, attacker)):
            if self.cards[card_id] is None or not self.is_monster_on_field(other) \
                    or self.is_monster_on_field(card_id) and self.effects_negated(card_id):
                continue  # (it applies also when this card was destroyed by the battle)
            for word in self.defn(card_id).keywords:
                if word.startswith("destroys_battled:") and self.defn(other).race in word.split(":", 1)[1].split(","):
                    self.send_to_graveyard(other)

    @TASKS.on(DirectDamage)
    def _t_direct_damage(self, task: DirectDamage) -> None:
        """YGO CartasDeMonstruosDeEfecto.7: trigger effects of a monster that dealt direct damage."""
        attacker = task.attacker
        if not self.is_monster_on_field(attacker) or not self.defn(attacker).automated:
            return
        for index, _effect in self.defn(attacker).effects_for("direct_damage"):
            act = Activation(attacker, self._card(attacker).controller, index, is_card=False, speed=1)
            self.then(Activate(act), ChainWindow())

    @TASKS.on(BattleEnd)
    def _t_battle_end(self, task: BattleEnd) -> None:
        """YGO DeterminacionDelDano.41–42: the End Step, then Main Phase 2."""
        self.step = "end"
        self.attacker = None
        self.attack_target = None
        for cid in self.all_monsters():  # "remove all Spell Counters at the end of the Battle Phase it battled"
            card = self._card(cid)
            if card.marks.get("battled") == self.turn and "clear_counters_after_battle" in self.defn(cid).keywords:
                card.counters.pop(SPELL_COUNTER, None)
            if card.modifiers and any(m.until == "battle" for m in card.modifiers):  # "until the end of that Battle Phase"
                card.modifiers = tuple(m for m in card.modifiers if m.until != "battle")
            if card.marks.get("attacked") == self.turn and self.defn(cid).keywords:
                attack_duty.battle_phase_rest(self, cid)  # "… it is changed to Defense Position at the end of the Battle Phase"
        self.window_reason = "battle_end"
        self.then(Window("battle_end", self.turn_player, 0), Main("main2"))
