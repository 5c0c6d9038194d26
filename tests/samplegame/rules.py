"""The sample game's rules, citable as ``Muestra N``."""

from __future__ import annotations

from engine.core.errors import Rule

RULES = {
    "1": ("cada jugador empieza con 10 vidas y tres cartas", "each player starts with 10 lives and three cards"),
    "2": ("en su turno el jugador roba y luego juega una carta de su mano o pasa",
          "on their turn a player draws, then plays a card from hand or passes"),
    "3": ("quien debe robar de un mazo vacío pierde", "a player who must draw from an empty deck loses"),
    "4": ("quien llega a 0 vidas pierde", "a player at 0 lives loses"),
    "5": ("un mazo tiene al menos 10 cartas y como mucho 2 copias de cada una",
          "a deck has at least 10 cards and at most 2 copies of each"),
}


def rule(number: str) -> Rule:
    es, en = RULES[number]
    return Rule(f"Muestra {number}", es, en)
