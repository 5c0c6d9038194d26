"""``State.state_hash``: one hash of everything that matters for a game's future."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from engine.core.cards import freeze_mapping

if TYPE_CHECKING:
    from engine.core.state import State


def state_hash(state: "State") -> str:
    """A hash of everything that matters for the game's future (not its history): zones,
    cards, the random stream, counters, outcome, turn, prompt, chain and the game's own
    (``State._hash_extra``)."""
    payload = (
        tuple(tuple(z) for z in state.zones),
        tuple(
            None
            if c is None
            else (
                c.id,
                c.defn.code,
                c.owner,
                c.controller,
                c.zone,
                c.face_up,
                c.rotated,
                freeze_mapping(c.counters),
                c.attached_to,
                c.modifiers,
                c.known,
                freeze_mapping(c.marks),
            )
            for c in state.cards
        ),
        state.rng.state,
        tuple(freeze_mapping(c) for c in state.counters),
        state.outcome,
        state.turn,
        state.phase,
        state.step,
        state.turn_player,
        None if state.prompt is None else (state.prompt.kind, state.prompt.player, state.prompt.options, state.prompt.data),
        state.chain,
        state._hash_extra(),
    )
    return hashlib.sha256(repr(payload).encode("utf-8")).hexdigest()
