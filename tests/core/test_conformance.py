"""The conformance suite of architecture.md, run over every registered game."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import Action, IllegalActionError, Rng, State, game_names
from tests.helpers import demo_state, random_playout

GAMES = game_names()
SEEDS = range(6)


def _identity_multiset(state: State) -> Counter[tuple[int, str]]:
    return Counter((c.owner, c.defn.code) for c in state.cards if c is not None and not c.defn.is_token)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playouts_reach_an_outcome(game: str, seed: int) -> None:
    state = random_playout(demo_state(game, seed), seed)
    assert state.outcome is not None
    assert state.legal_actions() == []
    assert state.current_player() is None
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


@pytest.mark.parametrize("game", GAMES)
def test_cards_are_neither_lost_nor_duplicated(game: str) -> None:
    state = demo_state(game, 11)
    start = _identity_multiset(state)

    def check(current: State, _action: Action) -> None:
        assert _identity_multiset(current) == start
        in_zones = [cid for zone in current.zones for cid in zone]
        assert len(in_zones) == len(set(in_zones)), "a card is in two places"
        alive = {c.id for c in current.cards if c is not None}
        assert set(in_zones) == alive

    random_playout(state, 11, check)
    assert _identity_multiset(state) == start


@pytest.mark.parametrize("game", GAMES)
def test_clone_is_independent(game: str) -> None:
    state = demo_state(game, 5)
    rng = Rng(99)
    steps = 0

    def branch(current: State, _action: Action) -> None:
        nonlocal steps
        steps += 1
        if steps % 7:
            return
        before = current.state_hash()
        twin = current.clone()
        assert twin.state_hash() == before
        for _ in range(10):
            if twin.is_terminal():
                break
            twin.apply_action(rng.choice(twin.legal_actions()))
        assert current.state_hash() == before

    random_playout(state, 5, branch)


@pytest.mark.parametrize("game", GAMES)
def test_undo_restores_an_equal_state(game: str) -> None:
    state = demo_state(game, 3)
    rng = Rng(3)
    for _ in range(60):
        if state.is_terminal():
            break
        before = state.state_hash()
        observation = state.observation(0)
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        after = state.state_hash()
        state.undo()
        assert state.state_hash() == before
        assert state.observation(0) == observation
        state.apply_action(action)
        assert state.state_hash() == after


@pytest.mark.parametrize("game", GAMES)
def test_observations_never_reveal_hidden_cards(game: str) -> None:
    """What a player observes cannot change when the cards they cannot see are resampled."""
    state = demo_state(game, 8)
    rng = Rng(8)
    steps = 0

    def check(current: State, _action: Action) -> None:
        nonlocal steps
        steps += 1
        if steps % 5:
            return
        for player in range(current.num_players):
            seen = current.observation(player)
            resampled = current.resample_from_infostate(player, rng)
            assert resampled.observation(player) == seen
            other = 1 - player
            for zone in seen.zones:
                if zone.owner == other and zone.name in _private_zones(current):
                    for card in zone.cards:
                        if card.code is not None:
                            assert (current.cards[card.id].known >> player) & 1  # type: ignore[union-attr]

    random_playout(state, 8, check)


def _private_zones(state: State) -> set[str]:
    from engine.core import Visibility

    return {spec.name for _, spec in state.zone_table if spec.visibility is not Visibility.PUBLIC}


@pytest.mark.parametrize("game", GAMES)
def test_resampling_changes_hidden_cards(game: str) -> None:
    state = demo_state(game, 2)
    random_playout_steps(state, 2, 30)
    opponent_hand = state.zone(1, _hand_zone(state))
    ids = list(state.zones[opponent_hand])
    codes = {tuple(state.resample_from_infostate(0, Rng(s)).cards[i].defn.code for i in ids) for s in range(20)}  # type: ignore[union-attr]
    assert len(codes) > 1, "resampling never changed the opponent's hidden hand"


def _hand_zone(state: State) -> str:
    from engine.core import Visibility

    return next(spec.name for _, spec in state.zone_table if spec.visibility is Visibility.OWNER and not spec.pile)


def random_playout_steps(state: State, seed: int, count: int) -> None:
    rng = Rng(seed)
    for _ in range(count):
        if state.is_terminal():
            return
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_gives_the_same_game(game: str) -> None:
    first, second = demo_state(game, 21), demo_state(game, 21)
    assert first.state_hash() == second.state_hash()
    random_playout(first, 4)
    random_playout(second, 4)
    assert first.history == second.history
    assert first.state_hash() == second.state_hash()
    assert demo_state(game, 22).state_hash() != demo_state(game, 21).state_hash()


@pytest.mark.parametrize("game", GAMES)
def test_notation_round_trips_for_every_legal_action(game: str) -> None:
    state = demo_state(game, 13)
    checked = 0

    def check(current: State, _action: Action) -> None:
        nonlocal checked
        texts = set()
        for action in current.legal_actions():
            text = current.action_to_string(action)
            assert current.parse_action(text, action.player) == action, text
            texts.add(text)
            checked += 1
        assert len(texts) == len(current.legal_actions()), "two legal actions share a notation"

    random_playout(state, 13, check)
    assert checked > 100


@pytest.mark.parametrize("game", GAMES)
def test_refused_actions_leave_the_state_unchanged(game: str) -> None:
    """Three refused actions at each of 150 decisions; the state's hash, taken before them, is
    the same after them (one hash for the three: ``state_hash`` was most of the test's time)."""
    state = demo_state(game, 17)
    rng = Rng(17)
    refused = 0
    for _ in range(150):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        player = state.current_player()
        assert player is not None
        wrong = [
            Action(legal[0].kind, 1 - player, legal[0].cards, legal[0].targets, legal[0].choice),
            Action("play", player, (max(c.id for c in state.cards if c is not None),)),
            Action("combat" if legal[0].kind != "combat" else "pass", 1 - player),
        ]
        before = state.state_hash()
        sent = []
        for action in wrong:
            if action in legal:
                continue
            with pytest.raises(IllegalActionError) as info:
                state.apply_action(action)
            assert info.value.rule.id
            sent.append(action)
            refused += 1
        assert state.state_hash() == before, f"changed by one of {sent}"
        state.apply_action(rng.choice(legal))
    assert refused > 50


@pytest.mark.parametrize("game", GAMES)
def test_events_are_redacted_per_player(game: str) -> None:
    state = demo_state(game, 6)
    rng = Rng(6)
    hidden_seen = 0
    for _ in range(200):
        if state.is_terminal():
            break
        for event in state.apply_action(rng.choice(state.legal_actions())):
            for viewer in range(state.num_players):
                view = event.redacted(viewer)
                if viewer in event.hidden_from:
                    assert view.name is None
                    hidden_seen += 1
                else:
                    assert view.name == event.name
            assert event.redacted(None).hidden_from == frozenset()
    assert hidden_seen > 0


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_action_has_a_distinct_gesture(game: str) -> None:
    """A table can perform every legal action, and no two share a gesture."""
    state = demo_state(game, 19)

    def check(current: State, _action: Action) -> None:
        player = current.current_player()
        assert player is not None
        seen = {}
        for action in current.legal_actions():
            gesture = current.gesture(action)
            assert gesture not in seen, f"{action} and {seen[gesture]} share {gesture}"
            seen[gesture] = action
            assert current.action_for_gesture(player, gesture) == action

    random_playout(state, 19, check)
