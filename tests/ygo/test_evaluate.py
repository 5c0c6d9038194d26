"""The heuristic evaluation: in [-1, 1], from the player's view, blind to hidden cards."""

from __future__ import annotations

from engine.core import Rng, get_game
from engine.games.ygo.state import YgoState
from tests.helpers import demo_state, random_playout

GAME = get_game("ygo")


def test_evaluation_is_bounded_and_antisymmetric_in_life_points() -> None:
    state = demo_state("ygo", 1)
    rng = Rng(1)
    for _ in range(150):
        if state.is_terminal():
            break
        for player in (0, 1):
            assert -1.0 <= GAME.evaluate(state, player) <= 1.0  # type: ignore[attr-defined]
        state.apply_action(rng.choice(state.legal_actions()))
    fresh = demo_state("ygo", 2)
    fresh.counters[1]["lp"] = 2000
    assert GAME.evaluate(fresh, 0) > GAME.evaluate(fresh, 1)  # type: ignore[attr-defined]


def test_evaluation_uses_only_what_the_player_sees() -> None:
    state = demo_state("ygo", 7)
    rng = Rng(7)
    for _ in range(80):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
        for player in (0, 1):
            seen = GAME.evaluate(state, player)  # type: ignore[attr-defined]
            for sample in range(3):
                twin = state.resample_from_infostate(player, Rng(sample))
                assert GAME.evaluate(twin, player) == seen  # type: ignore[attr-defined]


def test_a_finished_duel_evaluates_to_its_result() -> None:
    state = random_playout(demo_state("ygo", 3), 3)
    assert state.outcome is not None
    for player in (0, 1):
        assert GAME.evaluate(state, player) == state.returns()[player]  # type: ignore[attr-defined]


def _position(p1: dict[str, object], p2: dict[str, object] | None = None) -> YgoState:
    state = GAME.scenario_state({"P1": p1, "P2": p2 or {}}, 1, "test", "")
    assert isinstance(state, YgoState)
    return state


def test_a_greater_lead_still_counts_for_more() -> None:
    """Far ahead, more is still better and only a won duel is worth 1: with the score clipped at
    1 a Lightsworn player with four big monsters saw no gain in attacking and lost on a deck-out
    (the tournament's game 35 against random, real decks)."""
    monsters = ["Caballero de Hierro"] * 3
    ahead = GAME.evaluate(_position({"monsters": monsters, "lp": 8000}, {"lp": 1000}), 0)
    further = GAME.evaluate(_position({"monsters": monsters, "lp": 8000}, {"lp": 100}), 0)
    assert 0.8 < ahead < further < 1.0


def test_a_deck_about_to_run_out_counts_against_its_player() -> None:
    """The first player unable to draw loses (YGO ComoGanarUnDuelo.6): a deck of one card is
    worse than a deck of ten, which is no worse than a deck of thirty."""
    values = [GAME.evaluate(_position({"deck": ["Mantis Segadora"] * n}), 0) for n in (1, 10, 30)]
    assert values[0] < values[1] == values[2]
    assert GAME.evaluate(_position({}, {"deck": ["Mantis Segadora"]}), 0) == -values[0]
