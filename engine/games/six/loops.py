"""Infinite loops (SiX 11.1): ``Loops``, the part of a duel's state that detects a repeating
loop action and settles it.

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

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.cards import Card
from engine.core.text import Text
from engine.games.six.tasks import ANSWERS
from engine.games.six.rules import rule

if TYPE_CHECKING:
    from engine.games.six.base import SixBase

LOOP_MAX = 12


class Loops:
    """The loop detector of one ``state``: the positions seen this turn's Action phase, how many
    choices each decision offered, a loop being repeated and the restarts forbidden."""

    __slots__ = ("state", "log", "keys", "replay", "forbidden", "settling", "choice_counts", "zones")

    def __init__(self, state: SixBase) -> None:
        self.state = state
        #: The last decision (its index in the history) at which each position was seen this turn.
        self.log: dict[Any, int] = {}
        #: The position of each action moment and response window this turn, by decision.
        self.keys: dict[int, Any] = {}
        #: The actions of a loop still to be repeated, in order.
        self.replay: tuple[Action, ...] = ()
        #: (position, action) pairs that would restart a settled loop: forbidden for the turn.
        self.forbidden: frozenset[Any] = frozenset()
        #: The restarts of the loop being repeated, forbidden once its repetitions are done.
        self.settling: frozenset[Any] = frozenset()
        #: How many legal actions each decision offered, by its index in the history.
        self.choice_counts: dict[int, int] = {}
        #: The mana, field and combat zones of each player in turn: the cards whose state
        #: ``position_key`` looks at.
        self.zones = tuple(state.zone_index[(player, name)] for player in range(state.num_players)
                           for name in ("mana", "campo", "combate"))

    def bound_to(self, state: SixBase) -> Loops:
        """The same detector for ``state``, a clone of this part's state (or the state itself
        once it was rebuilt); the dictionaries it fills are its own."""
        twin = object.__new__(Loops)
        twin.state = state
        twin.log = dict(self.log)
        twin.keys = dict(self.keys)
        twin.replay = self.replay
        twin.forbidden = self.forbidden
        twin.settling = self.settling
        twin.choice_counts = dict(self.choice_counts)
        twin.zones = self.zones
        return twin

    def hashed(self) -> tuple[Any, ...]:
        """What the state's hash takes of the detector: a loop being repeated and settled."""
        return (self.replay, tuple(sorted(map(repr, self.forbidden))), tuple(sorted(map(repr, self.settling))))

    def new_turn(self) -> None:
        """A turn begins: positions and forbidden restarts are the last turn's."""
        self.log = {}
        self.keys = {}
        self.forbidden = frozenset()

    def position_key(self) -> tuple[Any, ...]:
        """Every card in every zone with its state (damage, modifiers, rotation, marks), and the
        turn's flags: the same key means the same situation, lives aside.

        A card in play whose state is the plain one (upright, no counters, modifiers or marks) is
        not listed with its state: ``zones`` already places it, so keys are still equal exactly
        when the situations are (taken at every decision of the Action phase: kept lean)."""
        state = self.state
        prompt = state.prompt
        assert prompt is not None
        all_zones = state.zones
        zones = tuple(map(tuple, all_zones))
        in_play: list[tuple[Any, ...]] = []
        add, cards = in_play.append, state.cards
        for zone in self.zones:
            for cid in all_zones[zone]:
                card: Card = cards[cid]  # type: ignore[assignment]  # a zone holds existing cards
                counters, marks, modifiers = card.counters, card.marks, card.modifiers
                if counters or marks or modifiers or card.rotated:
                    # sorted, so the order things were written in does not count (one item: as is)
                    add((cid, card.rotated,
                         (tuple(counters.items()) if len(counters) < 2 else tuple(sorted(counters.items()))),
                         modifiers, (tuple(marks.items()) if len(marks) < 2 else tuple(sorted(marks.items())))))
        battle = state.battle
        flags = (prompt.kind, prompt.player, prompt.options, repr(prompt.data), state.step,
                 state.passes, state.chain, state.combat_declared, battle.attackers, battle.blocks)
        return (zones, tuple(in_play), flags)

    def replay_step(self) -> bool:
        """Play the next action of a loop being repeated; ``False`` when there is none. Once
        the repetitions are done, restarting the loop becomes forbidden (11.1.1.2)."""
        state = self.state
        while self.replay:
            action = self.replay[0]
            self.replay = self.replay[1:]
            state._legal = None
            if action in state._legal_actions():
                state._apply(action)
                return True
            self.replay = ()
        if self.settling:
            self.forbidden = self.forbidden | self.settling
            self.settling = frozenset()
            state._legal = None
        return False

    def on_decision(self) -> None:
        """Record the position; when it repeats, ask who stops the loop (SiX 11.1)."""
        state = self.state
        prompt = state.prompt
        if state.phase != "accion" or prompt is None or prompt.kind == "bucle" or self.settling:
            return
        key = self.position_key()
        index = len(state.history)
        moment = prompt.kind in ("accion", "respuesta")
        previous: int | None = self.log.setdefault(key, index)  # the key hashed once when new
        if previous == index:
            previous = None
        else:
            self.log[key] = index
        if moment:
            self.keys[index] = key
        if previous is None or previous >= index:
            return
        cycle = tuple(state.history[previous:index])
        if any(a.is_manual or a.kind in ("time", "reorder", "loop") for a in cycle):
            return
        counts = self.choice_counts
        stoppers = sorted(
            {a.player for k, a in enumerate(cycle, previous) if counts.get(k, 1) > 1},
            key=lambda p: p != state.turn_player,  # 11.1.1.3: the turn player decides first
        )
        if stoppers and not moment:
            return  # a loop someone can stop is settled at an action moment or response window
        restarts = frozenset(
            (self.keys[k], a)
            for k, a in enumerate(cycle, previous)
            if a.kind != "pass" and a.player in stoppers and k in self.keys
        )
        if restarts & self.forbidden:
            return
        self._found(prompt.player, cycle, restarts, stoppers)

    def _found(self, player: int, cycle: tuple[Action, ...], restarts: frozenset[Any], stoppers: list[int]) -> None:
        """A loop of the actions ``cycle``: a draw if nobody can stop it (11.1.1.1), else its
        stoppers are asked how many more times it runs."""
        state = self.state
        state.emit(Event("loop", player, amount=len(cycle)))
        if not stoppers:
            state.end_game(None, Text("bucle infinito que ningún jugador puede detener", "an infinite loop no player can stop"),
                           rule("11.1.1.1"))
            return
        original = state.prompt
        state.ask("bucle", stoppers[0], (f"Bucle infinito de {len(cycle)} acciones: ¿cuántas veces más se repite?",
                                         f"Infinite loop of {len(cycle)} actions: how many more times does it repeat?"),
                  (), (original, restarts, cycle, tuple(stoppers), ()))

    def answer(self, prompt: Any, action: Action) -> None:
        """A stopper said how many more times the loop runs: ask the next, or repeat the loop
        the smallest number of times (11.1.1.2, 11.1.1.3)."""
        state = self.state
        original, restarts, cycle, stoppers, chosen = prompt.data
        chosen = chosen + (action.number,)
        if len(chosen) < len(stoppers):
            state.ask("bucle", stoppers[len(chosen)], (prompt.text, prompt.text_en), (), (original, restarts, cycle, stoppers, chosen))
            return
        times = min(chosen)
        self.settling = restarts
        self.replay = tuple(cycle) * times
        state.emit(Event("loop_settled", action.player, amount=times,
                         text=rule("11.1.1.3" if len(stoppers) > 1 else "11.1.1.2").id))
        state.prompt = original

    def allowed(self, actions: list[Action]) -> list[Action]:
        """SiX 11.1.1.2: a settled loop cannot be started again from the same position."""
        if not self.forbidden or self.state.prompt is None:
            return actions
        key = self.position_key()
        return [a for a in actions if (key, a) not in self.forbidden]

    def is_forbidden_restart(self, action: Action) -> bool:
        """Whether ``action`` would restart a settled loop from where it was taken."""
        return bool(self.forbidden) and self.state.prompt is not None and (self.position_key(), action) in self.forbidden


def loop_actions(state: SixBase, player: int) -> list[Action]:
    """How many more times a loop runs: 0 to ``LOOP_MAX``."""
    return [Action("loop", player, choice=n) for n in range(LOOP_MAX + 1)]


@ANSWERS.on("bucle")
def _answer_loop(state: SixBase, prompt: Any, action: Action) -> None:
    state.loops.answer(prompt, action)
