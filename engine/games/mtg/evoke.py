"""Evoke (CR 702.74a): "Evoke [cost]" means "You may cast this card by paying [cost] rather than
paying its mana cost" (an alternative cost, CR 118.9: the ``alternative_cost`` static ability that
casting already offers, ``casting_terms.casting``) and "When this permanent enters, if its evoke cost was
paid, its controller sacrifices it" (the trigger ``EVOKED``). The spell cast for that cost is marked
``ALTERNATIVE`` on the stack; as it resolves into a permanent (``EffectsMixin``) the trigger is queued
only then (CR 603.4: the "if" decides whether it triggers at all), beside its other enters triggers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect, Program
from engine.games.mtg.keywords import keyword_cost

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

EVOKED = "evoked_enters"  # the trigger: "When this permanent enters, if its evoke cost was paid"


def evoke_line(line: str) -> tuple[Ability, Ability] | None:
    """CR 702.74a: "Evoke {2}{U}" as its alternative cost and its sacrifice trigger, or ``None``."""
    found = keyword_cost(line, "Evoke")
    if found is None:
        return None
    return (Ability("static", line, static="alternative_cost", cost=found[1]),
            Ability("triggered", line, (Effect("sacrifice", who="self"),), trigger=EVOKED))


def was_evoked(state: "MtgBase", card_id: int) -> bool:
    """CR 702.74a: the spell ``card_id`` on the stack has evoke and was cast for its alternative cost."""
    from engine.games.mtg.spells import ALTERNATIVE  # (imported here: spells imports the effects)

    return bool(state._card(card_id).marks.get(ALTERNATIVE)) and _has_evoke(state.defn(card_id).program)


def _has_evoke(program: Program) -> bool:
    return any(a.trigger == EVOKED for a in program.abilities)


__all__ = ["EVOKED", "evoke_line", "was_evoked"]
