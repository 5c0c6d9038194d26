"""Infinite loops (SiX 11.1): detect a repeating loop action and settle it.

A loop is detected when, within one turn's Action phase, the same decision comes back (same
question, same player, same turn flags and Fila) with every
card in the same zone and orientation (11.1.1.2: "todas las cartas en todas las zonas son
iguales"). The players who could stop it are those who had a real choice (more than one legal
action) during the loop action. Nobody: a draw (11.1.1.1). One: that player says how many more
times it runs (11.1.1.2). Both: the turn player says first, then the other, and the smaller
number runs (11.1.1.3); a loop that someone can stop is settled at an action moment or a
response window. The stoppers' actions of the loop are then forbidden in the positions
where they were taken, for the rest of the turn: nobody may restart it (passing always remains).
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, Event
from engine.core.cards import Card
from engine.core.text import Text
from engine.games.six.base import ANSWERS, SixBase
from engine.games.six.rules import rule

LOOP_MAX = 12


class LoopMixin(SixBase):
    """Loop detection hooked on every decision of the Action phase."""

    def position_key(self) -> tuple[Any, ...]:
        """Every card in every zone with its state (damage, modifiers, rotation, marks), and the
        turn's flags: the same key means the same situation, lives aside.

        A card in play whose state is the plain one (upright, no counters, modifiers or marks) is
        not listed with its state: ``zones`` already places it, so keys are still equal exactly
        when the situations are (taken at every decision of the Action phase: kept lean)."""
        assert self.prompt is not None
        zones = tuple(map(tuple, self.zones))
        in_play: list[tuple[Any, ...]] = []
        add, cards, all_zones = in_play.append, self.cards, self.zones
        for zone in self.state_zones:
            for cid in all_zones[zone]:
                card: Card = cards[cid]  # type: ignore[assignment]  # a zone holds existing cards
                counters, marks, modifiers = card.counters, card.marks, card.modifiers
                if counters or marks or modifiers or card.rotated:
                    # sorted, so the order things were written in does not count (one item: as is)
                    add((cid, card.rotated,
                         (tuple(counters.items()) if len(counters) < 2 else tuple(sorted(counters.items()))),
                         modifiers, (tuple(marks.items()) if len(marks) < 2 else tuple(sorted(marks.items())))))
        flags = (self.prompt.kind, self.prompt.player, self.prompt.options, repr(self.prompt.data), self.step,
                 self.passes, self.chain, self.combat_declared, self.battle.attackers, self.battle.blocks)
        return (zones, tuple(in_play), flags)

    def replay_loop_step(self) -> bool:
        """Play the next action of a loop being repeated; ``False`` when there is none. Once
        the repetitions are done, restarting the loop becomes forbidden (11.1.1.2)."""
        while self.loop_replay:
            action = self.loop_replay[0]
            self.loop_replay = self.loop_replay[1:]
            self._legal = None
            if action in self._legal_actions():
                self._apply(action)
                return True
            self.loop_replay = ()
        if self.loop_settling:
            self.loop_forbidden = self.loop_forbidden | self.loop_settling
            self.loop_settling = frozenset()
            self._legal = None
        return False

    def on_decision(self) -> None:
        """Record the position; when it repeats, ask who stops the loop (SiX 11.1)."""
        if self.phase != "accion" or self.prompt is None or self.prompt.kind == "bucle" or self.loop_settling:
            return
        key = self.position_key()
        index = len(self.history)
        moment = self.prompt.kind in ("accion", "respuesta")
        previous: int | None = self.loop_log.setdefault(key, index)  # the key hashed once when new
        if previous == index:
            previous = None
        else:
            self.loop_log[key] = index
        if moment:
            self.loop_keys[index] = key
        if previous is None or previous >= index:
            return
        cycle = tuple(self.history[previous:index])
        if any(a.is_manual or a.kind in ("time", "reorder", "loop") for a in cycle):
            return
        stoppers = sorted(
            {a.player for k, a in enumerate(cycle, previous) if self.choice_counts_at(k) > 1},
            key=lambda p: p != self.turn_player,  # 11.1.1.3: the turn player decides first
        )
        if stoppers and not moment:
            return  # a loop someone can stop is settled at an action moment or response window
        restarts = frozenset(
            (self.loop_keys[k], a)
            for k, a in enumerate(cycle, previous)
            if a.kind != "pass" and a.player in stoppers and k in self.loop_keys
        )
        if restarts & self.loop_forbidden:
            return
        self.emit(Event("loop", self.prompt.player, amount=len(cycle)))
        if not stoppers:
            self.end_game(None, Text("bucle infinito que ningún jugador puede detener", "an infinite loop no player can stop"),
                          rule("11.1.1.1"))
            return
        original = self.prompt
        self.ask("bucle", stoppers[0], (f"Bucle infinito de {len(cycle)} acciones: ¿cuántas veces más se repite?",
                                        f"Infinite loop of {len(cycle)} actions: how many more times does it repeat?"),
                 (), (original, restarts, cycle, tuple(stoppers), ()))

    def choice_counts_at(self, index: int) -> int:
        return self.choice_counts.get(index, 1)

    def loop_actions(self, player: int) -> list[Action]:
        return [Action("loop", player, choice=n) for n in range(LOOP_MAX + 1)]

    @ANSWERS.on("bucle")
    def _answer_bucle(self, prompt: Any, action: Action) -> None:
        original, restarts, cycle, stoppers, chosen = prompt.data
        chosen = chosen + (action.number,)
        if len(chosen) < len(stoppers):
            self.ask("bucle", stoppers[len(chosen)], (prompt.text, prompt.text_en), (), (original, restarts, cycle, stoppers, chosen))
            return
        times = min(chosen)
        self.loop_settling = restarts
        self.loop_replay = tuple(cycle) * times
        self.emit(Event("loop_settled", action.player, amount=times,
                        text=rule("11.1.1.3" if len(stoppers) > 1 else "11.1.1.2").id))
        self.prompt = original

    def without_forbidden_loops(self, actions: list[Action]) -> list[Action]:
        """SiX 11.1.1.2: a settled loop cannot be started again from the same position."""
        if not self.loop_forbidden or self.prompt is None:
            return actions
        key = self.position_key()
        return [a for a in actions if (key, a) not in self.loop_forbidden]

    def is_forbidden_restart(self, action: Action) -> bool:
        return bool(self.loop_forbidden) and self.prompt is not None and (self.position_key(), action) in self.loop_forbidden
