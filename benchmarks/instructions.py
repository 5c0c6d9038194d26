"""Instructions of seeded random games, counted by cachegrind: a speed figure that does not depend
on the machine's load, for comparing two commits of a speed-only change.

    python -m benchmarks.instructions GAME [--games 12]

Plays ``--games`` seeded random games between the game's two demo decks (the seeds and choices of
``random_games`` and ``same_games``) under ``valgrind --tool=cachegrind``, once with those games and
once with none, and prints the difference in millions of instructions: the games without the
start-up. Both runs use this checkout's ``engine`` (``PYTHONPATH`` is set to it: a script run from
elsewhere would import the installed copy), the interpreter itself (``sys.executable``: valgrind
counts nothing through a launcher such as pyenv's shim that ``exec``s Python), ``PYTHONHASHSEED=0``
and the garbage collector off, so the same code gives the same count. Needs valgrind installed.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from engine.core import Rng, get_game

ROOT = Path(__file__).resolve().parent.parent
COUNT = re.compile(r"I\s+refs:\s+([\d,]+)")


def play(game: str, games: int) -> None:
    """The seeded random games ``0…games-1``, as ``random_games`` plays them."""
    gc.disable()
    decks = get_game(game).demo_pair()
    for seed in range(games):
        state = get_game(game).new_initial_state(decks, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))


def count(game: str, games: int) -> int:
    """Instructions of a whole process that plays ``games`` games of ``game``."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
               sys.executable, "-m", "benchmarks.instructions", game, "--games", str(games), "--play"]
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, check=False)
    found = COUNT.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"cachegrind gave no count (exit {done.returncode}): {done.stderr.strip()[-500:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--play", action="store_true", help=argparse.SUPPRESS)  # the measured process itself
    args = parser.parse_args()
    if args.play:
        play(args.game, args.games)
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian and Ubuntu: apt install valgrind)")
    games, start = count(args.game, args.games), count(args.game, 0)
    print(f"{args.game}: {(games - start) / 1e6:,.1f} M instructions for {args.games} games "
          f"(start-up {start / 1e6:,.1f} M subtracted), engine of {ROOT}")


if __name__ == "__main__":
    main()
