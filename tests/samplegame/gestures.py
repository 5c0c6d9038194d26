"""The sample game on a table: a card dragged from the hand to the field is played; a button passes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.gestures import Gesture

if TYPE_CHECKING:
    from tests.samplegame.state import SampleState


def gesture(state: "SampleState", action: Action) -> Gesture:
    if action.kind == "play":
        return Gesture(action.cards[0], onto_zone=f"P{action.player + 1}.campo")
    return Gesture(button=action.kind)


def intended(state: "SampleState", player: int, move: Gesture) -> Action | None:
    if move.card is not None and move.onto_zone is not None and state.cards[move.card] is not None:
        return Action("play", player, (move.card,))
    return None
