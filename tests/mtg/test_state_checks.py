"""What state-based actions read of the battlefield is kept per result of the layers
(``engine.games.mtg.state_checks``, CR 704.3): at every decision of seeded random games the kept
reading must be the one worked out from scratch, in the game and in copies that go other ways,
and a permanent skipped for having no counters must be one no state-based action applies to."""

from __future__ import annotations

import pytest

from engine.core import Rng, get_game
from engine.games.mtg.state import MtgState
from engine.games.mtg.state_checks import Watched, watched

SEEDS = range(4)


def _from_scratch(state: MtgState) -> Watched:
    """``watched`` worked out again on a copy with nothing kept."""
    twin = state.clone()
    assert isinstance(twin, MtgState)
    twin.invalidate_statics()
    return watched(twin)


@pytest.mark.parametrize("seed", SEEDS)
def test_kept_reading_is_the_reading_from_scratch(seed: int) -> None:
    game = get_game("mtg")
    state = game.new_initial_state(game.demo_pair(), seed)
    assert isinstance(state, MtgState)
    rng = Rng(seed)
    skipped = 0
    while not state.is_terminal():
        kept = watched(state)
        assert kept == _from_scratch(state), f"seed {seed}, decision {len(state.history)}"
        assert kept[0] == state.battlefield() and len(kept[1]) == len(kept[0])
        for cid, always in zip(*kept):
            defn, card = state.defn(cid), state._card(cid)
            if always:
                continue
            assert not (defn.program.enchant or "planeswalker" in defn.types or "equipment" in defn.subtypes
                        or defn.supertypes & {"legendary", "world"})  # CR 704.5i-k, 704.5m-n look at them always
            if defn.is_creature:  # CR 704.5f-h: only a counter (damage is one) could matter
                skipped += 1
                assert state.unharmed(card, defn) or card.counters
        legal = state.legal_actions()
        if len(state.history) % 11 == 5:  # a copy going another way keeps its own reading
            twin = state.clone()
            assert isinstance(twin, MtgState)
            twin.apply_action(legal[-1])
            assert watched(twin) == _from_scratch(twin)
        state.apply_action(rng.choice(legal))
    assert skipped > 0  # the games put creatures on the battlefield that the check passes over
