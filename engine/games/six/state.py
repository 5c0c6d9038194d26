"""The Souls in Xtinction game state: setup, turn flow, prompts, legal actions and refusals."""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import Any

from engine.core.actions import Action, Event
from engine.core.cards import Card
from engine.core.errors import IllegalActionError, Rule
from engine.core.gestures import Gestures
from engine.core.notation import Notation
from engine.core.text import Text
from engine.games.six import gestures, notation
from engine.games.six.base import ANSWERS, DAMAGE, FIELD_SIZE, HAND_LIMIT, TASKS, Activation, Run
from engine.games.six.cards import SixCard
from engine.games.six.combat import attack_actions, block_actions, declare_combat, has_eligible_attacker, lure_actions
from engine.games.six.effects import EffectsMixin, cost_ops_mana
from engine.games.six.loops import LoopMixin
from engine.games.six.operations import continue_run
from engine.games.six.refusals import Refusals
from engine.games.six.rules import rule

#: Tasks that continue something half done: summon effects wait until they are finished.
_UNSAFE = frozenset({"run", "activate", "link_done", "resolve_next", "open_triggers", "loop_step"})
MAX_AUTO_STEPS = 5000
PHASE_TRIGGERS = {"fase_de_robo": "Fase de Robo", "fase_final": "Fase Final"}
#: The kind of activation that plays a card from the hand or Limbo, by the card's type (SiX 6.6.1).
PLAYED_AS = {"unidad": "unidad", "ente": "unidad", "conjuro": "conjuro", "arma": "arma"}
_CHEAP_KEY_ZONES = frozenset({"mano", "limbo", "mazo", "cementerio", "halo", "mazo_mana"})


class SixState(LoopMixin, EffectsMixin):
    """A duel of Souls in Xtinction between two players."""

    notation_module: Notation[SixState] = notation
    gestures_module: Gestures[SixState] = gestures

    # ------------------------------------------------------------------ the automatic procedure

    def _advance(self) -> None:
        steps = 0
        while True:
            steps += TASKS.advance(self, before_each=SixState._open_waiting_triggers, after_each=SixState._after_task,
                                   limit=MAX_AUTO_STEPS - steps, on_limit=SixState._endless)
            if self.outcome is not None or not self.replay_loop_step():
                break
        if self.prompt is not None and self.outcome is None:
            self.on_decision()

    def _open_waiting_triggers(self) -> None:
        """Triggered abilities waiting for the Fila open before the next task, unless a chain
        is being built or resolved."""
        if self.pending and not self.chain.links and (not self.tasks or self.tasks[-1][0] not in _UNSAFE):
            self.tasks.append(("open_triggers",))

    def _after_task(self) -> None:
        """Units with no defence left are destroyed between tasks (not while damage is dealt)."""
        if self.outcome is None and self.step != "danos":
            self.destroy_dead_units()

    def _endless(self) -> None:
        """SiX 11.1.1.1: a mandatory loop nobody can stop ends the game in a draw."""
        self.end_game(None, Text("bucle infinito que ningún jugador puede detener", "an infinite loop no player can stop"),
                      rule("11.1.1.1"))

    @TASKS.on("mulligan")
    def _t_mulligan(self, player: int) -> None:
        """SiX 5.2.7, 1.4.4: the holder of the Ficha de Ataque decides first."""
        if all(self.mulligan_done):
            self.then(("turn_start",))
            return
        if self.mulligan_done[player]:
            self.then(("mulligan", self.opponent(player)))
            return
        self.phase = "mulligan"
        self.ask("mulligan", player, ("Mulligan: devuelve las cartas que no quieras (una sola vez) o quédate la mano",
                                      "Mulligan: return the cards you don't want (once) or keep your hand"),
                 tuple(self.ids(player, "mano")))

    @TASKS.on("turn_start")
    def _t_turn_start(self) -> None:
        """SiX 6.4: all mana becomes Disponible; each player adds one from their mana deck."""
        self.turn += 1
        self.phase = "mana"
        self.step = None
        self.combat_declared = False
        self.passes = 0
        self.action_player = None
        self.loop_log = {}
        self.loop_keys = {}
        self.loop_forbidden = frozenset()
        self.emit(Event("phase", self.turn_player, text="mana", amount=self.turn))
        for player in (self.turn_player, self.opponent(self.turn_player)):
            for cid in self.ids(player, "mana"):
                card = self._card(cid)
                if card.rotated:
                    card.rotated = False
                    self.emit(Event("rotate", player, cid, card.defn.name, amount=0))
            mana_deck = self.ids(player, "mazo_mana")
            if mana_deck:  # 6.4.1.3: none when the mana deck is empty
                self.move(mana_deck[0], self.zone(player, "mana"), kind="mana")
        self.then(("draw_phase",))

    @TASKS.on("draw_phase")
    def _t_draw_phase(self) -> None:
        """SiX 6.5.1: both players draw; an empty deck loses (1.3.1.1.2), both at once draw (1.3.2)."""
        self.phase = "robo"
        self.emit(Event("phase", self.turn_player, text="robo", amount=self.turn))
        empty = [p for p in range(self.num_players) if not self.ids(p, "mazo")]
        if len(empty) == self.num_players:
            self.end_game(None, Text("ambos jugadores deben robar con el mazo vacío",
                                     "both players must draw from an empty deck"),
                          rule("1.3.2"))
            return
        if empty:
            self.end_game(self.opponent(empty[0]), Text(f"P{empty[0] + 1} debe robar y su mazo está vacío",
                                                        f"P{empty[0] + 1} must draw and their deck is empty"), rule("1.3.1.1.2"))
            return
        for player in (self.turn_player, self.opponent(self.turn_player)):
            self.draw(player, 1)
        self.then(("phase_effects", "fase_de_robo", self.turn_player, ()), ("action_phase",))

    def _pending_phase_effects(self, player: int, trigger: str) -> list[tuple[int, int]]:
        result = []
        for cid in self.field_ids(player):
            if self.is_negated(cid):
                continue
            for index, effect in self.defn(cid).effects_for(trigger):
                if self._card(cid).marks.get(f"{trigger}:{index}") == self.turn:
                    continue
                if self.conditions_met(effect.conditions, player):
                    result.append((cid, index))
        return result

    @TASKS.on("phase_effects")
    def _t_phase_effects(self, trigger: str, player: int, passed: tuple[int, ...]) -> None:
        """SiX 6.5.2.1, 4.1.2.6: "Fase de Robo" (and "Fase Final") effects alternate, one at a
        time, starting with the turn player."""
        for candidate in (player, self.opponent(player)):
            if candidate in passed:
                continue
            pending = self._pending_phase_effects(candidate, trigger)
            if pending:
                self.ask("fase_efecto", candidate, (f"Efectos de {PHASE_TRIGGERS[trigger]}: resuelve uno o pasa",
                                                    f"{PHASE_TRIGGERS[trigger]} effects: resolve one or pass"),
                         tuple(cid for cid, _ in pending), (trigger, candidate, passed))
                return

    @TASKS.on("action_phase")
    def _t_action_phase(self) -> None:
        """SiX 6.6: the Action phase starts with the turn player's action moment."""
        self.phase = "accion"
        self.passes = 0
        self.emit(Event("phase", self.turn_player, text="accion", amount=self.turn))
        self.then(("give_action", self.turn_player))

    @TASKS.on("give_action")
    def _t_give_action(self, player: int) -> None:
        self.action_player = player
        self.ask("accion", player, ("Tu momento de acción: juega, activa, declara combate o pasa",
                                    "Your action moment: play, activate, declare combat or pass"))

    @TASKS.on("action_done")
    def _t_action_done(self, player: int) -> None:
        """SiX 6.6.1.1.2.1, 10.7: once an action resolved, the other player has the action."""
        self.passes = 0
        self.then(("give_action", self.opponent(player)))

    @TASKS.on("end_phase")
    def _t_end_phase(self) -> None:
        """SiX 6.7: End-phase effects, hand limit, end of "this turn" effects."""
        self.phase = "final"
        self.action_player = None
        self.emit(Event("phase", self.turn_player, text="final", amount=self.turn))
        other = self.opponent(self.turn_player)
        self.then(("phase_effects", "fase_final", self.turn_player, ()), ("hand_limit", self.turn_player),
                  ("hand_limit", other), ("cleanup",))

    @TASKS.on("hand_limit")
    def _t_hand_limit(self, player: int) -> None:
        """SiX 6.7.3: discard down to 9 cards."""
        hand = self.ids(player, "mano")
        if len(hand) > HAND_LIMIT:
            self.ask("descarte", player, (f"Descarta hasta tener {HAND_LIMIT} cartas ({len(hand)} en la mano)",
                                          f"Discard down to {HAND_LIMIT} cards ({len(hand)} in hand)"), tuple(hand))

    @TASKS.on("cleanup")
    def _t_cleanup(self) -> None:
        """SiX 6.7.4, 6.7.6, 4.6.4.1: temporary changes and damage end; cards seen going into a
        hand stop being public (11.5); the Ficha passes (6.7.7)."""
        hands = {self.zone(p, "mano") for p in range(self.num_players)}
        for card in self.cards:
            if card is None:
                continue
            if card.zone in hands and card.known:  # 11.5: returned cards were public only that turn
                card.known &= 1 << card.owner
            if card.modifiers and any(m.until == "turn" for m in card.modifiers):
                card.modifiers = tuple(m for m in card.modifiers if m.until != "turn")
            if DAMAGE in card.counters:
                del card.counters[DAMAGE]
        self.statics.invalidate()
        if self.time_turns_left is not None:
            self.time_turns_left -= 1
            if self.time_turns_left <= 0:
                self._decide_on_time()
                return
        self.turn_player = self.opponent(self.turn_player)
        self.emit(Event("ficha", self.turn_player))
        self.then(("turn_start",))

    def _decide_on_time(self) -> None:
        """SiX 1.2.4.1: after the 6 extra turns the player with more lives wins, else a draw."""
        lives = [self.lives(p) for p in range(self.num_players)]
        if lives[0] == lives[1]:
            self.end_game(None, Text("tiempo: empate en vidas", "time: lives are tied"), rule("1.2.4.1"))
        else:
            winner = 0 if lives[0] > lives[1] else 1
            self.end_game(winner, Text("tiempo: más vidas tras los 6 turnos",
                                       "time: more lives after the 6 turns"), rule("1.2.4.1"))

    # ------------------------------------------------------------------ legal actions

    def card_key(self, card_id: int) -> tuple[Any, ...]:
        """Copies are interchangeable unless something points at one of them (a link of the
        Fila, a target being chosen, combat): then that card is itself and no other."""
        card = self._card(card_id)
        if self.zone_table[card.zone][1].name in _CHEAP_KEY_ZONES:
            key: tuple[Any, ...] = (card.defn.code, card.zone, card.known, card.face_up)
        else:
            key = super().card_key(card_id)
        return key + (card_id,) if card_id in self.referenced_ids() else key

    def referenced_ids(self) -> frozenset[int]:
        """Cards the chain, the pending effects, the current prompt or combat refer to."""
        stamp = (len(self.history), self.prompt, self.chain, self.pending, self.battle)
        if self._refs is not None and self._refs[0] == stamp:
            return self._refs[1]
        battle = self.battle
        refs: set[int] = set(battle.attackers)
        refs.update(c for pair in battle.blocks + battle.lures for c in pair)
        for link in self.chain.links:
            refs.add(link.source)
            refs.update(link.targets)
        refs.update(source for source, _, _ in self.pending)
        if self.prompt is not None:
            for item in self.prompt.data:
                if isinstance(item, Activation):
                    refs.add(item.source)
                    refs.update(c for group in item.targets for c in group)
                    refs.update(item.partial)
                elif isinstance(item, Run):
                    refs.add(item.source)
                    refs.update(c for group in item.targets for c in group)
        result = frozenset(refs)
        self._refs = (stamp, result)
        return result

    def _legal_actions(self) -> list[Action]:
        prompt = self.prompt
        if prompt is None:
            return []
        p = prompt.player
        kind = prompt.kind
        if kind == "accion":
            actions = self.action_moment_actions(p)
        elif kind == "respuesta":
            actions = self.window_actions(p) + [Action("pass", p)]
        elif kind == "mulligan":
            actions = self._mulligan_actions(p)
        elif kind in ("objetivo", "costo"):
            act: Activation = prompt.data[0]
            actions = [Action("choose", p, (cid,)) for cid in self.distinct(prompt.options)]
            if kind == "objetivo" and act.partial and self.target_specs(act)[len(act.targets)].upto:
                actions.append(Action("done", p))
        elif kind == "elegir":
            _run, _op, partial, _count, upto, pool = prompt.data
            options = [cid for cid in pool if cid not in partial and self.cards[cid] is not None]
            actions = [Action("choose", p, (cid,)) for cid in self.distinct(options)]
            if upto and partial:
                actions.append(Action("done", p))
        elif kind == "opcional":
            actions = [Action("yes", p), Action("no", p)]
        elif kind == "numero":
            low, high = prompt.data[2], prompt.data[3]
            actions = [Action("number", p, choice=n) for n in range(int(low), int(high) + 1)]
        elif kind == "ataque":
            actions = attack_actions(self)
        elif kind == "atraer":
            actions = lure_actions(self)
        elif kind == "bloqueo":
            actions = block_actions(self)
        elif kind == "fase_efecto":
            actions = self._phase_effect_actions(p)
        elif kind == "descarte":
            actions = [Action("discard", p, (cid,)) for cid in self.distinct(self.ids(p, "mano"))]
        elif kind == "bucle":
            actions = self.loop_actions(p)
        else:
            raise RuntimeError(f"SiX: pregunta desconocida {kind!r}")
        return self.without_forbidden_loops(actions)

    def _mulligan_actions(self, player: int) -> list[Action]:
        """SiX 5.2.7.1: keep, or return any subset (copies of a card are interchangeable)."""
        groups: dict[tuple[Any, ...], list[int]] = {}
        for cid in self.ids(player, "mano"):
            groups.setdefault(self.card_key(cid), []).append(cid)
        ordered = [sorted(ids) for ids in groups.values()]
        actions = [Action("keep", player)]
        for counts in product(*(range(len(ids) + 1) for ids in ordered)):
            chosen = sorted(cid for ids, n in zip(ordered, counts) for cid in ids[:n])
            if chosen:
                actions.append(Action("mulligan", player, tuple(chosen)))
        return actions

    def action_moment_actions(self, player: int) -> list[Action]:
        """SiX 6.6.1: play a card, activate a Rápido effect, declare combat or pass."""
        actions: list[Action] = []
        room = self.field_count(player) < FIELD_SIZE
        limbo = self.zone(player, "limbo")
        units: list[int] | None = None  # worked out for the first Arma in hand
        mana = len(self.available_mana(player))
        cards = self.cards
        cost_statics = self.statics.of("cost")
        for cid in self.distinct(self.ids(player, "mano") + self.ids(player, "limbo")):
            defn: SixCard = cards[cid].defn  # type: ignore[union-attr, assignment]  # a SixCard in a zone
            kind = PLAYED_AS.get(defn.kind)
            if kind is None:
                continue
            effect = defn.effects_for("conjuro")[0][0] if kind == "conjuro" else -1
            # every card in hand at every action moment: the mana first (``mana_for``, written out
            # while no static changes a cost), then (a card with an effect or a Requirement:
            # ``can_activate_paid``'s shortcut) an Activation
            needed = self.mana_for(cid, player, kind, effect) if cost_statics else \
                max(0, defn.cost or 0) + cost_ops_mana(defn, kind, effect)
            if needed > mana or \
                    ((effect >= 0 or defn.requirement or defn.requirement_costs)
                     and not self.can_activate_paid(Activation(cid, player, effect, kind))):
                continue
            from_limbo = self._card(cid).zone == limbo
            if kind == "unidad":
                if room:
                    actions.append(Action("play", player, (cid,)))
                elif not from_limbo:  # 3.8.3, 3.8.6.1
                    own = [c for c in self.ids(player, "campo") if self._card(c).attached_to is None]
                    actions.extend(Action("play", player, (cid,), (other,)) for other in self.distinct(own))
            elif kind == "conjuro":
                actions.append(Action("play", player, (cid,)))
            else:  # an Arma
                if units is None:
                    units = self.distinct([u for p in range(self.num_players) for u in self.ids(p, "campo")
                                           if self._card(u).attached_to is None and self.defn(u).kind == "unidad"])
                for unit in units:
                    if from_limbo and self.weapon_of(unit) is not None:
                        continue  # 9.1.6
                    actions.append(Action("equip", player, (cid,), (unit,)))
        actions.extend(self.rapido_actions(player, mana))
        if player == self.turn_player and not self.combat_declared and has_eligible_attacker(self, player):
            actions.append(Action("combat", player))
        actions.append(Action("pass", player))
        return actions

    def _phase_effect_actions(self, player: int) -> list[Action]:
        assert self.prompt is not None
        trigger = str(self.prompt.data[0])
        pending = self._pending_phase_effects(player, trigger)
        actions = [Action("resolve", player, (cid,), choice=index) for cid, index in pending]
        if all(self.defn(cid).effects[index].optional for cid, index in pending):
            actions.append(Action("pass", player))
        return actions

    # ------------------------------------------------------------------ applying answers

    def _apply(self, action: Action) -> None:
        prompt = self.prompt
        assert prompt is not None
        self.choice_counts[len(self.history)] = len(self._legal or ())
        self.prompt = None
        ANSWERS.handlers[prompt.kind](self, prompt, action)

    @ANSWERS.on("mulligan")
    def _answer_mulligan(self, prompt: Any, action: Action) -> None:
        """SiX 5.2.7.1: return the cards, shuffle, draw as many; only once (5.2.7.1.1)."""
        player = action.player
        if action.kind == "mulligan":
            deck = self.zone(player, "mazo")
            for cid in action.cards:
                self.move(cid, deck, kind="mulligan")
            self.shuffle(deck)
            self.draw(player, len(action.cards))
        done = list(self.mulligan_done)
        done[player] = True
        self.mulligan_done = tuple(done)
        self.emit(Event("mulligan", player, amount=len(action.cards)))
        self.then(("mulligan", self.opponent(player)))

    @ANSWERS.on("accion")
    def _answer_accion(self, prompt: Any, action: Action) -> None:
        player = action.player
        if action.kind == "pass":  # 6.6.1.3
            self.passes += 1
            self.emit(Event("pass", player))
            if self.passes >= 2:  # 6.6.1.1.3.1: both passed in a row
                self.then(("end_phase",))
            else:
                self.then(("give_action", self.opponent(player)))
            return
        self.passes = 0
        if action.kind == "combat":
            declare_combat(self, player)
            return
        self.then(self._start(action), ("action_done", player))

    def _start(self, action: Action) -> tuple[Any, ...]:
        """The activation task for playing, equipping or activating (6.6.1.1)."""
        player = action.player
        card = action.cards[0]
        if action.kind == "activate":
            return ("activate", Activation(card, player, action.number, "rapido", then_window=True))
        if action.kind == "equip":
            return ("activate", Activation(card, player, -1, "arma", host=action.targets[0]))
        defn = self.defn(card)
        if defn.kind == "conjuro":
            self.move(card, self.zone(player, "conjuros"), kind="activate")  # 3.5.1
            index = defn.effects_for("conjuro")[0][0]
            return ("activate", Activation(card, player, index, "conjuro", then_window=True))
        host = action.targets[0] if action.targets else None
        return ("activate", Activation(card, player, -1, "unidad", host=host))

    @ANSWERS.on("respuesta")
    def _answer_respuesta(self, prompt: Any, action: Action) -> None:
        if action.kind == "pass":
            self.emit(Event("pass", action.player))
            self.pass_window()
            return
        self.then(self._start(action))

    @ANSWERS.on("costo")
    @ANSWERS.on("objetivo")
    def _answer_objetivo(self, prompt: Any, action: Action) -> None:
        act: Activation = prompt.data[0]
        if action.kind == "done":
            self.then(("activate", replace(act, targets=act.targets + (act.partial,), partial=())))
        else:
            self.then(("activate", replace(act, partial=act.partial + action.cards)))


    @ANSWERS.on("elegir")
    def _answer_elegir(self, prompt: Any, action: Action) -> None:
        run, op, partial, count, upto, pool = prompt.data
        if action.kind == "done":
            continue_run(self, run, op, partial)
            return
        partial = partial + action.cards
        remaining = [cid for cid in pool if cid not in partial and self.cards[cid] is not None]
        if len(partial) >= count or not remaining:
            continue_run(self, run, op, partial)
        else:
            self.ask("elegir", prompt.player, (prompt.text, prompt.text_en), tuple(remaining), (run, op, partial, count, upto, pool))

    @ANSWERS.on("opcional")
    def _answer_opcional(self, prompt: Any, action: Action) -> None:
        if action.kind == "yes":
            self.then(("activate", prompt.data[0]))

    @ANSWERS.on("numero")
    def _answer_numero(self, prompt: Any, action: Action) -> None:
        run, op = prompt.data[0], prompt.data[1]
        continue_run(self, run, op, action.number)

    @ANSWERS.on("fase_efecto")
    def _answer_fase_efecto(self, prompt: Any, action: Action) -> None:
        trigger, player, passed = prompt.data
        other = self.opponent(player)
        if action.kind == "pass":
            self.then(("phase_effects", trigger, other, passed + (player,)))
            return
        card, index = action.cards[0], action.number
        self._card(card).marks[f"{trigger}:{index}"] = self.turn
        self.then(("activate", Activation(card, player, index, "inmediato")), ("phase_effects", trigger, other, passed))

    @ANSWERS.on("descarte")
    def _answer_descarte(self, prompt: Any, action: Action) -> None:
        player = action.player
        self.move(action.cards[0], self.zone(player, "cementerio"), kind="discard")
        self.then(("hand_limit", player))

    # ------------------------------------------------------------------ meta actions

    def _meta_kinds(self) -> frozenset[str]:
        return frozenset({"time", "reorder"})

    def _apply_meta(self, action: Action) -> None:
        if action.kind == "time":  # 1.2.4.1
            if self.time_turns_left is not None:
                raise IllegalActionError(rule("1.2.4.1", Text("el tiempo ya terminó",
                                                              "time has already been called")), action="time")
            self.time_turns_left = 6
            self.emit(Event("time", action.player, amount=6))
            return
        card = self.cards[action.cards[0]] if action.cards and 0 <= action.cards[0] < len(self.cards) else None
        zone = self.zone_table[card.zone][1].name if card is not None else ""
        if card is None or card.owner != action.player or zone not in ("cementerio", "mano"):
            clause = "3.10.1" if zone == "mano" else "3.6.2"
            raise IllegalActionError(rule(clause, Text("solo tu propio cementerio o tu mano",
                                                       "only your own cemetery or your hand")), action=self._safe_string(action))
        ids = self.zones[card.zone]
        position = max(0, min(len(ids) - 1, action.number))
        ids.remove(card.id)
        ids.insert(position, card.id)
        self.emit(Event("reorder", action.player, card.id, card.defn.name, amount=position))

    # ------------------------------------------------------------------ refusals

    def _refusal(self, action: Action) -> Rule:
        """The rule that forbids ``action`` now (``engine.games.six.refusals``)."""
        return Refusals(self).refusal(action)

    # ------------------------------------------------------------------ notation and views

    def _card_stats(self, card: Card) -> tuple[tuple[str, int], ...]:
        defn = self.defn(card.id)
        stats: list[tuple[str, int]] = []
        if defn.cost is not None:
            stats.append(("coste", defn.cost))
        if defn.kind in ("unidad", "arma"):
            if self.in_play(card.id) and defn.kind == "unidad":
                force, defense = self.stats(card.id)
            else:
                force, defense = defn.force, defn.defense
            stats.extend((("fuerza", force), ("defensa", defense)))
        return tuple(stats)

    def _card_markers(self, card: Card) -> tuple[str, ...]:
        markers = [m.kind for m in card.modifiers if m.kind in ("dormir", "negada")]
        if card.counters.get(DAMAGE):
            markers.append("dañada")
        if card.defn.is_token:
            markers.append("ficha")
        if card.marks.get("rapido") == self.turn:
            markers.append("rapido_usado")
        return tuple(markers)

    def _combat_view(self) -> tuple[tuple[int, int | None], ...]:
        blocks = dict(self.battle.blocks)
        return tuple((a, blocks.get(a)) for a in self.battle.attackers)

    def _observation_extra(self, viewer: int | None) -> tuple[tuple[str, Any], ...]:
        return (
            ("ficha_de_ataque", self.turn_player),
            ("momento_de_accion", self.action_player),
            ("pases", self.passes),
            ("combate_declarado", self.combat_declared),
            ("turnos_de_desempate", self.time_turns_left),
        )

    def _manual_player_counter(self, player: int, name: str, delta: int) -> int:
        value = max(0, self.counters[player].get(name, 0) + delta)
        return min(value, 6) if name == "vidas" else value  # 11.4

    def _after_manual(self) -> None:
        self.statics.invalidate()
        self.maybe_damaged = True  # a manual counter may have put damage
        self.check_losses()

    def _capacity_rule(self, spec: Any) -> Rule:
        return rule("3.8.2")

    def _check_manual_move(self, card: Card, dest: int) -> None:
        if self.zone_table[dest][1].name in ("campo", "combate") and card.attached_to is None:
            owner = self.zone_table[dest][0]
            assert owner is not None
            if self.zone_table[card.zone][1].name not in ("campo", "combate") and self.field_count(owner) >= FIELD_SIZE:
                raise IllegalActionError(rule("3.8.2"), Text(f"el Campo de P{owner + 1} está lleno",
                                                             f"P{owner + 1}'s field is full"))
