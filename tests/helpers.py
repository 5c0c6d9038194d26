"""Shared helpers for tests: demo states and seeded random playouts."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Callable

from engine.core import Action, Rng, State, get_game

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


def demo_state(game_name: str, seed: int, **params: object) -> State:
    """A new game between the first two demo decks of ``game_name``."""
    game = get_game(game_name)
    return game.new_initial_state(game.demo_pair(), seed, params)


def random_playout(
    state: State,
    seed: int,
    on_step: Callable[[State, Action], None] | None = None,
    max_actions: int = 4000,
) -> State:
    """Play uniformly random legal actions until the game ends; ``on_step`` sees each decision."""
    rng = Rng(seed)
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        action = rng.choice(state.legal_actions())
        if on_step is not None:
            on_step(state, action)
        state.apply_action(action)
    raise AssertionError(f"the game did not end within {max_actions} actions")


@dataclass
class Endings:
    """How a series of random games ended: the rule of each ending, the winners, the last turns."""

    reasons: Counter[str] = field(default_factory=Counter)
    winners: Counter[int | None] = field(default_factory=Counter)
    turns: list[int] = field(default_factory=list)


def random_game_endings(game_name: str, games: int, on_end: Callable[[State], None] | None = None) -> Endings:
    """Play ``games`` seeded random games with the demo decks (seeds 0, 1, …): each must end
    with an outcome naming its rule, and they must not all last the same; ``on_end`` sees each
    final state."""
    endings = Endings()
    for seed in range(games):
        state = random_playout(demo_state(game_name, seed), seed)
        assert state.outcome is not None and state.outcome.rule is not None
        endings.reasons[state.outcome.rule.id] += 1
        endings.winners[state.outcome.winner] += 1
        endings.turns.append(state.turn)
        if on_end is not None:
            on_end(state)
    assert max(endings.turns) > min(endings.turns)
    return endings


def rules_coverage_tool() -> ModuleType:
    """``tools/rules_coverage.py`` as a module."""
    spec = importlib.util.spec_from_file_location("rules_coverage", ROOT / "tools" / "rules_coverage.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["rules_coverage"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def scenario_at_prompt(path: Path, kind: str) -> State:
    """The scenario file's state played step by step until it asks a question of ``kind``."""
    from engine.scenario import build_state, load_scenario

    data, text = load_scenario(str(path))
    state = build_state(path, data, text)
    for step in data["step"]:
        if state.prompt is not None and state.prompt.kind == kind:
            return state
        if "do" in step:
            who, _, rest = str(step["do"]).partition(": ")
            player, move = (int(who[1]) - 1, rest) if rest else (None, who)
            state.apply_action(state.parse_action(move, player))
    raise AssertionError(f"{path.name} never asks {kind}")


def scenario_state(path: Path, text: str) -> State:
    """The position of the scenario ``text``, written to ``path`` first."""
    from engine.scenario import build_state, load_scenario

    path.write_text(text, encoding="utf-8")
    data, raw = load_scenario(path)
    return build_state(path, data, raw)


def setup_state(tmp_path: Path, game: str, setup: str, p1: str, p2: str) -> State:
    """The position of a scenario whose ``[setup]``, ``[setup.P1]`` and ``[setup.P2]`` tables
    hold the given TOML lines (written to ``tmp_path``)."""
    return scenario_state(tmp_path / "s.toml",
                          f'[scenario]\ngame = "{game}"\n[setup]\n{setup}\n[setup.P1]\n{p1}\n[setup.P2]\n{p2}\n')
