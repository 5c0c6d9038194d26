"""Cumulative upkeep (CR 702.24a): "Cumulative upkeep [cost]" means "At the beginning of your
upkeep, if this permanent is on the battlefield, put an age counter on this permanent. Then you
may pay [cost] for each age counter on it. If you don't, sacrifice it." No partial payments.

``cumulative_line`` reads a mana cost ("Cumulative upkeep {1}", "{G}{U}") as the "sacrifice
CARDNAME unless you pay" upkeep trigger of ``resolution_costs``, marked ``AGE`` in its ``count``.
As it resolves, the age counter goes on first (``put_age_counter``, before its controller is asked,
CR 702.24a); the cost asked, paid and checked is then the cost once for each age counter on the
permanent (``upkeep_cost``: every counter, whichever ability put it, CR 702.24b). "Yes" is refused
citing 702.24a when that total can't be paid (``refusal``). Costs that are not mana ("Cumulative
upkeep—Pay 1 life") are not read here and stay by hand.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Prompt
from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import ManaCost
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase

AGE = "age"  # ``Ability.count`` of the cumulative upkeep trigger
AGE_COUNTER = "edad"  # the counter (CR 122.1)


def cumulative_line(line: str, read: LineReader) -> Ability | None:
    """CR 702.24a: "Cumulative upkeep {1}" as its upkeep trigger, or ``None``."""
    found = keyword_cost(line, "Cumulative upkeep")
    if found is None:
        return None
    result = read(f"At the beginning of your upkeep, sacrifice CARDNAME unless you pay {found[1]}.")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "upkeep":
        return None
    return replace(result[1], text=line, count=AGE)


def put_age_counter(state: "MtgBase", source: int, ability: Ability) -> None:
    """CR 702.24a: as the trigger resolves, if the permanent is on the battlefield, an age counter on it."""
    if ability.count == AGE and state.on_battlefield(source):
        counters = state._card(source).counters
        counters[AGE_COUNTER] = counters.get(AGE_COUNTER, 0) + 1


def upkeep_cost(state: "MtgBase", source: int, ability: Ability) -> ManaCost | None:
    """The cost its controller may pay: for cumulative upkeep, ``ability.cost`` once for each
    age counter on the permanent (CR 702.24a, 702.24b); otherwise ``ability.cost``."""
    if ability.count != AGE or ability.cost is None:
        return ability.cost
    card = state.cards[source]
    ages = card.counters.get(AGE_COUNTER, 0) if card is not None else 0
    total = ManaCost()
    for _ in range(ages):
        total = total.combined(ability.cost)
    return total


def upkeep_prompt(state: "MtgBase", link: "ChainLink", cost: ManaCost | None) -> Prompt:
    """CR 702.24a: the question — pay ``cost`` (once for each age counter) or sacrifice it."""
    name = state._card_name(link.source)
    card = state.cards[link.source]
    ages = card.counters.get(AGE_COUNTER, 0) if card is not None else 0
    es, en = ("1 contador de edad", "1 age counter") if ages == 1 else (f"{ages} contadores de edad", f"{ages} age counters")
    return Prompt("quizas", link.controller, f"Mantenimiento acumulativo: ¿pagas {cost} ({es})? Si no, sacrificas {name}",
                  (link.source,), text_en=f"Cumulative upkeep: pay {cost} ({en})? If you don't, sacrifice {name}")


def refusal(state: "MtgBase") -> "Rule | None":
    """CR 702.24a: paying a cumulative upkeep whose total can't be paid (no partial payments)."""

    link: ChainLink | None = getattr(state, "may", None)
    if link is None or state.defn(link.source).program.abilities[link.effect].count != AGE:
        return None
    return rule("702.24a")


__all__ = ["AGE", "AGE_COUNTER", "cumulative_line", "put_age_counter", "refusal", "upkeep_cost"]
