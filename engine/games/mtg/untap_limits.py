"""Static abilities that change the untap step (CR 502.3, 614.1b, 614.10): "Players skip their
untap steps." (Stasis) and "Creatures with power 3 or greater don't untap during their
controllers' untap steps." (Meekstone).

``untap_limit_line`` reads either line into a static ability (``SKIP_UNTAP``, ``POWER_HELD``
with the power in ``power``); ``skips_untap`` tells the turn whether the step is skipped and
``held_by_power`` which permanents stay tapped in it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

SKIP_UNTAP = "skip_untap_steps"
POWER_HELD = "power_no_untap"
_POWER = re.compile(r"Creatures with power (?P<n>\d+) or greater don't untap during their controllers' untap steps\.?")


def untap_limit_line(line: str) -> Ability | None:
    """One of these lines as its static ability, or ``None``."""
    if re.fullmatch(r"Players skip their untap steps\.?", line):
        return Ability("static", line, static=SKIP_UNTAP)
    power = _POWER.fullmatch(line)
    if power:
        return Ability("static", line, static=POWER_HELD, power=int(power["n"]))
    return None


def _statics(state: "MtgBase", static: str) -> list[Ability]:
    return [a for _c, _index, a in with_static(state, static)]  # found once per result of the layers


def skips_untap(state: "MtgBase", step: str | None) -> bool:
    """CR 614.1b, 614.10: every player's untap step is skipped while one of these is on the battlefield."""
    return step == "enderezar" and bool(_statics(state, SKIP_UNTAP))


def held_by_power(state: "MtgBase") -> set[int]:
    """CR 502.3: the creatures too strong to untap (the smallest such power among these abilities)."""
    limits = [a.power for a in _statics(state, POWER_HELD)]
    if not limits:
        return set()
    least = min(limits)
    return {c for c in state.creatures() if state.power_toughness(c)[0] >= least}


__all__ = ["POWER_HELD", "SKIP_UNTAP", "held_by_power", "skips_untap", "untap_limit_line"]
