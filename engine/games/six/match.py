"""Best-of-three matches of Souls in Xtinction (SiX 1.2, 12)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.deck import Deck, Violation
from engine.core.errors import Rule
from engine.core.match import MatchRules
from engine.core.text import Text
from engine.games.six.rules import rule

if TYPE_CHECKING:
    from engine.core.game import Game


@dataclass(frozen=True)
class SixMatchRules(MatchRules):
    """Best of 3 duels (1.2.1) in a 36-minute round (1.2.3); the loser of a duel chooses who
    starts the next (12.5); between duels cards move only between the support deck and the
    main deck or Limbo, keeping 40 main cards and the first duel's Limbo size (12.1)."""

    best_of: int = 3
    minutes: int | None = 36
    rule_decided: Rule = rule("1.2.2")
    rule_first: Rule = rule("12.5")

    def validate_swap(self, game: "Game", original: Deck, deck: Deck) -> list[Violation]:
        problems = list(game.validate_deck(deck))
        if deck.count("limbo") != original.count("limbo"):
            problems.append(Violation(rule("12.1"), Text(f"el Limbo debe seguir teniendo {original.count('limbo')} cartas",
                                                         f"the Limbo must still have {original.count('limbo')} cards")))
        pool = Counter(c.code for s in ("main", "limbo", "support") for c in original.section(s))
        now = Counter(c.code for s in ("main", "limbo", "support") for c in deck.section(s))
        if pool != now:
            extra = sorted((now - pool).elements())
            problems.append(Violation(rule("12.1"), Text(f"solo se intercambian cartas con el mazo de apoyo; sobran {extra}",
                                                         f"cards are only swapped with the support deck; {extra} are extra")))
        if Counter(c.code for c in deck.section("mana")) != Counter(c.code for c in original.section("mana")):
            problems.append(Violation(rule("12.1"), Text("el mazo de Maná no se cambia entre duelos",
                                                        "the mana deck is not changed between duels")))
        return problems
