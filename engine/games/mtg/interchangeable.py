"""Which cards of a zone are interchangeable: one class per name in notation and one action per
class in the legal actions. Permanents are interchangeable only under the same continuous
effects (CR 611.2c), in the same role in combat (CR 506.4) and equally able to attack or use {T}
(CR 302.6); each class is named by its lowest id, as notation resolves a name."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from engine.core.cards import Card

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase


@lru_cache(maxsize=None)
def _entered(player: Any) -> frozenset[tuple[str, Any]]:
    """``class_key``'s marks of a permanent marked only with when and under whom it entered."""
    return frozenset({("entro", player)})


def combat_roles(state: "MtgBase") -> dict[int, tuple[Any, ...]]:
    """What each attacking or blocking creature does in this combat (CR 506.4)."""
    if not state.attackers:  # no combat (blockers block attackers)
        return {}
    roles: dict[int, tuple[Any, ...]] = {a: ("attacks", d) for a, d in state.attackers}
    for blocker, attacker in state.blockers:
        roles[blocker] = roles.get(blocker, ("blocks",)) + (attacker,)
    if state.dividing is not None:  # CR 510.1c: blockers in the order their shares are given, with those given
        _, order, given = state.dividing
        for index, blocker in enumerate(order):
            roles[blocker] = roles.get(blocker, ()) + (index, given[index] if index < len(given) else None)
    return roles


def class_key(state: "MtgBase", card: Card, attached: tuple[str, ...], signature: Any, roles: Any) -> tuple[Any, ...]:
    """What makes two cards of one zone interchangeable (``MtgBase.card_key`` without the zone)."""
    counters, marks = card.counters, card.marks
    since = marks.get("since")  # CR 302.6: only whether it came under this control since that turn began
    sick = since is not None and since >= state.turn_started[card.controller]
    if since is not None and len(marks) == 1:
        marked: Any = ()
    elif since is not None and len(marks) == 2 and "entro" in marks:  # the marks of most permanents
        marked = _entered(marks["entro"])
    else:
        marked = frozenset(marks.items()).difference((("since", since),)) if marks else ()
    cid = card.id
    return (card.defn.code, card.face_up, card.rotated, frozenset(counters.items()) if counters else (),
            card.attached_to, card.modifiers, card.known, card.controller, sick, marked, attached,
            signature.get(cid) if signature else None, roles.get(cid) if roles else None)


def distinct_in_zone(state: "MtgBase", ids: list[int], among: list[int] | None = None) -> list[int]:
    """``distinct`` for all the cards of one zone (``ids`` is the whole zone), or for the cards
    ``among`` them: the same classes as ``card_key``, the attachments found in one pass, the
    lowest id of each."""
    chosen = ids if among is None else among
    if len(chosen) < 2:
        return list(chosen)
    every = state.cards
    first: dict[str, int] = {}  # each name's first card
    twice: set[str] = set()  # the names more than one of them bear
    for cid in chosen:
        code = every[cid].defn.code  # type: ignore[union-attr]
        if code in first:
            twice.add(code)
        else:
            first[code] = cid
    if not twice:  # every one alone with its name: each a class of its own
        return list(chosen)
    attached: dict[int, list[str]] = {}
    for cid in ids:
        card = every[cid]
        assert card is not None  # a zone holds no vanished card
        if card.attached_to is not None:
            attached.setdefault(card.attached_to, []).append(card.defn.code)
    seen: dict[Any, int] = {}
    signature = state.layered().signature  # the resolved continuous effects on each (CR 611.2c)
    roles = combat_roles(state)
    for cid in chosen:
        card = every[cid]
        code = card.defn.code  # type: ignore[union-attr]
        if code not in twice:  # the only one with its name: a class of its own
            seen[code] = cid
            continue
        key = class_key(state, card, tuple(sorted(attached[cid])) if cid in attached else (), signature, roles)  # type: ignore[arg-type]
        if seen.setdefault(key, cid) > cid:
            seen[key] = cid  # the lowest id, as notation resolves a name
    return list(seen.values())


def permanent_keys(state: "MtgBase", ids: Sequence[int]) -> list[tuple[Any, ...]]:
    """``card_key`` of some permanents (all on one side of the battlefield), the attachments of
    that whole zone, the continuous effects and combat read once."""
    every = state.cards
    cards: list[Card] = [every[cid] for cid in ids]  # type: ignore[misc]
    attached: dict[int, list[str]] = {}
    for cid in state.zones[cards[0].zone]:
        card = every[cid]
        if card.attached_to is not None:  # type: ignore[union-attr]
            attached.setdefault(card.attached_to, []).append(card.defn.code)  # type: ignore[union-attr]
    signature, roles = state.layered().signature, combat_roles(state)
    return [(card.zone,) + class_key(state, card, tuple(sorted(attached[card.id])) if card.id in attached else (),
                                     signature, roles) for card in cards]
