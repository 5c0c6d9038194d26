"""The rules of Mitos y Leyendas cited by refusals, validations and outcomes, and their catalogue.

Identifiers (documented in ``docs/rules-coverage/myl.md``):

- ``MyL JC.1`` … ``MyL JC.10``: the ten steps of the procedure for playing a card, in the order of
  the rulebook excerpt ``shared/rules/mitos-y-leyendas-jugar-carta.txt`` (its list restarts at 1
  after step 5; we number on: its second "1." is JC.6 … its second "5." is JC.10);
  ``JC.3.1`` is its paragraph on cost changes, ``JC.3.2`` the "sin pagar su Coste" sentence of
  step 3, ``JC.11`` its paragraph on Armas and ``JC.12`` its last paragraph (restrictions).
- ``MyL <Palabra>`` (``MyL Castillo``, ``MyL Oro``…): the rest of the game as the published rules
  state it; the deck-building ones are those of ``engine.games.myl.deckcheck``.
- ``MyL S.<parámetro>``: an assumption where the published rules are not certain to us; each is a
  parameter of the game definition (``new_initial_state(..., params={...})``) with its default.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.core.errors import Rule
from engine.core.text import Text


@dataclass(frozen=True, slots=True)
class Entry:
    """One rule of the catalogue: its id, Spanish and English text, where it comes from and, for
    an assumption, the parameter that changes it and its default."""

    id: str
    text: str
    text_en: str
    origin: str  # "extracto" | "reglas" | "supuesto"
    param: str = ""
    default: Any = None


def _jc(step: str, text: str, text_en: str) -> Entry:
    return Entry(f"JC.{step}", text, text_en, "extracto")


def _r(name: str, text: str, text_en: str) -> Entry:
    return Entry(name, text, text_en, "reglas")


def _s(param: str, default: Any, text: str, text_en: str) -> Entry:
    return Entry(f"S.{param}", text, text_en, "supuesto", param, default)


CATALOGUE: tuple[Entry, ...] = (
    _jc("1", "el jugador muestra y declara la carta que quiere jugar", "the player shows and announces the card to play"),
    _jc("2", "se deben cumplir los requisitos de la carta; un Talismán define antes su Objetivo si es una carta en juego",
        "the card's requirements must be met; a Talismán first defines its target when that target is a card in play"),
    _jc("3", "se paga el Coste de Oro y cualquier Coste adicional", "the Oro cost and any additional cost are paid"),
    _jc("3.1", "los aumentos de Coste se suman, luego se restan las reducciones; el Coste nunca baja de 0",
        "cost increases are added, then reductions subtracted; the cost never goes below 0"),
    _jc("3.2", "«sin pagar su Coste» no exime de los Costes adicionales",
        "\"without paying its cost\" still pays the additional costs"),
    _jc("4", "la carta se considera jugada y se disparan y resuelven las Habilidades que se disparan al jugar una carta",
        "the card counts as played; abilities that trigger on a card being played trigger and resolve"),
    _jc("5", "el oponente elige solo una opción: anular con una carta, anular con una Habilidad o jugar cartas en respuesta; "
             "luego el jugador activo tiene la misma opción",
        "the opponent chooses only one of: an anulación card, an anulación ability, or cards played in response; "
        "then the active player has the same choice"),
    _jc("6", "si la carta no es anulada entra en juego y su Habilidad disparada se usa salvo que se Cancele; "
             "un Talismán resuelve su efecto y va al Cementerio de su dueño (su Habilidad no se puede Cancelar)",
        "if not anulada the card enters play and its triggered ability is used unless cancelled; "
        "a Talismán resolves and goes to its owner's Cementerio (its ability cannot be cancelled)"),
    _jc("7", "el efecto se resuelve entre un 0 y un 100%, en medida de lo posible",
        "the effect resolves from 0 to 100%, as far as possible"),
    _jc("8", "se puede jugar solo una carta o usar una Habilidad en respuesta a que la carta entre en juego (no para Talismanes)",
        "only one card or ability may respond to the card entering play (not for Talismanes)"),
    _jc("9", "se pueden jugar cartas o Habilidades de redirección si la carta jugada es afectada y hay un nuevo objetivo",
        "redirection cards or abilities may be used if the played card is affected and a new target exists"),
    _jc("10", "por último se pueden jugar cartas o Habilidades de prevención, salvo contra Habilidades continuas",
        "last, prevention cards or abilities may be used, except against continuous abilities"),
    _jc("11", "un Arma jugada sobre un Aliado permanece mientras sea Aliado; si deja de serlo, el Arma va al Cementerio de su dueño",
        "an Arma played on an Aliado stays while it is an Aliado; when it stops being one the Arma goes to its owner's Cementerio"),
    _jc("12", "una carta que una restricción prohíbe no puede jugarse sin pagar su Coste y permanece en su zona de origen",
        "a card a restriction forbids cannot be played for free and stays in the zone it came from"),
    _r("Castillo", "el Castillo (el mazo) tiene exactamente 50 cartas", "the Castle (the deck) has exactly 50 cards"),
    _r("Copias", "un mazo tiene como máximo 3 cartas con el mismo nombre (los Oros básicos no cuentan)",
       "a deck holds at most 3 cards of the same name (basic Oros excepted)"),
    _r("Única", "de una carta Única solo puede haber una copia en el mazo", "a Única card allows a single copy"),
    _r("Prohibidas y limitadas", "las cartas prohibidas o limitadas restringen cuántas copias van en el mazo",
       "banned or limited cards restrict how many copies a deck may hold"),
    _r("Mano", "cada jugador roba una mano inicial de 8 cartas", "each player draws an opening hand of 8 cards"),
    _r("Mulligan", "quien no quiere su mano la baraja en el Castillo y roba una carta menos; decide primero quien empieza",
       "a player who does not want the hand shuffles it back and draws one card fewer; the starting player decides first"),
    _r("Turno", "el turno tiene las fases de agrupación, vigilia, batalla y final", "a turn has the regroup, vigil, battle and end phases"),
    _r("Agrupación", "en su agrupación el jugador devuelve su Oro pagado a la reserva, sus Aliados atacantes a la línea de defensa "
                     "y roba una carta", "in the regroup phase paid Oro returns to the reserve, attacking Aliados return to defence and the player draws"),
    _r("Vigilia", "en su vigilia el jugador juega sus cartas", "the player plays cards in their vigil phase"),
    _r("Oro", "se juega como máximo un Oro por turno, a la reserva", "at most one Oro per turn is played, into the reserve"),
    _r("Pago", "pagar mueve Oros de la reserva al Oro pagado; sin Oro suficiente no se paga", "paying moves Oros from the reserve to paid Oro"),
    _r("Batalla", "en la batalla el jugador en turno puede atacar con sus Aliados", "in the battle phase the turn player may attack with Aliados"),
    _r("Ataque", "atacan Aliados de la línea de defensa que no entraron este turno (salvo Furia)",
       "attackers come from the defence line and did not enter play this turn (unless Furia)"),
    _r("Bloqueo", "el defensor bloquea cada atacante con como máximo un Aliado de su línea de defensa; Imbloqueable no se bloquea",
       "the defender blocks each attacker with at most one Aliado from the defence line; Imbloqueable cannot be blocked"),
    _r("Guerra", "en la guerra de talismanes los jugadores juegan Talismanes por turnos, empezando el atacante, hasta que ambos pasan",
       "in the talisman war players alternate Talismanes, attacker first, until both pass"),
    _r("Combate", "entre un atacante y su bloqueador, el de menor Fuerza va al Cementerio (a igual Fuerza, ambos)",
       "between an attacker and its blocker, the one with less Fuerza goes to the Cementerio (both on a tie)"),
    _r("Daño", "cada punto de daño mueve la carta superior del Castillo al Cementerio; un atacante no bloqueado hace daño igual a su Fuerza",
       "each point of damage moves the top card of the Castle to the Cementerio; an unblocked attacker deals its Fuerza"),
    _r("Derrota", "pierde el jugador que se queda sin cartas en el Castillo; si ambos a la vez, empate",
       "a player whose Castle runs out loses; both at once is a draw"),
    _r("Final", "en la fase final terminan los efectos de este turno y se descarta hasta el límite de mano",
       "in the end phase this turn's effects end and hands are discarded down to the limit"),
    _r("Tótem", "los Tótems quedan en la línea de apoyo y sus Habilidades continuas se aplican mientras están en juego",
       "Tótems stay in the support line and their continuous abilities apply while in play"),
    _r("Habilidad", "una Habilidad activada se usa una vez por turno pagando su coste", "an activated ability is used once per turn, paying its cost"),
    _r("Cementerio", "las cartas destruidas, descartadas o dañadas van al Cementerio de su dueño",
       "destroyed, discarded or damaged cards go to their owner's Cementerio"),
    _r("Destierro", "las cartas desterradas van al Destierro y no vuelven", "banished cards go to the Destierro"),
    _r("Partida", "una partida es al mejor de 3 duelos; el perdedor de un duelo elige quién empieza el siguiente; "
                  "entre duelos se cambian cartas con el mazo de banquillo sin cambiar el Castillo de 50",
       "a match is best of 3; the loser of a duel chooses who starts the next; between duels cards are swapped with the "
       "side deck keeping a 50-card Castillo"),
    _r("Conceder", "un jugador puede rendirse en cualquier momento", "a player may concede at any time"),
    _s("primero_roba", False, "el jugador que empieza no roba en su primera agrupación",
       "the starting player does not draw in the first regroup phase"),
    _s("mano_inicial", 8, "tamaño de la mano inicial", "opening hand size"),
    _s("mulligan_resta", 1, "cada mulligan roba esta cantidad de cartas menos que la mano anterior",
       "each mulligan draws this many fewer cards than the previous hand"),
    _s("oro_inicial", True, "cada jugador empieza con un Oro básico de su Castillo en la reserva",
       "each player starts with a basic Oro from the Castle in the reserve"),
    _s("limite_mano", 8, "límite de cartas en la mano al final del turno", "hand size limit at the end of the turn"),
    _s("pierde_al_vaciar", True, "se pierde en cuanto el Castillo queda vacío (si no, al tener que robar o recibir daño sin cartas)",
       "a player loses as soon as the Castle is empty (otherwise when having to draw or take damage from an empty one)"),
    _s("empate_destruye_ambos", True, "a igual Fuerza en combate se destruyen ambos Aliados",
       "on equal Fuerza both Aliados in a fight are destroyed"),
    _s("bloqueado_hace_dano", False, "un atacante bloqueado cuyo bloqueador dejó el juego no hace daño al Castillo",
       "a blocked attacker whose blocker left play deals no damage to the Castle"),
    _s("pasa_sin_opciones", True, "una ventana de respuesta se salta para el jugador que no tiene ninguna respuesta legal",
       "a response window is skipped for a player with no legal response"),
    _s("jugador_activo", "quien_juega", "en JC.5 y JC.6 el «jugador activo» es quien juega la carta (\"en_turno\": el jugador "
       "en turno) y el oponente es el otro", "in JC.5 and JC.6 the \"active player\" is the one playing the card "
       "(\"en_turno\": the turn player) and the opponent is the other"),
    _s("orden_entrada", "oponente", "en JC.8 se ofrece primero al oponente de quien juega (\"jugador\": a quien juega); "
       "la primera respuesta cierra la ventana", "in JC.8 the opponent of the player is offered first (\"jugador\": the "
       "player); the first response closes the window"),
    _s("orden_redireccion", "controlador", "en JC.9 y JC.10 decide primero el controlador de la carta afectada "
       "(\"oponente\": su oponente)", "in JC.9 and JC.10 the controller of the affected card decides first "
       "(\"oponente\": the opponent)"),
)

_BY_ID = {entry.id: entry for entry in CATALOGUE}
#: The values a textual parameter accepts (the default first).
CHOICES: dict[str, tuple[str, ...]] = {
    "jugador_activo": ("quien_juega", "en_turno"),
    "orden_entrada": ("oponente", "jugador"),
    "orden_redireccion": ("controlador", "oponente"),
}
PARAMS: dict[str, Any] = {entry.param: entry.default for entry in CATALOGUE if entry.param}


def check_params(params: dict[str, Any]) -> list[Text]:
    """Problems with assumption parameters: unknown names, wrong types or values."""
    problems = []
    for key, value in params.items():
        if key not in PARAMS:
            problems.append(Text(f"parámetro desconocido «{key}» (admitidos: {', '.join(sorted(PARAMS))})",
                                 f"unknown parameter «{key}» (allowed: {', '.join(sorted(PARAMS))})"))
        elif key in CHOICES and value not in CHOICES[key]:
            problems.append(Text(f"«{key}» debe ser uno de {CHOICES[key]}, no {value!r}",
                                 f"«{key}» must be one of {CHOICES[key]}, not {value!r}"))
        elif key not in CHOICES and type(value) is not type(PARAMS[key]):
            problems.append(Text(f"«{key}» debe ser {type(PARAMS[key]).__name__}, no {value!r}",
                                 f"«{key}» must be {type(PARAMS[key]).__name__}, not {value!r}"))
    return problems


@lru_cache(maxsize=4096)  # refusals are worked out at every decision: each built once
def rule(rule_id: str, detail: Text | None = None) -> Rule:
    """The MyL rule ``rule_id`` (``"JC.5"``, ``"Oro"``, ``"S.limite_mano"``) as a citable ``Rule``."""
    entry = _BY_ID[rule_id]
    return Rule(f"MyL {rule_id}", entry.text, entry.text_en).detailed(detail)


def coverage_catalogue() -> list[dict[str, Any]]:
    """The catalogue as plain data for ``tools/rules_coverage.py``."""
    return [
        {"id": e.id, "text": e.text, "origin": e.origin, "param": e.param, "default": e.default} for e in CATALOGUE
    ]
