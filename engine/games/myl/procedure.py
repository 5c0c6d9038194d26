"""The procedure for playing a card (MyL JC.1–JC.12), its response windows, abilities and the
operations of the effect vocabulary: ``PlayProcedure``, a part of the duel's state.

Every card being played is one link of the core ``Chain`` (``engine.core.chain``): a response
played in a window is a new link on top that runs its own procedure to the end before the link
below continues. The chain's links carry a ``Play`` with the next step; MyL windows are not
"pass until everybody passes" but one choice per player in a fixed order, so the windows are
run here rather than by ``Chain.pass_window``.

The state reaches the procedure through a few calls: playing a card or using an ability
(``start_play``, ``activate``), the answers to its prompts (``answer_window``,
``answer_target``) and the ``proc`` task; what may be played now is asked of ``PlayRules``
(``engine.games.myl.playable``). The procedure keeps its own data: the free plays an effect
queued (JC.12); the plays themselves ride on the chain's links.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engine.core.actions import Action, Event, Prompt
from engine.core.chain import Chain, ChainLink
from engine.core.cards import Op
from engine.games.myl.playable import WINDOW_RULES
from engine.games.myl.tasks import TASKS, ProcedureStep

if TYPE_CHECKING:
    from engine.games.myl.base import MylBase

#: Operations that act on the effect's target (the others act on players).
TARGETED = {"destruir", "desterrar", "devolver", "fuerza", "anular", "cancelar", "redirigir", "prevenir", "petrificar"}
#: Steps of a link: 4, 5 (window "jugar"), 6 (enter play), 61 (window "cancelar"), 7 (the
#: triggered ability resolves), 8 (window "entrar"), 9 (window "redirigir"), 10 (window
#: "prevenir"), 11 (the pending effects resolve and the link ends); 85 collects the pending
#: effects between JC.8 and JC.9.
WINDOW_STEPS = {5: ("jugar", 6), 61: ("cancelar", 7), 8: ("entrar", 85), 9: ("redirigir", 10), 10: ("prevenir", 11)}


@dataclass(frozen=True, slots=True)
class Pending:
    """An ability of a card in play about to affect the played card (MyL JC.9, JC.10)."""

    source: int
    controller: int
    ability: int
    target: int


@dataclass(frozen=True, slots=True)
class Play:
    """A card going through the procedure for playing a card (one link of the chain).

    ``step`` is the next step of MyL JC to run; ``window`` counts the players already asked in
    the current response window; ``origin`` is the zone the card came from (MyL JC.12).
    """

    card: int
    player: int
    origin: str
    target: int | None = None
    free: bool = False
    step: int = 4
    window: int = 0
    anulada: bool = False
    cancelada: bool = False
    pending: tuple[Pending, ...] = ()
    ability_target: int | None = None

    def at(self, step: int, window: int = 0) -> Play:
        """This play at ``step`` with ``window`` players asked: what ``replace`` would build,
        without its look at the fields (every step of every link builds one)."""
        return Play(self.card, self.player, self.origin, self.target, self.free, step, window, self.anulada,
                    self.cancelada, self.pending, self.ability_target)


class PlayProcedure:
    """Playing cards, response windows, activated abilities and effect operations, for one
    ``state``; ``queued`` holds the free plays an effect granted, waiting for the chain to end
    (JC.12)."""

    __slots__ = ("state", "queued")

    def __init__(self, state: MylBase, queued: tuple[tuple[int, int], ...] = ()) -> None:
        self.state = state
        self.queued = queued

    def for_state(self, twin: MylBase) -> PlayProcedure:
        """This procedure's data, for ``twin`` (a clone of the state)."""
        return PlayProcedure(twin, self.queued)

    # ------------------------------------------------------------------ the chain of plays

    def link_play(self, index: int) -> Play:
        state = self.state
        play = state.chain.links[index].data[0]
        assert isinstance(play, Play)
        return play

    def set_play(self, index: int, play: Play) -> None:
        state = self.state
        targets = (play.target,) if play.target is not None else ()
        state.chain = state.chain.with_link(index, state.chain.links[index].with_data((play,), targets))

    def link_index_of(self, card_id: int) -> int | None:
        state = self.state
        for index in range(len(state.chain.links) - 1, -1, -1):
            if state.chain.links[index].source == card_id:
                return index
        return None

    # ------------------------------------------------------------------ JC.1–JC.3

    def start_play(self, player: int, card_id: int, target: int | None, free: bool = False) -> None:
        """MyL JC.1 (announce: the card is shown in the «jugada» zone), JC.3 (pay); JC.2 was
        checked by the caller. The rest of the procedure runs as the link's steps."""
        state = self.state
        origin = state.place(card_id)
        defn = state.defn(card_id)
        state.move(card_id, state.zone(player, "jugada"), kind="announce")
        state.pay_oro(player, state.playable.oro_cost(card_id, player, free))
        for op in defn.extra_costs:  # JC.3, JC.3.2: also when played without paying its cost
            amount = int(op.get("amount", 1))
            if op.name == "desterrar_cementerio":
                for _ in range(amount):
                    state.move(state.ids(player, "cementerio")[0], state.zone(player, "destierro"), kind="banish")
            elif op.name == "dano_propio":
                state.damage(player, amount)
        if defn.kind == "oro":
            state.oro_jugado = True
        play = Play(card_id, player, origin, target, free)
        link = ChainLink(card_id, player, 0, () if target is None else (target,), "jugar", defn.name, (play,))
        state.chain = Chain(state.chain.links + (link,))
        state.then(ProcedureStep())

    def activate(self, player: int, card_id: int, target: int | None, played: int | None) -> None:
        """MyL Habilidad: pay, mark as used this turn and resolve at once (abilities are not cards)."""
        state = self.state
        ability = state.playable.activated_ability(card_id)
        assert ability is not None
        card = state._card(card_id)
        card.marks["usada"] = state.turn
        state.emit(Event("activate", player, card_id, card.defn.name))
        state.pay_oro(player, ability.cost_oro)
        if ability.desterrar_esta:
            state.leave(card_id, "destierro", "banish")
        self.run_ops(ability.ops, card_id, player, target if target is not None else played, player)

    # ------------------------------------------------------------------ the steps of a link

    def run_step(self) -> None:
        """The ``proc`` task: the next step of the top link, or a queued free play once the
        chain is empty."""
        state = self.state
        if not state.chain.links:
            self._start_queued()
            return
        index = len(state.chain.links) - 1
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
            state.then(ProcedureStep())
        else:
            self._step_finish(index, play)

    def _step_played(self, index: int, play: Play) -> None:
        """MyL JC.4: the card counts as played; abilities in play that trigger on a card being
        played trigger and resolve (the turn player's first)."""
        state = self.state
        state.emit(Event("played", play.player, play.card, state.defn(play.card).name))
        order = sorted(state.permanents(), key=lambda c: (state._card(c).controller != state.turn_player, c))
        for cid in order:
            if not state.in_play(cid) or state._card(cid).marks.get("petrificado"):
                continue
            controller = state._card(cid).controller
            for _, ability in state.defn(cid).abilities_for("al_jugar_carta"):
                if state.matches(play.card, ability.responde_a, controller):
                    state.emit(Event("trigger", controller, cid, state.defn(cid).name))
                    self.run_ops(ability.ops, cid, controller, None, play.player)
        self.set_play(index, play.at(5))
        state.then(ProcedureStep())

    def window_order(self, play: Play, window: str) -> tuple[int, int]:
        """JC.5, JC.6: the opponent first, then the active player (S.jugador_activo); JC.8 as
        S.orden_entrada says; JC.9, JC.10 as S.orden_redireccion says."""
        state = self.state
        player = play.player
        if window in ("jugar", "cancelar"):
            active = state.turn_player if state.params["jugador_activo"] == "en_turno" else player
            return (state.opponent(active), active)
        if window == "entrar":
            first = state.opponent(player) if state.params["orden_entrada"] == "oponente" else player
        else:
            first = player if state.params["orden_redireccion"] == "controlador" else state.opponent(player)
        return (first, state.opponent(first))

    def _window(self, index: int, play: Play) -> None:
        state = self.state
        window, after = WINDOW_STEPS[play.step]
        if not self._window_open(play, window):
            self.set_play(index, play.at(after))
            state.then(ProcedureStep())
            return
        order = self.window_order(play, window)
        position = play.window
        while position < len(order):
            player = order[position]
            options = state.playable.play_actions(player, ("respuesta", window, index))
            if options or not state.params["pasa_sin_opciones"]:
                if position != play.window:
                    self.set_play(index, play.at(play.step, position))
                name = state.defn(play.card).name
                state.ask("respuesta", player, (f"Ventana de respuesta ({WINDOW_RULES[window]}) a «{name}»: responde o pasa",
                                               f"Response window ({WINDOW_RULES[window]}) to \"{name}\": respond or pass"),
                         (play.card,), (window, index))
                return
            position += 1
        self.set_play(index, play.at(after))
        state.then(ProcedureStep())

    def _window_open(self, play: Play, window: str) -> bool:
        state = self.state
        if play.anulada:
            return False
        if window == "jugar":
            return True
        if window == "cancelar":
            return True
        if not state.in_play(play.card):
            return False
        if window == "entrar":
            return True
        return any(p.target == play.card for p in play.pending) if window == "prevenir" else bool(play.pending)

    def answer_window(self, prompt: Prompt, action: Action) -> None:
        """One choice in a response window: pass, a card (its own procedure runs first) or an
        ability; JC.8 allows only one response in all."""
        state = self.state
        window, index = prompt.data
        play = self.link_play(index)
        position = 2 if window == "entrar" and action.kind != "pass" else play.window + 1
        self.set_play(index, play.at(play.step, position))
        played = play.card
        if action.kind == "pass":
            state.emit(Event("pass", action.player))
            state.then(ProcedureStep())
        elif action.kind == "activate":
            self.activate(action.player, action.cards[0], action.targets[0] if action.targets else None, played)
            state.then(ProcedureStep())
        else:
            target = action.targets[0] if action.targets else played
            self.start_play(action.player, action.cards[0], target)

    def _step_enter(self, index: int, play: Play) -> None:
        """MyL JC.6: an anulada card goes to its owner's Cementerio; a Talismán resolves (JC.7)
        and goes to the Cementerio; any other card enters play."""
        state = self.state
        card_id = play.card
        defn = state.defn(card_id)
        if play.anulada:
            state.emit(Event("anulada", play.player, card_id, defn.name))
            state.to_cementerio(card_id, "anulada")
            self._end_link()
            return
        if defn.kind == "talisman":
            self.run_ops(defn.ops, card_id, play.player, play.target, play.player)
            if state.cards[card_id] is not None and state.place(card_id) == "jugada":
                state.to_cementerio(card_id, "resolved")
            self._end_link()
            return
        owner = play.player
        if defn.kind == "arma":
            host = play.target
            if host is None or not state.in_play(host) or state.kind(host) != "aliado":
                state.emit(Event("arma_invalida", owner, card_id, defn.name))  # JC.11: no valid carrier
                state.to_cementerio(card_id, "arma_invalida")
                self._end_link()
                return
            state.move(card_id, state._card(host).zone, kind="enter")
            state._card(card_id).attached_to = host
        else:
            zone = {"aliado": "defensa", "totem": "apoyo", "oro": "reserva"}[defn.kind]
            state.move(card_id, state.zone(owner, zone), kind="enter")
            state._card(card_id).marks["entro"] = state.turn
        has_ability = bool(defn.abilities_for("al_entrar"))
        self.set_play(index, play.at(61 if has_ability else 8))
        state.then(ProcedureStep())

    def _step_ability(self, index: int, play: Play) -> None:
        """MyL JC.6, JC.7: the card's triggered ability is used unless cancelled, and resolves as
        far as possible; its target is chosen now among the cards in play."""
        state = self.state
        abilities = state.defn(play.card).abilities_for("al_entrar")
        if play.cancelada or not abilities or not state.in_play(play.card):
            if play.cancelada:
                state.emit(Event("cancelada", play.player, play.card, state.defn(play.card).name))
            self.set_play(index, play.at(8))
            state.then(ProcedureStep())
            return
        ability = abilities[0][1]
        if ability.target is not None and play.ability_target is None:
            options = tuple(c for c in state.permanents() if state._card(c).attached_to is None
                            and state.matches(c, ability.target, play.player))
            if options:
                state.ask("objetivo", play.player, ("Elige el objetivo de la Habilidad", "Choose the ability's target"),
                         options, (index,))
                return
        self.run_ops(ability.ops, play.card, play.player, play.ability_target, play.player)
        self.set_play(index, self.link_play(index).at(8))
        state.then(ProcedureStep())

    def answer_target(self, prompt: Prompt, action: Action) -> None:
        state = self.state
        index = prompt.data[0]
        self.set_play(index, replace(self.link_play(index), ability_target=action.cards[0]))
        state.then(ProcedureStep())

    def _step_finish(self, index: int, play: Play) -> None:
        """After JC.8: the abilities in play the card's entry triggers become pending (JC.9,
        JC.10 may redirect or prevent them), then they resolve and the procedure ends."""
        state = self.state
        for pending in play.pending:
            ability = state.defn(pending.source).abilities[pending.ability]
            state.emit(Event("trigger", pending.controller, pending.source, state.defn(pending.source).name))
            self.run_ops(ability.ops, pending.source, pending.controller, pending.target, play.player)
        self._end_link()

    def collect_pending(self, index: int) -> None:
        """Before JC.9: abilities of cards in play that react to this card entering play."""
        state = self.state
        play = self.link_play(index)
        found = []
        if state.in_play(play.card):
            for cid in state.permanents():
                if cid == play.card or state._card(cid).marks.get("petrificado"):
                    continue
                controller = state._card(cid).controller
                for number, ability in state.defn(cid).abilities_for("entra_en_juego"):
                    if state.matches(play.card, ability.responde_a, controller):
                        found.append(Pending(cid, controller, number, play.card))
        self.set_play(index, replace(play, pending=tuple(found)))

    def _end_link(self) -> None:
        state = self.state
        _link, state.chain = state.chain.pop()
        state.then(ProcedureStep())

    def _start_queued(self) -> None:
        """Cards an effect lets a player play without paying their cost (JC.3.2, JC.12)."""
        state = self.state
        while self.queued:
            (card_id, player), self.queued = self.queued[0], self.queued[1:]
            defn = state.defn(card_id)
            if state.playable.restricted(card_id, player, True):
                state.emit(Event("restringida", player, card_id, defn.name, text="JC.12"))
                continue
            problem = state.playable.extra_cost_problem(card_id, player) or state.playable.requirement_problem(card_id, player)
            if problem or state.playable.oro_cost(card_id, player, True) > len(state.ids(player, "reserva")) \
                    or defn.target is not None or defn.kind == "talisman":
                state.emit(Event("restringida", player, card_id, defn.name, text="JC.3.2"))
                continue
            self.start_play(player, card_id, None, free=True)
            return

    # ------------------------------------------------------------------ the effect vocabulary

    def run_ops(self, ops: tuple[Op, ...], source: int, controller: int, target: int | None, actor: int) -> None:
        """Resolve operations in order, each as far as possible (MyL JC.7)."""
        state = self.state
        for op in ops:
            amount = int(op.get("amount", 1))
            who = {"rival": state.opponent(controller), "propio": controller, "jugador": actor}[op.get("a", "rival" if op.name in ("dano", "descartar") else "propio")]
            if op.name in TARGETED:
                if target is None or state.cards[target] is None:
                    continue
                self._targeted(op, source, controller, target, amount)
            elif op.name == "dano":
                state.damage(who, amount)
            elif op.name == "robar":
                state.draw(who, amount)
            elif op.name == "oro":
                for cid in list(state.ids(who, "oro_pagado"))[:amount]:
                    state.move(cid, state.zone(who, "reserva"), kind="oro")
            elif op.name == "recuperar":
                for cid in list(state.ids(who, "cementerio"))[:amount]:
                    state.move(cid, state.zone(who, "castillo"), bottom=True, kind="recover")
            elif op.name == "descartar":
                for _ in range(amount):
                    hand = state.ids(who, "mano")
                    if hand:
                        state.move(hand[state.rng.below(len(hand))], state.zone(who, "cementerio"), kind="discard")
            elif op.name == "jugar_gratis":
                for cid in state.ids(controller, str(op.get("from", "cementerio"))):
                    flt = op.get("filter")
                    if flt is None or state.playable.applies_to_play(cid, controller, flt, controller):
                        self.queued = self.queued + ((cid, controller),)
                        break

    def _targeted(self, op: Op, source: int, controller: int, target: int, amount: int) -> None:
        state = self.state
        name = op.name
        if name in ("anular", "cancelar", "prevenir", "redirigir"):
            self._chain_op(name, target)
            return
        if not state.in_play(target):
            return  # JC.7: the target is gone, this part resolves 0%
        if name == "destruir":
            state.to_cementerio(target)
        elif name == "desterrar":
            state.leave(target, "destierro", "banish")
        elif name == "devolver":
            state.leave(target, "mano", "return")
        elif name == "fuerza" and state.kind(target) == "aliado":
            state.add_fuerza(target, amount, source)
        elif name == "petrificar" and state.kind(target) == "aliado":
            for arma in state.armas_of(target):  # JC.11: the carrier is no longer an Aliado
                state.move(arma, state.zone(state._card(arma).owner, "cementerio"), kind="arma_invalida")
            card = state._card(target)
            state.move(target, state.zone(card.controller, "apoyo"), kind="petrify")
            card.marks["petrificado"] = True
            state.board_changed()

    def _chain_op(self, name: str, target: int) -> None:
        state = self.state
        if name == "redirigir":
            for index in range(len(state.chain.links) - 1, -1, -1):
                play = self.link_play(index)
                for number, pending in enumerate(play.pending):
                    if pending.target != target and state.playable.redirectable(pending, target):
                        moved = play.pending[:number] + (replace(pending, target=target),) + play.pending[number + 1:]
                        self.set_play(index, replace(play, pending=moved))
                        state.emit(Event("redirect", pending.controller, target, state.defn(target).name))
                        return
            return
        found = self.link_index_of(target)
        if found is None:
            return
        play = self.link_play(found)
        index = found
        if name == "anular" and state.place(target) == "jugada":
            self.set_play(index, replace(play, anulada=True))
        elif name == "cancelar":
            self.set_play(index, replace(play, cancelada=True))
        elif name == "prevenir":
            for number, pending in enumerate(play.pending):
                if pending.target == target:
                    self.set_play(index, replace(play, pending=play.pending[:number] + play.pending[number + 1:]))
                    state.emit(Event("prevent", play.player, target, state.defn(target).name))
                    return


@TASKS.on(ProcedureStep)
def _t_proc(state: MylBase, task: ProcedureStep) -> None:
    state.procedure.run_step()
