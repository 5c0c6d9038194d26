"""``State.state_hash``: one hash of everything that matters for a game's future."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any

from engine.core.cards import freeze_mapping

if TYPE_CHECKING:
    from engine.core.state import State


def state_hash(state: "State") -> str:
    """A hash of everything that matters for the game's future (not its history): zones,
    cards, the random stream, counters, outcome, turn, prompt, chain and the game's own
    (``State._hash_extra``)."""
    return hashlib.sha256(repr(_canonical(_payload(state))).encode("utf-8")).hexdigest()


def earlier_state_hash(state: "State") -> str:
    """The hash replay files written before sets were ordered (2026-11-27) carry: the same payload
    in Python's own order, which only the process that wrote it reproduces for sure. Loading
    accepts it too, so those saves still open."""
    return hashlib.sha256(repr(_payload(state)).encode("utf-8")).hexdigest()


def _payload(state: "State") -> tuple[Any, ...]:
    """Everything ``state_hash`` covers."""
    return (
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


_PLAIN = (int, str, bool, float, type(None))


def _canonical(value: Any) -> Any:
    """``value`` with every set written in one order: a set's ``repr`` follows the hashes of its
    elements, and the hash of a text changes from one process to the next (``PYTHONHASHSEED``),
    so equal states would give different hashes in a saved replay and the process that loads
    it. Mappings are ordered too; dataclasses are read field by field."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (tuple, list)):
        return tuple(_canonical(item) for item in value)
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((_canonical(item) for item in value), key=repr)))
    if isinstance(value, Mapping):
        return ("map", tuple(sorted(((_canonical(k), _canonical(v)) for k, v in value.items()), key=repr)))
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple(_canonical(getattr(value, f.name)) for f in fields(value)))
    return repr(value)
