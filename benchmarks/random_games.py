"""Full random games per second on one core, for any game: ``six``, ``eliria``, ``myl``, ``mtg``, ``ygo``.

    python -m benchmarks.random_games GAME [--games N] [--runs 5]

Each run plays ``--games`` seeded random games between the game's two demo decks (setup,
shuffles and mulligans included) and the script prints games per second for every run and the
medians, by the wall clock and by the process's CPU time (the fair figure on a machine shared
with others). Targets: SiX and Yu-Gi-Oh! at least 50, Magic at least 20.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Sequence

from engine.core import Rng, get_game
from engine.core.deck import Deck

#: Games per run by default (a Magic game is longer) and the target in games per second.
GAMES = {"mtg": 100}
TARGETS = {"six": 50, "mtg": 20, "ygo": 50}


def play(game: str, decks: Sequence[Deck], seed: int) -> int:
    """One seeded random game to its end; the number of actions taken."""
    state = get_game(game).new_initial_state(decks, seed)
    rng = Rng(seed)
    actions = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["six", "eliria", "myl", "mtg", "ygo"])
    parser.add_argument("--games", type=int, default=None, help="games per run (200; Magic 100)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    games = args.games or GAMES.get(args.game, 200)
    decks = get_game(args.game).demo_pair()
    rates, cpu_rates = [], []
    for run in range(args.runs):
        start, cpu = time.perf_counter(), time.process_time()
        actions = sum(play(args.game, decks, run * games + i) for i in range(games))
        rates.append(games / (time.perf_counter() - start))
        cpu_rates.append(games / (time.process_time() - cpu))
        print(f"run {run + 1}: {rates[-1]:.1f} games/s, {cpu_rates[-1]:.1f} per CPU second "
              f"({actions / games:.0f} actions per game)")
    target = f" (target ≥ {TARGETS[args.game]})" if args.game in TARGETS else ""
    print(f"median: {statistics.median(rates):.1f} full random {get_game(args.game).title} games/s, "
          f"{statistics.median(cpu_rates):.1f} per CPU second{target}")


if __name__ == "__main__":
    main()
