"""MylGame.evaluate: a heuristic in [-1, 1] from a player's view, from public facts only."""

from __future__ import annotations

from engine.core import Rng, get_game
from engine.scenario import build_state
from tests.helpers import demo_state, random_playout

GAME = get_game("myl")


def _position(p1: dict, p2: dict):  # type: ignore[no-untyped-def]
    data = {"scenario": {"game": "myl"}, "setup": {"P1": p1, "P2": p2}}
    return build_state("<prueba>", data, "")


def test_evaluate_is_bounded_and_antisymmetric() -> None:
    state = demo_state("myl", 2)
    rng = Rng(2)
    for _ in range(80):
        if state.is_terminal():
            break
        for player in (0, 1):
            value = GAME.evaluate(state, player)  # type: ignore[attr-defined]
            assert -1.0 <= value <= 1.0
        assert abs(GAME.evaluate(state, 0) + GAME.evaluate(state, 1)) < 1e-9  # type: ignore[attr-defined]
        state.apply_action(rng.choice(state.legal_actions()))


def test_a_bigger_castillo_and_stronger_aliados_are_better() -> None:
    even = _position({"castillo": 20}, {"castillo": 20})
    ahead = _position({"castillo": 30, "defensa": ["Oso de las Cumbres"]}, {"castillo": 10})
    assert GAME.evaluate(even, 0) == 0.0  # type: ignore[attr-defined]
    assert GAME.evaluate(ahead, 0) > 0.3  # type: ignore[attr-defined]
    assert GAME.evaluate(ahead, 1) < -0.3  # type: ignore[attr-defined]


def test_evaluate_ignores_what_the_player_cannot_see() -> None:
    state = random_playout(demo_state("myl", 4), 4, max_actions=4000)
    assert GAME.evaluate(state, state.outcome.winner or 0) in (1.0, 0.0)  # type: ignore[attr-defined, union-attr]
    live = demo_state("myl", 9)
    for seed in range(5):
        resampled = live.resample_from_infostate(0, Rng(seed))
        assert GAME.evaluate(resampled, 0) == GAME.evaluate(live, 0)  # type: ignore[attr-defined]
