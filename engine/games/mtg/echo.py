"""Echo (CR 702.30a): "Echo [cost]" means "At the beginning of your upkeep, if this permanent came
under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."

``echo_line`` reads the line as that upkeep trigger (the "sacrifice CARDNAME unless you pay"
template of ``resolution_costs``) with the intervening "if" ``ECHO`` (CR 603.4: checked as it
triggers and again as it resolves, ``echo_due``). The state keeps the turn each player's previous
turn began (``MtgBase.previous_turn_started``): a permanent whose ``since`` mark (the turn it came
under its controller's control, CR 302.6) is that turn or later came under their control since
their last upkeep began. Paying is refused citing CR 702.30a when the cost can't be paid.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.state import MtgState

ECHO = "came_under_control_since_last_upkeep"


def echo_line(line: str, read: LineReader) -> Ability | None:
    """CR 702.30a: "Echo {3}{W}{W}" as its upkeep trigger, or ``None``."""
    found = keyword_cost(line, "Echo")
    if found is None:
        return None
    result = read(f"At the beginning of your upkeep, sacrifice CARDNAME unless you pay {found[1]}.")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "upkeep":
        return None
    return replace(result[1], text=line, condition=ECHO)


def echo_due(state: "MtgBase", source: int) -> bool:
    """CR 702.30a: the permanent came under its controller's control since the beginning of their
    last upkeep (in their previous turn, or later)."""
    if not state.on_battlefield(source):
        return False
    card = state._card(source)
    since: int = card.marks.get("since", -1)
    return since >= state.previous_turn_started[card.controller]


def refusal(state: "MtgState") -> "Rule | None":
    """CR 702.30a: paying an echo cost that can't be paid."""

    link = state.may
    if link is None or state.defn(link.source).program.abilities[link.effect].condition != ECHO:
        return None
    return rule("702.30a")


__all__ = ["ECHO", "echo_due", "echo_line", "refusal"]
