"""Draw probabilities with the hypergeometric distribution, as exact fractions.

How many cards a player has seen by a turn is the game's own knowledge (``Game.draw_rules``,
``engine.core.draws.DrawRules``); ``draw_rules`` finds it by the game's name. Mulligans are not
modelled.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from engine.core.draws import DrawRules
from engine.core.game import get_game, is_game
from engine.core.text import Text


def draw_rules(game: str) -> DrawRules | None:
    """How ``game`` deals cards (its ``Game.draw_rules``), or ``None`` when it does not say (or is
    not a game Tapete plays)."""
    return type(get_game(game)).draw_rules if is_game(game) else None


def at_least(k: int, copies: int, deck_size: int, drawn: int) -> Fraction:
    """P(at least ``k`` of ``copies`` wanted cards among ``drawn`` cards of a ``deck_size`` deck)."""
    if deck_size < 0 or not 0 <= copies <= deck_size or drawn < 0:
        raise ValueError(Text(f"mazo imposible: {copies} copias, {deck_size} cartas, {drawn} robadas",
                              f"impossible deck: {copies} copies, {deck_size} cards, {drawn} drawn"))
    drawn = min(drawn, deck_size)
    if k <= 0:
        return Fraction(1)
    hits = sum(comb(copies, i) * comb(deck_size - copies, drawn - i) for i in range(k, min(copies, drawn) + 1))
    return Fraction(hits, comb(deck_size, drawn))
