"""The permanents state-based actions look at (CR 704.5f–n), found once per result of the layers.

Every check of state-based actions (``EffectsMixin.state_based_actions``, CR 704.3: whenever a
player would receive priority) reads the whole battlefield, which grows over a game. Most
permanents matter to it only while they have counters: a land or an artifact, and a creature
whose toughness is printed above 0 and changed by no effect (CR 704.5f–h then need a counter:
damage is marked as one). Which permanents need a look even without counters (planeswalkers,
Auras, Equipment, legendary and world permanents, creatures whose toughness may be 0 or less)
changes only with the layers' result (``MtgBase.layered``: dropped whenever a permanent enters,
leaves, changes controller or characteristics), so it is found once per result and kept on the
state by card id (a clone, which shares the result, shares it too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

Watched = list[tuple[int, bool]]
"""Each permanent in battlefield order (``MtgBase.battlefield()``), with whether state-based
actions look at it even without counters."""
_KEPT = "_state_checks"  # the state's (layers' result, ``Watched``)


def watched(state: "MtgBase") -> Watched:
    """The battlefield as state-based actions read it (the list is shared: do not modify it)."""
    layered = state.layered()
    kept: tuple[object, Watched] | None = getattr(state, _KEPT, None)
    if kept is not None and kept[0] is layered:
        return kept[1]
    defns = layered.defns
    pt = layered.pt
    cards = state.cards
    found: Watched = []
    for cid in state.battlefield():
        defn: MtgCard = defns.get(cid) or cards[cid].defn if defns else cards[cid].defn  # type: ignore[union-attr, assignment]
        always = bool(defn.program.enchant) or "planeswalker" in defn.types or "equipment" in defn.subtypes \
            or bool(defn.supertypes & {"legendary", "world"}) \
            or defn.is_creature and not (defn.toughness is not None and defn.toughness > 0 and defn.power is not None
                                         and cid not in pt)  # ``MtgBase.unharmed`` without counters
        found.append((cid, always))
    setattr(state, _KEPT, (layered, found))
    return found


__all__ = ["Watched", "watched"]
