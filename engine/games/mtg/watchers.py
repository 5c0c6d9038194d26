"""Abilities on the battlefield that watch for an event (a land or a creature becoming tapped…)
or that the rules ask about at every step, priority or declaration (an Aura's restriction, a
state trigger…), found once for each result of the layers (``MtgBase.layered``: the
battlefield's characteristics, dropped whenever a permanent enters, leaves or changes) and kept
with that result (``Layered.kept``), so the event or the question itself stays cheap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Found = list[tuple[int, int, Ability]]
"""(permanent, ability index, ability), in battlefield order (each permanent's abilities in order)."""
_INDEX = "abilities"  # the abilities on the battlefield, kept with the layers' result (``Layered.kept``, ``_index``)
_NONE: Found = []


class _Index:
    """Every ability on the battlefield, and those of each kind, trigger and static."""

    __slots__ = ("every", "kinds", "triggers", "statics")

    def __init__(self, every: Found) -> None:
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
    """The index of the battlefield's abilities for the layers' result now, built when missing
    (the readers below look for it first themselves: every step, priority and listing asks)."""
    layered = state.layered()
    index: _Index | None = layered.kept.get(_INDEX)
    if index is None:
        defns, cards = layered.defns, state.cards  # ``defn`` of each, read at once
        every = [(cid, number, ability) for cid in state.battlefield()
                 for number, ability in enumerate((defns.get(cid) or cards[cid].defn).program.abilities)]  # type: ignore[union-attr]
        index = layered.kept[_INDEX] = _Index(every)
    return index


def watching(state: "MtgBase", key: str, wants: Callable[[Ability], bool]) -> Found:
    """The abilities on the battlefield that ``wants``; kept with the layers' result under
    ``key`` until the layers give another result."""
    kept = state.layered().kept
    found: Found | None = kept.get(key)
    if found is None:
        found = kept[key] = [entry for entry in (kept.get(_INDEX) or _index(state)).every if wants(entry[2])]
    return found


def with_kind(state: "MtgBase", kind: str) -> Found:
    """The abilities on the battlefield whose ``Ability.kind`` is ``kind`` (shared)."""
    return (state.layered().kept.get(_INDEX) or _index(state)).kinds.get(kind, _NONE)


def with_static(state: "MtgBase", static: str) -> Found:
    """The abilities on the battlefield whose ``Ability.static`` is ``static`` (the list is
    shared: do not modify it)."""
    return (state.layered().kept.get(_INDEX) or _index(state)).statics.get(static, _NONE)


def watches(state: "MtgBase", trigger: str) -> bool:
    """Whether an ability on the battlefield has ``trigger``: an event nothing watches (most
    events of most games) does not walk the battlefield."""
    return trigger in (state.layered().kept.get(_INDEX) or _index(state)).triggers


def watches_any(state: "MtgBase", prefix: str) -> bool:
    """Whether an ability on the battlefield has a trigger starting with ``prefix``."""
    return any(trigger.startswith(prefix) for trigger in _index(state).triggers)


def with_trigger(state: "MtgBase", trigger: str) -> Found:
    """The abilities on the battlefield whose ``Ability.trigger`` is ``trigger`` (shared)."""
    return (state.layered().kept.get(_INDEX) or _index(state)).triggers.get(trigger, _NONE)


def triggered_of(state: "MtgBase", player: int) -> Found:
    """The triggered abilities of ``player``'s permanents (the steps' triggers ask at each step)."""
    found = _index(state).kinds.get("triggered")
    return [entry for entry in found if state.controls_permanent(player, entry[0])] if found else []
