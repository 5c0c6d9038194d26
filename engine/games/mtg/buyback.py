"""Buyback (CR 702.27a): "Buyback [cost]" means "You may pay an additional [cost] as you cast this
spell" and "If the buyback cost was paid, put this spell into its owner's hand instead of into that
player's graveyard as it resolves."

``buyback_line`` reads the line as the static ability ``BUYBACK`` holding the cost
(``casting_terms.casting`` keeps it). As the spell is announced its caster is asked (the ``BUYBACK_PROMPT``
yes/no, "yes" offered only when the total cost with it can be paid, CR 601.2h); paid, the spell is
marked ``BOUGHT``, the cost is added to its total cost (CR 601.2f) and it returns to its owner's
hand as it resolves (``EffectsMixin.spell_done``); countered, it goes to the graveyard as usual.
"""

from __future__ import annotations

from engine.games.mtg.abilities import Ability
from engine.games.mtg.keywords import keyword_cost

BUYBACK = "buyback"
BUYBACK_PROMPT = "recompra"
BOUGHT = "recomprada"  # the mark of a spell whose buyback cost is paid (1) or declined (0)


def buyback_line(line: str) -> Ability | None:
    """CR 702.27a: "Buyback {3}" as its static ability, or ``None``."""
    found = keyword_cost(line, "Buyback")
    return None if found is None else Ability("static", line, static=BUYBACK, cost=found[1])


__all__ = ["BOUGHT", "BUYBACK", "BUYBACK_PROMPT", "buyback_line"]
