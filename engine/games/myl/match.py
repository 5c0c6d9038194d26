"""Best-of-three matches of Mitos y Leyendas (MyL Partida)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.deck import Deck, Violation
from engine.core.errors import Rule
from engine.core.match import MatchRules
from engine.core.text import Text
from engine.games.myl.rules import rule

if TYPE_CHECKING:
    from engine.core.game import Game


@dataclass(frozen=True)
class MylMatchRules(MatchRules):
    """Best of 3; the loser chooses who starts the next duel; between duels cards move only
    between the Castillo and the side deck (the construction rules still hold)."""

    best_of: int = 3
    rule_decided: Rule = rule("Partida", Text("gana quien gane 2 duelos", "the first to win 2 duels wins"))
    rule_first: Rule = rule("Partida", Text("el perdedor elige quién empieza", "the loser chooses who starts"))

    def validate_swap(self, game: "Game", original: Deck, deck: Deck) -> list[Violation]:
        problems = list(game.validate_deck(deck))
        pool = Counter(c.code for s in ("main", "side") for c in original.section(s))
        now = Counter(c.code for s in ("main", "side") for c in deck.section(s))
        if pool != now:
            extra = sorted((now - pool).elements())
            problems.append(Violation(rule("Partida"), Text(f"solo se intercambian cartas con el banquillo; sobran {extra}",
                                                             f"cards are only swapped with the side deck; {extra} are extra")))
        return problems
