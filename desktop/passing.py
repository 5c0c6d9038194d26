"""Stops and passing priority until a point of the game, as Forge and XMage do.

**Stops.** A stop is a step or phase where the player wants the game to wait for them: it is
never passed automatically, and F6 passes priority until the next one. Like Forge's per-player
phase indicators, a stop belongs to the player's own turn (``mine:<step>``) or to an opponent's
(``theirs:<step>``); a bare ``<step>`` (as older settings kept them) stops in every turn. The
phase strip (``desktop.widgets.phase_strip``) shows and toggles them; they are kept per game in
the store's settings (``engine.store.settings``), where the CLI may read them too.

**Passing until.** To the end of the turn (F4), to the next stop (F6), to my next turn (F9).
While a player passes until somewhere, each of that player's priority questions (a pure "do you
respond?" whose answer ``pass`` is legal) is answered with ``pass``. It stops — and hands the
decision back — where it was asked to, when anything else is asked (blockers, targets, a
discard), and when an opponent puts something on the stack or chain, so that nobody passes
through a spell they could answer. Whatever stops it says why (``PassingUntil.reason``).

Everything here reads the player's own observation and legal actions only, so a LAN seat passes
exactly as a local one, and what it sends (``pass``) is what the player could have sent by hand.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Sequence

from engine.core.actions import Action
from engine.core.game import Game, get_game, is_game
from engine.core.observation import Observation
from engine.store.settings import get_setting, set_setting

TURN_END, NEXT_STOP, MY_TURN = "turn", "stop", "my_turn"
MODES = (TURN_END, NEXT_STOP, MY_TURN)
#: Whose turn a stop belongs to.
MINE, THEIRS = "mine", "theirs"


def _game(name: str) -> type[Game] | None:
    return type(get_game(name)) if is_game(name) else None


def asks_priority(observation: Observation) -> bool:
    """Whether the observation's question only asks whether to act or to pass priority (the
    action moment, a response window: the game's ``priority_prompts``); any other question
    stops passing, it needs the player."""
    game, prompt = _game(observation.game), observation.prompt
    return game is not None and prompt is not None and prompt.kind in game.priority_prompts


def stop_key(whose: str, point: str) -> str:
    """The stop at ``point`` (a step or phase) in ``whose`` turn (``MINE`` or ``THEIRS``)."""
    return f"{whose}:{point}"


def at_stop(stops: frozenset[str], observation: Observation, player: int) -> bool:
    """Whether ``player`` has a stop where ``observation`` is (its step or its phase)."""
    whose = MINE if observation.turn_player == player else THEIRS
    points = [observation.phase] + ([observation.step] if observation.step else [])
    return any(point in stops or stop_key(whose, point) in stops for point in points)


def pass_outside_stops(observation: Observation, legal: Sequence[Action], stops: frozenset[str], player: int) -> Action | None:
    """The pass to make for ``player`` who lets the game pass priority wherever they set no stop:
    a priority question on an empty stack (CR 117.3), outside a stop and outside the player's own
    main phases; ``None``: the player decides (an opponent's spell on the stack always stops)."""
    game, prompt = _game(observation.game), observation.prompt
    if game is None or not game.passes_outside_stops or prompt is None or prompt.player != player \
            or not asks_priority(observation) or observation.chain:
        return None
    if at_stop(stops, observation, player) or (observation.turn_player == player and observation.phase in game.own_main_phases):
        return None
    return next((a for a in legal if a.kind == "pass"), None)


def settings_key(game: str) -> str:
    return f"stops.{game}"


def load_stops(conn: sqlite3.Connection, game: str) -> frozenset[str] | None:
    """The stops kept for ``game``, or ``None`` when none were ever kept (or they are unreadable,
    or the store is: closed, busy)."""
    try:
        text = get_setting(conn, settings_key(game))
    except sqlite3.Error:
        return None
    if text is None:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return frozenset(str(s) for s in data) if isinstance(data, list) else None


def save_stops(conn: sqlite3.Connection, game: str, stops: frozenset[str]) -> None:
    set_setting(conn, settings_key(game), json.dumps(sorted(stops)))


@dataclass
class PassingUntil:
    """``player`` passes until ``mode`` is reached; started at ``turn`` in ``phase``/``step``."""

    mode: str
    player: int
    turn: int
    phase: str
    step: str | None = None
    links: int = 0  # chain or stack links last seen
    reason: str = field(default="", compare=False)  # why it stopped (a key of ``STOP_REASONS``)

    @classmethod
    def start(cls, mode: str, player: int, observation: Observation) -> "PassingUntil":
        if mode not in MODES:
            raise ValueError(f"no such way of passing: {mode}")
        return cls(mode, player, observation.turn, observation.phase, observation.step, len(observation.chain))

    def arrived(self, observation: Observation, stops: frozenset[str]) -> bool:
        """Whether the point it passes to is reached."""
        if self.mode == TURN_END:
            return observation.turn != self.turn
        if self.mode == MY_TURN:
            return observation.turn != self.turn and observation.turn_player == self.player
        here = (observation.turn, observation.phase, observation.step)
        return here != (self.turn, self.phase, self.step) and at_stop(stops, observation, self.player)

    def next_pass(self, observation: Observation, legal: Sequence[Action], stops: frozenset[str]) -> Action | None:
        """The pass to make now for the player, or ``None`` (and ``reason``): stop here."""
        links = observation.chain
        if len(links) > self.links and links[-1].controller != self.player:
            self.reason = "answer"  # an opponent's spell or effect: the player may answer it
            return None
        self.links = len(links)
        if self.arrived(observation, stops):
            self.reason = "arrived"
            return None
        prompt = observation.prompt
        if prompt is None or prompt.player != self.player or not asks_priority(observation):
            self.reason = "decision"
            return None
        passing = next((a for a in legal if a.kind == "pass"), None)
        if passing is None:
            self.reason = "decision"
        return passing
