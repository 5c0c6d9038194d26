"""Sentences that refer to the sentences before them (CR 608.2c: the text is read whole):
"Otherwise, …" and "… instead" (``conditional_effects``), what becomes of the cards looked at
(``top_cards``), "That player …" (``targeted_player``). ``refer_back`` settles one sentence's effects
against those before it, the oracle's ``_effects`` calling it for each sentence."""

from __future__ import annotations

from engine.games.mtg.abilities import Effect
from engine.games.mtg import conditional_effects, targeted_player, this_way, top_cards


def refer_back(before: list[Effect], parsed: list[Effect]) -> list[Effect] | None:
    """``parsed`` as it reads after ``before`` (which it may change), or ``None`` when what it
    refers to is not there."""
    for fold in (conditional_effects.fold, top_cards.fold, targeted_player.fold, this_way.fold):
        result = fold(before, parsed)
        if result is None:
            return None
        parsed = result
    return parsed


def settled(effects: list[Effect]) -> bool:
    """Nothing is left half said at the end of the text (a look says what becomes of every card)."""
    return all(map(top_cards.complete, effects)) and this_way.complete(effects)


__all__ = ["refer_back", "settled"]
