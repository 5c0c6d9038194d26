"""The Mitos y Leyendas duel state: turn flow, prompts, legal actions, refusals and views."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, Event
from engine.core.cards import Card
from engine.core.errors import Rule
from engine.core.gestures import Gestures
from engine.core.manual import ManualRules
from engine.core.notation import Notation
from engine.core.state import NOT_AN_ANSWER
from engine.core.tasks import Task
from engine.core.text import Text
from engine.games.myl import gestures, notation
from engine.games.myl.base import MylBase, card_markers
from engine.games.myl.battle import Battle
from engine.games.myl.playable import WINDOW_RULES
from engine.games.myl.rules import rule
from engine.games.myl.tasks import (TASKS, Agrupacion, Ataque, Bloqueo, Dano, Final, Guerra, Limite, Mulligan, NextTurn,
                                    ProcedureStep, Vigilia)


#: Zones where a card keeps no state (no counters, changes or attachments).
_PLAIN_ZONES = frozenset({"mano", "castillo", "cementerio", "destierro", "reserva", "oro_pagado"})


class MylManual(ManualRules["MylState"]):
    """Mitos y Leyendas' manual actions: an empty Castillo loses once a change ends (MyL Derrota, ``check_losses``)."""

    def after(self, state: MylState) -> None:
        state.check_losses()


class MylState(MylBase):
    """A duel of Mitos y Leyendas between two players."""

    notation_module: Notation[MylState] = notation
    gestures_module: Gestures[MylState] = gestures
    manual_rules = MylManual()

    # ------------------------------------------------------------------ the automatic procedure

    def _advance(self) -> None:
        TASKS.advance(self, after_each=MylState.check_losses)

    @TASKS.on(Mulligan)
    def _t_mulligan(self, task: Mulligan) -> None:
        """MyL Mano, Mulligan: the starting player decides first, then the other."""
        player, second = task.player, task.second
        self.phase = "mulligan"
        self.ask("mulligan", player, ("Mulligan: quédate la mano o baraja y roba una carta menos",
                                      "Mulligan: keep the hand or shuffle it back and draw one card fewer"),
                 tuple(self.ids(player, "mano")), (second,))

    @TASKS.on(Agrupacion)
    def _t_agrupacion(self, task: Agrupacion) -> None:
        """MyL Agrupación: paid Oro returns to the reserve, attackers return to the defence line,
        and the turn player draws (S.primero_roba: not the starting player on turn 1)."""
        self.turn += 1
        self.phase = "agrupacion"
        self.step = None
        self.oro_jugado = False
        player = self.turn_player
        self.emit(Event("phase", player, text="agrupacion", amount=self.turn))
        for cid in list(self.ids(player, "oro_pagado")):
            self.move(cid, self.zone(player, "reserva"), kind="regroup")
        for cid in list(self.ids(player, "ataque")):
            if self._card(cid).attached_to is None:
                self.move_with_armas(cid, "defensa")
        if self.turn > 1 or self.params["primero_roba"]:
            self.draw(player, 1)
        self.then(Vigilia())

    @TASKS.on(Vigilia)
    def _t_vigilia(self, task: Vigilia) -> None:
        """MyL Vigilia: the turn player plays cards, then goes to battle or ends the turn."""
        self.phase = "vigilia"
        self.step = None
        self.ask("vigilia", self.turn_player, ("Vigilia: juega cartas, ve a la batalla o termina el turno",
                                               "Vigil: play cards, go to battle or end the turn"))

    @TASKS.on(Ataque)
    def _t_ataque(self, task: Ataque) -> None:
        self.phase = "batalla"
        self.step = "ataque"
        self.ask("ataque", self.turn_player, ("Declara atacantes, uno a uno, o termina", "Declare attackers one by one, or finish"),
                 tuple(self.attack_options()))

    @TASKS.on(Bloqueo)
    def _t_bloqueo(self, task: Bloqueo) -> None:
        """MyL Bloqueo: the defender answers each attacker in order."""
        self.step = "bloqueo"
        defender = self.opponent(self.turn_player)
        while (attacker := self.battle.next_attacker()) is not None:
            if self.place(attacker) == "ataque" and "imbloqueable" not in self.defn(attacker).keywords \
                    and self.blocker_options():
                self.ask("bloqueo", defender, (f"¿Bloqueas a «{self.defn(attacker).name}»?", f"Block \"{self.defn(attacker).name}\"?"),
                         (attacker,), (attacker,))
                return
            self.battle = self.battle.answer()
        self.battle = self.battle.war(passed=False)  # the war starts with no pass
        self.then(Guerra(self.turn_player))

    @TASKS.on(Guerra)
    def _t_guerra(self, task: Guerra) -> None:
        """MyL Guerra: Talismanes in turns, the attacker first, until both pass in a row."""
        player = task.player
        self.step = "guerra"
        self.ask("guerra", player, ("Guerra de talismanes: juega un Talismán o pasa", "Talisman war: play a Talismán or pass"))

    @TASKS.on(Dano)
    def _t_dano(self, task: Dano) -> None:
        """MyL Combate, Daño: fights between attackers and blockers, then unblocked damage."""
        self.step = "dano"
        defender = self.opponent(self.turn_player)
        for attacker, blocker in self.battle.pairs():
            if not self.in_play(attacker) or self.kind(attacker) != "aliado":
                continue
            if blocker is not None and self.in_play(blocker) and self.kind(blocker) == "aliado":
                a, b = self.fuerza(attacker), self.fuerza(blocker)
                if a < b or a == b and self.params["empate_destruye_ambos"]:
                    self.to_cementerio(attacker)
                if b < a or a == b and self.params["empate_destruye_ambos"]:
                    self.to_cementerio(blocker)
            elif blocker is None or self.params["bloqueado_hace_dano"]:
                self.damage(defender, self.fuerza(attacker))
        self.battle = Battle(war_passes=self.battle.war_passes)
        self.then(Final())

    @TASKS.on(Final)
    def _t_final(self, task: Final) -> None:
        """MyL Final: this turn's changes end; the turn player discards down to the limit."""
        self.phase = "final"
        self.step = None
        self.emit(Event("phase", self.turn_player, text="final", amount=self.turn))
        for card in self.cards:
            if card is not None and card.modifiers:
                card.modifiers = tuple(m for m in card.modifiers if m.until != "turn")
        self.then(Limite(self.turn_player), NextTurn())

    @TASKS.on(Limite)
    def _t_limite(self, task: Limite) -> None:
        player = task.player
        hand = self.ids(player, "mano")
        limit = int(self.params["limite_mano"])
        if len(hand) > limit:
            self.ask("descarte", player, (f"Descarta hasta tener {limit} cartas", f"Discard down to {limit} cards"), tuple(hand))

    @TASKS.on(NextTurn)
    def _t_next_turn(self, task: NextTurn) -> None:
        self.turn_player = self.opponent(self.turn_player)
        self.then(Agrupacion())

    # ------------------------------------------------------------------ battle helpers

    def attack_options(self) -> list[int]:
        """MyL Ataque: Aliados in the defence line that did not arrive this turn (unless Furia)."""
        return [cid for cid in self.aliados(self.turn_player) if self.attack_problem(cid) is None]

    def attack_problem(self, card_id: int) -> Rule | None:
        card = self._card(card_id)
        if card.controller != self.turn_player or self.place(card_id) != "defensa" or self.kind(card_id) != "aliado" \
                or card.attached_to is not None:
            return rule("Ataque", Text("atacan tus Aliados de la línea de defensa", "your Aliados in the defence line attack"))
        if card.marks.get("entro") == self.turn and "furia" not in self.defn(card_id).keywords:
            return rule("Ataque", Text("un Aliado no ataca el turno en que entra en juego (salvo Furia)",
                                       "an Aliado does not attack the turn it enters play (except with Furia)"))
        return None

    def blocker_options(self) -> list[int]:
        used = self.battle.blockers()
        defender = self.opponent(self.turn_player)
        return [cid for cid in self.ids(defender, "defensa") if cid not in used
                and self._card(cid).attached_to is None and self.kind(cid) == "aliado"]

    # ------------------------------------------------------------------ legal actions

    def _legal_actions(self) -> list[Action]:
        prompt = self.prompt
        if prompt is None:
            return []
        p, kind = prompt.player, prompt.kind
        if kind == "mulligan":
            actions = [Action("keep", p)]
            if self.hand_sizes[p] - int(self.params["mulligan_resta"]) >= 1:
                actions.append(Action("mulligan", p))
            return actions
        if kind == "vigilia":
            actions = self.playable.play_actions(p, ("vigilia",))
            if self.attack_options():
                actions.append(Action("battle", p))
            return actions + [Action("pass", p)]
        if kind == "guerra":
            return self.playable.play_actions(p, ("guerra",)) + [Action("pass", p)]
        if kind == "respuesta":
            window, index = prompt.data
            return self.playable.play_actions(p, ("respuesta", window, index)) + [Action("pass", p)]
        if kind == "objetivo":
            return [Action("choose", p, (cid,)) for cid in prompt.options]
        if kind == "ataque":
            return [Action("attack", p, (cid,)) for cid in self.distinct(self.attack_options())] + [Action("done", p)]
        if kind == "bloqueo":
            attacker = prompt.data[0]
            return [Action("block", p, (attacker,), (b,)) for b in self.distinct(self.blocker_options())] + \
                [Action("block", p, (attacker,))]
        if kind == "descarte":
            return [Action("discard", p, (cid,)) for cid in self.distinct(self.ids(p, "mano"))]
        raise RuntimeError(f"MyL: pregunta desconocida {kind!r}")

    def card_key(self, card_id: int) -> tuple[Any, ...]:
        """Copies are interchangeable unless the chain, combat or the prompt names one; out of
        the lines a card has no state beyond its identity and place."""
        card = self._card(card_id)
        if self.zone_table[card.zone][1].name in _PLAIN_ZONES:
            key: tuple[Any, ...] = (card.defn.code, card.zone, card.known, card.face_up)
        else:
            key = super().card_key(card_id)
        referenced = self.battle.names(card_id) \
            or any(link.source == card_id or card_id in link.targets for link in self.chain.links)
        return key + (card_id,) if referenced else key

    # ------------------------------------------------------------------ applying answers

    def _apply(self, action: Action) -> None:
        prompt = self.prompt
        assert prompt is not None
        self.prompt = None
        p = action.player
        kind = prompt.kind
        if kind == "mulligan":
            self._answer_mulligan(p, action, bool(prompt.data[0]))
        elif kind == "respuesta":
            self.procedure.answer_window(prompt, action)
        elif kind == "objetivo":
            self.procedure.answer_target(prompt, action)
        elif kind in ("vigilia", "guerra"):
            self._answer_turn(kind, action)
        elif kind == "ataque":
            if action.kind == "done":
                self.battle = self.battle.to_block()
                self.then(Bloqueo() if self.battle.attackers else Final())
            else:
                self.move_with_armas(action.cards[0], "ataque")
                self.battle = self.battle.attack(action.cards)
                self.emit(Event("attack", p, action.cards[0], self.defn(action.cards[0]).name))
                self.then(Ataque())
        elif kind == "bloqueo":
            if action.targets:
                self.battle = self.battle.block(action.cards[0], action.targets[0])
                self.emit(Event("block", p, action.targets[0], self.defn(action.targets[0]).name))
            self.battle = self.battle.answer()
            self.then(Bloqueo())
        elif kind == "descarte":
            self.move(action.cards[0], self.zone(p, "cementerio"), kind="discard")
            self.then(Limite(p))

    def _answer_mulligan(self, player: int, action: Action, second: bool) -> None:
        if action.kind == "mulligan":
            hand = self.ids(player, "mano")
            castillo = self.zone(player, "castillo")
            for cid in list(hand):
                self.move(cid, castillo, kind="mulligan")
            self.shuffle(castillo)
            self.hand_sizes[player] -= int(self.params["mulligan_resta"])
            self.draw(player, self.hand_sizes[player])
            self.then(Mulligan(player, second))
        elif second:
            self.then(Agrupacion())
        else:
            self.then(Mulligan(self.opponent(player), True))

    def _answer_turn(self, kind: str, action: Action) -> None:
        p = action.player
        nxt: Task = Vigilia() if kind == "vigilia" else Guerra(self.opponent(p))
        if action.kind == "pass":
            self.emit(Event("pass", p))
            if kind == "vigilia":
                self.then(Final())
                return
            self.battle = self.battle.war(passed=True)
            self.then(Dano() if self.battle.war_passes >= 2 else nxt)
            return
        if action.kind == "battle":
            self.emit(Event("battle", p))
            self.then(Ataque())
            return
        self.battle = self.battle.war(passed=False)
        target = action.targets[0] if action.targets else None
        self.then(nxt)
        if action.kind == "activate":
            self.procedure.activate(p, action.cards[0], target, None)
            self.then(ProcedureStep())
        else:
            self.procedure.start_play(p, action.cards[0], target)

    # ------------------------------------------------------------------ refusals

    def _refusal(self, action: Action) -> Rule:
        """The rule that forbids ``action`` now (MyL)."""
        prompt = self.prompt
        if prompt is None:
            return rule("Turno", Text("no hay ninguna decisión pendiente", "no decision is pending"))
        if action.player != prompt.player:
            if prompt.kind == "respuesta":
                return rule(WINDOW_RULES[prompt.data[0]], Text(f"ahora elige P{prompt.player + 1}",
                                                               f"P{prompt.player + 1} chooses now"))
            if prompt.kind == "bloqueo" or action.kind == "block":
                return rule("Bloqueo", Text("bloquea el jugador atacado", "the attacked player blocks"))
            if prompt.kind == "mulligan":
                return rule("Mulligan")
            if prompt.kind == "guerra":
                return rule("Guerra", Text(f"ahora juega P{prompt.player + 1}", f"P{prompt.player + 1} plays now"))
            if action.kind in ("attack", "battle"):
                return rule("Batalla", Text("solo ataca el jugador en turno", "only the turn player attacks"))
            return rule("Vigilia", Text(f"ahora decide P{prompt.player + 1}", f"P{prompt.player + 1} decides now"))
        try:
            return self._specific_refusal(prompt.kind, action)
        except (KeyError, IndexError, AttributeError, AssertionError, ValueError):
            return rule("Turno", NOT_AN_ANSWER)

    def _context(self) -> tuple[Any, ...]:
        assert self.prompt is not None
        kind = self.prompt.kind
        if kind == "respuesta":
            return ("respuesta",) + tuple(self.prompt.data)
        return (kind,)

    def _specific_refusal(self, kind: str, action: Action) -> Rule:
        p = action.player
        target = action.targets[0] if action.targets else None
        if action.kind == "play":
            if kind not in ("vigilia", "guerra", "respuesta"):
                return rule("Vigilia", Text("ahora no se juegan cartas", "cards are not played now"))
            return self.playable.play_problem(p, action.cards[0], target, self._context()) or rule("JC.2")
        if action.kind == "activate":
            if kind not in ("vigilia", "guerra", "respuesta"):
                return rule("Habilidad", Text("ahora no se usan Habilidades", "abilities are not used now"))
            return self.playable.activation_problem(p, action.cards[0], target, self._context()) or rule("Habilidad")
        if action.kind == "battle":
            return rule("Batalla", Text("vas a la batalla desde tu vigilia con un Aliado que pueda atacar",
                                        "you go to battle from your vigilia with an Aliado that can attack"))
        if action.kind == "attack":
            if kind != "ataque":
                return rule("Ataque", Text("los atacantes se declaran en el paso de ataque",
                                           "attackers are declared in the attack step"))
            return self.attack_problem(action.cards[0]) or rule("Ataque")
        if action.kind == "block":
            if kind != "bloqueo":
                return rule("Bloqueo", Text("se bloquea en el paso de bloqueo", "blocks are made in the block step"))
            if target is not None and self._card(target).controller != p:
                return rule("Bloqueo", Text("bloqueas con tus propios Aliados", "you block with your own Aliados"))
            return rule("Bloqueo")
        if action.kind == "mulligan":
            return rule("Mulligan", Text("ya no quedan cartas para otro mulligan",
                                         "no cards are left for another mulligan") if kind == "mulligan"
                        else Text("solo al inicio", "only at the start"))
        if action.kind == "discard":
            return rule("Final", Text("se descarta solo al superar el límite de mano",
                                      "you discard only when over the hand limit"))
        if kind == "guerra":
            return rule("Guerra")
        return rule("Turno", NOT_AN_ANSWER)

    # ------------------------------------------------------------------ notation, gestures, views

    def _card_stats(self, card: Card) -> tuple[tuple[str, int], ...]:
        defn = self.defn(card.id)
        stats = [("coste", defn.cost)]
        if self.kind(card.id) == "aliado" or defn.kind == "arma":
            stats.append(("fuerza", self.fuerza(card.id)))
        return tuple(stats)

    def _card_markers(self, card: Card) -> tuple[str, ...]:
        return card_markers(self, card)

    def _combat_view(self) -> tuple[tuple[int, int | None], ...]:
        return self.battle.pairs()

    def _observation_extra(self, viewer: int | None) -> tuple[tuple[str, Any], ...]:
        return (("oro_jugado", self.oro_jugado), ("castillo", tuple(len(self.ids(p, "castillo")) for p in range(self.num_players))))
