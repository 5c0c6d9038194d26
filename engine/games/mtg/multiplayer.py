"""Games of three or four players (CR 800, 806 Free-for-All with the attack-multiple-players
option of 802): losing players leave the game with everything they own (800.4a), priority and
turns skip them (800.4a, 800.4j, 800.4k), and the last player left wins (104.2a).

Two-player games keep the rules of 104: the first loss ends the game.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.actions import Event
from engine.core.text import Text
from engine.games.mtg.base import MtgBase
from engine.games.mtg.rules import rule

MAX_PLAYERS = 4


class MultiplayerBase(MtgBase):
    """Players leaving the game and the turn order of those still in it."""

    def next_in_game(self, player: int) -> int:
        """``player`` if still in the game, else the next one in turn order (CR 800.4a, 800.4j)."""
        if player not in self.left:
            return player
        order = self.turn_order(player)
        return order[0] if order else player

    def skip_left_window(self) -> None:
        """CR 117.3d, 800.4a: priority passed on goes to the next player still in the game."""
        window = self.chain.window
        if window is not None and window in self.left:
            self.chain = replace(self.chain, window=self.next_in_game(window))

    def players_lose(self, losers: list[int], reasons: list[str]) -> None:
        """CR 104.3: ``losers`` lose at once (``reasons``: the rule of each loss).

        Two players: the other one wins, or the game is a draw if both lose (CR 104.4a).
        More players: the losers leave the game (CR 800.4); when one player is left, they win
        (CR 104.2a); when all the remaining players lose at once, the game is a draw (CR 104.4a).
        """
        remaining = [p for p in range(self.num_players) if p not in self.left and p not in losers]
        why = Text(", ".join(f"P{p + 1} pierde" for p in losers), ", ".join(f"P{p + 1} loses" for p in losers))
        if not remaining:  # CR 104.4a
            self.end_game(None, Text("todos los jugadores pierden a la vez", "all players lose at once"), rule("104.4a"))
            return
        if self.num_players == 2:
            self.end_game(remaining[0], why, rule(reasons[0]))
            return
        for player, reason in zip(losers, reasons):
            self.leave_game(player, f"P{player + 1} pierde ({reason})")
        if len(remaining) == 1:  # CR 104.2a
            self.end_game(remaining[0], why, rule("104.2a"))

    def leave_game(self, player: int, why: str) -> None:
        """CR 800.4a: everything ``player`` owns leaves the game; then their abilities on the
        stack cease to exist and what they still control leaves too; priority passes on. CR 800.4d:
        their pending triggers are not put on the stack."""
        self.left = self.left | {player}
        self.emit(Event("leave", player, text=why))
        owned = [cid for cid, card in enumerate(self.cards) if card is not None and card.owner == player]
        spells = [link.source for link in self.chain.links if link.kind == "spell" and link.controller == player]
        gone = set(owned) | set(spells) | set(self.battlefield(player))
        links = tuple(link for link in self.chain.links
                      if link.controller != player and not (link.kind == "spell" and link.source in gone))
        for cid in owned + sorted(gone - set(owned)):
            self.leave_with_owner(cid)
        window = self.chain.window
        self.chain = replace(self.chain, links=links,
                             window=self.next_in_game(window) if window is not None else None)
        self.triggers = tuple(t for t in self.triggers if t[2] != player)
        self.mulligan_calls = tuple(p for p in self.mulligan_calls if p != player)
        self.defenders = tuple(p for p in self.defenders if p != player)
        self.kept = tuple(k or p == player for p, k in enumerate(self.kept))
        if self.pending is not None and (self.pending.controller == player or self.cards[self.pending.source] is None):
            self.pending = None
        if self.may is not None and self.may.controller == player:
            self.may = None
        if self.to_command is not None and self.cards[self.to_command] is None:
            self.to_command = None
        if self.legend is not None and self.legend[0] == player:
            self.legend = None
        self.discarding = tuple(d for d in self.discarding if d[0] != player)
        if self.scry is not None and self.scry[0] == player:
            self.scry = None
        if self.dividing is not None and any(self.cards[c] is None for c in (self.dividing[0],) + self.dividing[1]):
            self.dividing = None  # asked again without the combatants that left
        self.damage_plan = tuple((a, tuple((b, n) for b, n in plan if self.cards[b] is not None))
                                 for a, plan in self.damage_plan if self.cards[a] is not None)
        self.invalidate_statics()

    def leave_with_owner(self, card_id: int) -> None:
        """A card leaving the game with the player who left (CR 800.4a)."""
        if self.on_battlefield(card_id):
            self._leave_battlefield(card_id)
        self.vanish(card_id)


__all__ = ["MAX_PLAYERS", "MultiplayerBase"]
