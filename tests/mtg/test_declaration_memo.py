"""The listings of a declaration of attackers (CR 508.1a) or blockers (CR 509.1a) keep, while it
lasts, which creature may attack what and which may block which attacker
(``PriorityListing.declaration_memo``): at every declaration of seeded random games the listing
given must be the one worked out with nothing kept, in the game, in copies that go other ways and
after a position is changed by hand."""

from __future__ import annotations

import pytest

from engine.core import Rng, get_game
from engine.core.actions import Action
from engine.core.cards import Modifier
from engine.core.copies import without_copies
from engine.games.mtg.block_limits import NO_BLOCK
from engine.games.mtg.state import MtgState

DECLARING = ("atacantes", "bloqueadores")


def _from_scratch(state: MtgState) -> list[Action]:
    """The legal actions worked out on a copy that keeps nothing of earlier declarations."""
    twin = state.clone()
    assert isinstance(twin, MtgState)
    twin._declaring = None
    return without_copies(twin, twin._legal_actions())


def _state(seed: int) -> MtgState:
    game = get_game("mtg")
    state = game.new_initial_state(game.demo_pair(), seed)
    assert isinstance(state, MtgState)
    return state


@pytest.mark.parametrize("seed", range(4))
def test_kept_declaration_is_the_listing_from_scratch(seed: int) -> None:
    state, rng = _state(seed), Rng(seed)
    declarations = 0
    while not state.is_terminal():
        listed = state.legal_actions()
        if state.prompt is not None and state.prompt.kind in DECLARING:
            declarations += 1
            assert listed == _from_scratch(state), f"seed {seed}, decision {len(state.history)}"
            if declarations % 3 == 1 and len(listed) > 1:  # a copy going another way
                twin = state.clone()
                assert isinstance(twin, MtgState)
                twin.apply_action(listed[0])
                if not twin.is_terminal():
                    assert twin.legal_actions() == _from_scratch(twin)
        state.apply_action(rng.choice(listed))
    assert declarations  # the seeds reach combat


def test_a_blocker_changed_by_hand_is_listed_again() -> None:
    """CR 509.1b: a creature that "can't block this turn", made so by hand in the middle of a
    declaration (resetting ``_legal`` is a change), is no longer offered as a blocker."""
    for seed in range(20):
        state, rng = _state(seed), Rng(seed)
        while not state.is_terminal():
            blocks = [a for a in state.legal_actions() if a.kind == "block"]
            if blocks:
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if not blocks:
            continue
        blocker = blocks[0].cards[0]
        state._card(blocker).modifiers += (Modifier(NO_BLOCK),)
        state._legal = None
        assert not any(a.kind == "block" and a.cards[0] == blocker for a in state.legal_actions())
        assert state.legal_actions() == _from_scratch(state)
        return
    pytest.fail("no seed reached a declaration of blockers")
