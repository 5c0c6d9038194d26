"""Playing cards exiled from the top of one's library (CR 601.3, 305.1, 611.2b): "Boast — {1}: Exile
the top card of your library. You may play that card this turn." (Tuskeri Firewalker) and "I —
Exile the top four cards of your library. Until the end of your next turn, you may play those
cards." (Showdown of the Skalds).

``impulse_patterns`` reads the exile (``EXILE_TOP``: the cards exiled are marked ``EXILED_BY`` with
the source) and the permission (``MAY_PLAY``, ``keyword`` ``this`` or ``next``): as it resolves the
cards that source exiled this turn get the mark ``PLAYABLE`` holding the last turn they may be
played — this turn, or the controller's next turn (counted in turn order, CR 500.1; extra turns
are not foreseen). ``impulse_playable`` lets their owner cast them (with the usual timing and
costs, CR 601.2) or play a land among them (their land drop, CR 305.2) from exile until then.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EXILE_TOP = "exile_top_playable"
MAY_PLAY = "may_play_exiled"
EXILED_BY = "exiliada_por"  # mark: (source, turn) of the effect that exiled the card
PLAYABLE = "jugable_hasta"  # mark: the last turn its owner may play it from exile
_COUNTS = {"card": 1, "two cards": 2, "three cards": 3, "four cards": 4, "five cards": 5}


def impulse_patterns() -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""
    return [
        (r"exile the top (?P<n>card|two cards|three cards|four cards|five cards) of your library",
         lambda m: [Effect(EXILE_TOP, _COUNTS[m["n"].lower()], who="you")]),
        (r"you may play (?:that card|those cards|them) this turn", lambda m: [Effect(MAY_PLAY, who="you", keyword="this")]),
        (r"until the end of your next turn, you may play (?:that card|those cards|them)",
         lambda m: [Effect(MAY_PLAY, who="you", keyword="next")]),
    ]


def exile_top(state: "MtgBase", player: int, amount: int, source: int) -> None:
    """CR 406.3: the top ``amount`` cards of ``player``'s library, face up, remembered as this source's."""
    for cid in list(state.ids(player, "biblioteca")[:amount]):
        state.move(cid, state.zone(player, "exilio"), kind="exile")
        state._card(cid).marks[EXILED_BY] = (source, state.turn)


def allow_play(state: "MtgBase", player: int, source: int, until: str) -> None:
    """CR 611.2b: the cards ``source`` exiled this turn may be played until the turn ``until`` says."""
    last = state.turn
    if until == "next":  # the end of ``player``'s next turn, in turn order
        order = [p for p in range(state.num_players) if p not in state.left]
        steps = (order.index(player) - order.index(state.turn_player)) % len(order) if state.turn_player in order else 0
        last = state.turn + (steps or len(order))
    for cid in state.ids(player, "exilio"):
        if state._card(cid).marks.get(EXILED_BY) == (source, state.turn):
            state._card(cid).marks[PLAYABLE] = last


def impulse_playable(state: "MtgBase", player: int, card_id: int) -> bool:
    """Whether ``player`` may play ``card_id`` from exile now (its owner, until its last turn)."""
    card = state.cards[card_id]
    return card is not None and card.owner == player and card.marks.get(PLAYABLE, -1) >= state.turn \
        and state.zone_name_of(card_id) == "exilio"


def impulse_cards(state: "MtgBase", player: int) -> list[int]:
    """The cards ``player`` may play from exile now."""
    return [c for c in state.ids(player, "exilio") if impulse_playable(state, player, c)]


__all__ = ["EXILE_TOP", "MAY_PLAY", "PLAYABLE", "allow_play", "exile_top", "impulse_cards", "impulse_patterns", "impulse_playable"]
