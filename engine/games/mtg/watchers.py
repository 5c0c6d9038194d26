"""Abilities on the battlefield that watch for an event (a land or a creature becoming tapped…)
or that the rules ask about at every step, priority or declaration (an Aura's restriction, a
state trigger…), found once for each result of the layers (``MtgBase.layered``: the
battlefield's characteristics, dropped whenever a permanent enters, leaves or changes) and kept
on the state, so the event or the question itself stays cheap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Found = list[tuple[int, int, Ability]]
"""(permanent, ability index, ability), in battlefield order (each permanent's abilities in order)."""
_INDEX = "_battlefield_abilities"  # the state's cache of the abilities on the battlefield (``_index``)
_NONE: Found = []


class _Index:
    """Every ability on the battlefield, and those of each kind, trigger and static."""

    __slots__ = ("layered", "every", "kinds", "triggers", "statics")

    def __init__(self, layered: object, every: Found) -> None:
        self.layered = layered
        self.every = every
        self.kinds: dict[str, Found] = {}
        self.triggers: dict[str, Found] = {}
        self.statics: dict[str, Found] = {}
        for entry in every:
            ability = entry[2]
            self.kinds.setdefault(ability.kind, []).append(entry)
            if ability.trigger:
                self.triggers.setdefault(ability.trigger, []).append(entry)
            if ability.static:
                self.statics.setdefault(ability.static, []).append(entry)


def _index(state: "MtgBase") -> _Index:
    layered = state.layered()
    index: _Index | None = getattr(state, _INDEX, None)
    if index is None or index.layered is not layered:
        every = [(cid, number, ability) for cid in state.battlefield()
                 for number, ability in enumerate(state.defn(cid).program.abilities)]
        index = _Index(layered, every)
        setattr(state, _INDEX, index)
    return index


def watching(state: "MtgBase", key: str, wants: Callable[[Ability], bool]) -> Found:
    """The abilities on the battlefield that ``wants``; kept on the state under ``key`` until
    the layers give another result."""
    layered = state.layered()
    cache = getattr(state, key, None)
    if cache is not None and cache[0] is layered:
        found: Found = cache[1]
        return found
    found = [entry for entry in _index(state).every if wants(entry[2])]
    setattr(state, key, (layered, found))
    return found


def with_kind(state: "MtgBase", kind: str) -> Found:
    """The abilities on the battlefield whose ``Ability.kind`` is ``kind`` (shared)."""
    return _index(state).kinds.get(kind, _NONE)


def with_static(state: "MtgBase", static: str) -> Found:
    """The abilities on the battlefield whose ``Ability.static`` is ``static`` (the list is
    shared: do not modify it)."""
    return _index(state).statics.get(static, _NONE)


def watches(state: "MtgBase", trigger: str) -> bool:
    """Whether an ability on the battlefield has ``trigger``: an event nothing watches (most
    events of most games) does not walk the battlefield."""
    return trigger in _index(state).triggers


def watches_any(state: "MtgBase", prefix: str) -> bool:
    """Whether an ability on the battlefield has a trigger starting with ``prefix``."""
    return any(trigger.startswith(prefix) for trigger in _index(state).triggers)


def with_trigger(state: "MtgBase", trigger: str) -> Found:
    """The abilities on the battlefield whose ``Ability.trigger`` is ``trigger`` (shared)."""
    return _index(state).triggers.get(trigger, _NONE)


def triggered_of(state: "MtgBase", player: int) -> Found:
    """The triggered abilities of ``player``'s permanents (the steps' triggers ask at each step)."""
    found = _index(state).kinds.get("triggered")
    return [entry for entry in found if state.controls_permanent(player, entry[0])] if found else []
