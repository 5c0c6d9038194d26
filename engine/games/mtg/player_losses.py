"""The state-based actions that make players lose (CR 704.5a-c, 704.6c): all who lose at one
check lose together (CR 104.3, 800.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.base import LIFE, POISON

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin


def loss_reason(state: "EffectsMixin", player: int) -> str | None:
    """The rule by which ``player`` loses now, or ``None``."""
    if state.counters[player][LIFE] <= 0:
        return "704.5a"
    if player in state.drew_empty:
        return "704.5b"
    if state.counters[player].get(POISON, 0) >= 10:
        return "704.5c"
    if any(p == player and n >= 21 for (_c, p), n in state.commander_damage) \
            and str(state.setup.params.get("format", "")).lower() != "brawl":  # CR 903.12h: not in Brawl
        return "704.6c"
    return None


def players_lost(state: "EffectsMixin") -> bool:
    """Whether any player still in the game (CR 800.4) lost now; they lose together."""
    if not state.drew_empty and not state.commander_damage:
        for counters in state.counters:  # every state-based action check asks: read at once
            if counters[LIFE] <= 0 or counters.get(POISON, 0) >= 10:
                break
        else:
            return False  # nobody loses
    found = [(player, loss_reason(state, player)) for player in range(state.num_players) if player not in state.left]
    losers = [(player, reason) for player, reason in found if reason is not None]
    if losers:
        state.players_lose([p for p, _r in losers], [r for _p, r in losers])  # CR 104.3, 800.4
    return bool(losers)
