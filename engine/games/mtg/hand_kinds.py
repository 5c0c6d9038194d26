"""What a priority needs to know of the kinds of cards in a hand, read once per content of the
hand (``PriorityListing.hand_kinds``): the cards' own definitions (no continuous effect applies
in a hand, ``MtgBase.zone_defns``) and which of them could be played without sorcery timing, be
foretold, be cast face down or be suspended."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from engine.games.mtg.casting_terms import casting
from engine.games.mtg.morph import DISGUISE, MORPH
from engine.games.mtg.suspend import SUSPEND

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

_FACE_DOWN = frozenset((MORPH, DISGUISE))


class HandKinds(NamedTuple):
    """The kinds of cards of one hand, in its order."""

    defns: list[MtgCard]
    quick: bool  # an instant, a card with flash or with faces or halves: playable without sorcery timing (CR 117.1a)
    foretold: bool  # a card with foretell of its own (CR 702.143a)
    face_down: tuple[int, ...]  # the cards with morph or disguise (CR 702.37c, 702.168a)
    suspended: bool  # a card with suspend (CR 702.62a)


def hand_kinds(state: MtgBase, hand: list[int]) -> HandKinds:
    """``HandKinds`` of ``hand`` (the ids of one hand)."""
    defns = state.zone_defns(hand)
    return HandKinds(
        defns,
        any(defn.instant_speed or defn.has_faces for defn in defns),
        any("foretell" in defn.static_kinds and casting(defn.program).foretell for defn in defns),
        tuple(cid for cid, defn in zip(hand, defns) if not defn.static_kinds.isdisjoint(_FACE_DOWN)),
        any(SUSPEND in defn.static_kinds for defn in defns),
    )
