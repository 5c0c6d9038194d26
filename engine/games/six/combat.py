"""Souls in Xtinction combat (SiX 7): attack, block, quick play and damage steps."""

from __future__ import annotations

from engine.core.actions import Action, Event
from engine.core.chain import Chain
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.six.base import TASKS, SixBase
from engine.games.six.rules import rule


class CombatMixin(SixBase):
    """Declaring combat and running its four steps."""

    # ------------------------------------------------------------------ who may attack and block

    def attack_problem(self, card_id: int) -> Rule | None:
        """Why a card cannot attack (``None`` when it can)."""
        defn = self.defn(card_id)
        if defn.kind != "unidad":
            return rule("7.2.1.1", Text("solo atacan Unidades", "only Units attack"))
        if defn.is_rashomon:
            return rule("8.2.3")  # even negated
        card = self._card(card_id)
        if card.has_modifier("dormir"):
            return rule("4.1.2.5")
        if self._restricted(card_id, "no_attack"):
            return rule("8.1.2.3", Text("un efecto permanente le impide atacar", "a permanent effect keeps it from attacking"))
        if not self.card_in_zone(card, "campo") or card.attached_to is not None:
            return rule("7.2.1.1", Text("la Unidad debe estar en tu Campo", "the Unit must be on your field"))
        return None

    def block_problem(self, card_id: int) -> Rule | None:
        """Why a card cannot block (``None`` when it can)."""
        defn = self.defn(card_id)
        if defn.kind != "unidad":
            return rule("7.2.2.1", Text("solo bloquean Unidades", "only Units block"))
        if defn.is_rashomon:
            return rule("8.2.3")
        card = self._card(card_id)
        if card.has_modifier("dormir"):
            return rule("4.1.2.5")
        if self._restricted(card_id, "no_block"):
            return rule("8.1.2.3", Text("un efecto permanente le impide bloquear", "a permanent effect keeps it from blocking"))
        if self.stats(card_id)[1] <= 0:
            return rule("7.2.2.2")
        if not self.card_in_zone(card, "campo"):
            return rule("3.9.1.2", Text("ya está en combate", "it is already in combat"))
        return None

    def _restricted(self, card_id: int, kind: str) -> bool:
        return any(self._static_applies(source, static, card_id) for source, static in self.statics_of(kind))

    def eligible_attackers(self, player: int) -> list[int]:
        return [cid for cid in self.ids(player, "campo") if self._may_attack(cid)]

    def has_eligible_attacker(self, player: int) -> bool:
        """Whether ``eligible_attackers`` has any (asked at every action moment of the turn player)."""
        return any(self._may_attack(cid) for cid in self.ids(player, "campo"))

    def _may_attack(self, card_id: int) -> bool:
        return self._card(card_id).attached_to is None and self.attack_problem(card_id) is None

    def eligible_blockers(self, player: int) -> list[int]:
        return [cid for cid in self.ids(player, "campo") if self._card(cid).attached_to is None and self.block_problem(cid) is None]

    # ------------------------------------------------------------------ the steps

    def declare_combat(self, player: int) -> None:
        """SiX 6.6.1.4, 7.1: enter combat; the attack step starts."""
        self.combat_declared = True
        self.step = "ataque"
        self.attackers = ()
        self.blocks = ()
        self.blocked = frozenset()
        self.lures = ()
        self.slots = ()
        self.emit(Event("combat", player))
        self.then(("attack_step",))

    @TASKS.on("attack_step")
    def _t_attack_step(self) -> None:
        self.step = "ataque"
        player = self.turn_player
        self.ask("ataque", player, ("Elige la siguiente Unidad atacante (de izquierda a derecha) o termina",
                                    "Choose the next attacking Unit (left to right) or finish"),
                 tuple(self.eligible_attackers(player)))

    def attack_actions(self) -> list[Action]:
        player = self.turn_player
        actions = [Action("attack", player, (cid,)) for cid in self.distinct(self.eligible_attackers(player))]
        if self.attackers:
            actions.append(Action("done", player))
        return actions

    def add_attacker(self, card_id: int) -> None:
        """SiX 7.2.1.1–7.2.1.2: the attacker moves to the combat zone; order matters."""
        player = self.turn_player
        self._remember_slot(card_id)
        self.move(card_id, self.zone(player, "combate"), keep_state=True, kind="attack")
        self._follow_weapon(card_id)
        self.attackers = self.attackers + (card_id,)
        if self.has_keyword(card_id, "atraer") and self.eligible_blockers(self.opponent(player)):
            self.step = "atraer"
            self.ask("atraer", player, ("Atraer: elige qué Unidad rival bloqueará a tu atacante",
                                        "Atraer: choose which rival Unit blocks your attacker"),
                     tuple(self.eligible_blockers(self.opponent(player))), (card_id,))
            return
        self.then(("attack_step",))

    def _remember_slot(self, card_id: int) -> None:
        """Where a unit stood on its field, so it goes back to the same place after combat."""
        field = self.zones[self._card(card_id).zone]
        units = [cid for cid in field if self._card(cid).attached_to is None]
        self.slots = self.slots + ((card_id, units.index(card_id)),)

    def _follow_weapon(self, unit_id: int) -> None:
        weapon = self.weapon_of_anywhere(unit_id)
        if weapon is not None:
            unit = self._card(unit_id)
            self.move(weapon, unit.zone, position=self.zones[unit.zone].index(unit_id) + 1, keep_state=True, kind="follow")

    def weapon_of_anywhere(self, unit_id: int) -> int | None:
        owner = self._card(unit_id).controller
        for player in (owner, self.opponent(owner)):
            for name in ("campo", "combate"):
                for cid in self.ids(player, name):
                    if self._card(cid).attached_to == unit_id:
                        return cid
        return None

    def lure_actions(self) -> list[Action]:
        assert self.prompt is not None
        (attacker,) = self.prompt.data
        player = self.turn_player
        taken = {blocker for _, blocker in self.lures}
        options = [cid for cid in self.eligible_blockers(self.opponent(player)) if cid not in taken]
        actions = [Action("lure", player, (attacker,), (cid,)) for cid in self.distinct(options)]
        actions.append(Action("lure", player, (attacker,)))
        return actions

    def finish_attacks(self) -> None:
        """SiX 7.2.1.3: the attacker is done; the block step starts."""
        self.emit(Event("attacks_declared", self.turn_player, amount=len(self.attackers)))
        self.block_index = 0
        self.step = "bloqueo"
        self.then(("block_step",))

    @TASKS.on("block_step")
    def _t_block_step(self) -> None:
        """SiX 7.2.2: the attacked player picks a blocker for each attacker in order."""
        defender = self.opponent(self.turn_player)
        while self.block_index < len(self.attackers):
            attacker = self.attackers[self.block_index]
            lured = dict(self.lures).get(attacker)
            if not self.in_play(attacker):
                self.block_index += 1
                continue
            if lured is not None and self.in_play(lured) and self.block_problem(lured) is None:
                self.assign_block(attacker, lured)  # 4.1.2.11 Atraer
                continue
            options = self.block_options()
            if not options:
                self.block_index += 1
                continue
            name = self.defn(attacker).name
            self.ask("bloqueo", defender, (f"¿Bloqueas a «{name}»?", f"Do you block «{name}»?"), tuple(options), (attacker,))
            return
        self.then(("quick_step",))

    def block_options(self) -> list[int]:
        lured = {blocker for _, blocker in self.lures}
        return [cid for cid in self.eligible_blockers(self.opponent(self.turn_player)) if cid not in lured]

    def block_actions(self) -> list[Action]:
        assert self.prompt is not None
        (attacker,) = self.prompt.data
        defender = self.prompt.player
        actions = [Action("block", defender, (attacker,), (cid,)) for cid in self.distinct(self.block_options())]
        actions.append(Action("block", defender, (attacker,)))
        return actions

    def assign_block(self, attacker: int, blocker: int | None) -> None:
        """SiX 3.9.1.1–3.9.1.2: the blocker moves in front of its attacker; one each."""
        if blocker is not None:
            defender = self.opponent(self.turn_player)
            self._remember_slot(blocker)
            self.move(blocker, self.zone(defender, "combate"), keep_state=True, kind="block")
            self._follow_weapon(blocker)
            self.blocks = self.blocks + ((attacker, blocker),)
            self.blocked = self.blocked | {attacker}
        self.block_index += 1
        self.then(("block_step",))

    @TASKS.on("quick_step")
    def _t_quick_step(self) -> None:
        """SiX 7.2.3: the turn player has the first moment; a Fila may start."""
        self.step = "juego_rapido"
        self.chain = Chain(window=self.turn_player)
        self.then(("window",), ("damage", 0))

    @TASKS.on("damage")
    def _t_damage(self, index: int) -> None:
        """SiX 7.2.4: attacks resolve one by one from the attacker's left to right."""
        self.step = "danos"
        if index >= len(self.attackers):
            self.then(("end_combat",))
            return
        self.then(("damage", index + 1))
        attacker = self.attackers[index]
        if not self.in_play(attacker) or self._card(attacker).has_modifier("dormir"):
            return  # 4.1.2.5: a unit put to sleep does not attack this turn
        defender = self.opponent(self.turn_player)
        blocker = dict(self.blocks).get(attacker)
        force, _ = self.stats(attacker)
        if attacker in self.blocked:
            # 4.1.2.5: a sleeping blocker does not defend; like one that left (7.2.3.8) it blocked
            if blocker is not None and self.in_play(blocker) and not self._card(blocker).has_modifier("dormir"):
                self._fight(attacker, blocker, defender)
            elif self.has_keyword(attacker, "destrozar"):  # 7.2.3.8.1
                self.deal_damage_to_player(defender, force, attacker)
            # 7.2.3.8: a blocker that left the field still blocked
        else:
            self.deal_damage_to_player(defender, force, attacker)  # 4.6.2
        self.check_losses()  # 7.2.4.1.2: the duel ends at once

    def _fight(self, attacker: int, blocker: int, defender: int) -> None:
        """SiX 7.2.4.2: both units deal their Fuerza to the other's Defensa at once."""
        a_force, _ = self.stats(attacker)
        b_force, b_defense = self.stats(blocker)
        excess = a_force - b_defense if self.has_keyword(attacker, "destrozar") and a_force > b_defense else 0
        a_thirsty, b_thirsty = self.thirst_owner(attacker), self.thirst_owner(blocker)
        to_blocker = self.mark_damage(blocker, a_force)
        to_attacker = self.mark_damage(attacker, b_force)
        if excess:  # 4.1.2.7
            to_blocker += -self.change_lives(defender, -excess)
        self.destroy_if_dead(blocker)
        self.destroy_if_dead(attacker)
        if a_thirsty is not None and to_blocker:  # 4.1.2.9
            self.change_lives(a_thirsty, to_blocker)
        if b_thirsty is not None and to_attacker:
            self.change_lives(b_thirsty, to_attacker)

    @TASKS.on("end_combat")
    def _t_end_combat(self) -> None:
        """SiX 7.2.4.4: units go back to the field; the blocking player has the action."""
        for cid, slot in sorted(self.slots, key=lambda pair: pair[1]):
            if not self.in_play(cid) or not self.card_in_zone(self._card(cid), "combate"):
                continue
            field = self.zone(self._card(cid).controller, "campo")
            units = [c for c in self.zones[field] if self._card(c).attached_to is None]
            position = self.zones[field].index(units[slot]) if slot < len(units) else len(self.zones[field])
            self.move(cid, field, position=position, keep_state=True, kind="return_from_combat")
            self._follow_weapon(cid)
        self.slots = ()
        self.step = None
        self.attackers = ()
        self.blocks = ()
        self.blocked = frozenset()
        self.lures = ()
        self.chain = Chain()
        self.then(("give_action", self.opponent(self.turn_player)))
