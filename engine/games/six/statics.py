"""The permanent effects in play in a Souls in Xtinction duel (SiX 8.1.2.3): ``Statics``, a part
of the duel's state that keeps them found, split by kind, until the field changes.

Whatever changes which cards are on a field or what they carry (a move to or from a field, a
card vanishing, a modifier, an equip, new identities) calls ``invalidate``; the stats, keywords
and costs read ``of(kind)`` and ``applies``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.six.filters import conditions_met, matches

if TYPE_CHECKING:
    from engine.games.six.base import SixBase

#: A permanent effect in play: the card it comes from and the static of its text.
Found = list[tuple[int, Any]]


class Statics:
    """The permanent effects in play of one ``state``, found once per change of the fields."""

    __slots__ = ("state", "zones", "_found", "_by_kind")

    def __init__(self, state: SixBase) -> None:
        self.state = state
        #: The field and combat zones of each player in turn: where statics come from.
        self.zones = tuple(state.zone_index[(player, name)] for player in range(state.num_players)
                           for name in ("campo", "combate"))
        self._found: Found | None = None
        #: ``active()`` split by kind, for the list it was split from.
        self._by_kind: tuple[Found, dict[str, Found]] | None = None

    def bound_to(self, state: SixBase) -> Statics:
        """The same effects for ``state``, a clone of this part's state (or the state itself
        once it was rebuilt): what was found is shared, never changed in place."""
        twin = object.__new__(Statics)
        twin.state = state
        twin.zones = self.zones
        twin._found = self._found
        twin._by_kind = self._by_kind
        return twin

    def invalidate(self) -> None:
        """The fields changed: find the effects again when next asked."""
        self._found = None

    def active(self) -> Found:
        """Permanent effects in play (SiX 8.1.2.3): on the field and not negated."""
        if self._found is None:
            self._found = self._find()
        return self._found

    def of(self, kind: str) -> Found:
        """The active statics of one kind ("buff", "keyword", "cost"…), in ``active`` order."""
        statics = self.active()
        split = self._by_kind
        if split is None or split[0] is not statics:
            split = self._by_kind = (statics, {})
        found = split[1].get(kind)
        if found is None:
            found = split[1][kind] = [(source, static) for source, static in statics if static.kind == kind]
        return found

    def applies(self, source: int, static: Any, card_id: int) -> bool:
        """Whether the static of ``source`` applies to ``card_id`` now: its conditions hold for
        its controller and the card fits what it affects (in play, except for costs)."""
        state = self.state
        controller = state._card(source).controller
        if not conditions_met(state, static.conditions, controller):
            return False
        return matches(state, card_id, static.applies, controller, source, check_zone=static.kind != "cost")

    def _find(self) -> Found:
        """Each Unit or Ente in play, both players' field then combat zone, with its weapon's
        statics after its own (9.1.2); none of a negated card (8.2.1)."""
        state = self.state
        result: Found = []
        cards, zones = state.cards, state.zones
        for zone in self.zones:  # found again at every change of a field: one pass a zone
            ids = zones[zone]
            weapons: dict[int, int] = {}  # the first card attached to each card, as weapon_of
            for cid in ids:
                host = cards[cid].attached_to  # type: ignore[union-attr]  # a zone holds existing cards
                if host is not None and host not in weapons:
                    weapons[host] = cid
            for cid in ids:
                card = cards[cid]
                assert card is not None
                if card.attached_to is not None:
                    continue
                own = card.defn.statics  # type: ignore[attr-defined]  # a SixCard
                weapon = weapons.get(cid)
                carried = cards[weapon].defn.statics if weapon is not None else ()  # type: ignore[union-attr]
                if (own or carried) and not card.has_modifier("negada"):
                    result.extend((cid, s) for s in own)
                    result.extend((cid, s) for s in carried)
        return result
