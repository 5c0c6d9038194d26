"""The turn of a Souls in Xtinction duel (SiX 5.2.7, 6): the mulligan, the Mana and Draw phases,
"Fase de Robo" and "Fase Final" effects, the Action phase with its action moments and passes,
the End phase (hand limit, cleanup, the Ficha de Ataque passes) and the extra turns of time
(1.2.4.1).

Tasks and answers found in the tables (``TASKS``, ``ANSWERS``) and the legal actions of their
prompts, as functions of the duel's state; the turn's own data (``action_player``, ``passes``,
``combat_declared``, ``mulligan_done``, ``time_turns_left``) is kept on the state, where the
scenario setup and the observation read it.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.text import Text
from engine.games.six.base import FIELD_SIZE, HAND_LIMIT, Activation
from engine.games.six.cards import DAMAGE, SixCard
from engine.games.six.filters import conditions_met
from engine.games.six.combat import declare_combat, has_eligible_attacker
from engine.games.six.activation import activation_task, can_activate_paid, cost_ops_mana, mana_for
from engine.games.six.fila import rapido_actions
from engine.games.six.rules import rule
from engine.games.six.tasks import (ANSWERS, TASKS, ActionDone, ActionPhase, Activate, Cleanup, DrawPhase, EndPhase,
                                    GiveAction, HandLimit, Mulligan, PhaseEffects, TurnStart)

if TYPE_CHECKING:
    from engine.games.six.state import SixState

PHASE_TRIGGERS = {"fase_de_robo": "Fase de Robo", "fase_final": "Fase Final"}
#: The kind of activation that plays a card from the hand or Limbo, by the card's type (SiX 6.6.1).
PLAYED_AS = {"unidad": "unidad", "ente": "unidad", "conjuro": "conjuro", "arma": "arma"}


@TASKS.on(Mulligan)
def _mulligan(state: SixState, task: Mulligan) -> None:
    """SiX 5.2.7, 1.4.4: the holder of the Ficha de Ataque decides first."""
    player = task.player
    if all(state.mulligan_done):
        state.then(TurnStart())
        return
    if state.mulligan_done[player]:
        state.then(Mulligan(state.opponent(player)))
        return
    state.phase = "mulligan"
    state.ask("mulligan", player, ("Mulligan: devuelve las cartas que no quieras (una sola vez) o quédate la mano",
                                   "Mulligan: return the cards you don't want (once) or keep your hand"),
              tuple(state.ids(player, "mano")))


@TASKS.on(TurnStart)
def _turn_start(state: SixState, task: TurnStart) -> None:
    """SiX 6.4: all mana becomes Disponible; each player adds one from their mana deck."""
    state.turn += 1
    state.phase = "mana"
    state.step = None
    state.combat_declared = False
    state.passes = 0
    state.action_player = None
    state.loops.new_turn()
    state.emit(Event("phase", state.turn_player, text="mana", amount=state.turn))
    for player in (state.turn_player, state.opponent(state.turn_player)):
        for cid in state.ids(player, "mana"):
            card = state._card(cid)
            if card.rotated:
                card.rotated = False
                state.emit(Event("rotate", player, cid, card.defn.name, amount=0))
        mana_deck = state.ids(player, "mazo_mana")
        if mana_deck:  # 6.4.1.3: none when the mana deck is empty
            state.move(mana_deck[0], state.zone(player, "mana"), kind="mana")
    state.then(DrawPhase())


@TASKS.on(DrawPhase)
def _draw_phase(state: SixState, task: DrawPhase) -> None:
    """SiX 6.5.1: both players draw; an empty deck loses (1.3.1.1.2), both at once draw (1.3.2)."""
    state.phase = "robo"
    state.emit(Event("phase", state.turn_player, text="robo", amount=state.turn))
    empty = [p for p in range(state.num_players) if not state.ids(p, "mazo")]
    if len(empty) == state.num_players:
        state.end_game(None, Text("ambos jugadores deben robar con el mazo vacío",
                                  "both players must draw from an empty deck"),
                       rule("1.3.2"))
        return
    if empty:
        state.end_game(state.opponent(empty[0]), Text(f"P{empty[0] + 1} debe robar y su mazo está vacío",
                                                      f"P{empty[0] + 1} must draw and their deck is empty"), rule("1.3.1.1.2"))
        return
    for player in (state.turn_player, state.opponent(state.turn_player)):
        state.draw(player, 1)
    state.then(PhaseEffects("fase_de_robo", state.turn_player, ()), ActionPhase())


def _pending_phase_effects(state: SixState, player: int, trigger: str) -> list[tuple[int, int]]:
    result = []
    for cid in state.field_ids(player):
        if state.is_negated(cid):
            continue
        for index, effect in state.defn(cid).effects_for(trigger):
            if state._card(cid).marks.get(f"{trigger}:{index}") == state.turn:
                continue
            if conditions_met(state, effect.conditions, player):
                result.append((cid, index))
    return result


@TASKS.on(PhaseEffects)
def _phase_effects(state: SixState, task: PhaseEffects) -> None:
    """SiX 6.5.2.1, 4.1.2.6: "Fase de Robo" (and "Fase Final") effects alternate, one at a
    time, starting with the turn player."""
    trigger, player, passed = task.trigger, task.player, task.passed
    for candidate in (player, state.opponent(player)):
        if candidate in passed:
            continue
        pending = _pending_phase_effects(state, candidate, trigger)
        if pending:
            state.ask("fase_efecto", candidate, (f"Efectos de {PHASE_TRIGGERS[trigger]}: resuelve uno o pasa",
                                                 f"{PHASE_TRIGGERS[trigger]} effects: resolve one or pass"),
                      tuple(cid for cid, _ in pending), (trigger, candidate, passed))
            return


@TASKS.on(ActionPhase)
def _action_phase(state: SixState, task: ActionPhase) -> None:
    """SiX 6.6: the Action phase starts with the turn player's action moment."""
    state.phase = "accion"
    state.passes = 0
    state.emit(Event("phase", state.turn_player, text="accion", amount=state.turn))
    state.then(GiveAction(state.turn_player))


@TASKS.on(GiveAction)
def _give_action(state: SixState, task: GiveAction) -> None:
    player = task.player
    state.action_player = player
    state.ask("accion", player, ("Tu momento de acción: juega, activa, declara combate o pasa",
                                 "Your action moment: play, activate, declare combat or pass"))


@TASKS.on(ActionDone)
def _action_done(state: SixState, task: ActionDone) -> None:
    """SiX 6.6.1.1.2.1, 10.7: once an action resolved, the other player has the action."""
    player = task.player
    state.passes = 0
    state.then(GiveAction(state.opponent(player)))


@TASKS.on(EndPhase)
def _end_phase(state: SixState, task: EndPhase) -> None:
    """SiX 6.7: End-phase effects, hand limit, end of "this turn" effects."""
    state.phase = "final"
    state.action_player = None
    state.emit(Event("phase", state.turn_player, text="final", amount=state.turn))
    other = state.opponent(state.turn_player)
    state.then(PhaseEffects("fase_final", state.turn_player, ()), HandLimit(state.turn_player),
               HandLimit(other), Cleanup())


@TASKS.on(HandLimit)
def _hand_limit(state: SixState, task: HandLimit) -> None:
    """SiX 6.7.3: discard down to 9 cards."""
    player = task.player
    hand = state.ids(player, "mano")
    if len(hand) > HAND_LIMIT:
        state.ask("descarte", player, (f"Descarta hasta tener {HAND_LIMIT} cartas ({len(hand)} en la mano)",
                                       f"Discard down to {HAND_LIMIT} cards ({len(hand)} in hand)"), tuple(hand))


@TASKS.on(Cleanup)
def _cleanup(state: SixState, task: Cleanup) -> None:
    """SiX 6.7.4, 6.7.6, 4.6.4.1: temporary changes and damage end; cards seen going into a
    hand stop being public (11.5); the Ficha passes (6.7.7)."""
    hands = {state.zone(p, "mano") for p in range(state.num_players)}
    for card in state.cards:
        if card is None:
            continue
        if card.zone in hands and card.known:  # 11.5: returned cards were public only that turn
            card.known &= 1 << card.owner
        if card.modifiers and any(m.until == "turn" for m in card.modifiers):
            card.modifiers = tuple(m for m in card.modifiers if m.until != "turn")
        if DAMAGE in card.counters:
            del card.counters[DAMAGE]
    state.statics.invalidate()
    if state.time_turns_left is not None:
        state.time_turns_left -= 1
        if state.time_turns_left <= 0:
            _decide_on_time(state)
            return
    state.turn_player = state.opponent(state.turn_player)
    state.emit(Event("ficha", state.turn_player))
    state.then(TurnStart())


def _decide_on_time(state: SixState) -> None:
    """SiX 1.2.4.1: after the 6 extra turns the player with more lives wins, else a draw."""
    lives = [state.lives(p) for p in range(state.num_players)]
    if lives[0] == lives[1]:
        state.end_game(None, Text("tiempo: empate en vidas", "time: lives are tied"), rule("1.2.4.1"))
    else:
        winner = 0 if lives[0] > lives[1] else 1
        state.end_game(winner, Text("tiempo: más vidas tras los 6 turnos",
                                    "time: more lives after the 6 turns"), rule("1.2.4.1"))


def mulligan_actions(state: SixState, player: int) -> list[Action]:
    """SiX 5.2.7.1: keep, or return any subset (copies of a card are interchangeable)."""
    groups: dict[tuple[Any, ...], list[int]] = {}
    for cid in state.ids(player, "mano"):
        groups.setdefault(state.card_key(cid), []).append(cid)
    ordered = [sorted(ids) for ids in groups.values()]
    actions = [Action("keep", player)]
    for counts in product(*(range(len(ids) + 1) for ids in ordered)):
        chosen = sorted(cid for ids, n in zip(ordered, counts) for cid in ids[:n])
        if chosen:
            actions.append(Action("mulligan", player, tuple(chosen)))
    return actions


def action_moment_actions(state: SixState, player: int) -> list[Action]:
    """SiX 6.6.1: play a card, activate a Rápido effect, declare combat or pass."""
    actions: list[Action] = []
    room = state.field_count(player) < FIELD_SIZE
    limbo = state.zone(player, "limbo")
    units: list[int] | None = None  # worked out for the first Arma in hand
    mana = len(state.available_mana(player))
    cards = state.cards
    cost_statics = state.statics.of("cost")
    for cid in state.distinct(state.ids(player, "mano") + state.ids(player, "limbo")):
        defn: SixCard = cards[cid].defn  # type: ignore[union-attr, assignment]  # a SixCard in a zone
        kind = PLAYED_AS.get(defn.kind)
        if kind is None:
            continue
        effect = defn.effects_for("conjuro")[0][0] if kind == "conjuro" else -1
        # every card in hand at every action moment: the mana first (``mana_for``, written out
        # while no static changes a cost), then (a card with an effect or a Requirement:
        # ``can_activate_paid``'s shortcut) an Activation
        needed = mana_for(state, cid, player, kind, effect) if cost_statics else \
            max(0, defn.cost or 0) + cost_ops_mana(defn, kind, effect)
        if needed > mana or \
                ((effect >= 0 or defn.requirement or defn.requirement_costs)
                 and not can_activate_paid(state, Activation(cid, player, effect, kind))):
            continue
        from_limbo = state._card(cid).zone == limbo
        if kind == "unidad":
            if room:
                actions.append(Action("play", player, (cid,)))
            elif not from_limbo:  # 3.8.3, 3.8.6.1
                own = [c for c in state.ids(player, "campo") if state._card(c).attached_to is None]
                actions.extend(Action("play", player, (cid,), (other,)) for other in state.distinct(own))
        elif kind == "conjuro":
            actions.append(Action("play", player, (cid,)))
        else:  # an Arma
            if units is None:
                units = state.distinct([u for p in range(state.num_players) for u in state.ids(p, "campo")
                                        if state._card(u).attached_to is None and state.defn(u).kind == "unidad"])
            for unit in units:
                if from_limbo and state.weapon_of(unit) is not None:
                    continue  # 9.1.6
                actions.append(Action("equip", player, (cid,), (unit,)))
    actions.extend(rapido_actions(state, player, mana))
    if player == state.turn_player and not state.combat_declared and has_eligible_attacker(state, player):
        actions.append(Action("combat", player))
    actions.append(Action("pass", player))
    return actions


def phase_effect_actions(state: SixState, player: int) -> list[Action]:
    assert state.prompt is not None
    trigger = str(state.prompt.data[0])
    pending = _pending_phase_effects(state, player, trigger)
    actions = [Action("resolve", player, (cid,), choice=index) for cid, index in pending]
    if all(state.defn(cid).effects[index].optional for cid, index in pending):
        actions.append(Action("pass", player))
    return actions


@ANSWERS.on("mulligan")
def _answer_mulligan(state: SixState, prompt: Any, action: Action) -> None:
    """SiX 5.2.7.1: return the cards, shuffle, draw as many; only once (5.2.7.1.1)."""
    player = action.player
    if action.kind == "mulligan":
        deck = state.zone(player, "mazo")
        for cid in action.cards:
            state.move(cid, deck, kind="mulligan")
        state.shuffle(deck)
        state.draw(player, len(action.cards))
    done = list(state.mulligan_done)
    done[player] = True
    state.mulligan_done = tuple(done)
    state.emit(Event("mulligan", player, amount=len(action.cards)))
    state.then(Mulligan(state.opponent(player)))


@ANSWERS.on("accion")
def _answer_action(state: SixState, prompt: Any, action: Action) -> None:
    player = action.player
    if action.kind == "pass":  # 6.6.1.3
        state.passes += 1
        state.emit(Event("pass", player))
        if state.passes >= 2:  # 6.6.1.1.3.1: both passed in a row
            state.then(EndPhase())
        else:
            state.then(GiveAction(state.opponent(player)))
        return
    state.passes = 0
    if action.kind == "combat":
        declare_combat(state, player)
        return
    state.then(activation_task(state, action), ActionDone(player))


@ANSWERS.on("fase_efecto")
def _answer_phase_effect(state: SixState, prompt: Any, action: Action) -> None:
    trigger, player, passed = prompt.data
    other = state.opponent(player)
    if action.kind == "pass":
        state.then(PhaseEffects(trigger, other, passed + (player,)))
        return
    card, index = action.cards[0], action.number
    state._card(card).marks[f"{trigger}:{index}"] = state.turn
    state.then(Activate(Activation(card, player, index, "inmediato")), PhaseEffects(trigger, other, passed))


@ANSWERS.on("descarte")
def _answer_discard(state: SixState, prompt: Any, action: Action) -> None:
    player = action.player
    state.move(action.cards[0], state.zone(player, "cementerio"), kind="discard")
    state.then(HandLimit(player))
