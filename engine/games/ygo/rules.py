"""The rules of the classic Yu-Gi-Oh! rulebook cited by refusals, validations and outcomes.

The rulebook (``shared/rules/yu-gi-oh.txt``) is not numbered. Tapete cites it by section and
paragraph: a section starts at a heading (a line without lowercase letters) and is named by its
words in CamelCase without accents (``CADENAS`` → ``Cadenas``, ``DETERMINACION DEL DAÑO`` →
``DeterminacionDelDano``); every non-blank line after the heading is a paragraph, numbered from 1.
``YGO Cadenas.8`` is the eighth non-blank line after ``CADENAS``. ``tools/rules_coverage.py``
generates the same ids from the text (``docs/rules-coverage/ygo.md`` lists them all).
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.errors import Rule
from engine.core.text import Text

_TEXTS: dict[str, tuple[str, str]] = {
    "CartasPoderosas.5": ("ciertas cartas están limitadas en cuántas copias van en un Mazo",
                          "certain cards are limited in how many copies a Deck may hold"),
    "CuadroDeReferenciaRapida.2": ("en el Battle Step se anuncia un monstruo atacante y su objetivo",
                                   "in the Battle Step an attacking monster and its target are announced"),
    "FichasDeMonstruo.1": ("las Fichas de Monstruo no son cartas reales y no se incluyen en el Mazo",
                           "Monster Tokens are not real cards and are not included in the Deck"),
    "PalabrasClave.1": ("activar es usar el efecto de una Mágica, una Trampa o un Monstruo de Efecto",
                        "to activate is to use the effect of a Spell, a Trap or an Effect Monster"),
    "PhasesDelJuego.19": ("la posición de un monstruo se cambia una vez por turno, en la Main Phase 1 o 2",
                          "a monster's position is changed once per turn, in Main Phase 1 or 2"),
    "PhasesDelJuego.33": ("en la Main Phase se activan o colocan Mágicas y Trampas mientras haya espacio (5 como máximo)",
                          "in the Main Phase Spells and Traps are activated or set while there is room (5 at most)"),
    "PhasesDelJuego.37": ("tras la Main Phase 1 se puede pasar a la Battle Phase", "after Main Phase 1 you may go to the Battle Phase"),
    "Cartas.2": ("el texto de la carta prevalece sobre el reglamento", "a card's text overrides the rulebook"),
    "CartasDeMonstruosFusion.1": ("la Fusión usa Polimerización y los materiales que lista el Monstruo de Fusión",
                                  "Fusion uses Polymerization and the materials the Fusion Monster lists"),
    "CartasDeMonstruosFusion.2": ("el Mazo de Fusión va aparte y no cuenta para las 40 cartas",
                                  "the Fusion Deck is separate and does not count toward the 40 cards"),
    "CartasDeMonstruosFusion.3": ("la Fusión se hace en tu turno con materiales en tu mano o tu campo",
                                  "Fusion is done in your turn with materials in your hand or on your field"),
    "CartasDeMonstruosFusion.5": ("un Monstruo de Fusión devuelto a la mano va al Mazo de Fusión",
                                  "a Fusion Monster returned to the hand goes to the Fusion Deck"),
    "CartasDeMonstrusDeRitual.3": ("la Invocación de Ritual necesita el monstruo, su Mágica de Ritual y los sacrificios",
                                   "a Ritual Summon needs the monster, its Ritual Spell and the tributes"),
    "CartasDeMonstruosDeEfecto.4": ("un Efecto de Volteo no se activa con una Invocación Normal",
                                    "a Flip Effect does not activate on a Normal Summon"),
    "CartasDeMonstruosDeEfecto.6": ("el costo del efecto debe poder pagarse", "the effect's cost must be payable"),
    "CartasDeMonstruosDeEfecto.8": ("los efectos Disparados Múltiples se activan también en el turno del adversario",
                                    "Multi-Trigger effects can be activated in the opponent's turn too"),
    "FichasDeMonstruo.3": ("las Fichas cuentan para el límite de 5 monstruos", "tokens count toward the 5-monster limit"),
    "PreparacionDeTuMazoDeJuego.2": ("el Mazo tiene al menos 40 cartas", "the Deck has at least 40 cards"),
    "PreparacionDeTuMazoDeJuego.4": ("entre Duelos se cambian cartas con el Mazo de Apoyo manteniendo el tamaño",
                                     "between Duels cards are swapped with the Side Deck keeping the size"),
    "PreparacionDeTuMazoDeJuego.5": ("el Mazo de Apoyo tiene exactamente 15 cartas o no hay", "the Side Deck has exactly 15 cards or none"),
    "PreparacionDeTuMazoDeJuego.7": ("como máximo 3 copias entre Mazo y Mazo de Apoyo; respeta las Prohibidas y Limitadas",
                                     "at most 3 copies across Deck and Side Deck; follow the Forbidden and Limited list"),
    "Mano.1": ("como máximo 6 cartas en la mano", "at most 6 cards in hand"),
    "CondicionesDeVictoria.6": ("una moneda decide quién elige en el primer Duelo; luego elige el perdedor",
                                "a coin decides who chooses in the first Duel; then the loser chooses"),
    "AreaDeJuego.2": ("solo 1 Mágica de Campo a la vez", "only 1 Field Spell at a time"),
    "AreaDeJuego.4": ("la Zona de Monstruos tiene un límite de 5 cartas", "the Monster Card Zone holds at most 5 cards"),
    "AreaDeJuego.8": ("la Zona de Mágicas y Trampas tiene un límite de 5 cartas, equipos incluidos",
                      "the Spell & Trap Zone holds at most 5 cards, equips included"),
    "Cadenas.2": ("los eslabones se resuelven del último al primero", "chain links resolve from the last to the first"),
    "Cadenas.4": ("el adversario siempre tiene la oportunidad de responder", "the opponent always gets the chance to respond"),
    "Cadenas.8": ("solo se responde con una velocidad igual o superior", "a response needs an equal or higher spell speed"),
    "Cadenas.9": ("las cartas de Spell Speed 1 no pueden responderse unas a otras", "Spell Speed 1 cards cannot respond to each other"),
    "Cadenas.15": ("contra Spell Speed 3 solo se responde con Spell Speed 3", "only Spell Speed 3 responds to Spell Speed 3"),
    "PhasesDelJuego.3": ("quien no puede robar en su Draw Phase pierde", "a player who cannot draw in the Draw Phase loses"),
    "PhasesDelJuego.5": ("las acciones de la Standby Phase se ejecutan antes de la Main Phase",
                         "Standby Phase actions are carried out before the Main Phase"),
    "PhasesDelJuego.7": ("en la Main Phase se invoca o coloca 1 monstruo, se activan o colocan Mágicas y se colocan Trampas",
                         "in the Main Phase you summon or set 1 monster, activate or set spells and set traps"),
    "PhasesDelJuego.8": ("la posición de cada monstruo se cambia una vez por turno", "each monster's position changes once per turn"),
    "PhasesDelJuego.9": ("no se cambia la posición de un monstruo el turno en que fue invocado o colocado",
                         "a monster's position cannot change on the turn it was summoned or set"),
    "PhasesDelJuego.10": ("el jugador que comienza no tiene Battle Phase en su primer turno",
                          "the player who starts has no Battle Phase on the first turn"),
    "PhasesDelJuego.11": ("solo 1 Invocación Normal o Colocación por turno, en tu Main Phase",
                          "only 1 Normal Summon or Set per turn, in your Main Phase"),
    "PhasesDelJuego.21": ("nivel 5–6: 1 sacrificio; nivel 7 o más: 2", "level 5–6: 1 tribute; level 7 or more: 2"),
    "PhasesDelJuego.22": ("también al Colocar un monstruo de nivel 5 o más hay que sacrificar",
                          "setting a level 5+ monster also needs the tributes"),
    "PhasesDelJuego.26": ("la Invocación de Volteo pone boca arriba en ataque un monstruo boca abajo",
                          "a Flip Summon turns a face-down monster face-up in attack position"),
    "PhasesDelJuego.28": ("un monstruo colocado no se voltea en el mismo turno", "a set monster cannot be flipped on the same turn"),
    "PhasesDelJuego.35": ("las Trampas se colocan boca abajo antes de activarse", "traps are set face-down before they are activated"),
    "PhasesDelJuego.38": ("el jugador que comienza no tiene Battle Phase en su primer turno",
                          "the player who starts has no Battle Phase on the first turn"),
    "CuadroDeReferenciaRapida.8": ("atacan monstruos boca arriba en Posición de Ataque, una vez por turno",
                                   "face-up attack-position monsters attack, once per turn"),
    "CuadroDeReferenciaRapida.9": ("se ataca a un monstruo del adversario; sin monstruos, Daño Directo",
                                   "attack a monster of the opponent; with none, direct damage"),
    "CuadroDeReferenciaRapida.10": ("un monstruo que atacó no pasa a Defensa ese turno", "a monster that attacked cannot switch to defense that turn"),
    "CuadroDeReferenciaRapida.12": ("si cambia el número de monstruos del adversario, se repite el Battle Step",
                                    "if the opponent's number of monsters changes, the Battle Step is replayed"),
    "CuadroDeReferenciaRapida.16": ("en el Damage Step solo Juego Rápido o Trampas que cambian ATK/DEF, antes del cálculo",
                                    "in the Damage Step only Quick-Play or Traps changing ATK/DEF, before calculation"),
    "DeterminacionDelDano.46": ("en la End Phase se descarta hasta tener 6 cartas", "in the End Phase discard down to 6 cards"),
    "CartasDeTrampa.1": ("una Trampa se activa desde el turno siguiente a colocarla", "a trap is activated from the turn after it was set"),
    "CartasMagicas.1": ("las Mágicas se juegan en las Main Phases (salvo Juego Rápido)", "spells are played in Main Phases (except Quick-Play)"),
    "CartasMagicas.8": ("las Mágicas de Equipo se equipan a monstruos boca arriba", "Equip Spells equip face-up monsters"),
    "CartasMagicas.13": ("las Mágicas de Campo nunca se activan en el turno del adversario", "Field Spells are never activated in the opponent's turn"),
    "CartasMagicas.15": ("una Juego Rápido colocada se puede activar en el turno del adversario",
                         "a set Quick-Play Spell can be activated in the opponent's turn"),
    "ControlDeUnMonstruoDelAdversario.4": ("no se toma el control con la Zona de Monstruos llena",
                                           "control cannot be taken with a full Monster Card Zone"),
    "ComoGanarUnDuelo.4": ("quien llega a 0 LP pierde", "a player at 0 LP loses"),
    "ComoGanarUnDuelo.5": ("si ambos llegan a 0 LP a la vez, empate", "both at 0 LP at once: a draw"),
    "ComoGanarUnDuelo.6": ("el primero que no puede robar pierde", "the first player unable to draw loses"),
    "ComoGanarUnDuelo.7": ("las 5 partes de Exodia en la mano ganan el Duelo", "the 5 Exodia pieces in hand win the Duel"),
    "Victoria.2": ("gana la Partida quien gana 2 Duelos, o 1 victoria y 2 empates", "2 wins, or 1 win and 2 draws, win the match"),
    "ModalesDelDuelo.7": ("una Partida son 3 Duelos", "a match is 3 duels"),
    "PalabrasClave.2": ("un monstruo colocado no se considera invocado", "a set monster is not considered summoned"),
}


@lru_cache(maxsize=None)
@lru_cache(maxsize=4096)  # refusals are worked out at every decision: each built once
def rule(clause: str, detail: Text | None = None) -> Rule:
    """The rulebook paragraph ``clause`` (``"Cadenas.8"``) as a citable ``Rule``."""
    text, text_en = _TEXTS.get(clause, ("", ""))
    return Rule(f"YGO {clause}", text, text_en).detailed(detail)
