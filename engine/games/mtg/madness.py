"""Madness (CR 702.35a): two abilities in one keyword. "Madness [cost]" means "If a player would
discard this card, that player discards it, but exiles it instead of putting it into their
graveyard" (a static ability working in the hand: ``exile_instead``, applied by
``discards.discard``, the one place every discard goes through) and "When this card is exiled
this way, its owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard" (the trigger ``MADNESS``).

``madness_line`` reads the line into that trigger, holding the madness ``cost``; it is optional:
as it resolves its owner is asked (the "may" prompt of ``resolution_costs``), "yes" offered only
when the card can be cast now for that cost (``castable``: the cost payable, CR 702.35b, 601.2h;
legal targets, CR 601.2c). "Yes" casts it at once — during the resolution, so its card type's
timing does not apply — for the madness cost, an alternative cost (CR 702.35b, 118.9: the spell
is marked ``MADNESS`` on the stack and ``SpellsMixin.total_cost`` reads it); "no" puts it into
its owner's graveyard. Once the card has left exile, it is a new object (CR 400.7) and the
trigger does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Prompt
from engine.games.mtg.abilities import Ability, Effect, Program
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import ManaCost
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.state import MtgState

MADNESS = "madness"  # the trigger, and the mark of the card exiled by madness (then of the spell cast for its cost)


def madness_line(line: str) -> Ability | None:
    """CR 702.35a: "Madness {1}{R}" as its trigger, or ``None``."""
    found = keyword_cost(line, "Madness")
    if found is None:
        return None
    return Ability("triggered", line, (Effect(MADNESS),), cost=found[1], trigger=MADNESS, optional=True)


def madness_cost(program: Program) -> ManaCost | None:
    """The madness cost of a card, or ``None`` without madness."""
    return next((a.cost for a in program.abilities if a.trigger == MADNESS), None)


def exile_instead(state: "MtgBase", card_id: int) -> bool:
    """CR 702.35a: a card with madness being discarded is exiled instead, and its trigger waits
    to go on the stack (CR 603.3); ``False`` for a card without madness."""
    defn = state.defn(card_id)
    if not defn.has_triggered or madness_cost(defn.program) is None:
        return False
    state.move(card_id, state.owner_zone(card_id, "exilio"), kind="discard")
    state._card(card_id).marks[MADNESS] = 1  # exiled "this way": the trigger finds this object only
    state.queue_triggers(card_id, MADNESS)  # type: ignore[attr-defined]  # an MtgState
    return True


def _exiled(state: "MtgBase", card_id: int) -> bool:
    """Whether the card is still the object madness exiled (CR 400.7)."""
    return state.cards[card_id] is not None and state.zone_name_of(card_id) == "exilio" \
        and bool(state._card(card_id).marks.get(MADNESS))


def castable(state: "MtgState", link: "ChainLink") -> bool:
    """Whether the card's owner can cast it now for its madness cost (CR 702.35b, 601.2c, 601.2h)."""
    from engine.games.mtg.targets import any_candidate

    card, player = link.source, link.controller
    if not _exiled(state, card) or state.defn(card).is_land:
        return False
    if not state._payable(player, state.total_cost(card), state._sources_for(player)):
        return False
    if not all(spec.endswith("?") or any_candidate(state, spec, player, card, besides=card) for spec in state.spell_specs(card)):
        return False
    return state.extra_cast_problem(player, card) is None


def madness_prompt(state: "MtgState", link: "ChainLink") -> Prompt:
    """The owner's question as the trigger resolves."""
    name, cost = state._card_name(link.source), madness_cost(state.defn(link.source).program)
    return Prompt("quizas", link.controller, f"Demencia: ¿lanzas {name} pagando {cost}? Si no, va a tu cementerio", (link.source,),
                  text_en=f"Madness: cast {name} for {cost}? If you don't, it goes to your graveyard")


def answer(state: "MtgState", link: "ChainLink", cast: bool) -> None:
    """CR 702.35a: cast it now for its madness cost, or put it into its owner's graveyard."""
    card = link.source
    if not _exiled(state, card):
        return  # CR 400.7: a new object the trigger does not know
    if cast and castable(state, link):
        state._begin_cast(link.controller, card)  # CR 702.35b: its madness cost (``total_cost``), paid as 601.2f-h say
    else:
        state.move(card, state.owner_zone(card, "cementerio"))


def refusal(state: "MtgState") -> "Rule | None":
    """CR 702.35b: "yes" to a madness trigger whose cost can't be paid now (or the spell can't be cast)."""

    link = state.may
    if link is None or state.defn(link.source).program.abilities[link.effect].trigger != MADNESS:
        return None
    return rule("702.35b")


__all__ = ["MADNESS", "answer", "castable", "exile_instead", "madness_cost", "madness_line", "madness_prompt", "refusal"]
