"""Full random Yu-Gi-Oh! games per second on one core (target: at least 50).

    python -m benchmarks.ygo_random_games [--games 200] [--runs 5]

Each run plays ``--games`` seeded random games with the demo decks (setup included) and the
script prints games per second (wall clock, and per second of this process's CPU time, which a
busy machine disturbs less) for every run and the medians.
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine.core import Rng, get_game


def play(decks: list, seed: int) -> int:
    state = get_game("ygo").new_initial_state(decks, seed)
    rng = Rng(seed)
    actions = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    decks = list(get_game("ygo").demo_decks().values())
    rates, cpu_rates = [], []
    for run in range(args.runs):
        start, cpu = time.perf_counter(), time.process_time()
        actions = sum(play(decks, run * args.games + i) for i in range(args.games))
        rates.append(args.games / (time.perf_counter() - start))
        cpu_rates.append(args.games / (time.process_time() - cpu))
        print(f"run {run + 1}: {rates[-1]:.1f} games/s, {cpu_rates[-1]:.1f} per CPU second "
              f"({actions / args.games:.0f} actions per game)")
    print(f"median: {statistics.median(rates):.1f} full random games/s, {statistics.median(cpu_rates):.1f} per CPU second "
          "(target ≥ 50)")


if __name__ == "__main__":
    main()
