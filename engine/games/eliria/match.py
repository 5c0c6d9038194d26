"""Matches of Eliria TCG. The Reglamento técnico 1.1 describes single games only; Tapete plays
the usual best of three, and every game starts with the dice roll of Eliria 11.c unless the
players agree on who starts (the loser of the previous game, by Tapete's match convention)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import Rule
from engine.core.match import MatchRules
from engine.core.text import Text
from engine.games.eliria.rules import rule


@dataclass(frozen=True)
class EliriaMatchRules(MatchRules):
    best_of: int = 3
    minutes: int | None = None
    rule_decided: Rule = Rule("Eliria partida", "gana quien gana dos partidas (convención de Tapete)",
                              "the first to win two games wins (Tapete convention)")
    rule_first: Rule = rule("11.c", Text("en las partidas siguientes elige quien perdió la anterior",
                                          "in the following games the loser of the last one chooses"))
