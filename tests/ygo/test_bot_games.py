"""Seeded bot games with the shared Starter and Structure .ydk decks, whose compiled cards play
automated (searches, Special Summons, once-per-turn clauses, summon triggers): every game ends
without error and replays identically from its actions, the search bot's games too (without its
clock, so that the seed decides its moves)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.ai.bots import Bot, make_bot
from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core import LoadError, get_game
from engine.core.deck import Deck
from engine.core.state import State
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.cdb import load_cdb, load_ydk
from tests.helpers import SHARED

CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
YDK = SHARED / "testdata" / "ydk"
GAME = get_game("ygo")
pytestmark = pytest.mark.skipif(not CDB.exists(), reason="shared/testdata is not beside the checkout")


@pytest.fixture(scope="module")
def decks() -> list[Deck]:
    cards = load_cdb(CDB, [c for c in GAME.cards if isinstance(c, YgoCard)])
    found = []
    for path in sorted(YDK.glob("*.ydk")):
        if path.name.startswith(("Starter", "Structure")):
            try:
                found.append(load_ydk(path, cards))
            except LoadError:
                continue
    assert len(found) >= 5
    return found


def _play(decks: list[Deck], seed: int, bots: tuple[str, str]) -> tuple[State, int]:
    """A whole game, checked to replay identically, and how many compiled card texts it used."""
    first, second = decks[seed % len(decks)], decks[(seed + 1) % len(decks)]
    state = GAME.new_initial_state([first, second], seed, {"first_player": seed % 2})
    players = [_bot(bots[0], seed), _bot(bots[1], seed + 1)]
    used = 0
    for _ in range(6000):
        if state.is_terminal():
            break
        seat = state.current_player()
        assert seat is not None
        action = players[seat].choose(state)
        assert action in state.legal_actions()  # a bot picks among the legal actions only
        for event in state.apply_action(action):
            used += event.kind == "activate" and _compiled(state, event.card)
    assert state.outcome is not None and state.outcome.rule is not None
    replayed = GAME.new_initial_state([first, second], seed, {"first_player": seed % 2})
    for action in state.history:
        replayed.apply_action(action)
    assert replayed.state_hash() == state.state_hash() and replayed.outcome == state.outcome
    return state, used


def _bot(name: str, seed: int) -> Bot:
    """The bot ``name``; a search level without its clock (its iteration cap decides)."""
    if name in LEVELS:
        return ISMCTSBot(seed, replace(LEVELS[name], seconds=None))
    return make_bot(name, seed)


def _compiled(state: State, card_id: int | None) -> bool:
    """Whether a card's effects come from its compiled text (not from Tapete's own scripts)."""
    card = state.cards[card_id] if card_id is not None else None
    templates = getattr(card.defn, "templates", ()) if card is not None else ()
    return bool(templates) and "tapete-card" not in templates


def test_random_bots_finish_and_replay(decks: list[Deck]) -> None:
    used = sum(_play(decks, seed, ("random", "random"))[1] for seed in range(4))
    assert used > 0  # the bots did activate compiled cards


def test_greedy_against_random_finishes_and_replays(decks: list[Deck]) -> None:
    _play(decks, 7, ("greedy", "random"))


def test_the_search_bot_finishes_and_replays(decks: list[Deck]) -> None:
    _play(decks, 4, ("easy", "greedy"))


@pytest.mark.soak
def test_normal_search_bot_games_with_real_decks(decks: list[Deck]) -> None:
    # two games, one against each opponent (random, greedy): each is minutes of search on a slow machine
    used = sum(_play(decks, seed, ("normal", "greedy" if seed % 2 else "random"))[1] for seed in range(2))
    assert used > 0


@pytest.mark.soak
def test_many_bot_games_with_real_decks(decks: list[Deck]) -> None:
    # 21 seeds, not 60: with the seven shared decks, every deck meets the next one three times,
    # once with the greedy bot (seed % 3 == 0 falls on each deck once in 21 seeds)
    for seed in range(3 * len(decks)):
        _play(decks, seed, ("random", "random") if seed % 3 else ("greedy", "random"))
