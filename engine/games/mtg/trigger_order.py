"""Putting triggered abilities on the stack in order (CR 603.3b).

When a player would receive priority, ``put_trigger`` puts the next waiting trigger
(``state.triggers``: source, ability index, controller) on the stack, or asks its controller
which of theirs goes next (the ``orden`` question: ``order_actions``, ``stack_chosen``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Action, Prompt
from engine.games.mtg.pending import stack_trigger

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState


def trigger_choices(state: MtgState) -> list[int]:
    """The triggers (positions in ``triggers``) the next player may put on the stack now:
    CR 603.3b, APNAP order, and each player puts their own in the order they choose (one
    per kind of trigger: the same ability of equal sources is the same choice)."""
    order = {p: i for i, p in enumerate(state.apnap())}
    player = min((t[2] for t in state.triggers), key=lambda p: order[p])
    seen: set[tuple[str, int]] = set()
    choices = []
    for i, (source, index, controller) in enumerate(state.triggers):
        key = (state.defn(source).code, index)
        if controller == player and key not in seen:
            seen.add(key)
            choices.append(i)
    return choices


def put_trigger(state: MtgState) -> None:
    """CR 603.3b: triggers go on the stack in APNAP order; a player with several different
    ones chooses their order."""
    choices = trigger_choices(state)
    if len(choices) > 1:
        player = state.triggers[choices[0]][2]
        state.prompt = Prompt("orden", player, "Elige la próxima habilidad disparada que va a la pila",
                              tuple(state.triggers[i][0] for i in choices), text_en="Choose the next trigger to put on the stack")
        return
    stack_trigger(state, choices[0])


def order_actions(state: MtgState, player: int) -> list[Action]:
    return [Action("stack", player, (state.triggers[i][0],), choice=state.triggers[i][1]) for i in trigger_choices(state)]


def stack_chosen(state: MtgState, action: Action) -> None:
    """The trigger chosen (one of the kind of the card and ability named) goes on the stack."""
    position = next(i for i in trigger_choices(state)
                    if state.defn(state.triggers[i][0]).code == state.defn(action.cards[0]).code
                    and state.triggers[i][1] == action.number)
    stack_trigger(state, position)
