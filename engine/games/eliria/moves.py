"""What an Eliria player may do now: the movement phase's plays, flips and moves (Eliria 12.b),
an invocation's targets (14.a) and the attacks that can be declared (6.a, 8, 10, 12.d).
``LegalMoves``, a part of the game's state that only reads it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.games.eliria.board import INVOCATION_SLOTS, opposite

if TYPE_CHECKING:
    from engine.games.eliria.state import EliriaState

PLAYED = "combates"  # the player counter of combat cards played from hand (Eliria 9)


class LegalMoves:
    """The actions a player may take in the movement and attack phases, for one ``state``."""

    __slots__ = ("state",)

    def __init__(self, state: EliriaState) -> None:
        self.state = state

    def targets_for(self, card_id: int) -> list[int]:
        """Where an invocation's ``target`` may point (its sacrifice excludes tokens, 14.a)."""
        state = self.state
        defn = state.defn(card_id)
        player = state._card(card_id).controller
        if defn.target == "own_combat":
            found = state.combatants(player)
            if defn.sacrifice and not defn.sacrifice_tokens:
                found = [cid for cid in found if not state.defn(cid).is_token]
            return found
        if defn.target == "rival_combat":
            return state.combatants(state.opponent(player))
        if defn.target == "any_combat":
            return state.combatants(player) + state.combatants(state.opponent(player))
        if defn.target == "rival_invocation":
            return list(state.invocations(state.opponent(player)))
        return []

    def movement_actions(self, player: int) -> list[Action]:
        state = self.state
        result: list[Action] = []
        free = state.free_slots(player)
        room = len(state.invocations(player)) < INVOCATION_SLOTS
        can_fight = state.counters[player].get(PLAYED, 0) < state.combat_limit(player)
        for cid in state.distinct(state.ids(player, "mano")):
            defn = state.defn(cid)
            if defn.is_combat:
                if can_fight:
                    result.extend(Action("play", player, (cid,), choice=s) for s in free)
                    result.extend(Action("set", player, (cid,), choice=s) for s in free)
                continue
            if not room:
                continue
            result.append(Action("set", player, (cid,)))
            if defn.is_invocation:
                result.extend(self._with_targets("play", player, cid))
        for cid in state.combatants(player) + state.invocations(player):
            if not state._card(cid).face_up and not state.defn(cid).is_reaction:
                result.extend(self._with_targets("flip", player, cid))
        if not state.moved:
            for cid in state.combatants(player):
                slot = state.slot_of(cid)
                assert slot is not None
                result.extend(Action("move", player, (cid,), choice=s) for s in (slot - 1, slot + 1) if s in free)
        result.append(Action("pass", player))
        return result

    def _with_targets(self, kind: str, player: int, card_id: int) -> list[Action]:
        state = self.state
        if not state.defn(card_id).target or state.defn(card_id).is_combat:
            return [Action(kind, player, (card_id,))]
        return [Action(kind, player, (card_id,), (t,)) for t in self.targets_for_owner(card_id, player)]

    def targets_for_owner(self, card_id: int, player: int) -> list[int]:
        """``targets_for`` as if ``player`` controlled the card (it may still be in the hand)."""
        state = self.state
        card = state._card(card_id)
        saved, card.controller = card.controller, player
        try:
            return self.targets_for(card_id)
        finally:
            card.controller = saved

    def attack_targets(self, attacker: int, index: int) -> list[int]:
        """Eliria 10: the combatant directly opposite, or any rival combatant if an effect says so."""
        state = self.state
        player = state._card(attacker).controller
        attack = state.defn(attacker).attacks[index]
        if attack.any_target or state.has_passive(attacker, "attack_any"):
            return state.combatants(state.opponent(player))
        slot = state.slot_of(attacker)
        assert slot is not None
        front = state.occupant(state.opponent(player), opposite(slot, str(state.setup.params.get("alignment", "mirror"))))
        return [] if front is None else [front]

    def can_use(self, attacker: int, index: int) -> bool:
        """Eliria 6.a.IV: enough power for the attack (and for what it consumes, 12.d)."""
        state = self.state
        attack = state.defn(attacker).attacks[index]
        return state.power(attacker) >= max(attack.power, state.attack_cost(attacker, attack))

    def attack_actions(self, player: int) -> list[Action]:
        state = self.state
        if state.attacked:
            return []
        result: list[Action] = []
        for cid in state.combatants(player):
            if not state._card(cid).face_up:  # Eliria 8
                continue
            for index in range(len(state.defn(cid).attacks)):
                if self.can_use(cid, index):
                    result.extend(Action("attack", player, (cid,), (t,), index) for t in self.attack_targets(cid, index))
        return result
