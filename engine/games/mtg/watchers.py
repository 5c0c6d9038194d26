"""Abilities on the battlefield that watch for an event (a land or a creature becoming tapped…),
found once for each result of the layers (``MtgBase.layered``: the battlefield's characteristics)
and kept on the state, so the event itself stays cheap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

_EVERY = "_battlefield_abilities"  # the state's cache of every ability on the battlefield (``_every_ability``)


def watching(state: "MtgBase", key: str, wants: Callable[[Ability], bool]) -> list[tuple[int, int, Ability]]:
    """(permanent, ability index, ability) of every ability on the battlefield that ``wants``;
    kept on the state under ``key`` until the layers give another result."""
    layered = state.layered()
    cache = getattr(state, key, None)
    if cache is not None and cache[0] is layered:
        found: list[tuple[int, int, Ability]] = cache[1]
        return found
    found = [entry for entry in _every_ability(state, layered) if wants(entry[2])]
    setattr(state, key, (layered, found))
    return found


def _every_ability(state: "MtgBase", layered: object) -> list[tuple[int, int, Ability]]:
    """(permanent, ability index, ability) of every ability on the battlefield, in battlefield
    order: read once per result of the layers for all the watchers above."""
    cache = getattr(state, _EVERY, None)
    if cache is not None and cache[0] is layered:
        every: list[tuple[int, int, Ability]] = cache[1]
        return every
    every = [(cid, index, ability) for cid in state.battlefield()
             for index, ability in enumerate(state.defn(cid).program.abilities)]
    setattr(state, _EVERY, (layered, every))
    return every
