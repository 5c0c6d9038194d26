"""The Eliria action prior (playouts and the search tree): keep the three combat cards (Eliria 9)
for an empty board (7.b), attack when possible (12.d); and the evaluation and passives read the
state as before."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from pathlib import Path

from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core import Rng, get_game
from engine.core.observation import Observation
from engine.games.eliria import evaluation, playout
from engine.games.eliria.board import COMBAT_ZONES, FACE_DOWN_CAP
from engine.games.eliria.state import PLAYED, EliriaState
from tests.helpers import demo_state, setup_state

GAME = get_game("eliria")


def _state(tmp_path: Path, setup: str, p1: str, p2: str) -> EliriaState:
    state = setup_state(tmp_path, "eliria", setup, p1, p2)
    assert isinstance(state, EliriaState)
    return state


def _draws(state: EliriaState, count: int = 400) -> Counter[str]:
    """How often the policy picks each kind of move (a combat card from the hand counts apart)."""
    rng = Rng(3)
    legal = state.legal_actions()
    kinds: Counter[str] = Counter()
    for _ in range(count):
        action = GAME.playout_policy(state, legal, rng)
        assert action in legal
        combat = action.kind in ("play", "set") and state.defn(action.cards[0]).is_combat
        kinds["combat" if combat else action.kind] += 1
    return kinds


def test_playouts_keep_combat_cards_while_the_board_holds_one(tmp_path: Path) -> None:
    # Eliria 9: three combat cards a game; 7.b: an empty board at the power phase loses
    state = _state(tmp_path, "", 'combat = ["Escudero Novel"]\nhand = ["Oso de las Cumbres", "Centinela de Bruma"]',
                   'combat = ["Escudero Novel"]')
    legal = state.legal_actions()
    plays = sum(1 for a in legal if a.kind in ("play", "set") and state.defn(a.cards[0]).is_combat)
    assert plays >= 8  # two cards, two free slots, face up or down: uniform play would favour them
    kinds = _draws(state)
    assert kinds["combat"] < 0.25 * sum(kinds.values())
    assert kinds["pass"] > kinds["combat"]


def test_playouts_bring_a_combatant_to_an_empty_board(tmp_path: Path) -> None:
    state = _state(tmp_path, "", 'hand = ["Oso de las Cumbres", "Disipar"]', 'combat = ["Escudero Novel"]')
    kinds = _draws(state)
    assert kinds["combat"] > 0.8 * sum(kinds.values())
    assert kinds["pass"] < 0.05 * sum(kinds.values())


def test_playouts_prefer_attacking(tmp_path: Path) -> None:
    # Eliria 12.d: one attack a turn, or none
    state = _state(tmp_path, 'phase = "ataque"', 'combat = [{ card = "Oso de las Cumbres", power = 6 }]',
                   'combat = ["", "", "Escudero Novel"]')
    assert any(a.kind == "attack" for a in state.legal_actions())
    kinds = _draws(state)
    assert kinds["attack"] > 0.7 * sum(kinds.values())


def test_the_search_keeps_the_last_combat_card_while_a_combatant_stands(tmp_path: Path) -> None:
    # Eliria 9: two of the three combat cards are on the board; the third is the way back from
    # an empty board (7.b), so the tree (PUCT with the same weights) hardly looks at playing it
    state = _state(tmp_path, "", 'combat = ["Escudero Novel", "Oso de las Cumbres"]\nplayed = 2\n'
                   'hand = ["Centinela de Bruma", "Disipar"]', 'combat = ["Escudero Novel"]')
    legal = state.legal_actions()
    combat = [a for a in legal if a.kind in ("play", "set") and state.defn(a.cards[0]).is_combat]
    assert combat and len(combat) < len(legal) / 2
    bot = ISMCTSBot(2, replace(LEVELS["normal"], seconds=None))
    choice = bot.choose(state)
    assert choice not in combat
    root = bot.last_root
    assert root is not None
    looked = sum(root.children[a].visits for a in combat if a in root.children)
    assert looked < 0.05 * bot.last.iterations


def test_sacrificing_a_combat_card_is_a_last_resort(tmp_path: Path) -> None:
    # Eliria 9: a sacrificed combat card is one of the three of the game; a token is not
    state = _state(tmp_path, "", 'combat = ["Escudero Novel", "Oso de las Cumbres"]\n'
                   'hand = ["Pacto de Sangre", "Ofrenda Hueca", "Llamada de Huesos"]', 'combat = ["Escudero Novel"]')
    legal = state.legal_actions()
    prior = dict(zip((state.action_to_string(a) for a in legal), playout.prior(state, legal) or []))
    assert prior["play Pacto de Sangre on Oso de las Cumbres"] == playout.SACRIFICE
    assert prior["play Ofrenda Hueca on Oso de las Cumbres"] == playout.SACRIFICE
    assert prior["set Pacto de Sangre"] == prior["play Llamada de Huesos"] == playout.OTHER >= 10 * playout.SACRIFICE
    token = state.clone()
    token.apply_action(token.parse_action("play Llamada de Huesos"))  # a Esqueleto token
    legal = token.legal_actions()
    offer = [w for a, w in zip(legal, playout.prior(token, legal) or [])
             if token.action_to_string(a).startswith("play Ofrenda Hueca on Esqueleto")]
    assert offer == [playout.OTHER]


def test_other_prompts_draw_uniformly() -> None:
    state = demo_state("eliria", 2)
    assert state.prompt is not None and state.prompt.kind not in ("movimiento", "ataque")
    legal = state.legal_actions()
    a, b = Rng(5), Rng(5)
    assert [GAME.playout_policy(state, legal, a) for _ in range(20)] == [b.choice(legal) for _ in range(20)]


def _material_from_observation(state: EliriaState, view: Observation, player: int, side: int) -> float:
    """The evaluation's material as first written, from ``player``'s observation."""
    prefix = f"P{side + 1}."
    score, combatants = 0.0, 0
    for name in COMBAT_ZONES:
        for card in view.zone(prefix + name).cards:
            stats = dict(card.stats)
            score += (evaluation.EXTRA_COMBATANT if combatants else evaluation.COMBATANT) + evaluation.POWER * dict(card.counters).get("poder", 0) \
                + evaluation.RESISTANCE * stats.get("resistencia", 2) \
                + evaluation.POTENTIAL * stats.get("potencial", FACE_DOWN_CAP // 2)
            combatants += 1
    hand = view.zone(prefix + "mano").count
    score += evaluation.HAND * hand
    plays_left = max(0, state.combat_limit(side) - state.counters[side].get(PLAYED, 0))
    if side == player:
        reserve = min(plays_left, sum(1 for cid in state.ids(side, "mano") if state.defn(cid).is_combat))
        score += evaluation.reserve_value(reserve)
    else:
        reserve = min(plays_left, hand)
        score += evaluation.reserve_value(reserve) / 2
    if combatants == 0:
        score -= evaluation.EMPTY_BOARD + (evaluation.NO_WAY_BACK if reserve == 0 else 0.0)
    score -= evaluation.DECK_SHORTAGE * max(0, evaluation.THIN_DECK - view.zone(prefix + "mazo").count)
    return score


def test_the_last_combat_card_in_reserve_weighs_most() -> None:
    # Eliria 9, 7.b: the last combat card left to play is the way back from an empty board
    assert evaluation.reserve_value(0) == 0
    assert evaluation.reserve_value(1) > evaluation.reserve_value(2) - evaluation.reserve_value(1) > 0


def test_a_second_combatant_adds_less_than_the_first(tmp_path: Path) -> None:
    # Eliria 12.d: one attack a turn, so a second combatant adds less than the first (7.b)
    one = _state(tmp_path, "", 'combat = ["Escudero Novel"]', 'combat = ["Escudero Novel"]')
    two = _state(tmp_path, "", 'combat = ["Escudero Novel", "Escudero Novel"]', 'combat = ["Escudero Novel"]')
    none = _state(tmp_path, "", 'hand = ["Disipar"]', 'combat = ["Escudero Novel"]')
    gain_first = evaluation.material(one, 0, 0) - evaluation.material(none, 0, 0)
    gain_second = evaluation.material(two, 0, 0) - evaluation.material(one, 0, 0)
    assert 0 < gain_second < gain_first


def test_the_evaluation_reads_what_the_observation_shows() -> None:
    """The evaluation reads the state directly (fast); it must agree with the observation."""
    checked = 0
    for seed in range(3):
        state = demo_state("eliria", seed)
        rng = Rng(seed)
        while not state.is_terminal() and checked < 600:
            assert isinstance(state, EliriaState)
            for player in (0, 1):
                view = state.observation(player)
                balance = sum(_material_from_observation(state, view, player, side) * (1 if side == player else -1)
                              for side in (0, 1))
                assert math.isclose(GAME.evaluate(state, player), math.tanh(balance / evaluation.SCALE), abs_tol=1e-12)
                checked += 1
            state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 100


def test_active_passives_are_those_of_face_up_cards_on_the_board() -> None:
    """Eliria 6.a.III, 6.c: the precomputed zones give the passives in force, in board order."""
    seen = 0
    for seed in range(4):
        state = demo_state("eliria", seed)
        rng = Rng(seed)
        while not state.is_terminal():
            assert isinstance(state, EliriaState)
            expected = [(cid, passive) for player in (0, 1)
                        for cid in state.combatants(player) + state.invocations(player)
                        if state._card(cid).face_up for passive in state.defn(cid).passives]
            assert state.active_passives() == expected
            seen += len(expected)
            state.apply_action(rng.choice(state.legal_actions()))
    assert seen > 0


def test_passives_fixed_finds_them_once_and_lets_go() -> None:
    """Eliria 6.a.III: the evaluation reads the passives once per position; outside the block
    they follow the board again."""
    state = demo_state("eliria", 5)
    rng = Rng(5)
    checked = 0
    while not state.is_terminal() and checked < 150:
        assert isinstance(state, EliriaState)
        expected = state.active_passives()
        with state.passives_fixed():
            held = state.active_passives()
            with state.passives_fixed():  # nested: the same list
                assert state.active_passives() is held
            assert state.active_passives() is held and held == expected
        assert state._fixed_passives is None
        checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 30
