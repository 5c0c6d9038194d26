"""Starting the game: the London mulligan (CR 103.5), then the first turn.

``start`` begins it; ``mulligan_actions`` lists a player's answers to the ``mulligan`` and
``fondo`` questions and ``answer_mulligan``/``answer_bottom`` apply them. What each player did so
far lives on the state: ``mulligans`` (how many each took), ``kept``, ``mulligan_calls`` (who
announced one this round) and ``to_bottom`` (cards still owed to the bottom of the library).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.base import OPENING_HAND
from engine.games.mtg.turn_steps import new_turn

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState


def start(state: MtgState) -> None:
    state.phase = "mulligan"
    state.step = None
    next_mulligan(state)


def next_mulligan(state: MtgState) -> None:
    """CR 103.5: starting with the starting player and in turn order, each player who has not
    kept announces whether they mulligan; then all who announced it mulligan at the same
    time, each putting cards on the bottom; repeated until nobody mulligans."""
    order = state.turn_order(state.first_player)
    for player in order:  # the London mulligan's cards to the bottom (APNAP order, CR 101.4)
        owed = len(state.ids(player, "mano")) - max(0, OPENING_HAND - counted(state, player))
        if owed > 0 and state.mulligans[player]:
            state.to_bottom = owed
            _ask_bottom(state, player)
            return
    state.to_bottom = 0
    for player in order:
        if not state.kept[player] and player not in state.mulligan_calls:
            state.prompt = Prompt("mulligan", player, "¿Te quedas la mano o haces mulligan?",
                                  tuple(state.ids(player, "mano")), text_en="Keep or mulligan?")
            return
    if state.mulligan_calls:
        calls, state.mulligan_calls = state.mulligan_calls, ()
        for player in calls:  # at the same time
            _mulligan(state, player)
        next_mulligan(state)
        return
    state.phase = "inicio"
    new_turn(state, first=True)


def counted(state: MtgState, player: int) -> int:
    """CR 103.5c, 800.6: in a multiplayer game a player's first mulligan does not count; nor in
    any game of Brawl (CR 903.12g)."""
    brawl = str(state.setup.params.get("format", "")).lower() == "brawl"
    free = 1 if (state.num_players > 2 or brawl) and state.mulligans[player] else 0
    return state.mulligans[player] - free


def mulligan_actions(state: MtgState, player: int) -> list[Action]:
    """Keep, or mulligan while the opening hand would still have cards (CR 103.5)."""
    actions = [Action("keep", player)]
    if counted(state, player) < OPENING_HAND:
        actions.append(Action("mulligan", player))
    return actions


def answer_mulligan(state: MtgState, action: Action) -> None:
    """CR 103.5: the cards kept are the opening hand; a mulligan is announced now and taken when
    everyone has announced."""
    player = action.player
    if action.kind == "keep":
        state.kept = tuple(k or p == player for p, k in enumerate(state.kept))
    elif action.kind == "mulligan":
        state.mulligan_calls = state.mulligan_calls + (player,)
    else:
        raise ValueError(f"acción desconocida {action.kind}")
    next_mulligan(state)


def answer_bottom(state: MtgState, action: Action) -> None:
    """CR 103.5: one card of the hand to the bottom of the library."""
    if action.kind != "bottom":
        raise ValueError(f"acción desconocida {action.kind}")
    state.move(action.cards[0], state.zone(action.player, "biblioteca"), bottom=True)
    next_mulligan(state)


def _mulligan(state: MtgState, player: int) -> None:
    hand = list(state.ids(player, "mano"))
    library = state.zone(player, "biblioteca")
    for cid in hand:
        state.move(cid, library)
    state.shuffle(library)
    state.draw(player, OPENING_HAND)
    state.mulligans = tuple(m + (p == player) for p, m in enumerate(state.mulligans))
    state.emit(Event("mulligan", player, amount=state.mulligans[player]))


def _ask_bottom(state: MtgState, player: int) -> None:
    state.prompt = Prompt("fondo", player, f"Pon {state.to_bottom} carta(s) en el fondo de tu biblioteca",
                          tuple(state.ids(player, "mano")), text_en=f"Put {state.to_bottom} card(s) on the bottom")
