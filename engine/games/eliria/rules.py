"""The rules of Eliria TCG cited by refusals, validations and outcomes.

Texts summarize the Reglamento técnico 1.1 (``shared/rules/eliria.txt``); ids are its clause
numbers (``Eliria 12.c``, ``Eliria 6.a.IV``).
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.errors import Rule
from engine.core.text import Text

_TEXTS: dict[str, tuple[str, str]] = {
    "2": ("el tablero tiene 3 espacios de combate y 5 de invocación/reacción",
          "the board has 3 combat slots and 5 invocation/reaction slots"),
    "3": ("los dados son contadores de 12 lados", "dice are 12-sided counters"),
    "4": ("el mazo no puede contener más de una carta con el mismo nombre",
          "a deck may not hold two cards with the same name"),
    "6.a": ("las cartas de combate solo se juegan en tu turno, en un espacio de combate libre",
            "combat cards are played only in your turn, into a free combat slot"),
    "6.a.IV": ("un ataque necesita tener acumulados al menos los puntos de poder indicados a su izquierda",
               "an attack needs at least the power points printed on its left"),
    "6.b": ("las reacciones se juegan boca abajo en tu turno y solo se activan en el turno del oponente al cumplirse su condición",
            "reactions are set face down in your turn and activate only in the opponent's turn when their condition is met"),
    "6.c": ("las invocaciones solo se juegan en tu turno", "invocations are played only in your turn"),
    "6.c.II": ("una invocación de Adhesión se liga a una de tus cartas de combate",
               "an Adhesión invocation is bound to one of your combat cards"),
    "7.a": ("el jugador se rinde por voluntad propia", "the player concedes"),
    "7.b": ("pierde quien no tiene cartas de combate en su tablero durante su fase de poder",
            "a player with no combat card on their board during their power phase loses"),
    "7.c": ("pierde quien debe robar de su mazo y no puede", "a player who must draw and cannot loses"),
    "8": ("una carta boca arriba no se pone boca abajo salvo por un efecto; las cartas de combate boca abajo no atacan",
          "a face-up card is not turned face down unless an effect allows; face-down combat cards cannot attack"),
    "9": ("solo se pueden jugar de la mano tres cartas de combate por partida, salvo por efectos",
          "only three combat cards may be played from hand per game, unless an effect allows more"),
    "10": ("solo se ataca al combatiente directamente enfrente, salvo por un efecto",
           "an attack targets only the combatant directly opposite, unless an effect allows"),
    "11.b": ("el mulligan: sin carta de combate sin † se muestra la mano, se descarta una carta y se roban cinco",
             "mulligan: without a combat card lacking †, show the hand, discard one card and draw five"),
    "11.c": ("quien gana la tirada de dados decide quién inicia", "the winner of the dice roll chooses who starts"),
    "11.d": ("quien inicia salta su fase inicial y su fase de ataque en su primer turno",
             "the starting player skips the initial and attack phases of their first turn"),
    "12": ("el turno sigue las fases inicial, movimiento, poder y ataque",
           "the turn follows the initial, movement, power and attack phases"),
    "12.b": ("en la fase de movimiento se activan cartas, se juega de la mano y se mueve una carta de combate a un espacio adyacente libre",
             "in the movement phase cards are turned up, played from hand, and one combat card moves to a free adjacent slot"),
    "12.d": ("una vez por turno se puede declarar un ataque en la fase de ataque",
             "once per turn an attack may be declared in the attack phase"),
    "14.a": ("los tokens de combate no se sacrifican salvo que el efecto lo permita",
             "combat tokens cannot be sacrificed unless the effect allows it"),
}


@lru_cache(maxsize=4096)  # refusals are worked out at every decision: each built once
def rule(clause: str, detail: Text | None = None) -> Rule:
    """The Eliria rule ``clause`` (``"12.c"``) as a citable ``Rule``."""
    text, text_en = _TEXTS.get(clause, ("", ""))
    return Rule(f"Eliria {clause}", text, text_en).detailed(detail)
