"""The Comprehensive Rules cited by refusals, outcomes and validations.

Texts summarize the Spanish Comprehensive Rules (``shared/rules/magic-the-gathering-cr-es.txt``).
"""

from __future__ import annotations

from functools import lru_cache

from typing import Any

from engine.core.errors import Rule
from engine.core.state import MANUAL_RULE
from engine.core.text import Text

_TEXTS: dict[str, tuple[str, str]] = {
    "103.5": ("cada jugador roba siete cartas y puede hacer mulligan (mulligan de Londres)",
              "each player draws seven cards and may mulligan (London mulligan)"),
    "104.3a": ("un jugador puede conceder en cualquier momento", "a player may concede at any time"),
    "104.4a": ("si todos los jugadores pierden a la vez, la partida es un empate",
               "if all players lose simultaneously, the game is a draw"),
    "117.1": ("solo se actúa cuando se tiene prioridad o la regla lo pide", "players act only with priority or when a rule asks"),
    "117.1a": ("un conjuro o permanente solo se lanza en tu fase principal con la pila vacía; un instantáneo, con prioridad",
               "sorcery-speed spells only in your main phase with an empty stack; instants whenever you have priority"),
    "117.1b": ("las habilidades activadas se activan cuando se tiene prioridad", "activated abilities need priority"),
    "116.2h": ("se profetiza una carta de tu mano durante tu turno, con prioridad, pagando {2}",
               "a card is foretold from your hand during your turn, with priority, paying {2}"),
    "205.3m": ("se elige uno de los tipos de criatura", "one of the creature types is chosen"),
    "502.3": ("en el paso de enderezar solo se endereza uno de los permanentes girados de ese tipo",
              "in the untap step only one of the tapped permanents of that type untaps"),
    "305.2": ("se juega como mucho una tierra por turno", "at most one land per turn"),
    "305.3": ("solo se juega una tierra con prioridad en tu fase principal con la pila vacía",
              "a land is played only in your main phase with priority and an empty stack"),
    "302.6": ("una criatura solo ataca o usa {T} si la controlas desde el comienzo de tu turno",
              "a creature attacks or uses {T} only if controlled since your turn began"),
    "118.8": ("hay que poder pagar el coste adicional (sacrificar, descartar)",
              "the additional cost must be payable (sacrifice, discard)"),
    "119.4": ("solo se pagan vidas si tu total de vidas es mayor o igual que el pago",
              "life can be paid only if your life total is greater than or equal to the payment"),
    "602.5": ("no se puede activar una habilidad que un efecto prohíbe activar",
              "an ability that an effect forbids can't be activated"),
    "701.13b": ("no se puede pagar un coste que muela más cartas de las que quedan en la biblioteca",
                "a cost can't mill more cards than are left in the library"),
    "118.3": ("no se puede pagar un coste sin los recursos para pagarlo completo",
              "a cost can't be paid without the resources to pay all of it"),
    "702.122a": ("tripular N: girar otras criaturas enderezadas que controlas con una fuerza total de N o más",
                 "crew N: tap other untapped creatures you control with total power N or greater"),
    "702.142a": ("alardear: solo si esta criatura atacó este turno y una vez cada turno",
                 "boast: only if this creature attacked this turn and only once each turn"),
    "702.21a": ("rebatir: solo se paga si se puede pagar el coste", "ward: the cost is paid only if it can be paid"),
    "700.2a": ("hay que poder elegir los modos pedidos, cada uno con objetivos legales",
               "the required number of modes must be choosable, each with legal targets"),
    "702.33c": ("el multiestímulo se paga tantas veces como puedas y quieras",
                "the multikicker is paid any number of times you can pay it"),
    "609.7a": ("se elige como fuente un permanente o un hechizo en la pila (del color que se indique)",
               "the source chosen is a permanent or a spell on the stack (of the colour named)"),
    "601.2d": ("al dividir el daño, cada objetivo recibe al menos 1 y se reparte todo",
               "when dividing damage, each target gets at least 1 and all of it is divided"),
    "601.2c": ("el hechizo necesita objetivos legales", "the spell needs legal targets"),
    "702.43a": ("modular pone sus contadores +1/+1 sobre una criatura artefacto objetivo",
                "modular puts its +1/+1 counters on target artifact creature"),
    "303.4a": ("un Aura solo puede tener como objetivo lo que define su habilidad de encantar",
               "an Aura can only target what its enchant ability defines"),
    "601.2h": ("hay que pagar el coste total", "the total cost must be paid"),
    "107.4h": ("{S} se paga con un maná de cualquier tipo producido por una fuente nevada",
               "{S} is paid with one mana of any type made by a snow source"),
    "602.2": ("para activar una habilidad hay que pagar su coste", "activating an ability requires paying its cost"),
    "106.12": ("girar un permanente para obtener maná es activar una de sus habilidades de maná: solo da el maná que ella dice",
               "tapping a permanent for mana activates one of its mana abilities: it adds only the mana that ability says"),
    "605.3a": ("las habilidades de maná se activan con prioridad o al pagar un coste",
               "mana abilities are activated with priority or while paying a cost"),
    "606.3": ("una habilidad de lealtad se activa en tu fase principal con la pila vacía, una vez por turno y permanente",
              "a loyalty ability is activated in your main phase with an empty stack, once per turn per permanent"),
    "606.6": ("una habilidad de lealtad negativa necesita al menos esos contadores de lealtad",
              "a negative loyalty ability needs at least that many loyalty counters"),
    "509.1b": ("se respetan las restricciones de bloqueo («no puede bloquear», «no puede ser bloqueada»)",
               "blocking restrictions apply (\"can't block\", \"can't be blocked\")"),
    "701.2a": ("solo el controlador de un permanente activa sus habilidades activadas",
               "only a permanent's controller activates its activated abilities"),
    "702.16i": ("con antimaleficio contra un color, los hechizos de ese color de los oponentes no pueden hacerla objetivo",
                "hexproof from a colour: opponents' spells of that colour can't target it"),
    "702.28b": ("una criatura con desvanecerse solo bloquea y es bloqueada por criaturas con desvanecerse",
                "a creature with shadow blocks and is blocked only by creatures with shadow"),
    "702.31b": ("una criatura con caballería solo es bloqueada por criaturas con caballería",
                "a creature with horsemanship is blocked only by creatures with horsemanship"),
    "702.118b": ("una criatura con escurridizo no puede ser bloqueada por criaturas de mayor fuerza",
                 "a creature with skulk can't be blocked by creatures with greater power"),
    "702.13b": ("una criatura con intimidar solo la bloquean criaturas artefacto o que compartan un color con ella",
                "intimidate: only artifact creatures or creatures sharing a colour block it"),
    "702.16f": ("una criatura con protección no puede ser bloqueada por criaturas de esa cualidad",
                "protection: it can't be blocked by creatures with that quality"),
    "702.36b": ("una criatura con temor solo la bloquean criaturas artefacto o negras",
                "fear: only artifact or black creatures block it"),
    "702.3b": ("una criatura con defensor no puede atacar", "a creature with defender can't attack"),
    "702.9b": ("solo criaturas con volar o alcance bloquean a una criatura con volar",
               "only creatures with flying or reach block a flier"),
    "702.11c": ("un jugador con antimaleficio no puede ser objetivo de sus oponentes",
                "a player with hexproof can't be the target of their opponents' spells or abilities"),
    "702.11b": ("un permanente con antimaleficio no puede ser objetivo de los oponentes",
                "a permanent with hexproof can't be the target of opponents' spells or abilities"),
    "702.16b": ("un permanente con protección no puede ser objetivo de hechizos ni habilidades de esa cualidad",
                "a permanent with protection can't be the target of spells or abilities with that quality"),
    "903.8": ("lanzar el comandante desde la zona de mando cuesta {2} más por cada vez anterior",
              "casting a commander from the command zone costs {2} more for each previous time"),
    "702.18a": ("un permanente con velo no puede ser objetivo de hechizos ni habilidades",
                "a permanent with shroud can't be the target of spells or abilities"),
    "702.14c": ("una criatura con cruzar tierras no puede ser bloqueada si el defensor controla ese tipo de tierra",
                "a creature with landwalk can't be blocked while the defending player controls a land of that type"),
    "702.111b": ("una criatura con amenaza solo puede ser bloqueada por dos o más criaturas",
                 "a creature with menace can't be blocked except by two or more creatures"),
    "508.1a": ("solo atacan criaturas enderezadas que controlas desde el comienzo del turno",
               "only untapped creatures controlled since the turn began attack"),
    "602.5b": ("se respeta la restricción de la habilidad («solo una vez por turno», «solo durante tu turno»)",
               "the ability's restriction applies (\"only once each turn\", \"only during your turn\")"),
    "701.19a": ("la búsqueda encuentra una carta que encaja con la descripción dada",
                "a search finds a card that matches the given description"),
    "113.6m": ("una habilidad que saca su objeto de una zona funciona solo en esa zona («de tu cementerio»)",
               "an ability that moves its object out of a zone functions only in that zone (\"from your graveyard\")"),
    "602.5d": ("«activa esto solo como un conjuro»: en tu fase principal, con la pila vacía",
               "\"activate only as a sorcery\": in your main phase with an empty stack"),
    "508.1c": ("se respetan las restricciones de ataque («no puede atacar a menos que…»)",
               "attack restrictions apply (\"can't attack unless …\")"),
    "508.1b": ("cada atacante ataca a un oponente o a un planeswalker que este controle",
               "each attacker attacks an opponent or a planeswalker that opponent controls"),
    "509.1a": ("solo bloquean criaturas enderezadas, cada una a un atacante",
               "only untapped creatures block, each one attacker"),
    "510.1c": ("el atacante bloqueado reparte su daño entre sus bloqueadoras, sin pasarse de su fuerza",
               "a blocked attacker divides its damage among its blockers, no more than its power"),
    "702.19b": ("con arrollar, hay que asignar daño letal a cada bloqueadora antes de dañar al jugador",
                "with trample, lethal damage goes to every blocker before the player"),
    "514.1": ("en la limpieza el jugador activo descarta hasta tener siete cartas",
              "in cleanup the active player discards down to seven cards"),
    "702.6a": ("equipar: solo como un conjuro, a una criatura que controlas",
               "equip only as a sorcery, to a creature you control"),
    "704.5a": ("un jugador con 0 o menos vidas pierde", "a player with 0 or less life loses"),
    "704.5b": ("un jugador que intentó robar de una biblioteca vacía pierde",
               "a player who attempted to draw from an empty library loses"),
    "704.5c": ("un jugador con diez o más contadores de veneno pierde", "a player with ten or more poison counters loses"),
    "704.6c": ("en Commander pierde quien recibió 21 o más de daño de combate de un mismo comandante",
               "in Commander a player dealt 21 or more combat damage by the same commander loses"),
    "105.4": ("hay que elegir uno de los cinco colores", "one of the five colours must be chosen"),
    "616.1": ("el jugador afectado elige uno de los efectos de reemplazo o prevención que se aplican",
              "the affected player chooses one of the applicable replacement or prevention effects"),
    "707.5": ("el permanente entra como copia de una criatura en el campo de batalla, o como sí mismo",
              "the permanent enters as a copy of a creature on the battlefield, or as itself"),
    "104.2b": ("un efecto puede hacer que un jugador gane la partida", "an effect may state that a player wins the game"),
    "104.2a": ("un jugador gana cuando todos sus oponentes dejaron la partida",
               "a player wins when all their opponents have left the game"),
    "800.4a": ("un jugador que dejó la partida ya no actúa en ella", "a player who left the game no longer acts in it"),
    "802.4a": ("un jugador defensor solo bloquea criaturas que lo atacan a él o a sus planeswalkers",
               "a defending player blocks only creatures attacking them or their planeswalkers"),
    "103.5c": ("en una partida de varios jugadores el primer mulligan es gratis; no se puede hacer mulligan hasta quedarse sin cartas",
               "in a multiplayer game the first mulligan is free; no mulligan once the hand would be empty"),
    "508.1d": ("hay que cumplir todos los requisitos de ataque posibles («ataca cada combate si puede»)",
               "as many attack requirements as possible must be obeyed (\"attacks each combat if able\")"),
    "509.1c": ("hay que cumplir todos los requisitos de bloqueo posibles sin romper ninguna restricción",
               "as many block requirements as possible must be obeyed without breaking a restriction"),
    "608.2c": ("se siguen las instrucciones en el orden en que están escritas: solo se elige lo que el texto permite",
               "the instructions are followed in the order written: only what the text allows is chosen"),
    "701.17a": ("solo se sacrifica un permanente que controlas, del tipo que pide el efecto",
                "only a permanent you control, of the kind the effect asks for, is sacrificed"),
    "702.143a": ("una carta profetizada se lanza del exilio después del turno en que se profetizó",
                 "a foretold card is cast from exile after the turn it was foretold"),
    "709.3": ("una carta partida se lanza eligiendo una de sus mitades", "a split card is cast as one of its halves"),
    "100.2a": ("mazo Construido de al menos 60 cartas y como máximo 4 copias salvo tierras básicas",
               "Constructed decks have at least 60 cards and at most 4 copies except basic lands"),
}


def by_hand(card: Any) -> Rule | None:
    """The answer to activating an ability of ``card`` whose text Tapete does not automate:
    it is resolved by hand, with the manual actions (``None``: no such text)."""
    lines = [line for line in card.program.unparsed if ":" in line]
    if not lines:
        return None
    name = card.name
    return MANUAL_RULE.detailed(Text(
        f"el texto «{lines[0]}» de {name} no está automatizado: se resuelve a mano "
        f"(paga el coste y haz lo que dice con «manual rotate {name}», «manual move …», «manual counter …»)",
        f"the text «{lines[0]}» of {name} is not automated: resolve it by hand "
        f"(pay the cost and do what it says with «manual rotate {name}», «manual move …», «manual counter …»)"))


@lru_cache(maxsize=None)
def rule(number: str) -> Rule:
    """The rule ``CR number``; a number not listed above is a programming error."""
    es, en = _TEXTS[number]
    return Rule(f"CR {number}", es, en)
