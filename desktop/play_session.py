"""What the table asks of a game in play, local or over LAN: the ``Session`` protocol, and what
both kinds of session do alike (``SessionBase``: the signals the table listens to, and passing
priority by the player's stops and choices, ``desktop.passing``).

A local game (``desktop.session.GameSession``) holds the engine state and its bots; a LAN seat
(``desktop.net_session.NetworkSession``) holds only its observation and its answers. The table
page (``desktop.table_page``) knows neither: it reads observations and sends actions and
gestures through this protocol.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from desktop.passing import PassingUntil, at_stop, pass_outside_stops
from engine.core.actions import Action
from engine.core.game import Game
from engine.core.gestures import Gesture
from engine.core.observation import Observation
from engine.core.zones import ZoneSpec


class TableState(Protocol):
    """What the table reads of a game's state: a local ``State``, or a LAN seat's ``RemoteTable``."""

    @property
    def game(self) -> Game: ...

    @property
    def zone_table(self) -> tuple[tuple[int | None, ZoneSpec], ...]: ...

    def is_terminal(self) -> bool: ...

    def action_to_string(self, action: Action) -> str: ...


class Session(Protocol):
    """A game in play as the table sees it: the viewer's observation and legal answers, the
    answers it sends, passing priority, undo, saving, and the signals that say what changed."""

    observation_changed: SignalInstance  # Observation
    events_happened: SignalInstance  # list[Event], redacted for the viewer
    log_line: SignalInstance  # str
    refused: SignalInstance  # str: a refusal, with the rule that forbids it
    error: SignalInstance  # str
    thinking_changed: SignalInstance  # bool
    game_over: SignalInstance  # Outcome
    passing_changed: SignalInstance  # PassingUntil, or None when the player no longer passes
    passing_stopped: SignalInstance  # str: why passing until somewhere stopped

    lang: str
    auto_pass: bool
    only_at_stops: bool
    stops: frozenset[str]
    passing: PassingUntil | None
    thinking: bool

    @property
    def state(self) -> TableState: ...

    @property
    def viewer(self) -> int: ...

    def observation(self) -> Observation: ...

    def human_to_act(self) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def legal_gestures(self) -> list[Gesture]: ...

    def start(self) -> None: ...

    def perform(self, action: Action) -> bool: ...

    def perform_gesture(self, gesture: Gesture) -> bool: ...

    def perform_text(self, text: str) -> bool: ...

    def pass_until(self, mode: str) -> bool: ...

    def stop_passing(self) -> None: ...

    def can_undo(self) -> bool: ...

    def undo(self) -> None: ...

    def save(self, path: str | Path) -> None: ...

    def stop(self) -> None: ...

    def wait_for_bots(self, timeout_ms: int = 5000) -> bool: ...


class SessionBase(QObject):
    """The signals and the passing of priority every session shares. A session says when the
    player at this table may start passing (``_may_pass``) and what to do next (``_continue``,
    queued after passing starts)."""

    observation_changed = Signal(object)  # Observation
    events_happened = Signal(list)  # list[Event], redacted for the viewer
    log_line = Signal(str)
    refused = Signal(str)  # a refusal, with the rule that forbids it
    error = Signal(str)
    thinking_changed = Signal(bool)
    game_over = Signal(object)  # Outcome
    passing_changed = Signal(object)  # PassingUntil, or None when the player no longer passes
    passing_stopped = Signal(str)  # why passing until somewhere stopped (``PassingUntil.reason``)

    def __init__(self) -> None:
        super().__init__()
        self.auto_pass = True  # pass when passing is the only answer
        self.only_at_stops = False  # pass priority wherever no stop is set (``desktop.passing``)
        self.stops: frozenset[str] = frozenset()
        self.passing: PassingUntil | None = None  # passing priority until somewhere (F4, F6, F9)
        self.thinking = False

    @property
    def viewer(self) -> int:
        raise NotImplementedError

    def _may_pass(self) -> Observation | None:
        """The viewer's observation when the player at this table may pass until somewhere."""
        raise NotImplementedError

    def _continue(self) -> None:
        """Go on with the game (the next automatic answer, a bot's turn)."""
        raise NotImplementedError

    def pass_until(self, mode: str) -> bool:
        """Pass priority for the player at this table until ``mode`` (``desktop.passing``: the
        end of the turn, the next stop, my next turn); ``False`` when there is nobody to pass for."""
        observation = self._may_pass()
        if observation is None:
            return False
        self.passing = PassingUntil.start(mode, self.viewer, observation)
        self.passing_changed.emit(self.passing)
        QTimer.singleShot(0, self._continue)
        return True

    def stop_passing(self) -> None:
        """Stop passing until somewhere (Esc, or it arrived: ``passing.reason`` says why)."""
        if self.passing is not None:
            stopped, self.passing = self.passing, None
            self.passing_changed.emit(None)
            if stopped.reason:
                self.passing_stopped.emit(stopped.reason)

    def automatic_pass(self, observation: Observation, legal: Sequence[Action], player: int) -> Action | None:
        """The pass to make for ``player`` without asking (passing until somewhere, passing
        outside stops, or passing as the only answer), or ``None``: the player decides. Only
        the player's own observation and answers are read, so a LAN seat passes as a local one."""
        if self.passing is not None and self.passing.player == player:
            passing = self.passing.next_pass(observation, legal, self.stops)
            if passing is not None:
                return passing
            self.stop_passing()  # arrived, or a decision: the player decides (unless auto-pass may)
        if self.only_at_stops and (passing := pass_outside_stops(observation, legal, self.stops, player)):
            return passing
        if self.auto_pass and not at_stop(self.stops, observation, player):
            # passing is the only choice: a mana ability alone (MTG "tap") does nothing that lasts,
            # its mana empties at the end of the step (CR 106.4), so it is no reason to stop
            answers = [a for a in legal if a.kind != "tap"]
            if len(answers) == 1 and answers[0].kind == "pass":
                return answers[0]
        return None
