"""Foretell (CR 702.143, 116.2h): during their turn a player with priority may pay {2} and exile
a card with foretell from their hand face down (a special action, no stack); after that turn
ends they may cast it from exile for its foretell cost instead of its mana cost (an
alternative cost, CR 601.2f–h). Only its owner sees it while it is exiled (CR 702.143a).

"Foretelling cards from your hand costs {1} less and can be done on any player's turn." (Cosmos
Charger) is a static ability of a permanent (``FORETELL_CHANGE``): its controller's foretelling
costs less (``foretell_price``) and is allowed in other players' turns (``foretell_any_turn``).

"Each nonland card in your hand without foretell has foretell. Its foretell cost is equal to its
mana cost reduced by {2}." (Dream Devourer) is another (``GRANT_FORETELL``, ``power`` the
reduction): such a card may be foretold (``given_foretell``); foretold, it is marked ``GIVEN`` with
the reduction and keeps that foretell cost in exile even if the permanent is gone (the card's
rulings; ``given_foretell_cost``: generic mana only, CR 601.2f). "Whenever you foretell a card, …"
is a triggered ability (``FORETELL_TRIGGER``) of its controller's permanents, queued as a card is
foretold (CR 603.2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.games.mtg.abilities import Ability, LineReader, Program, borrowed_trigger
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import ManaCost, Source, find_payment
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.state import MtgState

FORETOLD = "profetizada"  # the mark of a foretold card in exile: the turn it was foretold
FORETELL_CAST = "lanzada_profetizada"  # the mark of a spell cast for its foretell cost
FORETELL_PRICE = ManaCost(2)  # CR 116.2h
FORETELL_CHANGE = "foretell_change"
GRANT_FORETELL = "grant_foretell"
GIVEN = "profecia_dada"  # the mark of a card foretold by a granted foretell: the generic mana it takes off
FORETELL_TRIGGER = "foretold_card"
_GRANT = re.compile(r"Each nonland card in your hand without foretell has foretell\. Its foretell cost is equal to its mana cost "
                    r"reduced by \{(?P<n>\d+)\}\.?")
_TRIGGER = re.compile(r"Whenever you foretell a card, (?P<rest>.+)")
_CHANGE = re.compile(r"Foretelling cards from your hand costs \{(?P<n>\d+)\} less(?P<any> and can be done on any player's turn)?\.?")


def foretell_line(line: str) -> Ability | None:
    """"Foretell {1}{U}" as a static ability holding the foretell cost (or a permanent's
    "Foretelling cards from your hand costs {1} less …"), or ``None``."""
    grant = _GRANT.fullmatch(line)
    if grant is not None:  # Dream Devourer (CR 702.143a)
        return Ability("static", line, static=GRANT_FORETELL, power=int(grant["n"]))
    change = _CHANGE.fullmatch(line)
    if change is not None:
        return Ability("static", line, static=FORETELL_CHANGE, power=int(change["n"]), other=bool(change["any"]))
    found = keyword_cost(line, "Foretell")
    return None if found is None else Ability("static", line, static="foretell", cost=found[1])


def foretell_trigger_line(line: str, read: LineReader) -> Ability | None:
    """"Whenever you foretell a card, CARDNAME gets +2/+0 until end of turn." as its triggered
    ability (CR 603.2), or ``None``."""
    match = _TRIGGER.fullmatch(line)
    return None if match is None else borrowed_trigger(line, match["rest"], read, FORETELL_TRIGGER)


def foretell_cost(program: Program) -> ManaCost | None:
    return next((a.cost for a in program.abilities if a.static == "foretell"), None)


def _changes(state: "MtgState", player: int) -> list[Ability]:
    return [a for cid in state.battlefield(player) for a in state.defn(cid).program.abilities if a.static == FORETELL_CHANGE]


def foretell_price(state: "MtgState", player: int) -> ManaCost:
    """CR 116.2h: {2}, less what ``player``'s permanents take off it (never below {0})."""
    return ManaCost(max(0, FORETELL_PRICE.generic - sum(a.power for a in _changes(state, player))))


def foretell_any_turn(state: "MtgState", player: int) -> bool:
    """Whether a permanent of ``player`` lets them foretell on any player's turn."""
    return any(a.other for a in _changes(state, player))


def _grants(state: "MtgBase", player: int) -> list[Ability]:
    """The ``GRANT_FORETELL`` abilities of ``player``'s permanents, in battlefield order (the
    permanents that have one found once per result of the layers, ``with_static``)."""
    found = with_static(state, GRANT_FORETELL)
    return [ability for cid, _index, ability in found if state.controls_permanent(player, cid)] if found else []


def grants_foretell(state: "MtgBase", player: int) -> bool:
    """Whether a permanent of ``player`` gives the nonland cards in their hand foretell."""
    return bool(_grants(state, player))


def given_foretell(state: "MtgBase", player: int, card_id: int) -> int | None:
    """The generic mana a granted foretell takes off ``card_id``'s mana cost (``None``: not granted)."""
    defn = state.defn(card_id)
    if defn.is_land or foretell_cost(defn.program) is not None or card_id not in state.ids(player, "mano"):
        return None
    grants = _grants(state, player)
    return grants[0].power if grants else None


def given_foretell_cost(defn: "MtgCard", reduction: int) -> ManaCost:
    """Its mana cost less ``reduction`` generic mana (the colours stay, CR 601.2f)."""
    return (defn.cost or ManaCost()).plus(-reduction)


def can_foretell(state: "MtgState", player: int, card_id: int, sources: list[Source]) -> bool:
    """CR 116.2h: a card with foretell (its own or given) in ``player``'s hand, during their turn, {2} payable."""
    return ((player == state.turn_player or foretell_any_turn(state, player)) and card_id in state.ids(player, "mano")
            and (foretell_cost(state.defn(card_id).program) is not None or given_foretell(state, player, card_id) is not None)
            and state._payable(player, foretell_price(state, player), sources))


def foretell(state: "MtgState", player: int, card_id: int) -> None:
    """The special action: pay {2}, exile the card face down, remember the turn."""
    from engine.games.mtg.base import LIFE

    price = foretell_price(state, player)
    given = given_foretell(state, player, card_id)
    payment = find_payment(price, state.pools[player], state._sources_for(player), state.counters[player][LIFE])
    assert payment is not None
    state.pay(player, price, payment.taps, payment.life)
    state.move(card_id, state.zone(player, "exilio"), face_up=False, kind="foretell")
    state._card(card_id).marks[FORETOLD] = state.turn
    if given is not None:  # its granted foretell cost, kept in exile
        state._card(card_id).marks[GIVEN] = given
    state.emit(Event("foretell", player, card_id))
    for cid in state.battlefield(player):  # CR 603.2: "Whenever you foretell a card, …"
        state.queue_triggers(cid, FORETELL_TRIGGER)


def castable_foretold(state: "MtgState", player: int, card_id: int) -> bool:
    """CR 702.143a: ``player``'s foretold card in exile, cast only after the turn it was foretold."""
    card = state.cards[card_id]
    return (card is not None and card.owner == player and state.zone_name_of(card_id) == "exilio"
            and card.marks.get(FORETOLD, state.turn) < state.turn)


def foretold_owned(state: "MtgBase", player: int) -> int:
    """How many foretold cards ``player`` owns in exile (Alrund's "each foretold card you own in
    exile"; CR 702.143a: those exiled by foretelling, face down, castable or not yet)."""
    return sum(1 for p in range(state.num_players) for cid in state.ids(p, "exilio")
               if state._card(cid).owner == player and FORETOLD in state._card(cid).marks)


def foretold_this_turn(state: "MtgState", player: int, card_id: int) -> bool:
    """CR 702.143a: ``player``'s card foretold this turn, not yet castable (its refusal's rule)."""
    card = state.cards[card_id]
    return (card is not None and card.owner == player and state.zone_name_of(card_id) == "exilio"
            and card.marks.get(FORETOLD) == state.turn)


__all__ = ["FORETELL_CAST", "FORETELL_CHANGE", "FORETELL_TRIGGER", "FORETOLD", "GIVEN", "GRANT_FORETELL", "can_foretell",
           "foretell_trigger_line", "given_foretell", "given_foretell_cost", "grants_foretell", "castable_foretold", "foretell_any_turn", "foretell_price",
           "foretold_owned", "foretold_this_turn", "foretell", "foretell_cost", "foretell_line"]
