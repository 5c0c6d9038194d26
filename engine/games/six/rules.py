"""The rules of Souls in Xtinction cited by refusals, validations and outcomes.

Texts summarize the Reglas Generales 1.0 (``shared/rules/souls-in-xtinction.txt``).
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.errors import Rule
from engine.core.text import Text

_TEXTS: dict[str, tuple[str, str]] = {
    "1.2.2": ("gana quien gane más duelos en el tiempo establecido", "the player who wins more duels in the set time wins"),
    "1.2.4.1": ("al acabar el tiempo se juegan 6 turnos; si nadie pierde, gana quien tenga más vidas",
                "when time is called 6 turns are played; then the player with more lives wins"),
    "1.3.1.1.1": ("pierde el jugador cuyas vidas llegan a 0", "a player whose lives reach 0 loses"),
    "1.3.1.1.2": ("pierde quien debe robar y no tiene cartas en el mazo", "a player who must draw from an empty deck loses"),
    "1.3.1.1.3": ("un efecto puede hacer ganar el duelo", "an effect can win the duel"),
    "1.3.2": ("si ambos jugadores pierden a la vez, es empate", "if both players lose at once, it is a draw"),
    "1.3.3": ("cualquier jugador puede conceder en cualquier momento", "any player may concede at any time"),
    "1.4.4": ("las decisiones simultáneas las toma primero el jugador con la Ficha de Ataque",
              "simultaneous decisions are made first by the holder of the Ficha de Ataque"),
    "1.4.5.1": ("con «hasta» se elige como mínimo 1", "with \"up to\" at least 1 is chosen"),
    "1.4.9.1": ("para jugar una carta hay que pagar su costo", "playing a card requires paying its cost"),
    "2.8.1": ("como máximo 2 cartas con el mismo código por mazo", "at most 2 cards with the same code per deck"),
    "3.1.1": ("el mazo principal tiene exactamente 40 cartas", "the main deck has exactly 40 cards"),
    "3.1.5": ("en el mazo principal no van cartas de Maná ni de Limbo", "no Mana or Limbo cards in the main deck"),
    "3.1.7": ("el mazo respeta la lista de prohibidas y limitadas", "the deck follows the banned and limited list"),
    "3.2.2": ("el mazo de Maná tiene exactamente 6 cartas de Maná", "the mana deck has exactly 6 Mana cards"),
    "3.4.4": ("de 0 a 6 cartas en la Zona de Limbo", "0 to 6 cards in the Limbo zone"),
    "3.4.5": ("como máximo 2 copias por carta en el Limbo y respetando la lista", "at most 2 copies per card in Limbo, following the list"),
    "5.1.2": ("el Limbo se compone solo de cartas de Limbo", "Limbo holds only Limbo cards"),
    "2.3.4": ("solo Unidades y Entes van al Campo", "only Units and Entes go to the field"),
    "2.3.5": ("un Arma solo está en el campo equipada a una Unidad", "a Weapon is on the field only equipped to a Unit"),
    "3.8.2": ("como máximo 6 Unidades/Entes en el Campo", "at most 6 Units/Entes on the field"),
    "3.8.3": ("solo con el campo lleno se puede reemplazar una Unidad/Ente", "a Unit/Ente can be replaced only when the field is full"),
    "3.8.6.1": ("las cartas de Limbo no pueden reemplazar cartas en el campo", "Limbo cards cannot replace cards on the field"),
    "3.9.1.2": ("una Unidad solo puede ser bloqueada por una Unidad", "a Unit can be blocked by one Unit only"),
    "3.6.2": ("cada jugador puede reordenar su propio cementerio", "each player may reorder their own cemetery"),
    "3.10.1": ("cada jugador puede reordenar su mano", "each player may reorder their hand"),
    "4.1.2.11": ("con Atraer la Unidad atacante elige qué Unidad rival la bloquea", "with Atraer the attacker chooses the rival Unit that blocks it"),
    "4.1.2.5": ("una Unidad con Dormir no puede atacar ni bloquear este turno", "a sleeping Unit cannot attack or block this turn"),
    "4.1.2.10": ("un efecto Rápido se usa una vez por turno", "a Quick effect is used once per turn"),
    "5.1.1": ("mazo principal de exactamente 40, Maná de 6 y Limbo de 0 a 6", "main deck of exactly 40, mana of 6 and Limbo of 0–6"),
    "5.2.7.1": ("el mulligan devuelve cartas, baraja y roba las mismas", "the mulligan returns cards, shuffles and draws as many"),
    "5.2.7.1.1": ("el mulligan solo se hace una vez al inicio del duelo", "the mulligan is done once, at the start of the duel"),
    "6.4.1.4": ("en la Fase de Maná no se juegan cartas", "no cards are played in the Mana phase"),
    "6.5.2.2": ("en la Fase de Robo solo se activan efectos de Fase de Robo", "only Draw-phase effects are used in the Draw phase"),
    "6.5.2": ("los efectos de Fase de Robo obligatorios se activan; los opcionales se pueden activar",
              "mandatory Draw-phase effects trigger; optional ones may"),
    "6.7.1": ("los efectos de Fase Final se activan en esta fase", "End-phase effects are used in this phase"),
    "7.2.1.3": ("el bloqueo empieza cuando el atacante termina de declarar sus atacantes",
                "blocking starts once the attacker has declared the attackers"),
    "7.2.3.8": ("si la unidad bloqueadora deja el campo, se considera que bloqueó", "a blocker that leaves the field still blocked"),
    "6.6.1": ("en la Fase de Acción se juega, responde, pasa o declara combate (el combate, una vez por turno)",
              "in the Action phase players play, respond, pass or declare combat (combat once per turn)"),
    "6.6.1.1.2": ("cada jugador actúa en su momento de acción", "each player acts in their own action moment"),
    "6.6.1.2.1": ("solo se responde con Conjuros o efectos Rápido", "only Conjuros and Quick effects can respond"),
    "6.6.1.4.1": ("solo el jugador en turno declara combate", "only the turn player declares combat"),
    "6.7.2": ("en la Fase Final solo se activan efectos de Fase Final", "only End-phase effects are used in the End phase"),
    "6.7.3": ("al final del turno la mano se descarta hasta 9 cartas", "at the end of the turn hands are discarded down to 9"),
    "7.2.1.1": ("el jugador en turno elige con qué Unidades de su Campo ataca", "the turn player chooses which field Units attack"),
    "7.2.2.1": ("el jugador atacado elige qué Unidades bloquean", "the attacked player chooses the blockers"),
    "7.2.2.2": ("las Unidades con defensa 0 no pueden bloquear", "Units with 0 defense cannot block"),
    "7.2.3.1": ("en el Paso de Juego Rápido solo se activan Conjuros y efectos Rápido",
                "only Conjuros and Quick effects are used in the quick-play step"),
    "8.1.2.2.2": ("activar un efecto opcional que no puede resolverse es una activación ilegal",
                  "activating an optional effect that cannot resolve is an illegal activation"),
    "2.3.3": ("las cartas de Maná van en el mazo de Maná", "Mana cards go in the mana deck"),
    "6.6.1.1.1": ("se juegan Unidades, Armas, Entes y Conjuros de la mano o del Limbo", "Units, Weapons, Entes and Conjuros are played from hand or Limbo"),
    "8.1.2.3": ("los efectos permanentes se aplican mientras la carta está en el campo", "permanent effects apply while the card is on the field"),
    "8.3.1": ("los efectos Rápido se usan en cualquier momento, como acción o respuesta", "Quick effects are used at any time, as an action or a response"),
    "8.6.2": ("los objetivos se eligen al activar; sin ellos se resuelve hasta donde se pueda", "targets are chosen on activation; without them it resolves as far as it can"),
    "8.2.1": ("una carta con efectos negados no usa sus efectos ni palabras clave", "a negated card uses no effects or keywords"),
    "8.2.3": ("las Unidades Rashomon no pueden atacar ni bloquear, aun negadas", "Rashomon Units cannot attack or block, even negated"),
    "8.3.2": ("un efecto Rápido se usa una vez por carta y turno", "a Quick effect is used once per card and turn"),
    "8.4.3": ("si no se puede pagar todo el costo de activación no se activa", "an activation cost must be paid in full"),
    "8.5.8": ("si no se cumplen las condiciones el efecto no se activa", "an effect whose conditions are unmet cannot be activated"),
    "9.1.1": ("un Arma se equipa a una Unidad de cualquier Campo", "a Weapon is equipped to a Unit on either field"),
    "9.1.6": ("solo cartas de la mano pueden reemplazar cartas en el campo", "only cards from hand can replace cards on the field"),
    "10.6": ("tras iniciar la Fila solo se responde con Conjuros o efectos Rápido",
             "once the queue started only Conjuros and Quick effects respond"),
    "11.1.1.1": ("un bucle infinito que nadie puede detener termina en empate", "an infinite loop nobody can stop is a draw"),
    "11.1.1.2": ("quien puede detener un bucle elige cuántas veces se repite y no puede reiniciarlo",
                 "the player who can stop a loop chooses how often it repeats and cannot restart it"),
    "11.1.1.3": ("si ambos pueden detener el bucle se repite el menor número elegido",
                 "if both can stop a loop it repeats the smaller chosen number of times"),
    "11.4": ("un jugador no puede tener más de 6 vidas", "a player cannot have more than 6 lives"),
    "11.6": ("las Unidades con defensa 0 no pueden bloquear", "Units with 0 defense cannot block"),
    "12.1": ("el mazo de apoyo intercambia cartas sin cambiar el tamaño del principal ni del Limbo",
             "the support deck swaps cards without changing the main or Limbo size"),
    "12.5": ("el perdedor de un duelo decide quién empieza el siguiente", "the loser of a duel chooses who starts the next"),
}


@lru_cache(maxsize=4096)  # refusals are worked out at every decision: each built once
def rule(clause: str, detail: Text | None = None) -> Rule:
    """The SiX rule ``clause`` (``"7.2.2.2"``) as a citable ``Rule``."""
    text, text_en = _TEXTS.get(clause, ("", ""))
    return Rule(f"SiX {clause}", text, text_en).detailed(detail)
