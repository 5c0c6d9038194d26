"""A window question keeps the activations it found when it asked (a speed-up): a state whose
cards were resampled or masked must list its own answers, not the real state's."""

from __future__ import annotations

from engine.core import Rng, get_game
from engine.core.actions import Action
from engine.core.copies import without_copies
from engine.games.ygo.state import YgoState


def _window_states(count: int) -> list[YgoState]:
    """States of seeded random duels whose question is an open window that kept its listing."""
    game = get_game("ygo")
    decks = game.demo_pair()
    found: list[YgoState] = []
    for seed in range(40):
        state = game.new_initial_state(decks, seed)
        assert isinstance(state, YgoState)
        rng = Rng(seed)
        while not state.is_terminal() and len(found) < count:
            if state.prompt is not None and state.prompt.kind == "ventana" and state.listed is not None:
                found.append(state.clone())  # type: ignore[arg-type]
            state.apply_action(rng.choice(state.legal_actions()))
        if len(found) >= count:
            break
    assert len(found) == count, "the demo duels open windows with something to activate"
    return found


def _fresh(state: YgoState) -> list[Action]:
    assert state.prompt is not None
    player = state.prompt.player
    context = "chain" if state.chain.links else "window"
    return without_copies(state, state.activation_actions(player, context) + [Action("pass", player)])


def test_the_kept_listing_is_what_the_window_would_list() -> None:
    for state in _window_states(5):
        assert state.legal_actions() == _fresh(state)


def test_resampled_and_masked_states_list_their_own_cards() -> None:
    for state in _window_states(5):
        assert state.prompt is not None
        other = 1 - state.prompt.player
        for twin in (state.resample_from_infostate(other, Rng(7)), state.masked_for(other)):
            assert isinstance(twin, YgoState)
            assert twin.listed is None
            assert twin.legal_actions() == _fresh(twin)
