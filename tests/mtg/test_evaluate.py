"""MtgGame.evaluate: a heuristic in [-1, 1] from one player's view, using what they can see."""

from __future__ import annotations

from engine.core import Rng, get_game
from tests.helpers import demo_state, random_playout


def test_evaluate_is_bounded_and_uses_only_what_the_player_sees() -> None:
    game = get_game("mtg")
    state = demo_state("mtg", 4)
    rng = Rng(4)
    seen = 0

    def check(current, _action) -> None:  # type: ignore[no-untyped-def]
        nonlocal seen
        seen += 1
        if seen % 9:
            return
        for player in range(2):
            value = game.evaluate(current, player)  # type: ignore[attr-defined]
            assert -1.0 <= value <= 1.0
            # hidden cards drawn at random do not change the view
            assert game.evaluate(current.resample_from_infostate(player, rng), player) == value  # type: ignore[attr-defined]

    random_playout(state, 4, check)
    winner = state.outcome.winner  # type: ignore[union-attr]
    if winner is not None:
        assert game.evaluate(state, winner) == 1.0  # type: ignore[attr-defined]
        assert game.evaluate(state, 1 - winner) == -1.0  # type: ignore[attr-defined]


def test_more_life_and_board_is_better() -> None:
    from engine.scenario import build_state, load_scenario
    import tempfile
    from pathlib import Path

    text = ('[scenario]\ngame = "mtg"\n[setup]\n[setup.P1]\nbattlefield = ["Oso Musgoso", "Yara, Reina del Claro"]\n'
            '[setup.P2]\nlife = 8\n')
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.toml"
        path.write_text(text, encoding="utf-8")
        data, raw = load_scenario(path)
        state = build_state(path, data, raw)
    game = get_game("mtg")
    assert game.evaluate(state, 0) > 0 > game.evaluate(state, 1)  # type: ignore[attr-defined]
