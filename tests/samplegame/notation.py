"""The sample game's notation: ``play CARD`` and ``pass``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import NotationError
from engine.core.notation import split_verb
from engine.core.text import Text

if TYPE_CHECKING:
    from tests.samplegame.state import SampleState


def to_string(state: "SampleState", action: Action) -> str:
    if action.kind == "play":
        return f"play {state.ref(action.cards[0], state.ids(action.player, 'mano'), action.player)}"
    return action.kind


def parse(state: "SampleState", text: str, player: int) -> Action:
    verb, rest = split_verb(text)
    if verb == "pass" and not rest:
        return Action("pass", player)
    if verb == "play":
        return Action("play", player, (state.resolve(rest, state.ids(player, "mano"), player),))
    raise NotationError(Text(f"acción desconocida: «{text}»", f"unknown action: «{text}»"))
