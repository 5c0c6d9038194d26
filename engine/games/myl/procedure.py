"""The procedure for playing a card (MyL JC.1–JC.12), its response windows, abilities and the
operations of the effect vocabulary.

Every card being played is one link of the core ``Chain`` (``engine.core.chain``): a response
played in a window is a new link on top that runs its own procedure to the end before the link
below continues. The chain's links carry a ``Play`` with the next step; MyL windows are not
"pass until everybody passes" but one choice per player in a fixed order, so the windows are
run here rather than by ``Chain.pass_window``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable

from engine.core.actions import Action, Event, Prompt
from engine.core.chain import Chain, ChainLink
from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.myl.base import TASKS, MylBase, Pending, Play
from engine.games.myl.cards import Ability, Filter, MylCard
from engine.games.myl.rules import rule

#: When a card is played: ``("vigilia",)``, ``("guerra",)`` or ``("respuesta", window, link)``.
PlayContext = tuple[Any, ...]
#: Operations that act on the effect's target (the others act on players).
TARGETED = {"destruir", "desterrar", "devolver", "fuerza", "anular", "cancelar", "redirigir", "prevenir", "petrificar"}
#: The rule of each response window.
WINDOW_RULES = {"jugar": "JC.5", "cancelar": "JC.6", "entrar": "JC.8", "redirigir": "JC.9", "prevenir": "JC.10"}
#: Steps of a link: 4, 5 (window "jugar"), 6 (enter play), 61 (window "cancelar"), 7 (the
#: triggered ability resolves), 8 (window "entrar"), 9 (window "redirigir"), 10 (window
#: "prevenir"), 11 (the pending effects resolve and the link ends); 85 collects the pending
#: effects between JC.8 and JC.9.
WINDOW_STEPS = {5: ("jugar", 6), 61: ("cancelar", 7), 8: ("entrar", 85), 9: ("redirigir", 10), 10: ("prevenir", 11)}


class ProcedureMixin(MylBase):
    """Playing cards, response windows, activated abilities and effect operations."""

    # ------------------------------------------------------------------ the chain of plays

    def link_play(self, index: int) -> Play:
        play = self.chain.links[index].data[0]
        assert isinstance(play, Play)
        return play

    def set_play(self, index: int, play: Play) -> None:
        targets = (play.target,) if play.target is not None else ()
        self.chain = self.chain.with_link(index, self.chain.links[index].with_data((play,), targets))

    def link_index_of(self, card_id: int) -> int | None:
        for index in range(len(self.chain.links) - 1, -1, -1):
            if self.chain.links[index].source == card_id:
                return index
        return None

    # ------------------------------------------------------------------ can this card be played?

    def play_problem(self, player: int, card_id: int, target: int | None, context: PlayContext) -> Rule | None:
        """Why ``player`` cannot play ``card_id`` (on ``target``) now, or ``None``.

        ``context`` is ``("vigilia",)``, ``("guerra",)`` or ``("respuesta", window, link)``."""
        problem = self._card_problem(player, card_id, context)
        if problem is not None:
            return problem
        target_rule = self.target_problem(player, card_id, self.defn(card_id).target, target, context)
        if target_rule is not None:
            return target_rule
        return self._payment_problem(player, card_id)

    def _card_problem(self, player: int, card_id: int, context: PlayContext) -> Rule | None:
        """What ``play_problem`` finds before the target: where the card is, when it is played,
        its requirements (JC.1, JC.2)."""
        card = self._card(card_id)
        defn = self.defn(card_id)
        if card.owner != player or self.place(card_id) != "mano":
            return rule("JC.1", Text("se juegan cartas de tu mano", "cards are played from your hand"))
        window = context[1] if context[0] == "respuesta" else None
        if window is not None:
            if defn.ventana != window:
                return rule(WINDOW_RULES[window], Text("esta carta no se juega en esta ventana",
                                                       "this card is not played in this window"))
        elif defn.ventana is not None:
            return rule("JC.5", Text("esta carta solo se juega en respuesta", "this card is played only in response"))
        elif context[0] == "guerra" and defn.kind != "talisman":
            return rule("Guerra", Text("en la guerra de talismanes solo se juegan Talismanes",
                                       "only Talismanes are played in the talisman war"))
        elif defn.kind == "oro" and self.oro_jugado:
            return rule("Oro")
        problem = self.requirement_problem(card_id, player)
        return rule("JC.2", problem) if problem else None

    def _payment_problem(self, player: int, card_id: int) -> Rule | None:
        """What ``play_problem`` finds after the target: restrictions in play and the costs
        (JC.12, JC.3)."""
        if self.restricted(card_id, player, False):
            return rule("JC.12", Text("una restricción en juego prohíbe jugar esta carta",
                                      "a restriction in play forbids playing this card"))
        need = self.oro_cost(card_id, player)
        if need > len(self.ids(player, "reserva")):
            return rule("JC.3", Text(f"cuesta {need} Oro y tienes {len(self.ids(player, 'reserva'))} en la reserva",
                                     f"it costs {need} Oro and you have {len(self.ids(player, 'reserva'))} in the reserve"))
        problem = self.extra_cost_problem(card_id, player)
        return rule("JC.3", problem) if problem else None

    def target_problem(self, player: int, source: int, flt: Filter | None, target: int | None, context: PlayContext) -> Rule | None:
        """MyL JC.2: a Talismán (or Arma) defines its target in play before being played; a
        response's target is the card it answers (a redirection names the new target)."""
        window = context[1] if context[0] == "respuesta" else None
        if window is not None:
            link = context[2]
            played = self.chain.links[link].source
            responde_a = self.response_filter(source)
            if not self.matches(played, responde_a, player):
                return rule(WINDOW_RULES[window], Text("esta respuesta no se aplica a la carta jugada",
                                                       "this response does not apply to the card played"))
            if window == "redirigir":
                if target is None or target not in self.redirect_targets(link, player, source):
                    return rule("JC.9", Text("no hay un nuevo objetivo válido para redirigir",
                                             "there is no new valid target to redirect to"))
                return None
            if target is not None:
                return rule(WINDOW_RULES[window], Text("la respuesta se aplica a la carta jugada, sin otro objetivo",
                                                       "the response applies to the card played, with no other target"))
            if window == "cancelar" and not self.defn(played).abilities_for("al_entrar"):
                return rule("JC.6", Text("la carta no tiene una Habilidad disparada que cancelar",
                                         "the card has no triggered ability to cancel"))
            if window == "prevenir" and not any(p.target == played for p in self.link_play(link).pending):
                return rule("JC.10", Text("ninguna Habilidad en juego está afectando a la carta",
                                          "no ability in play is affecting the card"))
            return None
        if flt is None:
            return None if target is None else rule("JC.2", Text("esta carta no tiene objetivo", "this card has no target"))
        if target is None:
            return rule("JC.2", Text("define el objetivo de la carta", "define the card's target"))
        if not self.in_play(target) or not self.matches(target, flt, player):
            return rule("JC.11" if self.defn(source).kind == "arma" else "JC.2",
                        Text("no es un objetivo válido en juego", "not a valid target in play"))
        return None

    def response_filter(self, source: int) -> Filter | None:
        if self.place(source) == "mano":
            return self.defn(source).responde_a
        ability = self.activated_ability(source)
        return ability.responde_a if ability is not None else None

    def activated_ability(self, card_id: int) -> Ability | None:
        found = self.defn(card_id).abilities_for("activada")
        return found[0][1] if found else None

    def activation_problem(self, player: int, card_id: int, target: int | None, context: PlayContext) -> Rule | None:
        """MyL Habilidad: an activated ability of your card in play, once per turn, paying its cost."""
        card = self._card(card_id)
        ability = self.activated_ability(card_id) if self.in_play(card_id) else None
        if ability is None or card.controller != player or card.marks.get("petrificado"):
            return rule("Habilidad", Text("no es una Habilidad activada de una carta tuya en juego",
                                          "not an activated ability of a card of yours in play"))
        window = context[1] if context[0] == "respuesta" else None
        if ability.ventana != window:
            return rule(WINDOW_RULES.get(window or "", "Habilidad"),
                        Text("esta Habilidad no se usa ahora", "this ability is not used now"))
        if card.marks.get("usada") == self.turn:
            return rule("Habilidad", Text("ya se usó este turno", "it was already used this turn"))
        if ability.cost_oro > len(self.ids(player, "reserva")):
            return rule("Pago", Text(f"cuesta {ability.cost_oro} Oro", f"it costs {ability.cost_oro} Oro"))
        return self.target_problem(player, card_id, ability.target if window is None else None, target, context)

    def play_actions(self, player: int, context: PlayContext) -> list[Action]:
        """Every card ``player`` may play and ability they may activate in ``context``."""
        actions: list[Action] = []
        window = context[1] if context[0] == "respuesta" else None
        # left out before finding which copies are alike: cards that are not played now at all
        # (asked in every response window of every card played, for both players)
        playable = [cid for cid in self.ids(player, "mano") if self._played_in(self.defn(cid), window, context)]
        reserve = len(self.ids(player, "reserva"))
        for cid in self.distinct(playable):
            # play_problem with what does not depend on the target asked once per card; the Oro
            # first (JC.3): most cards in hand cost more than the reserve holds
            if self.oro_cost(cid, player) > reserve or self._card_problem(player, cid, context) is not None \
                    or self._payment_problem(player, cid) is not None:
                continue
            defn = self.defn(cid)
            for target in self._target_options(player, cid, defn.target, context):
                if self.target_problem(player, cid, defn.target, target, context) is None:
                    actions.append(Action("play", player, (cid,), () if target is None else (target,)))
        for cid in self.activators():  # at every listing: the cheap tests first
            card = self._card(cid)
            found = card.defn.abilities_for("activada")  # type: ignore[attr-defined]  # a MylCard
            if not found or card.controller != player or found[0][1].ventana != window:
                continue
            ability = found[0][1]
            flt = ability.target if window is None else None
            for target in self._target_options(player, cid, flt, context):
                if self.activation_problem(player, cid, target, context) is None:
                    actions.append(Action("activate", player, (cid,), () if target is None else (target,)))
        return actions

    @staticmethod
    def _played_in(defn: MylCard, window: str | None, context: PlayContext) -> bool:
        """Whether a card of ``defn`` is played in ``window`` (``None``: outside responses) of
        ``context``: a response only in its window, only Talismanes in the talisman war."""
        return defn.ventana == window and (context[0] != "guerra" or defn.kind == "talisman")

    def _target_options(self, player: int, source: int, flt: Filter | None, context: PlayContext) -> Iterable[int | None]:
        if context[0] == "respuesta":
            if context[1] == "redirigir":
                return self.redirect_targets(context[2], player, source)
            return [None]
        if flt is None:
            return [None]
        return [cid for cid in self.permanents() if self._card(cid).attached_to is None]

    def redirect_targets(self, link: int, player: int, source: int) -> list[int]:
        """MyL JC.9: new targets for a pending effect on the played card."""
        play = self.link_play(link)
        own = self.defn(source).target if self.place(source) == "mano" else None
        found: list[int] = []
        for pending in play.pending:
            for cid in self.permanents():
                if cid != pending.target and cid not in found and self._card(cid).attached_to is None \
                        and self.redirectable(pending, cid) and self.matches(cid, own, player):
                    found.append(cid)
        return found

    def redirectable(self, pending: Pending, card_id: int) -> bool:
        """A new target for a pending effect: a card in play of the type the effect concerns."""
        flt = self.defn(pending.source).abilities[pending.ability].responde_a
        return self.in_play(card_id) and (flt is None or flt.what in ("carta", self.kind(card_id)))

    # ------------------------------------------------------------------ JC.1–JC.3

    def start_play(self, player: int, card_id: int, target: int | None, free: bool = False) -> None:
        """MyL JC.1 (announce: the card is shown in the «jugada» zone), JC.3 (pay); JC.2 was
        checked by the caller. The rest of the procedure runs as the link's steps."""
        origin = self.place(card_id)
        defn = self.defn(card_id)
        self.move(card_id, self.zone(player, "jugada"), kind="announce")
        self.pay_oro(player, self.oro_cost(card_id, player, free))
        for op in defn.extra_costs:  # JC.3, JC.3.2: also when played without paying its cost
            amount = int(op.get("amount", 1))
            if op.name == "desterrar_cementerio":
                for _ in range(amount):
                    self.move(self.ids(player, "cementerio")[0], self.zone(player, "destierro"), kind="banish")
            elif op.name == "dano_propio":
                self.damage(player, amount)
        if defn.kind == "oro":
            self.oro_jugado = True
        play = Play(card_id, player, origin, target, free)
        link = ChainLink(card_id, player, 0, () if target is None else (target,), "jugar", defn.name, (play,))
        self.chain = Chain(self.chain.links + (link,))
        self.then(("proc",))

    def activate(self, player: int, card_id: int, target: int | None, played: int | None) -> None:
        """MyL Habilidad: pay, mark as used this turn and resolve at once (abilities are not cards)."""
        ability = self.activated_ability(card_id)
        assert ability is not None
        card = self._card(card_id)
        card.marks["usada"] = self.turn
        self.emit(Event("activate", player, card_id, card.defn.name))
        self.pay_oro(player, ability.cost_oro)
        if ability.desterrar_esta:
            self.leave(card_id, "destierro", "banish")
        self.run_ops(ability.ops, card_id, player, target if target is not None else played, player)

    # ------------------------------------------------------------------ the steps of a link

    @TASKS.on("proc")
    def _t_proc(self) -> None:
        if not self.chain.links:
            self._start_queued()
            return
        index = len(self.chain.links) - 1
        play = self.link_play(index)
        if play.step == 4:
            self._step_played(index, play)
        elif play.step in WINDOW_STEPS:
            self._window(index, play)
        elif play.step == 6:
            self._step_enter(index, play)
        elif play.step == 7:
            self._step_ability(index, play)
        elif play.step == 85:
            self.collect_pending(index)
            self.set_play(index, self.link_play(index).at(9))
            self.then(("proc",))
        else:
            self._step_finish(index, play)

    def _step_played(self, index: int, play: Play) -> None:
        """MyL JC.4: the card counts as played; abilities in play that trigger on a card being
        played trigger and resolve (the turn player's first)."""
        self.emit(Event("played", play.player, play.card, self.defn(play.card).name))
        order = sorted(self.permanents(), key=lambda c: (self._card(c).controller != self.turn_player, c))
        for cid in order:
            if not self.in_play(cid) or self._card(cid).marks.get("petrificado"):
                continue
            controller = self._card(cid).controller
            for _, ability in self.defn(cid).abilities_for("al_jugar_carta"):
                if self.matches(play.card, ability.responde_a, controller):
                    self.emit(Event("trigger", controller, cid, self.defn(cid).name))
                    self.run_ops(ability.ops, cid, controller, None, play.player)
        self.set_play(index, play.at(5))
        self.then(("proc",))

    def window_order(self, play: Play, window: str) -> tuple[int, int]:
        """JC.5, JC.6: the opponent first, then the active player (S.jugador_activo); JC.8 as
        S.orden_entrada says; JC.9, JC.10 as S.orden_redireccion says."""
        player = play.player
        if window in ("jugar", "cancelar"):
            active = self.turn_player if self.params["jugador_activo"] == "en_turno" else player
            return (self.opponent(active), active)
        if window == "entrar":
            first = self.opponent(player) if self.params["orden_entrada"] == "oponente" else player
        else:
            first = player if self.params["orden_redireccion"] == "controlador" else self.opponent(player)
        return (first, self.opponent(first))

    def _window(self, index: int, play: Play) -> None:
        window, after = WINDOW_STEPS[play.step]
        if not self._window_open(play, window):
            self.set_play(index, play.at(after))
            self.then(("proc",))
            return
        order = self.window_order(play, window)
        position = play.window
        while position < len(order):
            player = order[position]
            options = self.play_actions(player, ("respuesta", window, index))
            if options or not self.params["pasa_sin_opciones"]:
                if position != play.window:
                    self.set_play(index, play.at(play.step, position))
                name = self.defn(play.card).name
                self.ask("respuesta", player, (f"Ventana de respuesta ({WINDOW_RULES[window]}) a «{name}»: responde o pasa",
                                               f"Response window ({WINDOW_RULES[window]}) to \"{name}\": respond or pass"),
                         (play.card,), (window, index))
                return
            position += 1
        self.set_play(index, play.at(after))
        self.then(("proc",))

    def _window_open(self, play: Play, window: str) -> bool:
        if play.anulada:
            return False
        if window == "jugar":
            return True
        if window == "cancelar":
            return True
        if not self.in_play(play.card):
            return False
        if window == "entrar":
            return True
        return any(p.target == play.card for p in play.pending) if window == "prevenir" else bool(play.pending)

    def answer_window(self, prompt: Prompt, action: Action) -> None:
        """One choice in a response window: pass, a card (its own procedure runs first) or an
        ability; JC.8 allows only one response in all."""
        window, index = prompt.data
        play = self.link_play(index)
        position = 2 if window == "entrar" and action.kind != "pass" else play.window + 1
        self.set_play(index, play.at(play.step, position))
        played = play.card
        if action.kind == "pass":
            self.emit(Event("pass", action.player))
            self.then(("proc",))
        elif action.kind == "activate":
            self.activate(action.player, action.cards[0], action.targets[0] if action.targets else None, played)
            self.then(("proc",))
        else:
            target = action.targets[0] if action.targets else played
            self.start_play(action.player, action.cards[0], target)

    def _step_enter(self, index: int, play: Play) -> None:
        """MyL JC.6: an anulada card goes to its owner's Cementerio; a Talismán resolves (JC.7)
        and goes to the Cementerio; any other card enters play."""
        card_id = play.card
        defn = self.defn(card_id)
        if play.anulada:
            self.emit(Event("anulada", play.player, card_id, defn.name))
            self.to_cementerio(card_id, "anulada")
            self._end_link()
            return
        if defn.kind == "talisman":
            self.run_ops(defn.ops, card_id, play.player, play.target, play.player)
            if self.cards[card_id] is not None and self.place(card_id) == "jugada":
                self.to_cementerio(card_id, "resolved")
            self._end_link()
            return
        owner = play.player
        if defn.kind == "arma":
            host = play.target
            if host is None or not self.in_play(host) or self.kind(host) != "aliado":
                self.emit(Event("arma_invalida", owner, card_id, defn.name))  # JC.11: no valid carrier
                self.to_cementerio(card_id, "arma_invalida")
                self._end_link()
                return
            self.move(card_id, self._card(host).zone, kind="enter")
            self._card(card_id).attached_to = host
        else:
            zone = {"aliado": "defensa", "totem": "apoyo", "oro": "reserva"}[defn.kind]
            self.move(card_id, self.zone(owner, zone), kind="enter")
            self._card(card_id).marks["entro"] = self.turn
        has_ability = bool(defn.abilities_for("al_entrar"))
        self.set_play(index, play.at(61 if has_ability else 8))
        self.then(("proc",))

    def _step_ability(self, index: int, play: Play) -> None:
        """MyL JC.6, JC.7: the card's triggered ability is used unless cancelled, and resolves as
        far as possible; its target is chosen now among the cards in play."""
        abilities = self.defn(play.card).abilities_for("al_entrar")
        if play.cancelada or not abilities or not self.in_play(play.card):
            if play.cancelada:
                self.emit(Event("cancelada", play.player, play.card, self.defn(play.card).name))
            self.set_play(index, play.at(8))
            self.then(("proc",))
            return
        ability = abilities[0][1]
        if ability.target is not None and play.ability_target is None:
            options = tuple(c for c in self.permanents() if self._card(c).attached_to is None
                            and self.matches(c, ability.target, play.player))
            if options:
                self.ask("objetivo", play.player, ("Elige el objetivo de la Habilidad", "Choose the ability's target"),
                         options, (index,))
                return
        self.run_ops(ability.ops, play.card, play.player, play.ability_target, play.player)
        self.set_play(index, self.link_play(index).at(8))
        self.then(("proc",))

    def answer_target(self, prompt: Prompt, action: Action) -> None:
        index = prompt.data[0]
        self.set_play(index, replace(self.link_play(index), ability_target=action.cards[0]))
        self.then(("proc",))

    def _step_finish(self, index: int, play: Play) -> None:
        """After JC.8: the abilities in play the card's entry triggers become pending (JC.9,
        JC.10 may redirect or prevent them), then they resolve and the procedure ends."""
        for pending in play.pending:
            ability = self.defn(pending.source).abilities[pending.ability]
            self.emit(Event("trigger", pending.controller, pending.source, self.defn(pending.source).name))
            self.run_ops(ability.ops, pending.source, pending.controller, pending.target, play.player)
        self._end_link()

    def collect_pending(self, index: int) -> None:
        """Before JC.9: abilities of cards in play that react to this card entering play."""
        play = self.link_play(index)
        found = []
        if self.in_play(play.card):
            for cid in self.permanents():
                if cid == play.card or self._card(cid).marks.get("petrificado"):
                    continue
                controller = self._card(cid).controller
                for number, ability in self.defn(cid).abilities_for("entra_en_juego"):
                    if self.matches(play.card, ability.responde_a, controller):
                        found.append(Pending(cid, controller, number, play.card))
        self.set_play(index, replace(play, pending=tuple(found)))

    def _end_link(self) -> None:
        _link, self.chain = self.chain.pop()
        self.then(("proc",))

    def _start_queued(self) -> None:
        """Cards an effect lets a player play without paying their cost (JC.3.2, JC.12)."""
        while self.queued:
            (card_id, player), self.queued = self.queued[0], self.queued[1:]
            defn = self.defn(card_id)
            if self.restricted(card_id, player, True):
                self.emit(Event("restringida", player, card_id, defn.name, text="JC.12"))
                continue
            problem = self.extra_cost_problem(card_id, player) or self.requirement_problem(card_id, player)
            if problem or self.oro_cost(card_id, player, True) > len(self.ids(player, "reserva")) \
                    or defn.target is not None or defn.kind == "talisman":
                self.emit(Event("restringida", player, card_id, defn.name, text="JC.3.2"))
                continue
            self.start_play(player, card_id, None, free=True)
            return

    # ------------------------------------------------------------------ the effect vocabulary

    def run_ops(self, ops: tuple[Op, ...], source: int, controller: int, target: int | None, actor: int) -> None:
        """Resolve operations in order, each as far as possible (MyL JC.7)."""
        for op in ops:
            amount = int(op.get("amount", 1))
            who = {"rival": self.opponent(controller), "propio": controller, "jugador": actor}[op.get("a", "rival" if op.name in ("dano", "descartar") else "propio")]
            if op.name in TARGETED:
                if target is None or self.cards[target] is None:
                    continue
                self._targeted(op, source, controller, target, amount)
            elif op.name == "dano":
                self.damage(who, amount)
            elif op.name == "robar":
                self.draw(who, amount)
            elif op.name == "oro":
                for cid in list(self.ids(who, "oro_pagado"))[:amount]:
                    self.move(cid, self.zone(who, "reserva"), kind="oro")
            elif op.name == "recuperar":
                for cid in list(self.ids(who, "cementerio"))[:amount]:
                    self.move(cid, self.zone(who, "castillo"), bottom=True, kind="recover")
            elif op.name == "descartar":
                for _ in range(amount):
                    hand = self.ids(who, "mano")
                    if hand:
                        self.move(hand[self.rng.below(len(hand))], self.zone(who, "cementerio"), kind="discard")
            elif op.name == "jugar_gratis":
                for cid in self.ids(controller, str(op.get("from", "cementerio"))):
                    flt = op.get("filter")
                    if flt is None or self._applies_to_play(cid, controller, flt, controller):
                        self.queued = self.queued + ((cid, controller),)
                        break

    def _targeted(self, op: Op, source: int, controller: int, target: int, amount: int) -> None:
        name = op.name
        if name in ("anular", "cancelar", "prevenir", "redirigir"):
            self._chain_op(name, target)
            return
        if not self.in_play(target):
            return  # JC.7: the target is gone, this part resolves 0%
        if name == "destruir":
            self.to_cementerio(target)
        elif name == "desterrar":
            self.leave(target, "destierro", "banish")
        elif name == "devolver":
            self.leave(target, "mano", "return")
        elif name == "fuerza" and self.kind(target) == "aliado":
            self.add_fuerza(target, amount, source)
        elif name == "petrificar" and self.kind(target) == "aliado":
            for arma in self.armas_of(target):  # JC.11: the carrier is no longer an Aliado
                self.move(arma, self.zone(self._card(arma).owner, "cementerio"), kind="arma_invalida")
            card = self._card(target)
            self.move(target, self.zone(card.controller, "apoyo"), kind="petrify")
            card.marks["petrificado"] = True
            self.board_changed()

    def _chain_op(self, name: str, target: int) -> None:
        if name == "redirigir":
            for index in range(len(self.chain.links) - 1, -1, -1):
                play = self.link_play(index)
                for number, pending in enumerate(play.pending):
                    if pending.target != target and self.redirectable(pending, target):
                        moved = play.pending[:number] + (replace(pending, target=target),) + play.pending[number + 1:]
                        self.set_play(index, replace(play, pending=moved))
                        self.emit(Event("redirect", pending.controller, target, self.defn(target).name))
                        return
            return
        found = self.link_index_of(target)
        if found is None:
            return
        play = self.link_play(found)
        index = found
        if name == "anular" and self.place(target) == "jugada":
            self.set_play(index, replace(play, anulada=True))
        elif name == "cancelar":
            self.set_play(index, replace(play, cancelada=True))
        elif name == "prevenir":
            for number, pending in enumerate(play.pending):
                if pending.target == target:
                    self.set_play(index, replace(play, pending=play.pending[:number] + play.pending[number + 1:]))
                    self.emit(Event("prevent", play.player, target, self.defn(target).name))
                    return
