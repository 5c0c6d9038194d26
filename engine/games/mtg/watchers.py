"""Abilities on the battlefield that watch for an event (a land or a creature becoming tapped…),
found once for each result of the layers (``MtgBase.layered``: the battlefield's characteristics)
and kept on the state, so the event itself stays cheap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase


def watching(state: "MtgBase", key: str, wants: Callable[[Ability], bool]) -> list[tuple[int, int, Ability]]:
    """(permanent, ability index, ability) of every ability on the battlefield that ``wants``;
    kept on the state under ``key`` until the layers give another result."""
    layered = state.layered()
    cache = getattr(state, key, None)
    if cache is not None and cache[0] is layered:
        found: list[tuple[int, int, Ability]] = cache[1]
        return found
    found = [(cid, index, ability) for cid in state.battlefield()
             for index, ability in enumerate(state.defn(cid).program.abilities) if wants(ability)]
    setattr(state, key, (layered, found))
    return found
