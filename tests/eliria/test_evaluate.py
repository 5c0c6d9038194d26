"""The Eliria heuristic: in [-1, 1], from the player's side, using only what that player sees."""

from __future__ import annotations

from pathlib import Path

from engine.core import Rng, get_game
from engine.scenario import build_state, load_scenario
from tests.helpers import demo_state

GAME = get_game("eliria")


def _state(tmp_path: Path, p1: str, p2: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "s.toml"
    path.write_text(f'[scenario]\ngame = "eliria"\n[setup.P1]\n{p1}\n[setup.P2]\n{p2}\n', encoding="utf-8")
    data, text = load_scenario(path)
    return build_state(path, data, text)


def test_more_and_stronger_combatants_score_higher(tmp_path: Path) -> None:
    even = _state(tmp_path, 'combat = ["Oso de las Cumbres"]', 'combat = ["Oso de las Cumbres"]')
    assert GAME.evaluate(even, 0) == GAME.evaluate(even, 1) == 0.0  # type: ignore[attr-defined]
    ahead = _state(tmp_path, 'combat = [{ card = "Oso de las Cumbres", power = 5 }, "Centinela de Bruma"]',
                   'combat = ["Escudero Novel"]')
    mine, theirs = GAME.evaluate(ahead, 0), GAME.evaluate(ahead, 1)  # type: ignore[attr-defined]
    assert 0 < mine <= 1 and -1 <= theirs < 0 and abs(mine + theirs) < 1e-9


def test_the_evaluation_ignores_what_the_player_cannot_see() -> None:
    state = demo_state("eliria", 4)
    rng = Rng(4)
    for _ in range(120):
        if state.is_terminal():
            break
        for player in (0, 1):
            value = GAME.evaluate(state, player)  # type: ignore[attr-defined]
            assert -1.0 <= value <= 1.0
            assert GAME.evaluate(state.resample_from_infostate(player, Rng(9)), player) == value  # type: ignore[attr-defined]
        state.apply_action(rng.choice(state.legal_actions()))


def test_a_finished_game_scores_its_result() -> None:
    state = demo_state("eliria", 1)
    state.apply_action(state.parse_action("concede", 1))
    assert GAME.evaluate(state, 0) == 1.0 and GAME.evaluate(state, 1) == -1.0  # type: ignore[attr-defined]


def test_an_empty_board_is_close_to_losing(tmp_path: Path) -> None:
    # Eliria 7.b: no combat card on the board in one's power phase loses the game
    both = _state(tmp_path, 'combat = ["Escudero Novel"]\nhand = ["Disipar"]',
                  'combat = ["Escudero Novel"]\nhand = ["Disipar"]')
    empty = _state(tmp_path, 'hand = ["Disipar"]', 'combat = ["Escudero Novel"]\nhand = ["Disipar"]')
    assert GAME.evaluate(empty, 0) < GAME.evaluate(both, 0)  # type: ignore[attr-defined]
    assert GAME.evaluate(empty, 0) < -0.5  # type: ignore[attr-defined]


def test_a_combat_card_in_hand_is_a_way_back_to_the_board(tmp_path: Path) -> None:
    stuck = _state(tmp_path, 'hand = ["Disipar"]', 'combat = ["Escudero Novel"]')
    way_back = _state(tmp_path, 'hand = ["Oso de las Cumbres"]', 'combat = ["Escudero Novel"]')
    assert GAME.evaluate(stuck, 0) < GAME.evaluate(way_back, 0)  # type: ignore[attr-defined]


def test_a_thin_deck_is_worse(tmp_path: Path) -> None:
    # Eliria 7.c: a player who must draw from an empty deck loses
    full = _state(tmp_path, 'combat = ["Escudero Novel"]', 'combat = ["Escudero Novel"]')
    thin = _state(tmp_path, 'combat = ["Escudero Novel"]\ndeck = ["Disipar"]', 'combat = ["Escudero Novel"]')
    assert GAME.evaluate(thin, 0) < GAME.evaluate(full, 0) == 0.0  # type: ignore[attr-defined]


def test_combat_cards_in_hand_count_only_while_they_may_be_played(tmp_path: Path) -> None:
    # Eliria 9: three combat cards from the hand per game
    fresh = _state(tmp_path, 'combat = ["Escudero Novel"]\nhand = ["Oso de las Cumbres"]', 'combat = ["Escudero Novel"]')
    spent = _state(tmp_path, 'combat = ["Escudero Novel"]\nhand = ["Oso de las Cumbres"]\nplayed = 3',
                   'combat = ["Escudero Novel"]')
    assert GAME.evaluate(spent, 0) < GAME.evaluate(fresh, 0)  # type: ignore[attr-defined]
