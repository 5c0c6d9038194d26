"""Unearth (CR 702.84a): an activated ability working while the card is in a graveyard. "Unearth
[cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains haste.
Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
instead of putting it anywhere else. Activate only as a sorcery."

``unearth_line`` reads the line into that activated ability (``FROM_GRAVEYARD``: offered with the
other abilities of a graveyard, ``graveyard_abilities.graveyard_activations``; sorcery timing)
and its delayed trigger (``next_end_step``'s ``NEXT_END_STEP``, exiling what the source marked).
Activated from anywhere but its owner's graveyard or at the wrong time, it is refused citing
702.84a (``problem``). As it resolves (``unearth``) the card, if it is still in that graveyard (CR
400.7), enters under its owner's control, gains haste for as long as it stays (a locked
continuous effect, CR 611.2c), is marked ``UNEARTHED`` and marked for the delayed trigger (CR
603.7). While marked, leaving the battlefield for anywhere else sends it to exile instead
(``exile_instead``, a replacement applied by ``EffectsMixin.move``, CR 614.1a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.graveyard_abilities import FROM_GRAVEYARD, ZONE
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.next_end_step import DOOMED_AT_END, NEXT_END_STEP, mark
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase

UNEARTH = "unearth"  # the effect of the activated ability
UNEARTHED = "desenterrada"  # the mark of the permanent it returned (CR 400.7: lost when it leaves)
_EXILE_AT_END = Ability("triggered", "Exile it at the beginning of the next end step.", (Effect("exile", who=DOOMED_AT_END),),
                        trigger=NEXT_END_STEP)


def unearth_line(line: str) -> tuple[Ability, Ability] | None:
    """CR 702.84a: "Unearth {1}{R}" as its activated ability and delayed trigger, or ``None``."""
    found = keyword_cost(line, "Unearth")
    if found is None:
        return None
    return Ability("activated", line, (Effect(UNEARTH, who="you"),), cost=found[1], static=FROM_GRAVEYARD, sorcery=True), \
        _EXILE_AT_END


def is_unearth(ability: Ability) -> bool:
    return ability.static == FROM_GRAVEYARD and any(e.op == UNEARTH for e in ability.effects)


def problem(state: "MtgBase", player: int, card_id: int, ability: Ability, timing: bool) -> "Rule | None":
    """CR 702.84a: only from ``player``'s own graveyard, and only as a sorcery (``timing``)."""

    return None if card_id in state.ids(player, ZONE) and timing else rule("702.84a")


def unearth(state: "MtgBase", source: int, controller: int) -> None:
    """CR 702.84a: back to the battlefield with haste, doomed at the next end step; nothing if the
    card left the graveyard meanwhile (CR 400.7)."""
    card = state.cards[source]
    if card is None or source not in state.ids(controller, ZONE):
        return
    state.move(source, state.zone(controller, "campo"), kind="return")
    if not state.on_battlefield(source):
        return
    state._card(source).marks[UNEARTHED] = 1
    state.add_continuous("keywords", frozenset((source,)), source, "", ("haste",))  # CR 611.2c
    mark(state, source, source)  # CR 603.7a: "exile it at the beginning of the next end step"


def exile_instead(state: "MtgBase", card_id: int, dest: int) -> int:
    """CR 702.84a, 614.1a: an unearthed permanent leaving the battlefield goes to exile instead."""
    card = state._card(card_id)
    if not card.marks.get(UNEARTHED) or state.zone_table[dest][1].name == "exilio":
        return dest
    return state.owner_zone(card_id, "exilio")


__all__ = ["UNEARTH", "UNEARTHED", "exile_instead", "is_unearth", "problem", "unearth", "unearth_line"]
