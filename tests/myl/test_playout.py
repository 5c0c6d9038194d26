"""The Mitos y Leyendas action prior (the search tree and playouts): attacks weighted by the best
blocker waiting for them, blocks by the fight they start (MyL Ataque, Bloqueo, Combate)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core import Rng, get_game
from engine.games.myl import playout
from engine.games.myl.state import MylState
from tests.helpers import demo_state, setup_state

GAME = get_game("myl")


def _state(tmp_path: Path, setup: str, p1: str, p2: str, moves: tuple[str, ...] = ()) -> MylState:
    state = setup_state(tmp_path, "myl", setup, p1, p2)
    assert isinstance(state, MylState)
    for move in moves:
        state.apply_action(state.parse_action(move))
    return state


def _prior(state: MylState) -> dict[str, float]:
    legal = state.legal_actions()
    weights = GAME.action_prior(state, legal)
    assert weights is not None and len(weights) == len(legal)
    return dict(zip((state.action_to_string(a) for a in legal), weights))


ATTACKERS = 'defensa = ["Escudero del Alba", "Centinela de Piedra", "Oso de las Cumbres", "Dragón de Ceniza"]'


def test_attacks_are_weighted_by_the_strongest_blocker(tmp_path: Path) -> None:
    # MyL Combate: against a Fuerza 3 blocker, Fuerza 1 dies, 3 trades, 4 wins; Imbloqueable is never blocked
    state = _state(tmp_path, 'phase = "batalla"', ATTACKERS, 'defensa = ["Lobo Gris", "Paladín Juramentado"]')
    assert state.prompt is not None and state.prompt.kind == "ataque"
    prior = _prior(state)
    assert prior["attack Escudero del Alba"] == playout.LOSING_ATTACK
    assert prior["attack Centinela de Piedra"] == playout.EVEN_ATTACK
    assert prior["attack Oso de las Cumbres"] == playout.SAFE_ATTACK
    assert prior["attack Dragón de Ceniza"] == playout.SAFE_ATTACK  # Imbloqueable, Fuerza 5
    assert prior["done"] == playout.DONE


def test_every_attack_is_safe_against_an_empty_defence_line(tmp_path: Path) -> None:
    state = _state(tmp_path, 'phase = "batalla"', ATTACKERS, 'ataque = ["Wyrm Ancestral"]')
    prior = _prior(state)
    assert {w for move, w in prior.items() if move != "done"} == {playout.SAFE_ATTACK}


def _blocking(tmp_path: Path, castillo: int) -> MylState:
    state = _state(tmp_path, "", 'defensa = ["Oso de las Cumbres"]',
                   f'defensa = ["Lobo Gris", "Señor de las Sombras", "Wyrm Ancestral"]\ncastillo = {castillo}',
                   ("battle", "attack Oso de las Cumbres", "done"))
    assert state.prompt is not None and state.prompt.kind == "bloqueo"
    return state


def test_blocks_are_weighted_by_the_fight(tmp_path: Path) -> None:
    # MyL Bloqueo, Combate: an attacker of Fuerza 4 against blockers of 2 (it dies), 4 (both die) and 6 (it wins)
    prior = _prior(_blocking(tmp_path, 20))
    assert prior["block Oso de las Cumbres with Wyrm Ancestral"] == playout.WINNING_BLOCK
    assert prior["block Oso de las Cumbres with Señor de las Sombras"] == playout.EVEN_BLOCK
    assert prior["block Oso de las Cumbres with Lobo Gris"] == playout.CHUMP_BLOCK
    assert prior["no block Oso de las Cumbres"] == playout.NO_BLOCK


def test_a_losing_block_is_worth_it_when_the_damage_would_empty_the_castillo(tmp_path: Path) -> None:
    # MyL Daño, Derrota: 4 damage against a Castillo of 4 cards loses the duel
    prior = _prior(_blocking(tmp_path, 4))
    assert prior["block Oso de las Cumbres with Lobo Gris"] == playout.DESPERATE_BLOCK > playout.NO_BLOCK


def test_playouts_block_with_the_winning_blocker_most_often(tmp_path: Path) -> None:
    state = _blocking(tmp_path, 20)
    legal = state.legal_actions()
    rng = Rng(7)
    picks = [state.action_to_string(GAME.playout_policy(state, legal, rng)) for _ in range(400)]
    assert picks.count("block Oso de las Cumbres with Wyrm Ancestral") > 0.5 * len(picks)
    assert picks.count("block Oso de las Cumbres with Lobo Gris") < 0.1 * len(picks)


def test_the_search_keeps_back_attackers_that_would_die(tmp_path: Path) -> None:
    # Aliados of Fuerza 1, 1 and 4 facing blockers of 6 and 2: each attacker can be blocked by
    # one that destroys it (MyL Combate) and then cannot block the counter-attack (MyL Ataque,
    # Agrupación). Without the prior the search declared one of them in two seeds of three.
    state = _state(tmp_path, 'phase = "batalla"', 'defensa = ["Escudero del Alba", "Arquero del Muro", "Oso de las Cumbres"]',
                   'defensa = ["Wyrm Ancestral", "Lobo Gris"]')
    for seed in range(3):
        bot = ISMCTSBot(seed, replace(LEVELS["normal"], seconds=None))
        assert state.action_to_string(bot.choose(state)) == "done"


def test_other_prompts_draw_uniformly() -> None:
    state = demo_state("myl", 2)
    assert state.prompt is not None and state.prompt.kind not in ("ataque", "bloqueo")
    legal = state.legal_actions()
    assert GAME.action_prior(state, legal) is None
    a, b = Rng(5), Rng(5)
    assert [GAME.playout_policy(state, legal, a) for _ in range(20)] == [b.choice(legal) for _ in range(20)]
