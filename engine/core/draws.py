"""How a game deals cards (``DrawRules``): the opening hand, one card per draw, the first player's
skipped first draw (Magic, CR 103.8a), and games where both players draw every turn (SiX 6.5.1).
Each game declares its own (``Game.draw_rules``); the deck editor's odds read them
(``engine.decks.probability``). Turns count the player's own turns; turn 0 is the opening hand."""

from __future__ import annotations

from dataclasses import dataclass

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
