"""Action priors and playout policies (``Game.action_prior``, ``Game.playout_policy``), the weighted
draw they use, and the search's use of them (PUCT in the tree, the policy in playouts)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from engine.ai.ismcts import ISMCTSBot, Node
from engine.ai.levels import LEVELS
from engine.core import Action, Rng, State, game_names, get_game
from engine.core.game import Game
from engine.core.zones import zone_key
from tests.ai.test_bots import positions

GAMES = game_names()


def test_weighted_draws_follow_the_weights() -> None:
    rng = Rng(11)
    counts = Counter(rng.weighted("abc", [3.0, 1.0, 0.0]) for _ in range(4000))
    assert counts["c"] == 0
    assert 0.70 < counts["a"] / 4000 < 0.80


def test_weighted_draws_refuse_no_weight() -> None:
    with pytest.raises(ValueError):
        Rng(1).weighted(["a", "b"], [0.0, 0.0])


def test_weighted_draws_are_seeded() -> None:
    assert [Rng(4).weighted(range(5), [1, 2, 3, 4, 5]) for _ in range(3)] == \
        [Rng(4).weighted(range(5), [1, 2, 3, 4, 5])] * 3


@pytest.mark.parametrize("game", GAMES)
def test_every_playout_policy_answers_legally(game: str) -> None:
    rng = Rng(8)
    for state in positions(game, 3, 12):
        legal = state.legal_actions()
        before = state.state_hash()
        for _ in range(10):
            assert state.game.playout_policy(state, legal, rng) in legal
        assert state.state_hash() == before


def test_the_default_policy_is_uniform() -> None:
    state = positions("six", 1, 1)[0]
    legal = state.legal_actions()
    default, plain = Rng(2), Rng(2)
    assert [Game.playout_policy(state.game, state, legal, default) for _ in range(30)] == \
        [plain.choice(legal) for _ in range(30)]


@pytest.mark.parametrize("game", GAMES)
def test_the_search_plays_out_with_the_games_policy(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []
    instance = get_game(game)

    def first_legal(state: State, legal: list[Action], rng: Rng) -> Action:
        calls.append(legal == state.legal_actions())
        return legal[0]

    monkeypatch.setattr(instance, "playout_policy", first_legal)
    state = positions(game, 5, 1)[0]
    bot = ISMCTSBot(1, replace(LEVELS["normal"], seconds=None, iterations=10, playout_depth=3))
    assert bot.choose(state) in state.legal_actions()
    assert calls and all(calls)


@pytest.mark.parametrize("game", GAMES)
def test_every_prior_weighs_each_legal_action(game: str) -> None:
    for state in positions(game, 3, 12):
        legal = state.legal_actions()
        prior = state.game.action_prior(state, legal)
        if prior is not None:
            assert len(prior) == len(legal) and min(prior) >= 0 and sum(prior) > 0


def test_the_default_policy_draws_with_the_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    state = positions("six", 2, 1)[0]
    legal = state.legal_actions()
    assert len(legal) > 1
    monkeypatch.setattr(state.game, "action_prior", lambda s, actions: [0.0] * (len(actions) - 1) + [1.0])
    rng = Rng(6)
    assert {state.game.playout_policy(state, legal, rng) for _ in range(30)} == {legal[-1]}


def _child(node: Node, action: Action, visits: int, mean: float) -> None:
    child = Node(0)
    child.visits, child.total = visits, visits * mean
    node.children[action] = child


def test_puct_follows_the_prior_until_the_results_say_otherwise() -> None:
    bot = ISMCTSBot(1, "normal")
    good, poor, rare = (Action("pass", 0, choice=i) for i in range(3))
    legal, prior = [good, poor, rare], [4.0, 1.0, 0.3]
    node = Node(0)
    assert bot._select_prior(node, legal, prior) == good  # nothing tried: the prior decides
    _child(node, good, 5, 0.2)
    assert bot._select_prior(node, legal, prior) == poor  # untried, at the tried mean − the drop
    _child(node, poor, 1, 0.1)
    assert bot._select_prior(node, legal, prior) == good  # the disliked one waits
    # the favoured moves lose: the one the prior disliked gets its turn
    _child(node, good, 60, -0.9)
    _child(node, poor, 30, -0.9)
    assert bot._select_prior(node, legal, prior) == rare


@pytest.mark.parametrize("game", GAMES)
def test_zone_keys_name_every_zone(game: str) -> None:
    instance = get_game(game)
    state = instance.new_initial_state(instance.demo_pair(), 1, {})
    for index, (owner, spec) in enumerate(instance.zone_table):
        assert state.zone_key_of(index) == zone_key(owner, spec.name)


@pytest.mark.parametrize("game", GAMES)
def test_playouts_run_the_levels_depth_times_the_games_scale(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    instance = get_game(game)
    moves: list[Action] = []

    def counted(state: State, legal: list[Action], rng: Rng) -> Action:
        moves.append(legal[0])
        return legal[0]

    monkeypatch.setattr(instance, "playout_policy", counted)
    level = replace(LEVELS["normal"], seconds=None, iterations=1, playout_depth=4)
    world = positions(game, 5, 1)[0].clone()
    ISMCTSBot(1, level)._playout(world)
    expected = round(4 * instance.playout_scale)
    assert len(moves) == expected or (len(moves) < expected and world.is_terminal())


def test_eliria_playouts_look_further_than_the_levels_depth() -> None:
    # a turn of Eliria takes few moves: 8 of them rarely reach the rival's attack phase
    assert get_game("eliria").playout_scale > 1
    assert all(get_game(name).playout_scale == 1 for name in GAMES if name != "eliria")
