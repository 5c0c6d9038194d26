"""Suspend (CR 702.62a): three abilities. "Suspend N—[cost]" means "If you could begin to cast this
card by putting it onto the stack from your hand, you may pay [cost] and exile it with N time
counters on it. This action doesn't use the stack" (a special action, CR 116.2f: ``ACTION``,
``suspend``), "At the beginning of your upkeep, if this card is suspended, remove a time counter
from it" (the trigger ``UPKEEP``, queued from exile by ``queue_suspended``) and "When the last
time counter is removed from this card, if it's exiled, you may play it without paying its mana
cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains
haste until you lose control of the spell or the permanent it becomes" (the optional trigger
``LAST``, asked by ``resolution_costs``: "yes" offered only when it can be cast, ``castable``).

A card is suspended while it is in exile with suspend and a time counter on it (CR 702.62b). The
special action is offered when the card could be cast from the hand now — its timing, CR 702.62c
— and its suspend cost paid (``problem``: refused citing 702.62a otherwise). Cast by its last
ability the spell is marked ``FREE`` (no mana cost to pay, an alternative cost: CR 702.62d, 118.9;
``SpellsMixin.total_cost``); a creature spell cast this way enters with haste (``entered``), kept
for as long as it stays on the battlefield (Tapete does not end it when control changes).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Prompt
from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.mana import ManaCost, cost_or_none, find_payment
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.state import MtgState

SUSPEND = "suspend"  # the static ability in the hand: ``cost``, ``power`` the time counters
ACTION = "suspend"  # the special action
TIME = "tiempo"  # time counters (CR 122.1)
UPKEEP = "suspended_upkeep"  # the trigger removing a time counter
LAST = "last_time_counter"  # the trigger casting it
REMOVE_TIME = "remove_time_counter"  # the effect of ``UPKEEP``
FREE = "suspendida_lanzada"  # the mark of a spell cast by suspend, without paying its mana cost
_LINE = re.compile(r"Suspend (?P<n>\d+)\s*[—-]\s*(?P<c>(?:\{[^}]+\})+)\.?", re.IGNORECASE)
_UPKEEP = Ability("triggered", "At the beginning of your upkeep, if this card is suspended, remove a time counter from it.",
                  (Effect(REMOVE_TIME),), trigger=UPKEEP)
_LAST = Ability("triggered", "When the last time counter is removed from this card, if it's exiled, you may play it without "
                "paying its mana cost if able.", trigger=LAST, optional=True)


def suspend_line(line: str) -> tuple[Ability, Ability, Ability] | None:
    """CR 702.62a: "Suspend 4—{U}" as its three abilities, or ``None``."""
    match = _LINE.fullmatch(line.strip())
    if match is None:
        return None
    cost = cost_or_none(match["c"])
    if cost is None:
        return None
    return Ability("static", line, static=SUSPEND, cost=cost, power=int(match["n"])), _UPKEEP, _LAST


def _suspend(defn: "MtgCard") -> Ability | None:
    if SUSPEND not in defn.static_kinds:
        return None
    return next((a for a in defn.program.abilities if a.static == SUSPEND), None)


def problem(state: "MtgState", player: int, card_id: int) -> "Rule | None":
    """CR 702.62a, 702.62c: a card with suspend in ``player``'s hand that they could begin to cast
    now (its timing), whose suspend cost they can pay."""
    from engine.games.mtg.base import LIFE

    suspend = _suspend(state.defn(card_id))
    if suspend is None or card_id not in state.ids(player, "mano") or state.defn(card_id).is_land:
        return rule("702.62a")
    if not state.defn(card_id).instant_speed and not state._sorcery_timing(player):
        return rule("702.62a")  # CR 702.62c: as it could be cast (CR 117.1a)
    assert suspend.cost is not None
    if find_payment(suspend.cost, state.pools[player], state._sources_for(player), state.counters[player][LIFE]) is None:
        return rule("702.62a")
    return None


def suspend_actions(state: "MtgState", player: int, hand: list[int]) -> list[int]:
    """The cards of ``hand`` that ``player`` may suspend now."""
    return [c for c in hand if SUSPEND in state.defn(c).static_kinds and problem(state, player, c) is None]


def suspend(state: "MtgState", player: int, card_id: int) -> None:
    """CR 702.62a, 116.2f: pay the suspend cost and exile the card with N time counters; no stack."""
    from engine.games.mtg.base import LIFE

    ability = _suspend(state.defn(card_id))
    assert ability is not None and ability.cost is not None
    payment = find_payment(ability.cost, state.pools[player], state._sources_for(player), state.counters[player][LIFE])
    assert payment is not None
    state.pay(player, ability.cost, payment.taps, payment.life)
    state.move(card_id, state.zone(player, "exilio"), kind="suspend")
    state._card(card_id).counters[TIME] = ability.power


def suspended(state: "MtgBase", card_id: int) -> bool:
    """CR 702.62b: in exile, with suspend and a time counter on it."""
    card = state.cards[card_id]
    return card is not None and state.zone_name_of(card_id) == "exilio" and card.counters.get(TIME, 0) > 0 \
        and _suspend(state.defn(card_id)) is not None


def queue_suspended(state: "MtgBase") -> list[tuple[int, int, int]]:
    """CR 702.62a, 603.4: the upkeep triggers of the active player's suspended cards."""
    player = state.turn_player
    found = []
    for cid in state.ids(player, "exilio"):
        if suspended(state, cid):
            index = next(i for i, a in enumerate(state.defn(cid).program.abilities) if a.trigger == UPKEEP)
            found.append((cid, index, player))
    return found


def remove_time_counter(state: "MtgBase", source: int) -> None:
    """CR 702.62a: if the card is still suspended, one time counter off; the last one off triggers ``LAST``."""
    if not suspended(state, source):
        return
    counters = state._card(source).counters
    counters[TIME] -= 1
    if not counters[TIME]:
        del counters[TIME]
        state.queue_triggers(source, LAST)  # type: ignore[attr-defined]  # an MtgState


def castable(state: "MtgState", link: "ChainLink") -> bool:
    """CR 702.62a: "if able": still exiled, not a land, its targets and additional costs possible."""
    from engine.games.mtg.targets import any_candidate

    card, player = link.source, link.controller
    if state.cards[card] is None or state.zone_name_of(card) != "exilio" or state.defn(card).is_land:
        return False
    if not all(spec.endswith("?") or any_candidate(state, spec, player, card, besides=card) for spec in state.spell_specs(card)):
        return False
    return state.extra_cast_problem(player, card) is None


def suspend_prompt(state: "MtgState", link: "ChainLink") -> Prompt:
    name = state._card_name(link.source)
    return Prompt("quizas", link.controller, f"Suspender: ¿lanzas {name} sin pagar su coste de maná? Si no, sigue exiliada",
                  (link.source,), text_en=f"Suspend: cast {name} without paying its mana cost? If you don't, it stays exiled")


def answer(state: "MtgState", link: "ChainLink", cast: bool) -> None:
    """CR 702.62a, 702.62d: cast it now without paying its mana cost, or it remains exiled."""
    if not cast or not castable(state, link):
        return
    state._card(link.source).marks[FREE] = 1
    state._begin_cast(link.controller, link.source)
    if state.pending is not None and state.pending.x is None:  # CR 107.3b: X is 0 when no mana cost is paid
        state.pending = replace(state.pending, x=0)


def free_cost(state: "MtgBase", card_id: int) -> ManaCost | None:
    """CR 702.62d, 118.9: {0} rather than the mana cost for a spell cast by suspend, else ``None``."""
    return ManaCost() if state._card(card_id).marks.get(FREE) else None


def entered(state: "MtgBase", card_id: int) -> None:
    """CR 702.62a: a creature spell cast by suspend gains haste (a locked effect, CR 611.2c)."""
    if state.on_battlefield(card_id) and state.defn(card_id).is_creature:
        state.add_continuous("keywords", frozenset((card_id,)), card_id, "", ("haste",))


def refusal(state: "MtgState") -> "Rule | None":
    """CR 702.62a: "yes" to casting a suspended card that can't be cast now."""

    link = state.may
    if link is None or state.defn(link.source).program.abilities[link.effect].trigger != LAST:
        return None
    return rule("702.62a")


__all__ = ["ACTION", "FREE", "LAST", "REMOVE_TIME", "SUSPEND", "TIME", "UPKEEP", "answer", "castable", "entered", "free_cost",
           "problem", "queue_suspended", "refusal", "remove_time_counter", "suspend", "suspend_actions", "suspend_line",
           "suspend_prompt", "suspended"]
