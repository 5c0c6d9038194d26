"""The Yu-Gi-Oh! duel state: the turn's phases, the prompts, legal actions, answers and refusals
(YGO PhasesDelJuego, DeterminacionDelDano.43–48)."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.gestures import Gestures
from engine.core.manual import ManualRules
from engine.core.notation import Notation
from engine.core.state import NOT_AN_ANSWER
from engine.core.text import Text
from engine.core.zones import ZoneSpec
from engine.games.ygo import attack_duty, battle, gestures, hand_summons, notation, summons, textops, turn_limits
from engine.games.ygo.base import ANSWERS, HAND_LIMIT, LP, RITUAL_SUMMONED, SPELL_ZONES, TASKS, Activation, Run
from engine.games.ygo.effects import EffectsMixin
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import (Activate, BattleStart, ChainWindow, Cleanup, EndPhase, EndTriggers, HandLimit, Main,
                                    Maintenance, OfferTrigger, Principal, RunEffect, Standby, TurnStart, Window)

MAX_AUTO_STEPS = 20000
#: The phases as the prompts name them (Spanish, English), the Spanish as the window's phase bar.
PHASE_NAMES = {"draw": ("Fase de Robo", "Draw Phase"), "standby": ("Fase de Mantenimiento", "Standby Phase"),
               "main1": ("Fase Principal 1", "Main Phase 1"), "battle": ("Fase de Batalla", "Battle Phase"),
               "main2": ("Fase Principal 2", "Main Phase 2"), "end": ("Fase Final", "End Phase")}


class YgoManual(ManualRules["YgoState"]):
    """Yu-Gi-Oh!'s manual actions: a full Monster or Spell & Trap Zone refuses a card by its rule (YGO
    AreaDeJuego.4, .8), and what a card moved by hand may change is checked again (the cards that destroy
    themselves, Exodia, what can be activated)."""

    def capacity_rule(self, state: YgoState, spec: ZoneSpec) -> Rule:
        return rule("AreaDeJuego.4" if spec.name == "monstruos" else "AreaDeJuego.8")

    def after(self, state: YgoState) -> None:
        state.listed = None  # a card moved by hand may change what the question's player can activate
        state.check_state()
        for player in range(state.num_players):
            state.check_exodia(player)


class YgoState(EffectsMixin):
    """A duel of Yu-Gi-Oh! between two players."""

    notation_module: Notation[YgoState] = notation
    gestures_module: Gestures[YgoState] = gestures
    manual_rules = YgoManual()

    # ------------------------------------------------------------------ the automatic procedure

    def _advance(self) -> None:
        TASKS.advance(self, after_each=_after_step, limit=MAX_AUTO_STEPS)

    def _phase(self, phase: str) -> None:
        self.phase = phase
        self.step = None
        self.window_reason = None
        self.emit(Event("phase", self.turn_player, text=phase, amount=self.turn))

    @TASKS.on(TurnStart)
    def _t_turn_start(self, task: TurnStart) -> None:
        """YGO PhasesDelJuego.2–3: draw a card; a player who cannot draw loses."""
        self.turn += 1
        self.normal_summoned = False
        self.last_summon = None
        self._phase("draw")
        player = self.turn_player
        if self.draws_skipped[player]:  # YGO Cartas.2 over PhasesDelJuego.3: a Draw Phase skipped draws nothing
            self.draws_skipped = tuple(n - (p == player) for p, n in enumerate(self.draws_skipped))
            self.then(Window("draw", player, 0), Standby())
            return
        if textops.offer_instead_of_draw(self, self.turn_player):  # the answer draws, or takes that card instead
            self.then(Window("draw", self.turn_player, 0), Standby())
            return
        if not self.draw(self.turn_player):
            return
        self.then(Window("draw", self.turn_player, 0), Standby())

    @TASKS.on(Standby)
    def _t_standby(self, task: Standby) -> None:
        """YGO PhasesDelJuego.5: cards that say so act in the Standby Phase before Main Phase 1."""
        self._phase("standby")
        textops.standby_gains(self)
        pending = tuple(cid for zone in ("monstruos", "magias", "campo_magico") for cid in self.ids(self.turn_player, zone)
                        if self._card(cid).face_up and (defn := self.defn(cid)).automated and defn.effects_for("standby")) \
            if self.says("trigger:standby") else ()
        self.then(Window("standby", self.turn_player, 0), Main("main1"))
        if pending:  # before them (most turns have nothing to keep)
            self.then(Maintenance(pending))

    @TASKS.on(Maintenance)
    def _t_maintenance(self, task: Maintenance) -> None:
        """A Standby Phase cost to keep a card: pay it, or the card is destroyed (YGO CartasMagicas.5)."""
        pending = task.pending
        for i, cid in enumerate(pending):
            if not self.on_field(cid) or not self._card(cid).face_up:
                continue
            index, effect = self.defn(cid).effects_for("standby")[0]
            if effect.conditions and not all(self._condition_holds(cid, self.turn_player, c) for c in effect.conditions):
                continue  # "while this card is in face-up Attack Position, during each of your Standby Phases": not now
            self.tasks.append(Maintenance(pending[i + 1:]))
            if effect.cost_lp and self.lp(self.turn_player) >= effect.cost_lp:
                self.ask("mantener", self.turn_player, (f"¿Pagas {effect.cost_lp} LP para mantener la carta?",
                                                        f"Pay {effect.cost_lp} LP to keep the card?"), (cid,), (cid, index))
            elif effect.cost_lp:
                self.send_to_graveyard(cid)
            elif effect.optional:  # "during your Standby Phase, you can …" (Card Trader): offered
                self.then(OfferTrigger(cid, self.turn_player, index))
            else:
                self.then(RunEffect(self._run_for(cid, index), 0))
            return

    def _run_for(self, card_id: int, index: int) -> Run:
        return Run(card_id, self._card(card_id).controller, index)

    @ANSWERS.on("mantener")
    def _answer_mantener(self, prompt: Any, action: Action) -> None:
        cid, index = prompt.data
        if action.kind == "no":
            self.send_to_graveyard(cid)
            return
        self.change_lp(action.player, -self.defn(cid).effects[index].cost_lp)
        self.then(RunEffect(self._run_for(cid, index), 0))

    @TASKS.on(Main)
    def _t_main(self, task: Main) -> None:
        """YGO PhasesDelJuego.6–35, DeterminacionDelDano.43–44: the Main Phases."""
        phase = task.phase
        self._phase(phase)
        self.then(Principal())

    @TASKS.on(Principal)
    def _t_principal(self, task: Principal) -> None:
        self.window_reason = None
        es, en = PHASE_NAMES[self.phase]
        self.ask("principal", self.turn_player, (f"{es}: invoca, coloca, activa o avanza",
                                                 f"{en}: summon, set, activate or move on"))

    @TASKS.on(Window)
    def _t_window(self, task: Window) -> None:
        """An open moment of a phase or step: each player in turn may activate a Spell Speed 2 or
        3 card (YGO CuadroDeReferenciaRapida.1–6); nobody with nothing to activate is asked."""
        reason, player, passed = task.reason, task.player, task.passed
        if passed >= self.num_players or self.outcome is not None:
            return
        self.window_reason = reason
        context = "chain" if self.chain.links else "window"  # as the question's legal actions ask
        actions = self.activation_actions(player, "window")
        while not actions:  # the next player at once, no task between (the opponent: ``opponent``)
            player, passed = 1 - player, passed + 1
            if passed >= self.num_players:
                return
            actions = self.activation_actions(player, "window")
        self.ask("ventana", player, ("¿Activas una carta?", "Activate a card?"), (), (reason, passed))
        if context == "window":
            self.listed = (self.prompt, actions)

    @TASKS.on(EndPhase)
    def _t_end_phase(self, task: EndPhase) -> None:
        """YGO DeterminacionDelDano.45–46: discard down to 6, then the opponent's turn."""
        self._phase("end")
        self.then(EndTriggers(), Window("end", self.turn_player, 0), HandLimit(), Cleanup())

    @TASKS.on(HandLimit)
    def _t_hand_limit(self, task: HandLimit) -> None:
        hand = self.ids(self.turn_player, "mano")
        if len(hand) > HAND_LIMIT:  # YGO Mano.1, DeterminacionDelDano.46
            self.ask("descarte", self.turn_player, (f"Descarta hasta tener {HAND_LIMIT} cartas",
                                                    f"Discard down to {HAND_LIMIT} cards"), tuple(hand))

    @TASKS.on(Cleanup)
    def _t_cleanup(self, task: Cleanup) -> None:
        """Effects "until the End Phase" end; taken monsters go back to their owner's zone in the
        position they have (YGO ControlDeUnMonstruoDelAdversario.7); the other player's turn."""
        for player in range(self.num_players):
            for cid in list(self.monsters(player)):
                card = self._card(cid)
                if "control_until_end" in card.marks and card.controller != card.owner:
                    del card.marks["control_until_end"]
                    if self.monster_room(card.owner):
                        self.move(cid, self.zone(card.owner, "monstruos"), face_up=card.face_up, keep_state=True,
                                  kind="control")
                        card.controller = card.owner
                    else:
                        self.send_to_graveyard(cid)
        for each in self.cards:
            if each is not None and each.modifiers and any(m.until == "turn" for m in each.modifiers):
                each.modifiers = tuple(m for m in each.modifiers if m.until != "turn")
        self.turn_player = self.opponent(self.turn_player)
        self.then(TurnStart())

    # ------------------------------------------------------------------ legal actions

    def _legal_actions(self) -> list[Action]:
        prompt = self.prompt
        if prompt is None:
            return []
        p = prompt.player
        kind = prompt.kind
        if kind == "principal":
            return self.main_actions(p)
        if kind == "ventana":
            listed = self.listed  # found when the question was asked, nothing changed since
            if listed is None or listed[0] is not prompt:
                listed = (prompt, self.activation_actions(p, "chain" if self.chain.links else "window"))
            return listed[1] + [Action("pass", p)]
        if kind == "objetivo":
            return [Action("target", p, (cid,)) for cid in self.distinct(prompt.options)]
        if kind in ("coste", "elegir"):
            return [Action("choose", p, (cid,)) for cid in self.distinct(prompt.options)]
        if kind == "posicion":
            return [Action("place", p, prompt.options, choice=c) for c in ("attack", "defense")]
        if kind == "batalla":
            listed = self.listed  # found when the question was asked, nothing changed since
            return list(listed[1]) if listed is not None and listed[0] is prompt else battle.battle_actions(self, p)
        if kind == "invocar":  # one more Normal Summon, or an effect's Summon from the hand
            return hand_summons.actions(self, p, prompt)
        if kind in ("mantener", "disparar"):
            return [Action("yes", p), Action("no", p)]
        if kind == "descarte":
            return [Action("discard", p, (cid,)) for cid in self.distinct(self.ids(p, "mano"))]
        raise RuntimeError(f"YGO: pregunta desconocida {kind!r}")

    def main_actions(self, player: int) -> list[Action]:
        """YGO PhasesDelJuego.7: summon or set a monster, activate or set spells, set traps,
        change positions; then go to the Battle Phase (not on the first turn) or end."""
        actions = [Action("battle", player)] if self.phase == "main1" and self.turn > 1 \
            and self.battle_barred[player] != self.turn else []
        actions.append(Action("end", player))
        hand = self.distinct(self.ids(player, "mano"))  # one card of each kind, for summons and sets
        actions += summons.summon_actions(self, player, hand=hand) + summons.flip_actions(self, player)
        actions += self.activation_actions(player, "main")
        return actions + self.set_card_actions(player, hand)

    def set_card_actions(self, player: int, hand: list[int]) -> list[Action]:
        """YGO PhasesDelJuego.33–35: set spells and traps face-down while there is room (Field
        Spells in the field zone), but not one that "can only come to the field by the effect of "X""
        (Cartas.2); ``hand`` is ``distinct`` of the hand."""
        room = self.spell_count(player) < SPELL_ZONES
        cards = self.cards  # a card in the hand is as printed (a name its text gives it keeps its kind and type)
        return [Action("set", player, (cid,)) for cid in hand
                if (card := cards[cid].defn).kind in ("spell", "trap") and (room or card.sub == "field")  # type: ignore[union-attr]
                and (not card.summon_limit or turn_limits.placed_problem(card) is None)]  # type: ignore[union-attr, arg-type]  # (Cartas.2)

    # ------------------------------------------------------------------ applying answers

    def _apply(self, action: Action) -> None:
        prompt = self.prompt
        assert prompt is not None
        self.prompt = None
        ANSWERS.handlers[prompt.kind](self, prompt, action)

    @ANSWERS.on("principal")
    def _answer_principal(self, prompt: Any, action: Action) -> None:
        kind, player = action.kind, action.player
        if kind in ("battle", "end"):
            self.then(Window("leave", self.opponent(player), 1), BattleStart() if kind == "battle" else EndPhase())
            return
        self.then(Principal())
        if kind in ("summon", "set") and self.defn(action.cards[0]).is_monster:
            summons.do_summon(self, action)
        elif kind == "set":
            self.set_card(action.cards[0], player)
        elif kind == "flip":
            summons.do_flip(self, action.cards[0], player)
        elif kind == "position":
            summons.do_position(self, action.cards[0])
        elif kind == "activate":
            self.activate(action)

    def activate(self, action: Action) -> None:
        """A card's activation, announced to both players by name (YGO PalabrasClave.1): whoever
        could not see the card (a monster's effect used from the hand) knows it from now on, so no
        player's determinisation deals it again while its costs, chain link or resolution wait."""
        self._card(action.cards[0]).known = (1 << self.num_players) - 1
        act: Activation = self.begin_activation(action.player, action.cards[0], action.number)
        self.then(Activate(act), ChainWindow())

    def set_card(self, card_id: int, player: int) -> None:
        """Set a spell or trap face-down; a trap waits for the next turn (YGO CartasDeTrampa.1)."""
        defn = self.defn(card_id)
        if defn.sub == "field":
            for cid in list(self.ids(player, "campo_magico")):
                self.send_to_graveyard(cid)
            zone = self.zone(player, "campo_magico")
        else:
            zone = self.zone(player, "magias")
        self.move(card_id, zone, face_up=False, kind="set")
        self._card(card_id).marks["set"] = self.turn
        self._card(card_id).known = 1 << player
        self.emit(Event("set", player, card_id, None, hidden_from=frozenset({self.opponent(player)})))

    @ANSWERS.on("ventana")
    def _answer_ventana(self, prompt: Any, action: Action) -> None:
        if prompt.data[0] == "chain":
            if action.kind == "pass":
                self.emit(Event("pass", action.player))
                self.chain = self.chain.pass_window(self.num_players)
                self.then(ChainWindow())
            else:
                self.activate(action)
            return
        reason, passed = prompt.data
        if action.kind == "pass":
            self.emit(Event("pass", action.player))
            self.then(Window(reason, self.opponent(action.player), passed + 1))
            return
        self.then(Window(reason, self.turn_player, 0))
        self.activate(action)

    @ANSWERS.on("descarte")
    def _answer_descarte(self, prompt: Any, action: Action) -> None:
        self.send_to_graveyard(action.cards[0], kind="discard")
        self.then(HandLimit())

    # ------------------------------------------------------------------ refusals

    def _refusal(self, action: Action) -> Rule:
        """The rule that forbids ``action`` now."""
        prompt = self.prompt
        if prompt is None:
            return rule("TerminologiaDelJuego.2", Text("no hay ninguna decisión pendiente", "no decision is pending"))
        if action.player != prompt.player:
            if prompt.kind in ("principal", "batalla"):
                return rule("TerminologiaDelJuego.1", Text(f"es el turno de P{self.turn_player + 1}",
                                                           f"it is P{self.turn_player + 1}'s turn"))
            if prompt.kind == "ventana" and self.chain.links:
                return rule("Cadenas.4", Text(f"ahora responde P{prompt.player + 1}", f"P{prompt.player + 1} responds now"))
            return rule("TerminologiaDelJuego.2", Text(f"ahora decide P{prompt.player + 1}", f"P{prompt.player + 1} decides now"))
        try:
            return self._specific_refusal(prompt.kind, action)
        except (KeyError, IndexError, AttributeError, AssertionError, ValueError, TypeError):
            return rule("TerminologiaDelJuego.2", NOT_AN_ANSWER)

    def _specific_refusal(self, kind: str, action: Action) -> Rule:
        p = action.player
        verb = action.kind
        if verb == "battle":
            if self.turn == 1:
                return rule("PhasesDelJuego.10")
            if self.battle_barred[p] == self.turn:
                return rule("Cartas.2", Text("una carta que activaste este turno te impide la Battle Phase",
                                             "a card you activated this turn forbids your Battle Phase"))
            return rule("PhasesDelJuego.37", Text("se pasa a la Battle Phase desde la Main Phase 1",
                                                  "the Battle Phase comes from Main Phase 1"))
        if verb in ("summon", "set") and action.cards:
            defn = self.defn(action.cards[0])
            if defn.is_monster:
                if kind not in ("principal", "invocar"):
                    return rule("PhasesDelJuego.11")
                return hand_summons.problem(self, action) or summons.summon_problem(self, action)
            if kind != "principal":
                return rule("PhasesDelJuego.33")
            if self.zone_of(action.cards[0]) != "mano" or self._card(action.cards[0]).owner != p:
                return rule("PhasesDelJuego.33", Text("se colocan cartas de tu mano", "cards are set from your hand"))
            return turn_limits.placed_problem(defn) or rule("AreaDeJuego.8")
        if verb in ("flip", "position") and action.cards:
            problem = summons.position_problem(self, action.cards[0], p, verb) if kind == "principal" else rule("PhasesDelJuego.8")
            return problem or rule("PhasesDelJuego.19")
        if verb == "activate" and action.cards:
            context = "chain" if self.chain.links else ("main" if kind == "principal" else "window")
            card = self._card(action.cards[0])
            is_card = self.defn(action.cards[0]).kind in ("spell", "trap") and not (card.face_up and self.zone_of(card.id) != "mano")
            index = action.choice if isinstance(action.choice, int) else self.card_effect(action.cards[0])
            if kind not in ("principal", "ventana"):
                if self.defn(action.cards[0]).kind == "spell" and self.zone_of(action.cards[0]) == "mano":
                    return rule("CartasMagicas.1")  # YGO CartasMagicas.1: spells in the Main Phases
                return rule("TerminologiaDelJuego.2", Text("ahora no se activan cartas", "cards are not activated now"))
            return self.effect_problem(action.cards[0], p, index, context, is_card) or rule("PalabrasClave.1")
        if verb == "attack":
            if self.phase != "battle":
                return rule("PhasesDelJuego.38") if self.turn == 1 else rule("PhasesDelJuego.37")
            if kind != "batalla":
                return rule("CuadroDeReferenciaRapida.16") if self.step == "damage" else rule("CuadroDeReferenciaRapida.2")
            problem = battle.attack_problem(self, action.cards[0], p) or battle.attack_target_problem(self, action.targets)
            if problem is not None:
                return problem
            return rule("CuadroDeReferenciaRapida.9", Text("se ataca a un monstruo del adversario; sin monstruos, directamente",
                                                           "attack an opponent's monster; with none, attack directly"))
        if verb == "end" and kind == "batalla":  # "if this card can attack, it must attack" (Cartas.2)
            return attack_duty.end_problem(self, battle.battle_actions(self, p)) or rule("TerminologiaDelJuego.2", NOT_AN_ANSWER)
        if verb == "discard":
            return rule("DeterminacionDelDano.46")
        if verb == "target" and kind == "objetivo" and action.cards:
            return self._summon_target_problem(action.cards[0]) or turn_limits.target_problem(self, action.cards[0], p) \
                or rule("TerminologiaDelJuego.2", NOT_AN_ANSWER)
        return rule("TerminologiaDelJuego.2", NOT_AN_ANSWER)

    def _summon_target_problem(self, card_id: int) -> Rule | None:
        """Why a monster named as the target of the effect asking is not one it may Special Summon (Monstruo
        Renacido): a Fusion Monster comes out only by Fusion (CartasDeMonstruosFusion.1), a Ritual Monster only by
        Ritual or once Ritual Summoned (CartasDeMonstrusDeRitual.1), a text saying it cannot
        be Special Summoned (or not from there, or only by another card) overrides the rulebook (Cartas.2)."""
        assert self.prompt is not None
        act: Activation = self.prompt.data[0]
        effect = self.effect_of(act.source, act.effect)
        defn = self.defn(card_id)
        if effect is None or effect.target is None or not effect.target.summoned or not defn.is_monster:
            return None
        if textops.may_summon(self, card_id, act.source):
            return turn_limits.special_problem(self, card_id, act.player)  # "only once per turn"
        if defn.is_extra:
            return rule("CartasDeMonstruosFusion.1", Text("un Monstruo de Fusión solo se Invoca por Fusión",
                                                          "a Fusion Monster is summoned only by Fusion"))
        if defn.sub == "ritual" and RITUAL_SUMMONED not in self._card(card_id).marks:  # (``ritual_ops``)
            return rule("CartasDeMonstrusDeRitual.1", Text(f"«{defn.name}» no se Invocó por Ritual",
                                                           f"«{defn.name}» was not Ritual Summoned"))
        return rule("Cartas.2", Text(f"el texto de «{defn.name}» impide esta Invocación Especial",
                                     f"the text of «{defn.name}» forbids this Special Summon"))

    # ------------------------------------------------------------------ notation and views

    def _combat_view(self) -> tuple[tuple[int, int | None], ...]:
        if self.attacker is None or self.cards[self.attacker] is None:
            return ()
        return ((self.attacker, self.attack_target),)

    def _observation_extra(self, viewer: int | None) -> tuple[tuple[str, Any], ...]:
        return (
            ("invocacion_normal_usada", self.normal_summoned),
            ("jugador_inicial", self.first_player),
        )


def _after_step(state: YgoState) -> None:
    """``check_state`` after every step of the procedure (YGO ComoGanarUnDuelo.4–5), which has nothing to do while
    both players have Life Points and no card of the duel is watched (``has_watched``, worked out by
    ``check_state``): most steps."""
    counters = state.counters
    if state.watched is False and counters[0].get(LP, 0) > 0 and counters[1].get(LP, 0) > 0:
        return
    state.check_state()
