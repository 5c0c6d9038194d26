"""The game registry loads a built-in game only when it is asked for: a Magic deck or the
command line's parser does not import the other games (each costs memory and start-up time)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.core.game import game_names, get_game, is_game
from engine.games import BUILTIN_GAMES

ROOT = Path(__file__).resolve().parents[2]


def loaded_after(code: str) -> set[str]:
    """The built-in games imported by a fresh interpreter after running ``code``."""
    probe = code + "\nimport sys\nprint(' '.join(sorted(n for n in sys.modules if n.count('.') == 2 and n.startswith('engine.games.'))))"
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {name.rsplit(".", 1)[1] for name in out.split()}


def test_asking_for_one_game_loads_that_game_alone() -> None:
    assert loaded_after("from engine.core.game import get_game; get_game('mtg')") == {"mtg"}
    assert loaded_after("from engine.core.game import game_names, is_game; game_names(); is_game('ygo')") == set()


def test_tapete_cli_builds_its_parser_without_loading_a_game() -> None:
    assert loaded_after("from tapete_cli.main import build_parser; build_parser('en').parse_args(['games'])") == set()


def test_every_built_in_game_is_listed_and_found() -> None:
    assert game_names() == sorted(BUILTIN_GAMES)
    assert all(is_game(name) and get_game(name).name == name for name in BUILTIN_GAMES)
    assert not is_game("pokemon")
