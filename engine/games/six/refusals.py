"""Why Souls in Xtinction refuses an action: ``Refusals``, a part of the duel's state that only
reads it and names the most specific rule that forbids an action now.

The state asks it through ``SixState._refusal`` once an action is not among the legal ones; the
core works the refusal out on the copy the actor may know (``State.masked_for``), so nothing
here depends on cards the actor cannot see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import Rule
from engine.core.reading import canonical
from engine.core.state import NOT_AN_ANSWER
from engine.core.text import Text
from engine.games.six.activation import activation_problem
from engine.games.six.base import FIELD_SIZE, Activation
from engine.games.six.combat import attack_problem, block_problem
from engine.games.six.rules import rule

if TYPE_CHECKING:
    from engine.games.six.state import SixState

#: The clause that keeps cards from being played in a phase without an action moment.
_NO_ACTION_MOMENT = {"mana": "6.4.1.4", "robo": "6.5.2.2", "final": "6.7.2"}


class Refusals:
    """The rule that forbids an action in one ``state``; it keeps nothing of its own."""

    __slots__ = ("state",)

    def __init__(self, state: SixState) -> None:
        self.state = state

    def refusal(self, action: Action) -> Rule:
        """The rule that forbids ``action`` now (SiX)."""
        state = self.state
        prompt = state.prompt
        if prompt is None:
            return rule("6.6.1", Text("no hay ninguna decisión pendiente", "no decision is pending"))
        if action.kind == "mulligan" and state.phase != "mulligan":
            return rule("5.2.7.1.1")
        loops = state.loops
        if loops.is_forbidden_restart(action) or loops.is_forbidden_restart(canonical(state, action) or action):
            return rule("11.1.1.2", Text("no se puede reiniciar un bucle ya resuelto",
                                         "a loop already settled cannot be restarted"))
        if action.player != prompt.player:
            return self._not_your_decision(prompt.kind, prompt.player, action)
        if state.phase in _NO_ACTION_MOMENT and action.kind in ("play", "equip", "activate", "combat"):
            return rule(_NO_ACTION_MOMENT[state.phase])
        try:
            return self._answer_refusal(prompt.kind, action)
        except (KeyError, IndexError, AttributeError, AssertionError):
            return rule("6.6.1", NOT_AN_ANSWER)

    def _not_your_decision(self, kind: str, deciding: int, action: Action) -> Rule:
        """``action`` comes from the player who is not deciding now."""
        if kind == "bloqueo":
            return rule("7.2.2.1")
        if action.kind == "block" and kind in ("ataque", "atraer"):
            return rule("7.2.1.3", Text("el bloqueo llega cuando el atacante termina de declarar",
                                        "blocking comes once the attacker has finished declaring"))
        if kind in ("ataque", "atraer") or action.kind == "combat":
            return rule("6.6.1.4.1")
        if kind == "mulligan":
            if self.state.mulligan_done[action.player]:  # SiX 5.2.7.1.1: once; the other player decides now
                return rule("5.2.7.1.1", Text(f"ya decidiste; ahora decide P{deciding + 1}",
                                              f"you have decided; P{deciding + 1} decides now"))
            return rule("1.4.4", Text(f"P{deciding + 1} tiene la Ficha de Ataque y decide primero",  # SiX 1.4.4
                                      f"P{deciding + 1} holds the Ficha de Ataque and decides first"))
        return rule("6.6.1.1.2", Text(f"ahora decide P{deciding + 1}", f"P{deciding + 1} decides now"))

    def _answer_refusal(self, kind: str, action: Action) -> Rule:
        """``action`` by the deciding player does not answer the prompt of that ``kind``."""
        if kind in ("accion", "respuesta"):
            if action.kind == "combat":
                return self._combat_refusal(kind, action.player)
            if action.kind in ("play", "equip", "activate"):
                return self._play_refusal(kind, action)
        combat = self._combat_step_refusal(kind, action)
        if combat is not None:
            return combat
        return self._prompt_refusal(kind, action)

    def _combat_refusal(self, kind: str, player: int) -> Rule:
        """Declaring combat when it may not be declared (SiX 6.6.1.4)."""
        state = self.state
        if kind == "respuesta":
            return rule("7.2.3.1") if state.step == "juego_rapido" else rule("10.6")
        if player != state.turn_player:
            return rule("6.6.1.4.1")
        if state.combat_declared:
            return rule("6.6.1", Text("el combate ya se declaró este turno",
                                      "combat has already been declared this turn"))
        return rule("7.2.1.1", Text("no tienes Unidades que puedan atacar", "you have no Units that can attack"))

    def _play_refusal(self, kind: str, action: Action) -> Rule:
        """Playing, equipping or activating at an action moment or in a Fila (SiX 6.6.1.1)."""
        state = self.state
        card, p = action.cards[0], action.player
        defn = state.defn(card)
        zone = state.zone_name_of(card)
        if action.kind == "activate":
            if zone not in ("campo", "combate") or state._card(card).controller != p:
                return rule("8.3.1", Text("el efecto Rápido es de una carta tuya en juego",
                                          "a Quick effect belongs to a card of yours in play"))
            if not isinstance(action.choice, int):  # which of the card's effects is not said
                return rule("8.3.1", Text("di qué efecto de la carta se activa", "say which of the card's effects is activated"))
            problem = activation_problem(state, Activation(card, p, action.choice, "rapido"))
            return problem or rule("8.3.1")
        if zone not in ("mano", "limbo") or state._card(card).owner != p:
            return rule("6.6.1.1.1", Text("se juegan cartas de tu mano o de tu Limbo",
                                          "cards are played from your hand or your Limbo"))
        if kind == "respuesta" and defn.kind != "conjuro":
            return rule("7.2.3.1" if state.step == "juego_rapido" else "10.6")
        if action.kind == "equip" or defn.kind == "arma":
            return self._equip_refusal(action, zone)
        if defn.kind in ("unidad", "ente"):
            return self._unit_refusal(action, zone)
        if defn.kind == "conjuro":
            index = defn.effects_for("conjuro")[0][0]
            problem = activation_problem(state, Activation(card, p, index, "conjuro"))
            return problem or rule("6.6.1.1.1")
        return rule("2.3.3", Text("las cartas de Maná no se juegan", "Mana cards are not played"))

    def _unit_refusal(self, action: Action, zone: str) -> Rule:
        """Playing a Unit or an Ente: its Requirement and costs, then room on the field (3.8)."""
        state = self.state
        p = action.player
        problem = activation_problem(state, Activation(action.cards[0], p, -1, "unidad"))
        if problem is not None:
            return problem
        if action.targets:
            if zone == "limbo":
                return rule("3.8.6.1")
            if state.field_count(p) < FIELD_SIZE:
                return rule("3.8.3")
            return rule("3.8.3", Text("solo se reemplaza una carta de tu Campo",
                                      "only a card on your own field is replaced"))
        return rule("3.8.2")

    def _equip_refusal(self, action: Action, zone: str) -> Rule:
        """Equipping a Weapon (SiX 9.1)."""
        state = self.state
        card, p = action.cards[0], action.player
        if state.defn(card).kind != "arma":
            return rule("9.1.1", Text("solo se equipan Armas", "only Weapons are equipped"))
        if not action.targets:
            return rule("2.3.5")
        unit = action.targets[0]
        if not state.in_play(unit) or state.defn(unit).kind != "unidad":
            return rule("9.1.1")
        problem = activation_problem(state, Activation(card, p, -1, "arma"))
        if problem is not None:
            return problem
        if zone == "limbo" and state.weapon_of(unit) is not None:
            return rule("9.1.6")
        return rule("9.1.1")

    def _combat_step_refusal(self, kind: str, action: Action) -> Rule | None:
        """Attacks, Atraer and blocks refused in the steps of combat (SiX 7.2), or ``None``."""
        state = self.state
        p = action.player
        if kind == "atraer" and action.kind == "lure" and action.targets:
            lured = action.targets[0]
            if state._card(lured).controller == p:
                return rule("4.1.2.11", Text("se atrae a una Unidad rival", "Atraer picks a rival Unit"))
            return block_problem(state, lured) or rule("4.1.2.11", Text("esa Unidad ya está atraída",
                                                                       "that Unit is already lured"))
        if kind == "ataque" and action.kind == "attack":
            return attack_problem(state, action.cards[0]) or rule("7.2.1.1")
        if kind == "accion" and action.kind == "attack":  # SiX 6.6.1.4.2: attackers enter combat
            return attack_problem(state, action.cards[0]) or rule(
                "6.6.1.4", Text("declara combate y mueve tus atacantes a tu Zona de Combate",
                                "declare combat and move your attackers into your Combat Zone"))
        if kind == "bloqueo" and action.kind == "attack":  # SiX 7.2.2.1: the attacked player blocks
            return rule("7.2.2.1", Text("para bloquear, arrastra tu Unidad sobre el atacante o haz clic en ella → Bloquear",
                                        "to block, drag your Unit onto the attacker or click it → Block"))
        if kind == "bloqueo" and action.kind == "block" and action.targets:
            blocker = action.targets[0]
            if state._card(blocker).controller != p:
                return rule("7.2.2.1", Text("bloqueas con tus propias Unidades", "you block with your own Units"))
            if any(b == blocker for _, b in state.battle.blocks):
                return rule("3.9.1.2")
            return block_problem(state, blocker) or rule("3.9.1.2")
        return None

    def _prompt_refusal(self, kind: str, action: Action) -> Rule:
        """Any other action that is no answer to the prompt of that ``kind``."""
        state = self.state
        if kind == "fase_efecto":
            trigger = str(state.prompt.data[0]) if state.prompt is not None else "fase_de_robo"
            return rule("6.5.2" if trigger == "fase_de_robo" else "6.7.1",
                        Text("los efectos obligatorios deben resolverse", "mandatory effects must be resolved"))
        if kind == "opcional" and action.kind == "yes" and state.prompt is not None:
            return activation_problem(state, state.prompt.data[0]) or rule("8.1.2.2.2")
        if kind == "descarte" or action.kind == "discard":
            return rule("6.7.3")
        if kind == "objetivo":
            return rule("8.6.2", Text("no es un objetivo válido para este efecto", "not a valid target for this effect"))
        if kind == "numero":
            return rule("1.4.5.1")
        if kind == "bucle":
            return rule("11.1.1.2")
        if kind == "mulligan":
            return rule("5.2.7.1")
        return rule("6.6.1", NOT_AN_ANSWER)
