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
    """``HandKinds`` of ``hand`` (the ids of one hand), from each card's ``_facts``."""
    defns = state.zone_defns(hand)
    quick = foretold = suspended = faces = False
    face_down: list[int] = []
    land: int | None = None
    spells: set[tuple[bool, Bound | None]] = set()
    for cid, defn in zip(hand, defns):
        fact = _facts(defn)
        quick = quick or fact.quick
        foretold = foretold or fact.foretold
        suspended = suspended or fact.suspended
        faces = faces or fact.faces
        if fact.face_down:
            face_down.append(cid)
        if fact.spell is None:
            if land is None:
                land = cid
        else:
            spells.add(fact.spell)
    return HandKinds(defns, quick, foretold, tuple(face_down), suspended, land, faces, frozenset(spells))


class _Facts(NamedTuple):
    """What ``hand_kinds`` reads of one card (``HandKinds``' fields, for one card)."""

    quick: bool
    foretold: bool
    face_down: bool
    suspended: bool
    faces: bool
    spell: tuple[bool, Bound | None] | None  # ``None``: a land


def _facts(defn: MtgCard) -> _Facts:
    """``_Facts`` of a card, worked out once per definition (the cards in hands are few)."""
    found = _FACTS.get(id(defn))
    if found is not None and found[0] is defn:
        return found[1]
    fact = _Facts(defn.instant_speed or defn.has_faces,
                  "foretell" in defn.static_kinds and casting(defn.program).foretell is not None,
                  not defn.static_kinds.isdisjoint(_FACE_DOWN), SUSPEND in defn.static_kinds, defn.has_faces,
                  None if defn.is_land else (defn.instant_speed, mana_bound(defn)))
    if len(_FACTS) >= 1 << 12:
        _FACTS.clear()
    _FACTS[id(defn)] = (defn, fact)
    return fact


_FACTS: dict[int, tuple[MtgCard, _Facts]] = {}
