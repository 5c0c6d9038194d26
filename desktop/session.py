"""A game in the window: the engine state, who sits where, bots thinking off the GUI thread.

The window only ever sees observations and redacted events for the viewer; every change goes
through ``apply_action``. Bots get a clone of the state and decide in a worker thread; their
answer is applied back on the GUI thread, unless the game moved on (undo, a new game) meanwhile,
in which case the bot is told to stop searching at once.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from desktop.play_session import SessionBase
from desktop.table.layout import load_layout
from desktop.widgets.log_words import LogWords
from engine.ai.bots import Bot, make_bot
from engine.core import replay
from engine.core.actions import Action, Event
from engine.core.errors import EngineError, IllegalActionError, NotationError
from engine.core.gestures import FollowUps, Gesture
from engine.core.observation import Observation
from engine.core.state import State

HUMAN, BOT, GOLDFISH = "human", "bot", "goldfish"


@dataclass(frozen=True)
class Seat:
    """Who plays a side: a human at this computer, a bot (by name or level: ``random``,
    ``greedy``, ``easy``, ``normal``, ``hard``), or a goldfish that only passes."""

    kind: str = HUMAN
    bot: str = "random"

    @property
    def automatic(self) -> bool:
        return self.kind != HUMAN


class _Relay(QObject):
    decided = Signal(int, object)  # generation, Action or Exception


class _Think(QRunnable):
    def __init__(self, generation: int, bot: Bot, state: State, relay: _Relay, cancelled: threading.Event) -> None:
        super().__init__()
        self.generation = generation
        self.bot = bot
        self.state = state
        self.relay = relay
        self.cancelled = cancelled

    def run(self) -> None:
        try:
            result: object = self.bot.choose(self.state, stop=self.cancelled.is_set)
        except Exception as exc:  # reported on the GUI thread, never lost
            result = exc
        if not self.cancelled.is_set():
            self.relay.decided.emit(self.generation, result)


def goldfish_choice(state: State) -> Action:
    """A goldfish opponent passes, keeps and declines whenever it can."""
    legal = state.legal_actions()
    for kind in ("pass", "keep", "no", "done"):
        for action in legal:
            if action.kind == kind:
                return action
    plain = [a for a in legal if not a.targets and a.kind in ("block", "lure")]
    return plain[0] if plain else legal[0]


class GameSession(SessionBase):
    """A game played at this computer (a ``Session``): humans, bots and goldfish in their seats."""

    acted = Signal(int, str)  # player, the action in notation (for the autosave journal)
    undone = Signal()

    def __init__(self, state: State, seats: tuple[Seat, ...], seed: int | str = 0, auto_pass: bool = True,
                 lang: str = "es") -> None:
        super().__init__()
        self.state = state
        self.words = LogWords(state.game, load_layout(state.game.name), lang)
        self.lang = lang  # of the refusals and the log lines shown to the player
        self.seats = seats
        self.auto_pass = auto_pass
        self.bots: dict[int, Bot] = {
            i: make_bot(seat.bot, f"{seed}:{i}") for i, seat in enumerate(seats) if seat.kind == BOT
        }
        self.generation = 0
        self.stopped = False  # a closed game: nothing more happens in it
        self._cancel = threading.Event()
        self._relay = _Relay()
        self._relay.decided.connect(self._bot_decided)
        self.pool = QThreadPool.globalInstance()

    @property
    def lang(self) -> str:
        return self.words.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.words = LogWords(self.words.game, self.words.layout, lang)

    # ------------------------------------------------------------------ what the window asks

    @property
    def viewer(self) -> int:
        """Whose eyes the table shows: the human to act in hot-seat, else the first human."""
        return self._viewer_of(self.state)

    def _viewer_of(self, state: State) -> int:
        humans = [i for i, seat in enumerate(self.seats) if seat.kind == HUMAN]
        current = state.current_player()
        if current in humans:
            return current
        return humans[0] if humans else 0

    def observation(self) -> Observation:
        return self.state.observation(self.viewer)

    def human_to_act(self) -> bool:
        current = self.state.current_player()
        return current is not None and not self.seats[current].automatic

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions() if self.human_to_act() else []

    def legal_gestures(self) -> list[Gesture]:
        return [self.state.gesture(a) for a in self.legal_actions()]

    def start(self) -> None:
        self._log_past()
        self._changed([])

    def _log_past(self) -> None:
        """A resumed or loaded game starts its log with the actions already played and what they
        did, each as the one who watched it then could read it (the lines they had when played)."""
        replayed = self.state.initial_copy()
        if not self.state.history or replayed is None:
            return
        for action in self.state.history:
            viewer, before = self._viewer_of(replayed), replayed.clone()
            events = replayed.apply_action(action)
            self.log_line.emit(self.words.action(action.player, before.action_text_for(action, viewer, replayed, self.lang)))
            watcher = self._viewer_of(replayed)
            for line in (self.words.event(e.redacted(watcher)) for e in events):
                if line:
                    self.log_line.emit(line)
        self.log_line.emit(self.tr("— the game goes on from here —"))

    # ------------------------------------------------------------------ acting

    def perform(self, action: Action) -> bool:
        """Apply a human's action; a refusal is reported with its rule and changes nothing."""
        if self.state.is_terminal() and action.kind != "concede":
            return False
        viewer, before = self.viewer, self.state.clone()
        try:
            events = self.state.apply_action(action)
        except IllegalActionError as exc:
            self.refused.emit(exc.message(self.lang))
            self.log_line.emit(f"✗ {exc.message(self.lang)}")
            return False
        except EngineError as exc:
            self.error.emit(exc.message(self.lang))
            self.log_line.emit(f"‼ {exc.message(self.lang)}")
            return False
        self._log_action(before, action, viewer)
        self._changed(events)
        return True

    def perform_gesture(self, gesture: Gesture) -> bool:
        """A drag, click or button: the legal action it makes, or the refusal of what it meant."""
        player = self.viewer
        action = self.state.action_for_gesture(player, gesture)
        if action is None:
            self.refused.emit(self.tr("That move does nothing here."))
            return False
        meant_more = gesture.is_drag and self.state.gesture(action) != gesture
        if not self.perform(action):
            return False
        if meant_more:
            self._follow_up(player, gesture, action)
        return True

    def _follow_up(self, player: int, gesture: Gesture, done: Action) -> None:
        """A drop that meant more than the action it made: a spell dropped on its target is played
        and then aims at it; a unit dragged into combat declares combat and then attacks (the
        game's ``gestures.follow_up`` says what comes next)."""
        follow = self.state.gestures_module
        if not isinstance(follow, FollowUps) or self.state.current_player() != player:
            return
        then = follow.follow_up(self.state, player, gesture, done)
        action = next((a for a in self.state.legal_actions() if self.state.gesture(a) == then), None) if then else None
        if action is not None:
            self.perform(action)

    def perform_text(self, text: str) -> bool:
        try:
            action = self.state.parse_action(text, self.viewer)
        except NotationError as exc:
            self.refused.emit(exc.message(self.lang))
            return False
        return self.perform(action)

    def can_undo(self) -> bool:
        """Undo is for games without hidden opponents at another computer: solo, hot-seat, bots."""
        return any(a.player == self.viewer for a in self.state.history) and not self.state.is_terminal()

    def _may_pass(self) -> Observation | None:
        humans = [i for i, seat in enumerate(self.seats) if seat.kind == HUMAN]
        if self.state.is_terminal() or not humans:
            return None
        return self.state.observation(self.viewer)

    def _continue(self) -> None:
        self._next()

    def undo(self) -> None:
        """Take back actions until it is again a human's earlier decision."""
        self.stop_passing()
        self._cancel_thinking()
        history = self.state.history
        humans = {i for i, seat in enumerate(self.seats) if seat.kind == HUMAN}
        count = 0
        for action in reversed(history):
            count += 1
            if action.player in humans and action.kind != "concede":
                break
        if count:
            self.state.undo(count)
            self.undone.emit()
            self.log_line.emit(self.tr("Undone: %n action(s)", "", count))
            self._changed([])

    def save(self, path: str | Path) -> None:
        replay.save(self.state, path)

    # ------------------------------------------------------------------ bots and automatic answers

    def _changed(self, events: list[Event]) -> None:
        self.generation += 1
        viewer = self.viewer
        self.events_happened.emit([e.redacted(viewer) for e in events])
        self.observation_changed.emit(self.state.observation(viewer))
        if self.state.outcome is not None:
            self.log_line.emit(f"★ {self.state.outcome.reason.get(self.lang)}")
            self.game_over.emit(self.state.outcome)
            return
        QTimer.singleShot(0, self._next)

    @Slot()
    def _next(self) -> None:
        current = self.state.current_player()
        if current is None or self.thinking or self.stopped:
            return
        seat = self.seats[current]
        if seat.kind == GOLDFISH:
            self._apply_automatic(goldfish_choice(self.state))
            return
        if seat.kind == BOT:
            self._think(current)
            return
        passing = self.automatic_pass(self.state.observation(current), self.state.legal_actions(), current)
        if passing is not None:
            self._apply_automatic(passing)

    def _think(self, player: int) -> None:
        self.thinking = True
        self.thinking_changed.emit(True)
        self._cancel = threading.Event()
        self.pool.start(_Think(self.generation, self.bots[player], self.state.clone(), self._relay, self._cancel))

    @Slot(int, object)
    def _bot_decided(self, generation: int, result: object) -> None:
        self.thinking = False
        self.thinking_changed.emit(False)
        if generation != self.generation:
            QTimer.singleShot(0, self._next)
            return
        if isinstance(result, Exception):
            self.error.emit(f"{type(result).__name__}: {result}")
            return
        assert isinstance(result, Action)
        self._apply_automatic(result)

    def _apply_automatic(self, action: Action) -> None:
        if self.stopped:
            return
        viewer, before = self.viewer, self.state.clone()
        try:
            events = self.state.apply_action(action)
        except (IllegalActionError, EngineError) as exc:
            self.error.emit(exc.message(self.lang))
            return
        self._log_action(before, action, viewer)
        self._changed(events)

    def _log_action(self, before: State, action: Action, viewer: int) -> None:
        """The log line of an action as ``viewer`` may read it: no card it has not seen."""
        text = before.action_text_for(action, viewer, after=self.state, lang=self.lang)
        self.log_line.emit(self.words.action(action.player, text))
        self.acted.emit(action.player, before.action_to_string(action))

    def _cancel_thinking(self) -> None:
        self._cancel.set()
        self.generation += 1
        if self.thinking:
            self.thinking = False
            self.thinking_changed.emit(False)

    def stop(self) -> None:
        """Stop any bot thinking and any automatic move (closing the game)."""
        self.stopped = True
        self._cancel_thinking()

    def wait_for_bots(self, timeout_ms: int = 5000) -> bool:
        return self.pool.waitForDone(timeout_ms)

