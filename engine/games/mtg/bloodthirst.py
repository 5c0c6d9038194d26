"""Bloodthirst (CR 702.54): "Bloodthirst N" means "If an opponent was dealt damage this turn, this
permanent enters with N +1/+1 counters on it" (CR 702.54a) — a replacement effect on how it enters
(CR 614.1c), read as the static ability ``etb_counters`` with the condition ``BLOODTHIRST`` and
applied by ``ReplacementMixin.apply_entering``; each instance of it applies (CR 702.54c).

The state keeps ``damaged``: the turn, then whether each player was dealt damage in it (CR 120.3:
any damage, combat or not, infect's included), noted by ``note_damage`` as damage is dealt; a
record of another turn counts as no damage, so nothing needs resetting as a turn begins.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

BLOODTHIRST = "opponent_damaged_this_turn"  # the condition: "if an opponent was dealt damage this turn"
_LINE = re.compile(r"Bloodthirst (?P<n>\d+)\.?", re.IGNORECASE)


def bloodthirst_line(line: str) -> Ability | None:
    """CR 702.54a: "Bloodthirst 2" as its conditional +1/+1 counters on entering, or ``None``."""
    match = _LINE.fullmatch(line.strip())
    if match is None:
        return None
    return Ability("static", line, static="etb_counters", power=int(match["n"]), condition=BLOODTHIRST)


def note_damage(state: "MtgBase", player: int) -> None:
    """CR 120.3: ``player`` was dealt damage (called as it is dealt, after prevention)."""
    fresh = not state.damaged or state.damaged[0] != state.turn
    dealt = [False] * state.num_players if fresh else list(state.damaged[1:])
    if not dealt[player]:
        dealt[player] = True
        state.damaged = (state.turn, *dealt)


def opponent_damaged(state: "MtgBase", player: int) -> bool:
    """CR 702.54a: whether an opponent of ``player`` was dealt damage this turn."""
    if not state.damaged or state.damaged[0] != state.turn:
        return False
    return any(dealt for other, dealt in enumerate(state.damaged[1:]) if other != player)


__all__ = ["BLOODTHIRST", "bloodthirst_line", "note_damage", "opponent_damaged"]
