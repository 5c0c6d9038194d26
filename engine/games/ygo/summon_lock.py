""""The turn you activate this card, you cannot Normal Summon, Flip Summon or Special Summon, except by this card's
effect" (替罪羊 Scapegoat, 迷途的羔羊 Stray Lambs; the keyword ``summon_lock``, YGO Cartas.2 over PhasesDelJuego.11 and
.31): the card is not activated once its controller Summoned this turn (Normal, Flip or Special, tokens too); activated,
its controller Summons nothing else for the rest of the turn — Setting a monster stays allowed, it is no Summon. Both are
kept in ``YgoBase.used_names`` under this turn's key.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.cards import YgoCard

SUMMON_LOCK = "summon_lock"


def _prefix(state: YgoBase, player: int) -> str:
    return f"{state.turn}:{player}:"


def summoned(state: YgoBase, player: int) -> None:
    """``player`` Summoned a monster this turn (Normal, Flip or Special). Noted only for a player
    who owns a card with the lock: the games of everyone else, and the games saved before the
    lock was read, keep their state hash."""
    if not state.says(SUMMON_LOCK) or not any(SUMMON_LOCK in state.defn(card.id).keywords  # (every Summon: most duels have none)
                                              for card in state.cards if card is not None and card.owner == player):
        return
    key = _prefix(state, player) + "summoned"
    if key not in state.used_names:
        state.used_names = state.used_names | {key}


def bar(state: YgoBase, player: int, source: int) -> None:
    """``player`` activated ``source``: no Summon but by its effect for the rest of the turn."""
    state.used_names = state.used_names | {_prefix(state, player) + f"{SUMMON_LOCK}:{source}"}


def barred(state: YgoBase, player: int, source: int | None = None) -> bool:
    """Whether ``player`` may Summon nothing now but by the effect of the card that barred it (``source``)."""
    locks = _locks(state.used_names)
    if not locks:  # asked at every listing of Summons: most turns nobody activated such a card
        return False
    lock = _prefix(state, player) + SUMMON_LOCK + ":"
    own = f"{lock}{source}"
    return any(key.startswith(lock) and key != own for key in locks)


@lru_cache(maxsize=64)
def _locks(used_names: frozenset[str]) -> tuple[str, ...]:
    """The keys of ``used_names`` that ``bar`` wrote, worked out once per set (a set is replaced, never changed)."""
    return tuple(key for key in used_names if f":{SUMMON_LOCK}:" in key)


def activation_problem(state: YgoBase, defn: YgoCard, player: int) -> Rule | None:
    """Why a card with the lock is not activated now: its controller Summoned this turn."""
    if SUMMON_LOCK not in defn.keywords or _prefix(state, player) + "summoned" not in state.used_names:
        return None
    return rule("Cartas.2", Text(f"«{defn.name}» no se activa el turno en que invocaste",
                                 f"«{defn.name}» is not activated in a turn you Summoned"))


def problem(state: YgoBase, player: int) -> Rule | None:
    """Why ``player`` cannot Summon now: a card they activated this turn forbids it."""
    if not barred(state, player):
        return None
    return rule("Cartas.2", Text("una carta que activaste este turno te impide invocar",
                                 "a card you activated this turn forbids you to Summon"))
