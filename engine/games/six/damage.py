"""Damage in a Souls in Xtinction duel (SiX 4.6): damage marked on units and dealt to players,
Sed de Sangre (4.1.2.9), and ``Deaths``, the part of a duel's state that destroys the units left
with no Defensa (4.6.3) and remembers when none can be.

Marking and dealing damage are functions of the duel's state (``combat`` and ``operations``
call them); ``Deaths.check`` runs between the tasks of the automatic procedure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Event
from engine.games.six.cards import DAMAGE

if TYPE_CHECKING:
    from engine.games.six.base import SixBase


class Deaths:
    """The check for units with no Defensa left of one ``state``, kept free while it cannot
    find any."""

    __slots__ = ("state", "maybe_damaged", "_alive_at")

    def __init__(self, state: SixBase) -> None:
        self.state = state
        #: Whether a card in play may carry damage: set by whatever can put damage there (damage
        #: marked, a move keeping the card's state, a manual change, a scenario), cleared by
        #: ``check`` once it finds none, so that the check between tasks is free while no unit
        #: is damaged.
        self.maybe_damaged = True
        #: When ``check`` last found no unit to destroy: the statics in play then and (actions,
        #: events, step, turn player). Whatever changes a unit's Defensa emits an event, changes
        #: those statics or the step or the turn, so while all of them are the same the check
        #: finds nothing again.
        self._alive_at: tuple[list[tuple[int, Any]], tuple[int, int, str | None, int]] | None = None

    def bound_to(self, state: SixBase) -> Deaths:
        """The same check for ``state``, a clone of this part's state (or the state itself once
        it was rebuilt)."""
        twin = object.__new__(Deaths)
        twin.state = state
        twin.maybe_damaged = self.maybe_damaged
        twin._alive_at = self._alive_at
        return twin

    def check(self) -> None:
        """SiX 4.6.3, 7.2.4.2.1, 8.1.2.3.3: a damaged unit whose Defensa is 0 — also because a
        bonus stopped applying — is destroyed."""
        if not self.maybe_damaged:  # run after every step of the procedure: mostly no unit is damaged
            return
        state = self.state
        statics = state.statics.active()
        stamp = (len(state.history), len(state._events), state.step, state.turn_player)
        alive_at = self._alive_at
        if alive_at is not None and alive_at[0] is statics and alive_at[1] == stamp:
            return
        cards, zones, index = state.cards, state.zones, state.zone_index
        damaged = False
        for player in range(state.num_players):
            if not any(cards[cid].counters.get(DAMAGE)  # type: ignore[union-attr]
                       for name in ("campo", "combate") for cid in zones[index[(player, name)]]):
                continue
            damaged = True
            for cid in state.field_ids(player):
                card = cards[cid]
                if card is not None and card.counters.get(DAMAGE) and state.stats(cid)[1] <= 0:
                    state.destroy(cid)
        if not damaged:
            self.maybe_damaged = False
        elif len(state._events) == stamp[1]:  # none destroyed
            self._alive_at = (statics, stamp)


def deal_damage_to_unit(state: SixBase, card_id: int, amount: int, source: int | None) -> int:
    """SiX 4.6, 7.2.4.2: damage lowers Defensa this turn; at 0 the unit is destroyed."""
    thirsty = thirst_owner(state, source)
    inflicted = mark_damage(state, card_id, amount)
    destroy_if_dead(state, card_id)
    if thirsty is not None and inflicted:
        state.change_lives(thirsty, inflicted)
    return inflicted


def mark_damage(state: SixBase, card_id: int, amount: int) -> int:
    """Put damage on a unit without checking destruction; returns the Defensa it took."""
    if amount <= 0 or not state.in_play(card_id):
        return 0
    before = state.stats(card_id)[1]
    card = state._card(card_id)
    card.counters[DAMAGE] = card.counters.get(DAMAGE, 0) + amount
    state.deaths.maybe_damaged = True
    state.emit(Event("damage", card.controller, card_id, card.defn.name, amount=amount))
    return min(amount, before) if before > 0 else amount


def destroy_if_dead(state: SixBase, card_id: int) -> None:
    """SiX 4.6.3, 7.2.4.2.1, 7.2.4.2.2: a damaged unit at 0 Defensa is destroyed."""
    card = state.cards[card_id]
    if card is not None and card.counters.get(DAMAGE) and state.in_play(card_id) and state.stats(card_id)[1] <= 0:
        state.destroy(card_id)


def deal_damage_to_player(state: SixBase, player: int, amount: int, source: int | None) -> int:
    """SiX 4.6.2: damage to a player's lives is subtracted at once."""
    if amount <= 0:
        return 0
    thirsty = thirst_owner(state, source)
    inflicted = -state.change_lives(player, -amount)
    if thirsty is not None and inflicted:
        state.change_lives(thirsty, inflicted)
    return inflicted


def thirst_owner(state: SixBase, source: int | None) -> int | None:
    """The player Sed de Sangre heals for damage from ``source`` (SiX 4.1.2.9), if any: a
    unit in play with the keyword, or a Conjuro resolving from the spell zone."""
    card = state.cards[source] if source is not None else None
    if card is None:
        return None
    if state.in_play(card.id):
        thirsty = state.has_keyword(card.id, "sed_de_sangre")
    else:
        thirsty = state.card_in_zone(card, "conjuros") and "sed_de_sangre" in state.defn(card.id).keywords
    return card.controller if thirsty else None
