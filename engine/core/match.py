"""Matches: a series of duels with side-decking between them and a round clock.

A ``Match`` runs duels of one game between two decks. After each duel the game's
``MatchRules`` say whether the match is decided, who chooses the next first player and which
deck changes are allowed. The clock is the caller's (a GUI timer, a tournament): it calls
``time_expired`` when the round time runs out.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from engine.core.actions import Action
from engine.core.deck import Deck, Violation
from engine.core.errors import IllegalActionError, Rule
from engine.core.rng import Rng
from engine.core.text import Text

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.state import State


@dataclass(frozen=True)
class DuelResult:
    number: int
    first_player: int
    winner: int | None
    reason: Text


@dataclass(frozen=True)
class MatchRules:
    """How a game runs its matches."""

    best_of: int = 3
    minutes: int | None = None
    rule_decided: Rule = Rule("core", "gana quien gana más duelos", "the player who wins more duels wins")
    rule_first: Rule = Rule("core", "el perdedor elige quién empieza", "the loser chooses who starts")

    def decided(self, results: Sequence[DuelResult], time_up: bool) -> tuple[bool, int | None]:
        """Whether the match is over, and its winner (``None``: a draw)."""
        wins = [sum(1 for r in results if r.winner == p) for p in (0, 1)]
        needed = self.best_of // 2 + 1
        for player in (0, 1):
            if wins[player] >= needed:
                return True, player
        if len(results) >= self.best_of or time_up:
            if wins[0] == wins[1]:
                return True, None
            return True, 0 if wins[0] > wins[1] else 1
        return False, None

    def validate_swap(self, game: "Game", original: Deck, deck: Deck) -> list[Violation]:
        """Problems with a deck changed between duels (the game's construction rules)."""
        return game.validate_deck(deck)


@dataclass
class Match:
    game: "Game"
    decks: list[Deck]
    seed: int | str = 0
    params: Mapping[str, Any] = field(default_factory=dict)
    results: list[DuelResult] = field(default_factory=list)
    state: "State | None" = None
    chooser: int | None = None
    time_up: bool = False
    over: bool = False
    winner: int | None = None

    def __post_init__(self) -> None:
        self.rules: MatchRules = self.game.match_rules()
        self.original = [replace(deck) for deck in self.decks]
        self._rng = Rng(f"{self.seed}:match")

    def start_duel(self, first_player: int | None = None) -> "State":
        """Start the next duel; without ``first_player`` the game decides at random (the first
        duel) — later duels need the choice of ``chooser``."""
        if self.over:
            raise IllegalActionError(self.rules.rule_decided, Text("la partida ya está decidida", "the match is already decided"))
        if self.state is not None and not self.state.is_terminal():
            raise IllegalActionError(self.rules.rule_first, Text("el duelo actual no ha terminado",
                                                                 "the current duel is not over"))
        if self.results and first_player is None:
            raise IllegalActionError(self.rules.rule_first, Text(f"P{(self.chooser or 0) + 1} debe elegir quién empieza",
                                                                 f"P{(self.chooser or 0) + 1} must choose who starts"))
        params = dict(self.params)
        if first_player is not None:
            params["first_player"] = first_player
        self.state = self.game.new_initial_state(self.decks, f"{self.seed}:{len(self.results) + 1}", params)
        return self.state

    def choose_first(self, player: int, first_player: int) -> "State":
        """The chooser (the loser of the last duel) says who starts the next one."""
        if player != self.chooser:
            raise IllegalActionError(self.rules.rule_first, Text(f"elige P{(self.chooser or 0) + 1}",
                                                                 f"P{(self.chooser or 0) + 1} chooses"))
        return self.start_duel(first_player)

    def finish_duel(self) -> DuelResult:
        """Record the current duel's outcome and decide what comes next."""
        state = self.state
        if state is None or state.outcome is None:
            raise ValueError(Text("no hay ningún duelo terminado que anotar", "there is no finished duel to record"))
        result = DuelResult(len(self.results) + 1, state.first_player, state.outcome.winner, state.outcome.reason)
        self.results.append(result)
        self.over, self.winner = self.rules.decided(self.results, self.time_up)
        if not self.over:
            if result.winner is None:
                self.chooser = self._rng.below(2)  # a drawn duel: a random player chooses (5.2.4)
            else:
                self.chooser = 1 - result.winner
        return result

    def swap(self, player: int, deck: Deck) -> None:
        """Replace a player's deck between duels, within the game's side-deck rules."""
        if self.state is not None and not self.state.is_terminal():
            raise IllegalActionError(self.rules.rule_first, Text("no se cambia el mazo durante un duelo",
                                                                 "decks are not changed during a duel"))
        problems = self.rules.validate_swap(self.game, self.original[player], deck)
        if problems:
            raise IllegalActionError(problems[0].rule, Text("; ".join(p.describe("es") for p in problems),
                                                          "; ".join(p.describe("en") for p in problems)))
        self.decks[player] = deck

    def time_expired(self, referee: int = 0) -> None:
        """The round time ran out: the duel in progress gets its extra turns, and no further
        duel starts; the match is decided by duel wins."""
        self.time_up = True
        if self.state is not None and not self.state.is_terminal():
            self.state.apply_action(Action("time", referee))
        elif not self.over:
            self.over, self.winner = self.rules.decided(self.results, True)
