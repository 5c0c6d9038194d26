"""The Eliria heuristic: in [-1, 1], from the player's side, using only what that player sees."""

from __future__ import annotations

from pathlib import Path

from engine.core import Rng, get_game
from engine.games.eliria import evaluation
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


def test_sacrificing_a_combatant_to_draw_is_a_loss(tmp_path: Path) -> None:
    # Eliria 9, 14.a: Pacto de Sangre spends one of the three combat cards of the game for cards;
    # drawing a combat card gives no combatant back (the plays left do not change)
    state = _state(tmp_path, 'combat = ["Oso de las Cumbres", "Serpiente del Pantano"]\nhand = ["Pacto de Sangre"]\n'
                   'played = 2\ndeck = ["Gólem de Musgo", "Emboscada", "Disipar", "Espejo Parlante", "Contragolpe"]',
                   'combat = ["Escudero Novel"]')
    before = GAME.evaluate(state, 0)  # type: ignore[attr-defined]
    state.apply_action(state.parse_action("play Pacto de Sangre on Serpiente del Pantano", 0))
    assert len(state.ids(0, "mano")) == 3 and len(state.combatants(0)) == 1  # type: ignore[attr-defined]
    assert GAME.evaluate(state, 0) < before  # type: ignore[attr-defined]


def test_combat_cards_beyond_the_plays_left_are_dead_weight(tmp_path: Path) -> None:
    # Eliria 9: once three combat cards came from the hand, more in the hand add nothing
    empty = _state(tmp_path, 'combat = ["Escudero Novel"]\nplayed = 3', 'combat = ["Escudero Novel"]')
    full = _state(tmp_path, 'combat = ["Escudero Novel"]\nplayed = 3\nhand = ["Oso de las Cumbres", "Lobo de Ceniza Blanca"]',
                  'combat = ["Escudero Novel"]')
    assert evaluation.material(full, 0, 0) == evaluation.material(empty, 0, 0)
    useful = _state(tmp_path, 'combat = ["Escudero Novel"]\nplayed = 3\nhand = ["Disipar"]', 'combat = ["Escudero Novel"]')
    assert evaluation.material(useful, 0, 0) > evaluation.material(empty, 0, 0)


def test_the_shorter_deck_loses_the_race(tmp_path: Path) -> None:
    # Eliria 7.c: when neither side gets through, the first to draw from an empty deck loses
    cards = ', '.join(['"Disipar"'] * 6)
    longer = ', '.join(['"Disipar"'] * 8)
    state = _state(tmp_path, f'combat = ["Escudero Novel"]\ndeck = [{cards}]',
                   f'combat = ["Escudero Novel"]\ndeck = [{longer}]')
    assert GAME.evaluate(state, 0) < 0 < GAME.evaluate(state, 1)  # type: ignore[attr-defined]
    assert evaluation.deck_penalty(3) - evaluation.deck_penalty(4) > evaluation.deck_penalty(8) - evaluation.deck_penalty(9) > 0


def test_attacks_that_get_through_are_worth_points(tmp_path: Path) -> None:
    # Eliria 6.a.V: the damage must exceed the resistance; 10: only the combatant opposite
    # (mirror alignment: slot 1 faces the rival's slot 3) unless an effect says otherwise
    facing = _state(tmp_path, 'combat = [{ card = "Oso de las Cumbres", power = 3 }]',
                    'combat = ["", "", "Escudero Novel"]')
    aside = _state(tmp_path, 'combat = [{ card = "Oso de las Cumbres", power = 3 }]',
                   'combat = ["Escudero Novel"]')
    walled = _state(tmp_path, 'combat = [{ card = "Oso de las Cumbres", power = 3 }]',
                    'combat = ["", "", "Armadura Andante"]')
    assert evaluation.threats(facing, 0, 0) == evaluation.THREAT + evaluation.STRIKE
    assert evaluation.threats(aside, 0, 0) == evaluation.threats(walled, 0, 0) == 0
    growing = _state(tmp_path, 'combat = [{ card = "Oso de las Cumbres", power = 1 }]',
                     'combat = ["", "", "Escudero Novel"]')
    assert evaluation.threats(growing, 0, 0) == evaluation.THREAT  # Zarpazo needs 3 power


def test_an_attack_that_returns_its_target_gets_through_any_resistance(tmp_path: Path) -> None:
    # Cosecha (Nigromante Pálido) returns the target to its owner's hand whatever the damage
    state = _state(tmp_path, 'combat = [{ card = "Nigromante Pálido", power = 6 }]',
                   'combat = ["", "", "Armadura Andante"]')
    assert evaluation.threats(state, 0, 0) == evaluation.THREAT + evaluation.STRIKE
    assert evaluation.threats(state, 1, 1) == 0  # Golpe Hueco: 2 damage, Nigromante resists 2


def test_the_last_combat_card_to_come_weighs_most() -> None:
    # Eliria 9, 7.b: the last combat card left to play is the way back from an empty board
    assert evaluation.reserve_value(0) == 0
    assert evaluation.reserve_value(1) > evaluation.reserve_value(2) - evaluation.reserve_value(1) > 0
