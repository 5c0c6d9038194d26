"""The material count behind MylGame.evaluate (engine/games/myl/evaluation.py)."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.core.actions import Action
from engine.core.text import Text
from engine.games.myl import evaluation
from engine.games.myl.state import MylState
from engine.scenario import build_state

GAME = get_game("myl")


def _position(p1: dict, p2: dict, **setup: object) -> MylState:
    data = {"scenario": {"game": "myl"}, "setup": {"P1": p1, "P2": p2, **setup}}
    state = build_state("<prueba>", data, "")
    assert isinstance(state, MylState)
    return state


def _after(state: MylState, action: Action) -> float:
    after = state.clone()
    after.apply_action(action)
    return GAME.evaluate(after, 0)  # type: ignore[attr-defined]


def test_playing_an_oro_is_better_than_keeping_it_with_a_smaller_hand() -> None:
    # MyL Oro: one a turn. The share-based evaluation judged this play neutral when the
    # opponent held more cards (the bot then sat on its Oros all game).
    state = _position({"mano": ["Oro", "Escudo de Fe"], "reserva": 4},
                      {"mano": ["Oro"] * 7, "reserva": 4})
    play_oro = next(a for a in state.legal_actions() if a.kind == "play" and state.defn(a.cards[0]).is_basic_oro)
    assert _after(state, play_oro) > GAME.evaluate(state, 0)  # type: ignore[attr-defined]


def test_an_aliado_in_play_outweighs_one_in_hand_and_fuerza_counts() -> None:
    in_hand = _position({"mano": ["Oso de las Cumbres"]}, {})
    in_play = _position({"defensa": ["Oso de las Cumbres"]}, {})
    weaker = _position({"defensa": ["Lobo Gris"]}, {})
    armed = _position({"defensa": [{"card": "Lobo Gris", "armas": ["Hacha de Guerra"]}]}, {})
    assert evaluation.material(in_play, 0) > evaluation.material(in_hand, 0)
    assert evaluation.material(in_play, 0) - evaluation.material(weaker, 0) == pytest.approx(evaluation.FUERZA * 2)  # 4 against 2
    # MyL Arma: +2 Fuerza, and the Arma is a card in play
    assert evaluation.material(armed, 0) - evaluation.material(weaker, 0) == pytest.approx(evaluation.FUERZA * 2 + evaluation.ARMA)


def test_the_last_cards_of_the_castillo_weigh_more() -> None:
    def loss(before: int, damage: int) -> float:
        return evaluation.material(_position({"castillo": before}, {}), 0) \
            - evaluation.material(_position({"castillo": before - damage}, {}), 0)

    assert loss(30, 3) == pytest.approx(3 * evaluation.CASTILLO)
    assert loss(8, 3) == pytest.approx(3 * (evaluation.CASTILLO + evaluation.LOW_EXTRA))  # MyL Derrota is near


def test_oro_beyond_what_is_useful_counts_less_and_a_petrified_aliado_nothing() -> None:
    seven = evaluation.material(_position({"reserva": 7}, {}), 0)
    nine = evaluation.material(_position({"reserva": 9}, {}), 0)
    assert nine - seven == pytest.approx(2 * evaluation.ORO_SURPLUS)
    assert evaluation.HAND < evaluation.ORO_SURPLUS < evaluation.ORO  # an Oro is never better kept in hand
    assert evaluation.HAND >= evaluation.CASTILLO  # drawing costs nothing while the Castillo is large
    bare = evaluation.material(_position({}, {}), 0)
    totem = evaluation.material(_position({"apoyo": ["Estandarte de Guerra"]}, {}), 0)
    stone = evaluation.material(_position({"apoyo": [{"card": "Lobo Gris", "petrificado": True}]}, {}), 0)
    assert totem - bare == pytest.approx(evaluation.TOTEM)
    assert stone == bare  # MyL JC.11: a Tótem without abilities


def test_evaluate_is_the_squashed_difference_and_the_outcome_at_the_end() -> None:
    state = _position({"castillo": 25, "defensa": ["Lobo Gris"]}, {"castillo": 20, "mano": ["Oro"]})
    balance = evaluation.material(state, 0) - evaluation.material(state, 1)
    assert balance > 0
    assert abs(GAME.evaluate(state, 0) - evaluation.math.tanh(balance / evaluation.SCALE)) < 1e-12  # type: ignore[attr-defined]
    assert GAME.evaluate(state, 1) == -GAME.evaluate(state, 0)  # type: ignore[attr-defined]
    state.end_game(1, Text("prueba", "test"), None)
    assert GAME.evaluate(state, 0) == -1.0 and GAME.evaluate(state, 1) == 1.0  # type: ignore[attr-defined]


def test_keeping_the_opening_hand_beats_a_mulligan() -> None:
    # MyL Mulligan: the hand goes back to the Castillo and one card fewer is drawn. Counting cards
    # alone would rate that one card moved from hand to Castillo (the first version of this
    # count rated it a gain, and the bot mulliganed its way down to three cards).
    state = GAME.new_initial_state(GAME.demo_pair(), 3, {"first_player": 0})
    assert state.prompt is not None and state.prompt.kind == "mulligan"
    keep, mulligan = (next(a for a in state.legal_actions() if a.kind == kind) for kind in ("keep", "mulligan"))
    player = state.prompt.player
    kept, redrawn = state.clone(), state.clone()
    kept.apply_action(keep)
    redrawn.apply_action(mulligan)
    loss = evaluation.material(kept, player) - evaluation.material(redrawn, player)
    assert loss >= evaluation.MULLIGAN
    assert GAME.evaluate(kept, player) > GAME.evaluate(redrawn, player)  # type: ignore[attr-defined]
