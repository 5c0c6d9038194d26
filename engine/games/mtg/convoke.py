"""Convoke (CR 702.51a): a static ability of a spell on the stack. "Convoke" means "For each
colored mana in this spell's total cost, you may tap an untapped creature of that color you
control rather than pay that mana. For each generic mana in this spell's total cost, you may tap
an untapped creature you control rather than pay that mana."

It is neither an additional nor an alternative cost and applies only once the total cost is
fixed (CR 702.51b): ``with_convoke`` adds the caster's untapped creatures to their mana sources,
each as one unit of its colours (a colourless creature: ``GENERIC``, which pays generic mana only),
so that whether the spell can be cast (CR 601.2h) and the value of X count them. As the cost is
paid (``convoke_payment``) the creatures the payment chose are tapped — they "convoked" the spell
(CR 702.51c), no mana is made — and the rest of the cost is paid with mana as usual. As every
payment in Tapete, the engine picks the sources: mana first, creatures only for what mana can't
pay (a player who wants their lands untapped pays with creatures by tapping nothing first is not
offered; they may add mana to their pool beforehand, which is spent first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from engine.games.mtg.abilities import Ability
from engine.games.mtg.mana import ManaCost, Payment, Source, find_payment

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

CONVOKE = "convoke"  # the static ability
GENERIC = "1"  # the unit a colourless creature gives: it pays generic mana, never {C} (CR 702.51a)


def convoke_line(line: str) -> Ability | None:
    """CR 702.51a: "Convoke" as its static ability, or ``None``."""
    return Ability("static", line, static=CONVOKE) if line.strip().rstrip(".").lower() == "convoke" else None


def _creature_units(state: "MtgBase", player: int) -> dict[int, str]:
    """The untapped creatures ``player`` controls and the mana each may pay for (CR 702.51a)."""
    return {cid: "".join(state.defn(cid).colors) or GENERIC for cid in state.creatures(player) if not state.is_tapped(cid)}


def with_convoke(state: "MtgBase", player: int, card_id: int, sources: list[Source]) -> list[Source]:
    """``sources`` and, for a spell with convoke, ``player``'s untapped creatures (a creature that
    is also a mana source is one unit: its mana or its colour)."""
    if CONVOKE not in state.defn(card_id).static_kinds:
        return sources
    units = _creature_units(state, player)
    merged = [Source(s.card, tuple(dict.fromkeys(s.options + tuple(units.pop(s.card)))), s.snow)
              if s.card in units and all(len(o) == 1 for o in s.options) else s for s in sources]
    return merged + [Source(cid, tuple(mana)) for cid, mana in units.items()]


def convoke_payment(state: "MtgBase", player: int, cost: ManaCost, sources: list[Source],
                    pool: dict[str, int], life: int) -> tuple[tuple[int, ...], ManaCost, Payment] | None:
    """CR 702.51a, 601.2h: a way to pay ``cost`` with ``sources`` (``with_convoke``'s): the
    creatures tapped rather than paying mana, what is left of the cost, and how the rest is
    paid with mana; ``None`` when it can't be paid."""
    payment = find_payment(cost, pool, sources, life)
    if payment is None:
        return None
    mana_options = {s.card: s.options for s in state.mana_sources(player)}
    convoked = [(card, mana) for card, mana in payment.taps if mana not in mana_options.get(card, ())]
    if not convoked:
        return (), cost, payment
    rest = [s for s in state.mana_sources(player) if s.card not in {card for card, _m in convoked}]
    for left in _reductions(cost, [mana for _c, mana in convoked]):
        paid = find_payment(left, pool, rest, life)
        if paid is not None:
            return tuple(card for card, _m in convoked), left, paid
    return None


def _reductions(cost: ManaCost, units: list[str]) -> Iterator[ManaCost]:
    """The costs left once each of ``units`` pays one mana of ``cost``: a colour a symbol of that
    colour (or a hybrid or Phyrexian one with it), any of them a generic mana."""
    if not units:
        yield cost
        return
    unit, rest = units[0], units[1:]
    tried: set[str] = set()
    for i, symbol in enumerate(cost.symbols):
        if symbol not in tried and unit != GENERIC and any(colour in symbol.split("/") for colour in unit):
            tried.add(symbol)
            yield from _reductions(ManaCost(cost.generic, cost.symbols[:i] + cost.symbols[i + 1:], cost.x), rest)
    if cost.generic:
        yield from _reductions(ManaCost(cost.generic - 1, cost.symbols, cost.x), rest)


__all__ = ["CONVOKE", "GENERIC", "convoke_line", "convoke_payment", "with_convoke"]
