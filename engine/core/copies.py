"""Interchangeable copies: two actions that differ only by which of two copies they name are one.

Two copies of a card in the same place and state (``State.card_key``) are the same choice. A
game that lists both (a position change for each of two identical tokens, say) would offer one
choice twice, and a replay, which names the card by its name, would pick the first copy while
the game had played the other. ``without_copies`` keeps one action per choice: the one naming
the lowest ids, which is what the notation reads back; ``distinct`` (``State.distinct``) keeps
one card of each class of interchangeable cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from engine.core.actions import Action

if TYPE_CHECKING:
    from engine.core.state import State


#: The class of a card no other card of a ``distinct`` shares a code with.
_ALONE = object()


def distinct(state: "State", ids: Iterable[int]) -> list[int]:
    """One card per class of interchangeable cards: the lowest id, in order of appearance.

    A card the player to decide cannot see is interchangeable with none: which hidden cards
    are alike is not theirs to know."""
    ids = list(ids)
    cards = state.cards
    # a card whose code is alone among ``ids`` has no copy there (every ``card_key`` starts
    # with the code): its class is itself, whoever sees it — no key to work out
    try:
        codes = [cards[cid].defn.code for cid in ids]  # type: ignore[union-attr]
    except AttributeError:  # a card that no longer exists: say which
        codes = [state._card(cid).defn.code for cid in ids]
    if len(set(codes)) == len(codes):
        return ids
    seen: set[str] = set()
    repeated: set[str] = set()
    for code in codes:
        (repeated if code in seen else seen).add(code)
    viewer = state.current_player()
    best: dict[tuple[Any, ...], int] = {}
    order: list[tuple[Any, ...]] = []
    for cid, code in zip(ids, codes):
        if code not in repeated:
            key: tuple[Any, ...] = (_ALONE, cid)
        elif viewer is not None and not state.is_visible_to(viewer, cards[cid]):  # type: ignore[arg-type]
            key = ("hidden", cid)
        else:
            key = state.card_key(cid)
        if key not in best:
            best[key] = cid
            order.append(key)
        elif cid < best[key]:
            best[key] = cid
    return [best[key] for key in order]


def without_copies(state: "State", actions: Sequence[Action]) -> list[Action]:
    """``actions`` with one action per choice, in order of first appearance."""
    if len(actions) < 2:  # a lone action (most often a pass) has no copy to leave out
        return list(actions)
    signatures = _signatures(state, actions)
    if len(set(signatures)) == len(actions):  # no two actions could name copies of the same cards
        return list(actions)
    groups: dict[tuple[Any, ...], list[int]] = {}
    for index, signature in enumerate(signatures):
        groups.setdefault(signature, []).append(index)
    classes = _Classes(state)
    keep: dict[Action, int] = {}
    chosen: list[Action | None] = [None] * len(actions)
    for indices in groups.values():
        if len(indices) == 1:  # alone with its signature: no copy of it is listed (canonical keeps the signature)
            chosen[indices[0]] = actions[indices[0]]
            continue
        for index in indices:
            action = actions[index]
            canonical = classes.canonical(action)
            if canonical not in keep:
                keep[canonical] = index
                chosen[index] = action
            elif action == canonical:  # the copy the notation reads back replaces the other
                first = keep[canonical]
                chosen[index], chosen[first] = action, None
                keep[canonical] = index
    return [action for action in chosen if action is not None]


def _signatures(state: "State", actions: Sequence[Action]) -> list[tuple[Any, ...]]:
    """What two actions naming copies of the same cards share (the cards' identities), for each
    action (every listing of legal actions asks: an action naming one card is written out)."""
    cards = state.cards
    count = len(cards)
    found: list[tuple[Any, ...]] = []
    append = found.append
    for action in actions:
        ids, targets = action.cards, action.targets
        card = cards[ids[0]] if len(ids) == 1 and 0 <= ids[0] < count else None
        codes: tuple[Any, ...] = (card.defn.code,) if card is not None else _codes(state, ids)
        append((action.kind, action.player, action.choice, codes, _codes(state, targets) if targets else ()))
    return found


def _codes(state: "State", ids: tuple[int, ...]) -> tuple[Any, ...]:
    if not ids:  # most actions name no target, many no card
        return ()
    cards = state.cards
    codes: list[Any] = []
    for cid in ids:
        card = cards[cid] if 0 <= cid < len(cards) else None
        codes.append(card.defn.code if card is not None else cid)
    return tuple(codes)


class _Classes:
    """The classes of interchangeable cards, worked out as they are needed."""

    def __init__(self, state: "State") -> None:
        self.state = state
        self.viewer = state.current_player()
        self.members: dict[int, tuple[int, ...]] = {}
        self.keys: dict[tuple[int, Any], dict[int, tuple[Any, ...]]] = {}  # (zone, code) → each card's ``card_key``

    def _keys(self, zone: int, code: Any) -> dict[int, tuple[Any, ...]]:
        """The ``card_key`` of every card of ``zone`` with the code ``code``, worked out once
        (``State.card_keys``): every key starts with the card's code, so no card of another
        code can share one."""
        found = self.keys.get((zone, code))
        if found is None:
            cards = self.state.cards
            ids = [cid for cid in self.state.zones[zone] if cards[cid].defn.code == code]  # type: ignore[union-attr]
            found = self.keys[(zone, code)] = dict(zip(ids, self.state.card_keys(ids)))
        return found

    def of(self, cid: int) -> tuple[int, ...]:
        """The ids interchangeable with ``cid`` (itself included), lowest first."""
        found = self.members.get(cid)
        if found is not None:
            return found
        state = self.state
        card = state.cards[cid] if 0 <= cid < len(state.cards) else None
        if card is None or (self.viewer is not None and not state.is_visible_to(self.viewer, card)):
            self.members[cid] = (cid,)
            return (cid,)
        keys = self._keys(card.zone, card.defn.code)
        key = keys[cid]
        same = tuple(sorted(
            other for other in keys
            if other == cid or ((self.viewer is None or state.is_visible_to(self.viewer, state._card(other)))
                                and keys[other] == key)))
        for member in same:
            self.members[member] = same
        return same

    def canonical(self, action: Action) -> Action:
        """``action`` naming the lowest copies of its cards."""
        cards, targets = self._lowest(action.cards), self._lowest(action.targets)
        if cards == action.cards and targets == action.targets:
            return action
        return Action(action.kind, action.player, cards, targets, action.choice)

    def _lowest(self, ids: tuple[int, ...]) -> tuple[int, ...]:
        used: dict[tuple[int, ...], int] = {}
        lowest = []
        for cid in ids:
            if cid < 0:
                lowest.append(cid)
                continue
            members = self.of(cid)
            taken = used.get(members, 0)
            used[members] = taken + 1
            lowest.append(members[taken] if taken < len(members) else cid)
        if list(ids) == sorted(ids):
            lowest.sort()
        return tuple(lowest)
