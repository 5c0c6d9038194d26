"""Cycling (CR 702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card." — an
activated ability that works only while the card is in its owner's hand (CR 702.29b: it still
exists elsewhere, it just cannot be activated there). Typecycling (CR 702.29e): "Swampcycling
[cost]" means "[Cost], Discard this card: Search your library for a Swamp card, reveal it, put it
into your hand, then shuffle" ("Basic landcycling": a basic land card). "When you cycle CARDNAME,
…" (CR 702.29c) triggers as the card is discarded to pay a cycling cost, from the graveyard it
went to (``cycle_trigger_line``, the trigger ``CYCLED``).

``cycling_line`` reads the line into an activated ability marked ``FROM_HAND`` whose ``costs``
hold ``DISCARD_SELF`` (paid with the mana as the activation is paid, CR 602.2b, 601.2h);
``hand_activations`` lists the abilities of a player's hand a priority may offer, and
``hand_problem`` is the rule an activation from anywhere else breaks.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect, LineReader, borrowed_trigger
from engine.games.mtg.discards import discard
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase

FROM_HAND = "from_hand"  # ``Ability.static`` of an activated ability working in its owner's hand
DISCARD_SELF = "discard_self"  # the cost "Discard this card"
ZONE = "mano"
CYCLED = "cycled"  # the trigger of "When you cycle CARDNAME, …"
_CYCLE = re.compile(r"When you cycle CARDNAME, (?P<rest>.+)", re.IGNORECASE)
_KINDS = ("", "plains", "island", "swamp", "mountain", "forest", "basic land")  # CR 702.29e: typecycling


def cycling_line(line: str) -> Ability | None:
    """CR 702.29a: "Cycling {2}" as its activated ability, or ``None``; CR 702.29e: "Swampcycling
    {2}", "Basic landcycling {1}" search the library for a card of that land type (or a basic
    land card), reveal it, put it into the hand, then shuffle (``search.py``)."""
    found = keyword_cost(line, *(f"{kind}cycling" for kind in _KINDS))
    if found is None:
        return None
    keyword, cost = found
    kind = keyword.removesuffix("cycling")
    what = "basic" if kind == "basic land" else kind
    effect = Effect("search_basic", who="you", keyword=f"hand:{what}") if what else Effect("draw", 1, who="you")
    return Ability("activated", line, (effect,), cost=cost, static=FROM_HAND, costs=(Effect(DISCARD_SELF),))


def cycle_trigger_line(line: str, read: LineReader) -> Ability | None:
    """CR 702.29c: "When you cycle CARDNAME, you may gain 2 life." as its trigger, or ``None``."""
    match = _CYCLE.fullmatch(line.strip())
    return borrowed_trigger(line, match["rest"], read, CYCLED) if match else None


def hand_activations(state: "MtgBase", player: int) -> list[tuple[int, int]]:
    """(card, ability index) of the ``FROM_HAND`` abilities in ``player``'s hand."""
    found = []
    ids = state.ids(player, ZONE)
    for cid, defn in zip(ids, state.zone_defns(ids)):
        if FROM_HAND in defn.static_kinds:
            found += [(cid, i) for i, a in enumerate(defn.program.abilities) if a.static == FROM_HAND]
    return found


def hand_problem(state: "MtgBase", player: int, card_id: int, ability: Ability) -> "Rule | None":
    """CR 702.29a: cycling is activated only from ``player``'s own hand (CR 702.49a, 702.49c:
    ninjutsu too, and only while an attacker of theirs is unblocked)."""
    from engine.games.mtg.ninjutsu import is_ninjutsu, problem

    if is_ninjutsu(ability):
        return problem(state, player, card_id)
    return None if card_id in state.ids(player, ZONE) else rule("702.29a")


def discard_self(state: "MtgBase", card_id: int) -> None:
    """CR 701.8a, 602.2b: the card is discarded as the cost is paid."""
    discard(state, card_id)
    state.queue_triggers(card_id, CYCLED)  # type: ignore[attr-defined]  # CR 702.29c: from where it ended up


__all__ = ["CYCLED", "DISCARD_SELF", "FROM_HAND", "cycle_trigger_line", "cycling_line", "discard_self", "hand_activations", "hand_problem"]
