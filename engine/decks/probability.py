"""Draw probabilities with the hypergeometric distribution, as exact fractions.

``DrawRules`` says how many cards a player has seen by a turn: the opening hand, one card per
draw, the first player's skipped first draw (MTG, Yu-Gi-Oh!), and games where both players draw
every turn (SiX 6.5.1). Turns count the player's own turns; turn 0 is the opening hand.
Mulligans are not modelled.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from engine.core.text import Text


@dataclass(frozen=True)
class DrawRules:
    """How a game deals cards: opening hand size and who draws when."""

    hand_size: int
    first_player_draws: bool  # whether the player going first draws on their first turn
    both_players_draw: bool = False  # both players draw in every turn, not only the turn player

    def cards_seen(self, turn: int, on_play: bool = True) -> int:
        """Cards drawn in all by the player's ``turn``-th turn (0: just the opening hand)."""
        if turn < 0:
            raise ValueError(Text(f"turno inválido {turn}", f"invalid turn {turn}"))
        if turn == 0:
            return self.hand_size
        draws = (2 * turn - (1 if on_play else 0)) if self.both_players_draw else turn
        if on_play and not self.first_player_draws:
            draws -= 1
        return self.hand_size + draws


DRAW_RULES = {
    "mtg": DrawRules(hand_size=7, first_player_draws=False),
    "ygo": DrawRules(hand_size=5, first_player_draws=False),
    "six": DrawRules(hand_size=6, first_player_draws=True, both_players_draw=True),  # SiX 5.2.7, 6.5.1
}


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
