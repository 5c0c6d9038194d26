"""The Souls in Xtinction game state: the automatic procedure, the legal actions of each prompt,
the answer to a prompt found in ``ANSWERS``, meta actions and views. The turn's flow is
``engine.games.six.turn``, combat ``combat``, activating effects ``activation``, cards entering
play ``entering``, triggers and the Fila ``fila``, resolving effects ``operations``, loops the
part ``loops.Loops``, refusals ``refusals``."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, Event
from engine.core.cards import Card
from engine.core.errors import IllegalActionError, Rule
from engine.core.gestures import Gestures
from engine.core.manual import ManualRules
from engine.core.notation import Notation
from engine.core.text import Text
from engine.games.six import gestures, notation
from engine.games.six.activation import target_specs
from engine.games.six.base import FIELD_SIZE, Activation, Run, SixBase
from engine.games.six.cards import DAMAGE
from engine.games.six.combat import attack_actions, block_actions, lure_actions
from engine.games.six.fila import window_actions
from engine.games.six.loops import loop_actions
from engine.games.six.refusals import Refusals
from engine.games.six.rules import rule
from engine.games.six.tasks import ANSWERS, TASKS, Activate, LinkDone, OpenTriggers, ResolveNext, RunEffect
from engine.games.six.turn import action_moment_actions, mulligan_actions, phase_effect_actions

#: Tasks that continue something half done: summon effects wait until they are finished.
_UNSAFE = frozenset({RunEffect, Activate, LinkDone, ResolveNext, OpenTriggers})
MAX_AUTO_STEPS = 5000
_CHEAP_KEY_ZONES = frozenset({"mano", "limbo", "mazo", "cementerio", "halo", "mazo_mana"})


class SixManual(ManualRules["SixState"]):
    """SiX's manual actions: at most 6 lives (11.4), a full Field refuses a card moved into it (3.8.2), and the
    losses and static abilities are checked again afterwards."""

    def player_counter(self, state: SixState, player: int, name: str, delta: int) -> int:
        value = max(0, state.counters[player].get(name, 0) + delta)
        return min(value, 6) if name == "vidas" else value  # 11.4

    def after(self, state: SixState) -> None:
        state.statics.invalidate()
        state.deaths.maybe_damaged = True  # a manual counter may have put damage
        state.check_losses()

    def check_move(self, state: SixState, card: Card, dest: int) -> None:
        if state.zone_table[dest][1].name in ("campo", "combate") and card.attached_to is None:
            owner = state.zone_table[dest][0]
            assert owner is not None
            if state.zone_table[card.zone][1].name not in ("campo", "combate") and state.field_count(owner) >= FIELD_SIZE:
                raise IllegalActionError(rule("3.8.2"), Text(f"el Campo de P{owner + 1} está lleno",
                                                             f"P{owner + 1}'s field is full"))


class SixState(SixBase):
    """A duel of Souls in Xtinction between two players."""

    notation_module: Notation[SixState] = notation
    gestures_module: Gestures[SixState] = gestures
    manual_rules = SixManual()

    # ------------------------------------------------------------------ the automatic procedure

    def _advance(self) -> None:
        steps = 0
        while True:
            steps += TASKS.advance(self, before_each=SixState._open_waiting_triggers, after_each=SixState._after_task,
                                   limit=MAX_AUTO_STEPS - steps, on_limit=SixState._endless)
            if self.outcome is not None or not self.loops.replay_step():
                break
        if self.prompt is not None and self.outcome is None:
            self.loops.on_decision()

    def _open_waiting_triggers(self) -> None:
        """Triggered abilities waiting for the Fila open before the next task, unless a chain
        is being built or resolved."""
        if self.pending and not self.chain.links and (not self.tasks or type(self.tasks[-1]) not in _UNSAFE):
            self.tasks.append(OpenTriggers())

    def _after_task(self) -> None:
        """Units with no defence left are destroyed between tasks (not while damage is dealt)."""
        if self.outcome is None and self.step != "danos":
            self.deaths.check()

    def _endless(self) -> None:
        """SiX 11.1.1.1: a mandatory loop nobody can stop ends the game in a draw."""
        self.end_game(None, Text("bucle infinito que ningún jugador puede detener", "an infinite loop no player can stop"),
                      rule("11.1.1.1"))

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
            actions = action_moment_actions(self, p)
        elif kind == "respuesta":
            actions = window_actions(self, p) + [Action("pass", p)]
        elif kind == "mulligan":
            actions = mulligan_actions(self, p)
        elif kind in ("objetivo", "costo"):
            act: Activation = prompt.data[0]
            actions = [Action("choose", p, (cid,)) for cid in self.distinct(prompt.options)]
            if kind == "objetivo" and act.partial and target_specs(self, act)[len(act.targets)].upto:
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
            actions = phase_effect_actions(self, p)
        elif kind == "descarte":
            actions = [Action("discard", p, (cid,)) for cid in self.distinct(self.ids(p, "mano"))]
        elif kind == "bucle":
            actions = loop_actions(self, p)
        else:
            raise RuntimeError(f"SiX: pregunta desconocida {kind!r}")
        return self.loops.allowed(actions)

    # ------------------------------------------------------------------ applying answers

    def _apply(self, action: Action) -> None:
        prompt = self.prompt
        assert prompt is not None
        self.loops.choice_counts[len(self.history)] = len(self._legal or ())
        self.prompt = None
        ANSWERS.handlers[prompt.kind](self, prompt, action)

    # ------------------------------------------------------------------ meta actions

    def _meta_kinds(self) -> frozenset[str]:
        return frozenset({"time", "reorder"})

    def _apply_meta(self, action: Action) -> None:
        if action.kind == "time":  # 1.2.4.1
            if self.time_turns_left is not None:
                raise IllegalActionError(rule("1.2.4.1", Text("el tiempo ya terminó",
                                                              "time has already been called")), action=self.action_in_words(action))
            self.time_turns_left = 6
            self.emit(Event("time", action.player, amount=6))
            return
        card = self.cards[action.cards[0]] if action.cards and 0 <= action.cards[0] < len(self.cards) else None
        zone = self.zone_table[card.zone][1].name if card is not None else ""
        if card is None or card.owner != action.player or zone not in ("cementerio", "mano"):
            clause = "3.10.1" if zone == "mano" else "3.6.2"
            raise IllegalActionError(rule(clause, Text("solo tu propio cementerio o tu mano",
                                                       "only your own cemetery or your hand")), action=self.action_in_words(action))
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

