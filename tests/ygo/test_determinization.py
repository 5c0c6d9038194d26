"""The worlds the bots search (``resample_from_infostate``) with real cards: a card whose effect
was activated is shown to both players (YGO PalabrasClave.1: the activation names it), so no
determinisation deals it again while its activation, chain link or resolution is pending; every
other hidden card still is."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.deck import Deck
from engine.core.rng import Rng
from engine.core.state import State
from engine.games.ygo.state import YgoState
from tests.ygo.test_bot_games import GAME, decks  # noqa: F401  (the decks fixture)
from tests.ygo.test_cardtext import card_state, needs_cdb

#: 诡术师 The Tricky: "you can Special Summon this card from your hand by discarding 1 card" — an
#: effect activated from the hand, its discard cost asked while the card is still there.
TRICKY = "诡术师"


def _named(state: State, name: str) -> int:
    return next(card.id for card in state.cards if card is not None and card.defn.name == name)


@needs_cdb
def test_a_card_activated_from_the_hand_keeps_its_identity_in_the_opponents_worlds(tmp_path: Path) -> None:
    hidden = ", ".join(f'{{ card = "{name}", face_up = false }}' for name in ("青眼白龙", "黑魔术师", "强欲之壶"))
    state = card_state(tmp_path, f'[setup.P1]\nhand = [{{ card = "{TRICKY}", face_up = false }}, {{ card = "精灵剑士", face_up = false }}]\n'
                             f'deck = [{hidden}]\n[setup.P2]\nhand = ["精灵剑士"]\ndeck = ["青眼白龙"]')
    tricky = _named(state, TRICKY)
    state.apply_action(state.parse_action(f"activate {TRICKY}", 0))
    assert state.prompt is not None and state.prompt.kind == "coste"  # the discard, the card still in hand
    assert state.zone_of(tricky) == "mano"
    others = set()
    for seed in range(24):
        world = state.resample_from_infostate(1, Rng(seed))
        assert isinstance(world, YgoState)
        assert world.defn(tricky).name == TRICKY
        others.add(world.defn(_named_hand_other(world, tricky)).name)
        for action in world.legal_actions():  # the activation goes on in every world the opponent imagines
            after = world.clone()
            assert isinstance(after, YgoState)
            after.apply_action(action)
            if after.prompt is not None and after.prompt.kind == "posicion":
                after.apply_action(after.legal_actions()[0])
            assert after.zone_of(tricky) == "monstruos"
    assert len(others) > 1  # the card it was not shown is still dealt at random


def _named_hand_other(world: State, tricky: int) -> int:
    return next(cid for cid in world.ids(0, "mano") if cid != tricky)


@needs_cdb
@pytest.mark.soak
def test_every_world_the_bots_imagine_plays_on_in_games_with_real_decks(decks: list[Deck]) -> None:
    # seeded random games with the shared Starter and Structure decks: at every decision each player's
    # determinisation plays a few random moves without an error (an effect of a card it dealt again did);
    # one game per deck, not 20 games: with the seven shared decks the opponent's, (7 * seed + 3) % 7, is
    # deck 3 in every game, so more seeds only replay the same pairings
    for seed in range(len(decks)):
        rng = Rng(seed)
        state = GAME.new_initial_state([decks[seed % len(decks)], decks[(seed * 7 + 3) % len(decks)]], seed,
                                       {"first_player": seed % 2})
        while not state.is_terminal() and len(state.history) < 2000:
            for player in range(state.num_players):
                world = state.resample_from_infostate(player, rng)
                for _ in range(6):
                    if world.is_terminal():
                        break
                    world.apply_action(rng.choice(world.legal_actions()))
            state.apply_action(rng.choice(state.legal_actions()))
