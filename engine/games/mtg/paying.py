"""Paying for a spell or an ability as it is put on the stack (CR 601.2f–h, 602.2b).

``pay_costs`` pays a pending spell's or activated ability's total cost: its mana (convoke's
creatures first, CR 702.51a; the snow mana a spell cares about, CR 107.4h), its additional costs
(CR 118.8) and an ability's own costs ({T}, sacrificing it, loyalty, boasting). ``pay`` activates
the mana abilities a payment chose and pays from the pool and life.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability
from engine.games.mtg.activation_limits import activated
from engine.games.mtg.base import LIFE, LOYALTY
from engine.games.mtg.boast import BOAST, boasted
from engine.games.mtg.convoke import CONVOKE, convoke_payment, with_convoke
from engine.games.mtg.lands import mana_damage
from engine.games.mtg.mana import ManaCost, find_payment
from engine.games.mtg.mana_triggers import tapped_for_mana
from engine.games.mtg.next_end_step import counted as count_activation
from engine.games.mtg.snow import snow_made
from engine.games.mtg.snow_spent import counts_snow, record as record_snow, snow_first, snow_paid

if TYPE_CHECKING:
    from engine.games.mtg.pending import Pending
    from engine.games.mtg.state import MtgState


def pay_costs(state: MtgState, pending: Pending, cost: ManaCost) -> str:
    """CR 601.2f–h: pay what ``pending`` (a spell or an activated ability) costs, ``cost`` its mana
    cost before X; the text of the stack object (an ability's, ``""`` for a spell)."""
    ability: Ability | None = None
    if pending.kind == "ability":
        ability = state.defn(pending.source).program.abilities[pending.ability]
    _pay_mana(state, pending, cost, ability is not None and ability.tap)
    state.pay_additional(pending)  # CR 118.8
    if ability is None:
        return ""
    if ability.tap:
        state.tap(pending.source)
    if ability.static == BOAST:
        boasted(state, pending.source)
    activated(state, pending.source, pending.ability, ability)  # CR 602.5b: "only once each turn"
    count_activation(state, pending.source, pending.ability, ability)  # CR 602.2: Dragon Whelp
    if ability.sacrifice:
        state.move(pending.source, state.owner_zone(pending.source, "cementerio"), kind="sacrifice")
    if ability.loyalty is not None:  # CR 606.4: the cost is putting or removing loyalty counters
        card = state._card(pending.source)
        card.counters[LOYALTY] = card.counters.get(LOYALTY, 0) + ability.loyalty
        card.marks["lealtad_usada"] = state.turn
    return ability.text


def _pay_mana(state: MtgState, pending: Pending, cost: ManaCost, taps_itself: bool) -> None:
    """CR 601.2g–h: the mana part of the total cost, X included; an ability that taps its source
    does not pay with that source's mana."""
    player = pending.controller
    cost = cost.with_x(pending.x or 0)
    sources = state._sources_for(player, pending.source if taps_itself else None)
    cares = pending.kind == "spell" and counts_snow(state.defn(pending.source))  # "the amount of {S} spent"
    convoked = convoke_payment(state, player, cost, with_convoke(state, player, pending.source, sources), state.pools[player],
                               state.counters[player][LIFE]) \
        if pending.kind == "spell" and CONVOKE in state.defn(pending.source).static_kinds else None
    if convoked is not None and convoked[0]:  # CR 702.51a: creatures tapped rather than paying mana
        for creature in convoked[0]:
            state.tap(creature)  # CR 702.51c: it convoked the spell
        cost = convoked[1]
    payment = convoked[2] if convoked is not None and convoked[0] else find_payment(
        cost, state.pools[player], snow_first(sources) if cares else sources, state.counters[player][LIFE])
    if payment is None:
        raise RuntimeError("coste impagable")
    spent = pay(state, player, cost, payment.taps, payment.life)
    if cares:
        record_snow(state, pending.source, spent)  # CR 107.4h, 601.2h


def pay(state: MtgState, player: int, cost: ManaCost, taps: tuple[tuple[int, str], ...], life: int) -> int:
    """CR 601.2g–h: activate the mana abilities chosen, then pay from the pool and life;
    returns the mana from snow sources spent (CR 107.4h)."""
    for card_id, mana in taps:
        state.tap(card_id)
        state.add_mana(player, mana)
        mana_damage(state, card_id, mana)  # a painland's damage (CR 605.3b)
        tapped_for_mana(state, card_id, mana)  # CR 106.12a: Wild Growth, Manabarbs
    snow = snow_made(taps, state.defn)
    payment = find_payment(cost, state.pools[player], [], state.counters[player][LIFE], snow)  # CR 107.4h
    assert payment is not None
    pool = state.pools[player]
    for mana in payment.from_pool:
        pool[mana] -= 1
        if not pool[mana]:
            del pool[mana]
    if life:
        state.change_life(player, -life)
    return snow_paid(payment.from_pool, snow)
