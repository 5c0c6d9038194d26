"""Why an Eliria action is refused: the rule that forbids it, for ``IllegalActionError``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.eliria.board import COMBAT_ZONES, INVOCATION_SLOTS, SLOTS
from engine.games.eliria.rules import rule

if TYPE_CHECKING:
    from engine.games.eliria.state import EliriaState

_OWN_TURN = {"play", "set", "flip", "move"}


def _card(state: "EliriaState", action: Action) -> int | None:
    if not action.cards:
        return None
    card = action.cards[0]
    return card if 0 <= card < len(state.cards) and state.cards[card] is not None else None


def _type_rule(state: "EliriaState", card: int | None) -> Rule:
    """The rule saying a card of this type is played only in your turn (6.a, 6.b, 6.c)."""
    if card is None:
        return rule("12.b", Text("esa carta no existe", "that card does not exist"))
    defn = state.defn(card)
    return rule("6.a" if defn.is_combat else "6.b" if defn.is_reaction else "6.c")


def refusal(state: "EliriaState", action: Action) -> Rule:
    prompt = state.prompt
    kind = action.kind
    card = _card(state, action)
    if prompt is None:
        return rule("12")
    asked = prompt.kind
    if action.player != prompt.player:
        if kind in _OWN_TURN:
            return _type_rule(state, card)
        if kind == "react":
            return rule("6.b", Text("solo el oponente del jugador en turno reacciona", "only the turn player's opponent reacts"))
        if kind == "attack":
            if action.player == state.turn_player and state.attacked:  # Eliria 12.d: one attack a turn
                return rule("12.d", Text(f"ya atacaste este turno; ahora decide P{prompt.player + 1}",
                                         f"you have attacked this turn; P{prompt.player + 1} decides now"))
            return rule("12.d", Text(f"solo ataca el jugador en turno, ahora P{state.turn_player + 1}",
                                     f"only the turn player attacks, now P{state.turn_player + 1}"))
        return rule("12", Text(f"ahora decide P{prompt.player + 1}", f"P{prompt.player + 1} decides now"))
    if asked == "mulligan":
        return rule("11.b", Text("se descarta exactamente una carta de tu mano o te quedas la mano",
                                 "discard exactly one card from your hand or keep your hand"))
    if asked == "primero":
        return rule("11.c", Text("elige qué jugador inicia", "choose which player starts"))
    if asked == "reaccion":
        if kind in _OWN_TURN:
            return _type_rule(state, card)
        return rule("6.b", Text("solo una reacción boca abajo cuya condición se cumplió",
                                "only a face-down reaction whose condition was met"))
    if asked == "ataque":
        if kind in _OWN_TURN:
            return rule("12.b", Text("la fase de movimiento ya terminó", "the movement phase is over"))
        if kind == "attack":
            return _attack_refusal(state, action, card)
        return rule("12.d")
    # the movement phase
    if kind == "attack":
        return rule("11.d") if state.skip_attack else rule("12.d", Text("los ataques se declaran en la fase de ataque",
                                                                        "attacks are declared in the attack phase"))
    if kind == "react":
        return rule("6.b", Text("las reacciones solo se activan en el turno del oponente",
                                "reactions activate only in the opponent's turn"))
    if card is None:
        return rule("12.b", Text("esa carta no existe", "that card does not exist"))
    if kind in ("play", "set"):
        return _play_refusal(state, action, card)
    if kind == "flip":
        return _flip_refusal(state, action, card)
    if kind == "move":
        return _move_refusal(state, action, card)
    return rule("12")


def _play_refusal(state: "EliriaState", action: Action, card: int) -> Rule:
    player = action.player
    defn = state.defn(card)
    if state.zone_name_of(card) != "mano" or state._card(card).owner != player:
        return rule("12.b", Text("solo se juegan cartas de tu mano", "only cards from your hand are played"))
    if defn.is_reaction and action.kind == "play":
        return rule("6.b", Text("una reacción se juega boca abajo", "a reaction is set face down"))
    if defn.is_combat != isinstance(action.choice, int):
        where = Text("un espacio de combate", "a combat slot") if defn.is_combat \
            else Text("un espacio de invocación/reacción", "an invocation/reaction slot")
        return rule("2", Text(f"«{defn.name}» va en {where.es}", f"«{defn.name}» goes in {where.en}"))
    if defn.is_combat:
        if state.counters[player].get("combates", 0) >= state.combat_limit(player):
            return rule("9")
        slot = action.choice
        if not isinstance(slot, int) or not 0 <= slot < SLOTS or action.targets:
            return rule("2", Text("elige uno de los 3 espacios de combate", "choose one of the 3 combat slots"))
        return rule("6.a", Text(f"el espacio {slot + 1} está ocupado", f"slot {slot + 1} is taken"))
    if len(state.invocations(player)) >= INVOCATION_SLOTS:
        return rule("2", Text("los 5 espacios de invocación/reacción están ocupados",
                              "the 5 invocation/reaction slots are taken"))
    return _target_refusal(state, action, card)


def _target_refusal(state: "EliriaState", action: Action, card: int) -> Rule:
    defn = state.defn(card)
    if defn.sacrifice and action.targets and state.cards[action.targets[0]] is not None \
            and state.defn(action.targets[0]).is_token and not defn.sacrifice_tokens:
        return rule("14.a")
    if defn.subtype == "adhesion":
        return rule("6.c.II")
    if defn.target:  # Eliria 6.c: the card's text names what it is played on
        return Rule("Eliria 6.c", f"«{defn.name}» se juega sobre un objetivo válido: suéltala sobre él o haz clic en ella → Jugar",
                    f"«{defn.name}» is played on a valid target: drop it on the target or click it → Play")
    return rule("6.c", Text("esta carta no lleva objetivo", "this card takes no target"))


def _flip_refusal(state: "EliriaState", action: Action, card: int) -> Rule:
    c = state._card(card)
    if c.controller != action.player or not state.on_board(card):
        return rule("12.b", Text("solo activas cartas de tu tablero", "you turn up only cards on your board"))
    if c.face_up:
        return rule("8", Text("una carta boca arriba no se pone boca abajo salvo por un efecto",
                              "a face-up card is not turned face down unless an effect allows"))
    if state.defn(card).is_reaction:
        return rule("6.b")
    return _target_refusal(state, action, card)


def _move_refusal(state: "EliriaState", action: Action, card: int) -> Rule:
    if state.moved:
        return rule("12.b", Text("solo se mueve una carta de combate por turno", "only one combat card moves per turn"))
    if state.zone_name_of(card) not in COMBAT_ZONES or state._card(card).controller != action.player:
        return rule("12.b", Text("solo se mueven tus cartas de combate", "only your combat cards move"))
    return rule("12.b", Text("solo a un espacio adyacente desocupado", "only to a free adjacent slot"))


def _attack_refusal(state: "EliriaState", action: Action, card: int | None) -> Rule:
    if card is None or state.zone_name_of(card) not in COMBAT_ZONES or state._card(card).controller != action.player:
        return rule("12.d", Text("ataca una de tus cartas de combate", "one of your combat cards attacks"))
    if not state._card(card).face_up:
        return rule("8", Text("las cartas de combate boca abajo no pueden atacar", "face-down combat cards cannot attack"))
    index = action.choice
    attacks = state.defn(card).attacks
    if not isinstance(index, int) or not 0 <= index < len(attacks):
        return rule("6.a.IV", Text("esa carta no tiene ese ataque", "that card has no such attack"))
    if not state.moves.can_use(card, index):
        return rule("6.a.IV")
    return rule("10")
