"""The legal actions of a priority are kept while the game does not change
(``engine.games.mtg.priority_listing``): at every decision of seeded random games the listing
given must be the one worked out from scratch (CR 117.1: what a player with priority may do), in
the game itself, in copies that go other ways (the bots' ``clone``) and after a position is
changed by hand."""

from __future__ import annotations

import pytest

from pathlib import Path

from engine.core import Rng, get_game
from engine.core.actions import Action
from engine.core.copies import without_copies
from engine.games.mtg.state import MtgState
from tests.mtg.real_decks import have_testdata, import_sets, nonland_pool, pool_deck

SEEDS = range(6)


def _from_scratch(state: MtgState) -> list[Action]:
    """The legal actions worked out again, with nothing kept (as ``State.legal_actions`` does)."""
    return without_copies(state, state._legal_actions())


@pytest.fixture
def worked_out(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many priority listings were worked out (the others were kept)."""
    calls = [0]
    listing = MtgState._priority_choices

    def counted(self: MtgState, player: int) -> list[Action]:
        calls[0] += 1
        return listing(self, player)

    monkeypatch.setattr(MtgState, "_priority_choices", counted)
    return calls


@pytest.mark.parametrize("seed", SEEDS)
def test_kept_listing_is_the_listing_from_scratch(seed: int, worked_out: list[int]) -> None:
    game = get_game("mtg")
    state = game.new_initial_state(game.demo_pair(), seed)
    assert isinstance(state, MtgState)
    rng = Rng(seed)
    priorities = 0
    while not state.is_terminal():
        listed = state.legal_actions()
        if state.prompt is not None and state.prompt.kind == "prioridad":
            priorities += 1
        before = worked_out[0]  # the checks' own listings are not counted
        assert listed == _from_scratch(state), f"seed {seed}, decision {len(state.history)}, step {state.step}"
        if len(state.history) % 7 == 3:  # a copy going another way keeps nothing of the game's later listings
            twin = state.clone()
            assert isinstance(twin, MtgState)
            twin.apply_action(listed[-1])
            if not twin.is_terminal():
                assert twin.legal_actions() == _from_scratch(twin)
        worked_out[0] = before
        state.apply_action(rng.choice(listed))
    assert 0 < worked_out[0] < priorities  # some listings were kept, and not all


def test_a_position_changed_by_hand_is_listed_again() -> None:
    """Resetting ``_legal`` (what tests, manual actions and masked copies do after changing the
    game directly) is a change: the kept listing is not given again."""
    game = get_game("mtg")
    state = game.new_initial_state(game.demo_pair(), 3)
    assert isinstance(state, MtgState)
    rng = Rng(3)
    while not any(a.kind == "tap" for a in state.legal_actions()):
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    assert player is not None
    for cid in state.battlefield(player):
        state._card(cid).rotated = True  # every permanent tapped by hand
    state._legal = None
    assert not any(a.kind == "tap" for a in state.legal_actions())
    assert state.legal_actions() == _from_scratch(state)


@pytest.mark.soak
@pytest.mark.skipif(not have_testdata(), reason="shared/testdata is not beside the checkout")
def test_kept_listing_with_real_cards(tmp_path: Path) -> None:
    """The same check over random games between decks of real cards drawn from the shared decks
    (their texts pass through more steps, triggers and costs than the demo decks): six games,
    twelve until the suite had to get faster."""
    game = get_game("mtg")
    with import_sets(tmp_path / "tapete.sqlite") as store:
        pool = nonland_pool(store)
        for seed in range(6):
            picks = Rng(1000 + seed)
            decks = [pool_deck(pool, store, picks, "a"), pool_deck(pool, store, picks, "b")]
            state = game.new_initial_state(decks, seed, {"format": "limited"})
            assert isinstance(state, MtgState)
            rng = Rng(seed)
            while not state.is_terminal() and len(state.history) < 3000:
                listed = state.legal_actions()
                assert listed == _from_scratch(state), f"seed {seed}, decision {len(state.history)}"
                state.apply_action(rng.choice(listed))
