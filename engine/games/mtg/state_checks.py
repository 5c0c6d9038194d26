"""The permanents state-based actions look at (CR 704.5f–n), found once per result of the layers.

Every check of state-based actions (``EffectsMixin.state_based_actions``, CR 704.3: whenever a
player would receive priority) reads the whole battlefield, which grows over a game. Most
permanents matter to it only while they have counters: a land or an artifact, and a creature
whose toughness is printed above 0 and changed by no effect (CR 704.5f–h then need a counter:
damage is marked as one). Which permanents need a look even without counters (planeswalkers,
Auras, Equipment, legendary and world permanents, creatures whose toughness may be 0 or less)
changes only with the layers' result (``MtgBase.layered``: dropped whenever a permanent enters,
leaves, changes controller or characteristics), so it is found once per result and kept on the
that result (``Layered.kept``: a clone, which shares the result, shares it too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

Watched = tuple[list[int], list[bool]]
"""Each permanent in battlefield order (``MtgBase.battlefield()``), and for each whether
state-based actions look at it even without counters."""
_KEPT = "state_checks"  # kept with the layers' result (``Layered.kept``)


def watched(state: "MtgBase") -> Watched:
    """The battlefield as state-based actions read it (the lists are shared: do not modify them)."""
    layered = state.layered()
    found: Watched | None = layered.kept.get(_KEPT)
    if found is not None:
        return found
    defns = layered.defns
    pt = layered.pt
    cards = state.cards
    perms = state.battlefield()
    flags: list[bool] = []
    for cid in perms:
        defn: MtgCard = defns.get(cid) or cards[cid].defn  # type: ignore[union-attr, assignment]
        flags.append(defn.state_checked or cid in pt and defn.is_creature)  # ``MtgBase.unharmed`` without counters
    found = layered.kept[_KEPT] = (perms, flags)  # ``battlefield()`` joins a new list
    return found


__all__ = ["Watched", "watched"]
