"""Passing priority until a point of the game, as Forge and XMage do: to the end of the turn
(F4), to the next stop set on the phase bar (F6), to my next turn (F9).

While a player passes until somewhere, the session answers each of that player's priority
questions (a pure "do you respond?" whose answer ``pass`` is legal) with ``pass``. It stops — and
hands the decision back — where it was asked to, when anything else is asked (blockers, targets,
a discard), and when an opponent puts something on the stack or chain, so that nobody passes
through a spell they could answer. Whatever stops it says why (``PassingUntil.reason``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.actions import Action
from engine.core.state import State

TURN_END, NEXT_STOP, MY_TURN = "turn", "stop", "my_turn"
MODES = (TURN_END, NEXT_STOP, MY_TURN)

#: The prompts that only ask whether to act or pass priority (the action moment, a response
#: window), per game. Any other question stops passing: it needs the player.
PRIORITY_PROMPTS: dict[str, frozenset[str]] = {
    "mtg": frozenset({"prioridad"}),  # CR 117
    "six": frozenset({"accion", "respuesta"}),  # SiX 6.6.1, 10
    "ygo": frozenset({"ventana"}),
    "myl": frozenset({"respuesta"}),
    "eliria": frozenset({"reaccion"}),  # Eliria 6.b
}


@dataclass
class PassingUntil:
    """``player`` passes until ``mode`` is reached; started at ``turn`` in ``phase``."""

    mode: str
    player: int
    turn: int
    phase: str
    links: int = 0  # chain or stack links last seen
    reason: str = field(default="", compare=False)  # why it stopped (a key of ``STOP_REASONS``)

    @classmethod
    def start(cls, mode: str, player: int, state: State) -> "PassingUntil":
        if mode not in MODES:
            raise ValueError(f"no such way of passing: {mode}")
        return cls(mode, player, state.turn, state.phase, len(state.chain.links))

    def arrived(self, state: State, stops: frozenset[str]) -> bool:
        """Whether the point it passes to is reached."""
        if self.mode == TURN_END:
            return state.turn != self.turn
        if self.mode == MY_TURN:
            return state.turn != self.turn and state.turn_player == self.player
        left = (state.turn, state.phase) != (self.turn, self.phase)
        return left and (state.phase in stops or (state.step is not None and state.step in stops))

    def next_pass(self, state: State, stops: frozenset[str]) -> Action | None:
        """The pass to make now for the player, or ``None`` (and ``reason``): stop here."""
        links = state.chain.links
        if len(links) > self.links and links[-1].controller != self.player:
            self.reason = "answer"  # an opponent's spell or effect: the player may answer it
            return None
        self.links = len(links)
        if self.arrived(state, stops):
            self.reason = "arrived"
            return None
        prompt = state.prompt
        if prompt is None or prompt.player != self.player or prompt.kind not in PRIORITY_PROMPTS.get(state.game.name, ()):
            self.reason = "decision"
            return None
        passing = next((a for a in state.legal_actions() if a.kind == "pass"), None)
        if passing is None:
            self.reason = "decision"
        return passing
