"""Reading an action a player wrote or sent: its text in notation (``concede``, ``manual …`` or
the game's own), the legal action that one naming another copy of a card means, and a card
number that names no card. ``State.parse_action`` and ``State.apply_action`` use them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import manual
from engine.core.actions import CONCEDE, Action
from engine.core.errors import NotationError
from engine.core.notation import protect, restore
from engine.core.text import Text

if TYPE_CHECKING:
    from engine.core.state import State


def parse_text(state: "State", text: str, player: int) -> Action:
    """The action ``text`` describes for ``player`` in ``state`` (which should be the copy
    ``player`` may know, ``State.masked_for``)."""
    text = protect(" ".join(text.split()))
    try:
        if text.casefold() == "concede":
            return Action(CONCEDE, player)
        if text.casefold().startswith("manual "):
            return manual.parse(state, text, player)
        if state.notation_module is None:
            raise NotImplementedError
        return state.notation_module.parse(state, text, player)
    except NotationError as exc:  # the message quotes the text as the player wrote it
        raise NotationError(Text(restore(exc.text.es), restore(exc.text.en))) from None


def canonical(state: "State", action: Action) -> Action | None:
    """The legal action equivalent to ``action`` (another copy of the same card): its kind and
    choice kept, as the notation may leave out a choice it takes as the only one."""
    try:
        found = parse_text(state, state.action_to_string(action), action.player)
    except (NotationError, KeyError, ValueError, IndexError):
        return None
    if (found.kind, found.choice) != (action.kind, action.choice):
        return None
    return found


def missing_card(state: "State", action: Action) -> int | None:
    """A card number ``action`` names that is no card in the game (a player's targets are
    negative numbers)."""
    for cid in action.cards + tuple(t for t in action.targets if t >= 0):
        if not 0 <= cid < len(state.cards) or state.cards[cid] is None:
            return cid
    return None
