"""What a priority needs to know of the kinds of cards in a hand, read once per content of the
hand (``PriorityListing.hand_kinds``): the cards' own definitions (no continuous effect applies
in a hand, ``MtgBase.zone_defns``) and which of them could be played without sorcery timing, be
foretold, be cast face down or be suspended, and what a card whose cost only mana pays costs
(``mana_bound``: the priority listing tells at once a hand of which nothing could be played now)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from engine.games.mtg.casting_terms import casting
from engine.games.mtg.convoke import CONVOKE
from engine.games.mtg.mana import SNOW
from engine.games.mtg.morph import DISGUISE, MORPH
from engine.games.mtg.spell_costs import OWN_COST_KINDS
from engine.games.mtg.suspend import SUSPEND

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

_FACE_DOWN = frozenset((MORPH, DISGUISE))
_PAYMENT_KINDS = OWN_COST_KINDS | {CONVOKE}  # CR 702.51a: creatures pay too


#: ``mana_bound``: mana value, Phyrexian symbols, and how many of each one-letter symbol (not {S})
Bound = tuple[int, int, tuple[tuple[str, int], ...]]


def mana_bound(defn: MtgCard) -> Bound | None:
    """The mana value, Phyrexian symbols and one-letter symbols (``{U}{U}``: ``("U", 2)``) of a
    card whose cost nothing of its own changes (a plain casting, no ``OWN_COST_KINDS``) and that
    only mana pays (no convoke); ``None`` otherwise (CR 601.2f–h: what ``priority_actions._beyond``
    compares with the mana a player could spend). Worked out once per definition."""
    found = _BOUNDS.get(id(defn))
    if found is not None and found[0] is defn:
        return found[1]
    cost = defn.cost
    bound: Bound | None = None
    if cost is not None and casting(defn.program).plain and not defn.static_kinds & _PAYMENT_KINDS:
        letters = [symbol for symbol in cost.symbols if len(symbol) == 1 and symbol != SNOW]
        bound = cost.mana_value, cost.phyrexian, tuple((letter, letters.count(letter)) for letter in sorted(set(letters)))
    _BOUNDS[id(defn)] = (defn, bound)
    return bound


_BOUNDS: dict[int, tuple[MtgCard, Bound | None]] = {}


class HandKinds(NamedTuple):
    """The kinds of cards of one hand, in its order."""

    defns: list[MtgCard]
    quick: bool  # an instant, a card with flash or with faces or halves: playable without sorcery timing (CR 117.1a)
    foretold: bool  # a card with foretell of its own (CR 702.143a)
    face_down: tuple[int, ...]  # the cards with morph or disguise (CR 702.37c, 702.168a)
    suspended: bool  # a card with suspend (CR 702.62a)
    land: int | None  # the first land (CR 305.1: each is played or not for the same reasons)
    faces: bool  # a card with faces or halves (CR 712.11b, 709.3, 715.3)
    spells: frozenset[tuple[bool, Bound | None]]  # of each other card: instant speed, ``mana_bound``


def hand_kinds(state: MtgBase, hand: list[int]) -> HandKinds:
    """``HandKinds`` of ``hand`` (the ids of one hand)."""
    defns = state.zone_defns(hand)
    return HandKinds(
        defns,
        any(defn.instant_speed or defn.has_faces for defn in defns),
        any("foretell" in defn.static_kinds and casting(defn.program).foretell for defn in defns),
        tuple(cid for cid, defn in zip(hand, defns) if not defn.static_kinds.isdisjoint(_FACE_DOWN)),
        any(SUSPEND in defn.static_kinds for defn in defns),
        next((cid for cid, defn in zip(hand, defns) if defn.is_land), None),
        any(defn.has_faces for defn in defns),
        frozenset((defn.instant_speed, mana_bound(defn)) for defn in defns if not defn.is_land),
    )
