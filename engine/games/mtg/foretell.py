"""Foretell (CR 702.143, 116.2h): during their turn a player with priority may pay {2} and exile
a card with foretell from their hand face down (a special action, no stack); after that turn
ends they may cast it from exile for its foretell cost instead of its mana cost (an
alternative cost, CR 601.2f–h). Only its owner sees it while it is exiled (CR 702.143a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.games.mtg.abilities import Ability, Program
from engine.games.mtg.mana import CostError, ManaCost, Source, find_payment, parse_cost

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

FORETOLD = "profetizada"  # the mark of a foretold card in exile: the turn it was foretold
FORETELL_CAST = "lanzada_profetizada"  # the mark of a spell cast for its foretell cost
FORETELL_PRICE = ManaCost(2)  # CR 116.2h
_LINE = re.compile(r"Foretell (?P<c>(?:\{[^}]+\})+)\.?")


def foretell_line(line: str) -> Ability | None:
    """"Foretell {1}{U}" as a static ability holding the foretell cost, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    try:
        return Ability("static", line, static="foretell", cost=parse_cost(match["c"]))
    except CostError:
        return None


def foretell_cost(program: Program) -> ManaCost | None:
    return next((a.cost for a in program.abilities if a.static == "foretell"), None)


def can_foretell(state: "MtgState", player: int, card_id: int, sources: list[Source]) -> bool:
    """CR 116.2h: a card with foretell in ``player``'s hand, during their turn, {2} payable."""
    return (player == state.turn_player and card_id in state.ids(player, "mano")
            and foretell_cost(state.defn(card_id).program) is not None
            and state._payable(player, FORETELL_PRICE, sources))


def foretell(state: "MtgState", player: int, card_id: int) -> None:
    """The special action: pay {2}, exile the card face down, remember the turn."""
    from engine.games.mtg.base import LIFE

    payment = find_payment(FORETELL_PRICE, state.pools[player], state._sources_for(player), state.counters[player][LIFE])
    assert payment is not None
    state.pay(player, FORETELL_PRICE, payment.taps, payment.life)
    state.move(card_id, state.zone(player, "exilio"), face_up=False, kind="foretell")
    state._card(card_id).marks[FORETOLD] = state.turn
    state.emit(Event("foretell", player, card_id))


def castable_foretold(state: "MtgState", player: int, card_id: int) -> bool:
    """CR 702.143a: ``player``'s foretold card in exile, cast only after the turn it was foretold."""
    card = state.cards[card_id]
    return (card is not None and card.owner == player and state.zone_name_of(card_id) == "exilio"
            and card.marks.get(FORETOLD, state.turn) < state.turn)


def foretold_this_turn(state: "MtgState", player: int, card_id: int) -> bool:
    """CR 702.143a: ``player``'s card foretold this turn, not yet castable (its refusal's rule)."""
    card = state.cards[card_id]
    return (card is not None and card.owner == player and state.zone_name_of(card_id) == "exilio"
            and card.marks.get(FORETOLD) == state.turn)


__all__ = ["FORETELL_CAST", "FORETOLD", "can_foretell", "castable_foretold", "foretold_this_turn", "foretell", "foretell_cost", "foretell_line"]
