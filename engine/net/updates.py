"""What an update of a LAN room tells one connection beyond its observation: the events as its
viewer may see them, and the legal actions when it is that viewer's turn."""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core.actions import Event
from engine.core.state import State
from engine.core.zones import Visibility
from engine.net import wire


def redacted(state: State, event: Event, viewer: int | None) -> Event:
    """The event as ``viewer`` may see it: the engine's redaction, and no name of a card the
    viewer cannot see now (whatever event a game emits about it)."""
    event = event.redacted(viewer)
    if event.name is None or event.card is None or not 0 <= event.card < len(state.cards):
        return event
    card = state.cards[event.card]
    if card is None:
        return event
    if viewer is None:
        visible = state.spec_of(card).visibility is Visibility.PUBLIC and card.face_up
    else:
        visible = state.is_visible_to(viewer, card)
    return event if visible else dataclasses.replace(event, name=None, text=None)


def legal_for(state: State, viewer: int | None) -> list[dict[str, Any]]:
    """The legal actions, with their text and gesture, when ``viewer`` is to act; else none."""
    if viewer is None or state.current_player() != viewer:
        return []
    return [{"a": wire.action_to_wire(a), "text": state.action_to_string(a), "g": wire.gesture_to_wire(state.gesture(a))}
            for a in state.legal_actions()]
