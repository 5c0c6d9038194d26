"""``asking`` (``engine.games.mtg.asking``): whether a choice waits to be asked before priority
(CR 117.3a, 608.2c) is kept as the choices' attributes are written, and agrees with them at every
decision of seeded random games and in a game's copies."""

from __future__ import annotations

import pytest

from engine.core import Rng, get_game
from engine.games.mtg.asking import WAITING
from engine.games.mtg.state import MtgState


def _new(seed: int = 0) -> MtgState:
    game = get_game("mtg")
    state = game.new_initial_state(game.demo_pair(), seed)
    assert isinstance(state, MtgState)
    return state


def _waiting(state: MtgState) -> list[str]:
    """The choices that wait, read one by one from their attributes."""
    return [name for name, waits in WAITING if waits(getattr(state, name))]


@pytest.mark.parametrize("seed", range(3))
def test_asking_agrees_with_the_waiting_choices_at_every_decision(seed: int) -> None:
    state = _new(seed)
    rng = Rng(seed)
    decisions = 0
    while not state.is_terminal():
        assert bool(state.asking) == bool(_waiting(state)), f"seed {seed}, decision {len(state.history)}"
        state.apply_action(rng.choice(state.legal_actions()))
        decisions += 1
    assert decisions > 100


@pytest.mark.parametrize("name", [name for name, _waits in WAITING])
def test_writing_a_choice_sets_and_clears_its_bit(name: str) -> None:
    state = _new()
    empty = getattr(state, name)
    assert state.asking == 0 and not _waiting(state)
    waiting = ((5,), ()) if name == "untap_choices" else ((0, 1),) if name in ("discarding", "retargeting", "replacing") \
        else (0, 1)
    setattr(state, name, waiting)
    assert getattr(state, name) == waiting  # read as written
    assert state.asking != 0 and _waiting(state) == [name]
    twin = state.clone()
    assert twin.asking == state.asking  # a copy waits for the same choice
    setattr(state, name, empty)
    assert state.asking == 0 and twin.asking != 0


def test_the_first_waiting_choice_is_asked_before_priority() -> None:
    """CR 701.18a: a scry waiting is asked before the player gets priority again."""
    state = _new()
    while state.prompt is None or state.prompt.kind != "prioridad":
        state.apply_action(state.legal_actions()[0])
    player = state.prompt.player
    top = tuple(state.ids(player, "biblioteca")[:1])
    state.prompt = None
    state.scry = (player, top)
    state.need_priority = True
    state._advance()
    assert state.prompt is not None and state.prompt.kind == "adivinar" and state.prompt.player == player
