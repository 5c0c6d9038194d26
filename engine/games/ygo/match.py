"""Matches of three duels (YGO ModalesDelDuelo.7, Victoria, Empate, CondicionesDeVictoria.5–6)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from engine.core.deck import Deck, Violation
from engine.core.errors import Rule
from engine.core.match import DuelResult, MatchRules
from engine.core.text import Text
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.core.game import Game


@dataclass(frozen=True)
class YgoMatchRules(MatchRules):
    """Three duels; 2 wins, or 1 win and 2 draws, win the match; 1 win, 1 loss and 1 draw, or
    3 draws, are a drawn match. The loser of a duel chooses who starts the next; after a draw a
    coin decides again (``Match`` picks a random chooser). Side-decking keeps the Deck's size."""

    best_of: int = 3
    minutes: int | None = None
    rule_decided: Rule = rule("Victoria.2")
    rule_first: Rule = rule("CondicionesDeVictoria.6")

    def decided(self, results: Sequence[DuelResult], time_up: bool) -> tuple[bool, int | None]:
        wins = [sum(1 for r in results if r.winner == p) for p in (0, 1)]
        draws = sum(1 for r in results if r.winner is None)
        for player in (0, 1):
            if wins[player] >= 2 or (wins[player] == 1 and draws == 2):  # YGO Victoria.2
                return True, player
        if len(results) >= self.best_of or time_up:  # YGO Empate.2
            if wins[0] != wins[1]:
                return True, 0 if wins[0] > wins[1] else 1
            return True, None
        return False, None

    def validate_swap(self, game: "Game", original: Deck, deck: Deck) -> list[Violation]:
        """YGO PreparacionDeTuMazoDeJuego.4: swap with the Side Deck, ending with as many cards."""
        problems: list[Violation] = []
        clause = rule("PreparacionDeTuMazoDeJuego.4")
        if deck.count("main") != original.count("main"):
            problems.append(Violation(clause, Text(f"el Mazo debe seguir teniendo {original.count('main')} cartas",
                                                  f"the Deck must still have {original.count('main')} cards")))
        if deck.count("side") != original.count("side"):
            problems.append(Violation(clause, Text(f"el Mazo de Apoyo debe seguir teniendo {original.count('side')} cartas",
                                                  f"the Side Deck must still have {original.count('side')} cards")))
        pool = Counter(c.code for s in ("main", "side") for c in original.section(s))
        now = Counter(c.code for s in ("main", "side") for c in deck.section(s))
        if pool != now:
            extra = sorted((now - pool).elements())
            problems.append(Violation(clause, Text(f"solo se cambian cartas con el Mazo de Apoyo; sobran {extra}",
                                                   f"cards are only swapped with the Side Deck; {extra} are extra")))
        if Counter(c.code for c in deck.section("extra")) != Counter(c.code for c in original.section("extra")):
            problems.append(Violation(clause, Text("el Mazo de Fusión no cambia entre Duelos",
                                                   "the Fusion Deck does not change between Duels")))
        return problems + list(game.validate_deck(deck))
