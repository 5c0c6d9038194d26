"""Vehicles and crew (CR 301.7, 702.122).

A Vehicle is an artifact with a printed power and toughness that it has only while it is a
creature (CR 301.7a, 301.7b). "Crew N" means "Tap any number of other untapped creatures you
control with total power N or greater: This permanent becomes an artifact creature until end of
turn" (CR 702.122a).

``crew_line`` reads the keyword into that activated ability (``static`` ``CREW``, N in
``power``); as it is activated its controller chooses, one at a time, the creatures that crew it
(prompt ``PROMPT``, answered ``choose CREATURE``) until their total power reaches N, each tapped
as it is chosen (CR 601.2h, 702.122b). ``crew_problem`` refuses an activation whose
cost cannot be paid. "CARDNAME crews Vehicles using its toughness rather than its power." (Giant
Ox, ``crew_line`` too: the static ``BY_TOUGHNESS``) counts that creature's toughness instead.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Action, Prompt
from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.pending import Pending

CREW = "crew"
PROMPT = "tripular"  # the prompt that asks for the next creature to tap for crew
_LINE = re.compile(r"Crew (?P<n>\d+)")
BY_TOUGHNESS = "crews_by_toughness"
_TOUGHNESS = re.compile(r"CARDNAME crews Vehicles using its toughness rather than its power\.?")


def crew_line(line: str) -> Ability | None:
    """"Crew 3" as its activated ability (CR 702.122a), or ``None``; a creature's "crews Vehicles
    using its toughness" as its static ability."""
    if _TOUGHNESS.fullmatch(line.strip()):
        return Ability("static", line, static=BY_TOUGHNESS)
    match = _LINE.fullmatch(line.strip().rstrip("."))
    if match is None:
        return None
    becomes = Effect("add_types", who="self", keyword="creature")  # already an artifact: an artifact creature
    return Ability("activated", line, (becomes,), static=CREW, power=int(match["n"]))


def crew_candidates(state: "MtgBase", player: int, vehicle: int, chosen: tuple[int, ...] = ()) -> list[int]:
    """CR 702.122a: the other untapped creatures ``player`` controls not chosen yet (summoning
    sickness does not matter: the cost has no {T} of theirs, CR 302.6)."""
    return [c for c in state.creatures(player) if c != vehicle and c not in chosen and not state.is_tapped(c)]


def _power(state: "MtgBase", cards: list[int] | tuple[int, ...]) -> int:
    """The power the creatures crew with: each one's power, or its toughness if it says so."""
    return sum(max(0, state.power_toughness(c)[1 if state.has_static(c, BY_TOUGHNESS) else 0]) for c in cards)


def crew_problem(state: "MtgBase", player: int, vehicle: int, ability: Ability) -> Rule | None:
    """CR 702.122a: refused when the other untapped creatures have less than N total power."""
    if ability.static == CREW and _power(state, crew_candidates(state, player, vehicle)) < ability.power:
        return rule("702.122a")
    return None


def crew_choice(state: "MtgBase", pending: "Pending") -> bool:
    """Whether another creature must still be chosen to crew (then asks for it, CR 601.2h)."""
    if pending.kind != "ability":
        return False
    ability = state.defn(pending.source).program.abilities[pending.ability]
    if ability.static != CREW:
        return False
    for creature in pending.paid:  # CR 702.122b: each chosen creature is tapped as it is chosen (CR 601.2h)
        if not state.is_tapped(creature):
            state.tap(creature)
    if _power(state, pending.paid) >= ability.power:
        return False
    state.spell_choices = PROMPT
    return True


def crew_prompt(state: "MtgBase", pending: "Pending") -> Prompt:
    ability = state.defn(pending.source).program.abilities[pending.ability]
    have = _power(state, pending.paid)
    options = tuple(crew_candidates(state, pending.controller, pending.source, pending.paid))
    return Prompt(PROMPT, pending.controller, f"Tripular {ability.power}: gira otra criatura (fuerza {have} de {ability.power})",
                  options, text_en=f"Crew {ability.power}: tap another creature (power {have} of {ability.power})")


def crew_actions(state: "MtgBase", player: int, pending: "Pending") -> list[Action]:
    options = crew_candidates(state, player, pending.source, pending.paid)
    return [Action("choose", player, (c,)) for c in state.distinct_in_zone(state.battlefield(player), options)]


__all__ = ["BY_TOUGHNESS", "CREW", "PROMPT", "crew_actions", "crew_candidates", "crew_choice", "crew_line", "crew_problem",
           "crew_prompt"]
