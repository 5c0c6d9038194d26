"""The shared Magic decks play whole seeded bot games: each deck's main deck, as far as its cards
resolve against the testdata sets (imported into a temporary store) and make a Limited-sized deck
(CR 100.2b), against itself; every game ends with a result naming its rule, every legal action's
notation reads back as that action, and the saved game replays to the same state."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine.ai.bots import make_bot
from engine.core import replay
from engine.core.deck import Deck
from engine.core.game import get_game
from engine.core.state import State
from engine.store import Store
from engine.core.rng import Rng
from tests.mtg.real_decks import TESTDATA, deck_files, have_testdata, import_sets, nonland_pool, playable_part, pool_deck

pytestmark = pytest.mark.skipif(not have_testdata(), reason="shared/testdata is not beside the checkout")
MAX_ACTIONS = 20_000  # a 99-card deck of Islands between random bots lasts about 8,000


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    with import_sets(tmp_path_factory.mktemp("store") / "tapete.sqlite") as opened:
        yield opened


def play_and_replay(deck: Deck, seed: int, bot: str, save: Path, opponent: Deck | None = None) -> State:
    """A bot game of ``deck`` against ``opponent`` (itself by default), checked at every decision
    and replayed from its save."""
    state = get_game("mtg").new_initial_state([deck, opponent or deck], seed, {"format": "limited"})
    bots = [make_bot(bot, f"{seed}:{player}") for player in range(2)]
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        player = state.current_player()
        assert player is not None
        for action in state.legal_actions():  # the notation a save writes names this action and no other
            assert state.parse_action(state.action_to_string(action), player) == action, state.action_to_string(action)
        state.apply_action(bots[player].choose(state))
    assert state.is_terminal(), f"{deck.name}: no result within {MAX_ACTIONS} actions"
    assert state.outcome is not None and state.outcome.rule is not None
    replay.save(state, save)
    again = replay.load(save)
    assert (again.history, again.state_hash()) == (state.history, state.state_hash())
    assert again.outcome is not None and again.outcome.to_dict() == state.outcome.to_dict()
    return state


def test_a_mirror_match_of_dark_sacrifice_orders_each_players_triggers(store: Store, tmp_path: Path) -> None:
    # Two Galvanic Juggernauts on each side die and untap in the same combat: each player puts
    # their own triggers on the stack (CR 603.3b), and "stack Galvanic Juggernaut" in the save
    # names the trigger of the player who orders, not the opponent's of the same name.
    deck = playable_part(TESTDATA / "mtg-cod" / "DarkSacrifice_DKA.cod", store)
    assert deck is not None and len(deck.section("main")) >= 40
    state = play_and_replay(deck, 2, "random", tmp_path / "game.json")
    assert state.turn > 3


@pytest.mark.soak
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_every_shared_deck_that_resolves_plays_whole_games(store: Store, tmp_path: Path, bot: str) -> None:
    """One seeded game per deck and bot (three until the suite had to get faster): a shared deck
    of 99 cards between random bots lasts thousands of decisions, each checked."""
    played = []
    for path in deck_files():
        deck = playable_part(path, store)
        if deck is None:
            continue
        for seed in range(1):
            play_and_replay(deck, seed, bot, tmp_path / f"{path.stem}-{seed}.json")
        played.append(path.name)
    assert len(played) >= 5, played  # Momir Basic, Deathfed, Dark Sacrifice, Slimefoot, the Partners duel…


@pytest.mark.soak
def test_the_shared_decks_cards_in_random_limited_decks_play_whole_games(store: Store, tmp_path: Path) -> None:
    # Most shared decks resolve only in part: their ~200 nonland cards, 24 at random beside 20
    # basic lands in each deck, between random bots (such games found Purify the Grave flashed
    # back with no legal target, CR 115.5: tests/mtg/test_spell_self_target.py). Twenty-five
    # games (a hundred until the suite had to get faster).
    pool = nonland_pool(store)
    assert len(pool) >= 150, len(pool)
    for seed in range(25):
        rng = Rng(f"pool:{seed}")
        decks = [pool_deck(pool, store, rng, f"pool {seed}.{side}") for side in (1, 2)]
        play_and_replay(decks[0], seed, "random", tmp_path / f"pool-{seed}.json", decks[1])
