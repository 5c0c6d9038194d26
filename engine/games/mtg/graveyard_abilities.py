"""Activated abilities that work from their owner's graveyard: "{S}{S}{S}: Return CARDNAME from your
graveyard to the battlefield tapped." (Narfi, Betrayer King), "…: Return CARDNAME from your
graveyard to your hand."

CR 113.6m: an ability whose cost or effect moves the object it is on out of a zone functions only
in that zone — so this one is activated while the card is in its owner's graveyard, and never from
the battlefield. ``graveyard_ability_line`` reads the line into an activated ability marked
``FROM_GRAVEYARD`` with the effect ``RETURN_SELF`` (``keyword``: ``tapped``, ``untapped`` or
``hand``); ``graveyard_activations`` lists the abilities of a player's graveyard a priority may
offer; ``zone_problem`` is the rule an activation from the wrong zone breaks; ``return_self``
moves the card as the ability resolves, if it is still in that graveyard (CR 400.7: otherwise it
is a new object the ability does not know).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.mana import CostError, parse_cost
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase

FROM_GRAVEYARD = "from_graveyard"  # ``Ability.static`` of an activated ability working in its owner's graveyard
RETURN_SELF = "return_self"  # the effect op
_WHERE = {"the battlefield tapped": "tapped", "the battlefield": "untapped", "your hand": "hand"}
_LINE = re.compile(r"(?P<c>(?:\{[^}]+\})+): Return CARDNAME from your graveyard to "
                   r"(?P<w>the battlefield tapped|the battlefield|your hand)\.?")
ZONE = "cementerio"


def graveyard_ability_line(line: str) -> Ability | None:
    """CR 602.1, 113.6m: the line as its activated ability (a mana cost only), or ``None``."""
    m = _LINE.fullmatch(line.strip())
    if m is None:
        return None
    try:
        cost = parse_cost(m["c"])
    except CostError:
        return None
    return Ability("activated", line, (Effect(RETURN_SELF, keyword=_WHERE[m["w"]]),), cost=cost,
                   static=FROM_GRAVEYARD)


def graveyard_activations(state: "MtgBase", player: int) -> list[tuple[int, int]]:
    """(card, ability index) of the ``FROM_GRAVEYARD`` abilities in ``player``'s graveyard."""
    found = []
    ids = state.ids(player, ZONE)
    for cid, defn in zip(ids, state.zone_defns(ids)):
        if FROM_GRAVEYARD in defn.static_kinds:
            found += [(cid, i) for i, a in enumerate(defn.program.abilities) if a.static == FROM_GRAVEYARD]
    return found


def zone_problem(state: "MtgBase", player: int, card_id: int) -> "Rule | None":
    """CR 113.6m: a ``FROM_GRAVEYARD`` ability is activated only from ``player``'s own graveyard
    ("your graveyard"): not from the battlefield nor another player's graveyard."""

    return None if card_id in state.ids(player, ZONE) else rule("113.6m")


def return_self(state: "MtgBase", source: int, where: str) -> None:
    """CR 400.7, 608.2b: the card returns only if it is still in its owner's graveyard."""
    card = state.cards[source]
    if card is None or source not in state.ids(card.owner, ZONE):
        return
    if where == "hand":
        state.move(source, state.zone(card.owner, "mano"))
        return
    state.move(source, state.zone(card.owner, "campo"))
    if where == "tapped":
        state.tap(source)



__all__ = ["FROM_GRAVEYARD", "RETURN_SELF", "graveyard_ability_line", "graveyard_activations", "return_self",
           "zone_problem"]
