"""Playouts per second of the search bot on fixed positions of every game (no clock).

    python -m benchmarks.ai_playouts [--games six eliria ...] [--positions 6] [--iterations 200]
        [--runs 3] [--profile GAME]

For each game, seeded random play between the demo decks yields ``--positions`` decisions with
several legal actions; "normal" (clock off, ``--iterations`` cap) decides each of them and the
playouts per second of CPU time (``time.process_time``, so that other jobs on a shared machine
disturb it less than wall time) over all of them are printed (median of ``--runs``). ``--profile`` runs
cProfile on one game's decisions instead and prints the 30 costliest functions.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from dataclasses import replace

from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core import Rng, State, game_names, get_game


def positions(game_name: str, count: int, seed: int = 7) -> list[State]:
    """``count`` decisions with several legal actions, spread over seeded random games."""
    game = get_game(game_name)
    found: list[State] = []
    rng = Rng(seed)
    index = 0
    while len(found) < count:
        state = game.new_initial_state(game.demo_pair(), f"playouts:{index}", {"first_player": index % 2})
        index += 1
        while not state.is_terminal() and len(found) < count:
            if len(state.legal_actions()) > 1 and rng.below(6) == 0:
                found.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return found


def rate(states: list[State], iterations: int) -> float:
    """Playouts per CPU second of "normal" deciding every state of ``states``."""
    level = replace(LEVELS["normal"], seconds=None, iterations=iterations)
    done = 0
    start = time.process_time()
    for i, state in enumerate(states):
        bot = ISMCTSBot(f"playouts:{i}", level)
        bot.choose(state)
        done += bot.last.iterations
    return done / (time.process_time() - start)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", default=None, metavar="GAME")
    args = parser.parse_args(argv)
    if args.profile:
        states = positions(args.profile, args.positions)
        profiler = cProfile.Profile()
        profiler.runcall(rate, states, args.iterations)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(30)
        return
    for name in args.games or game_names():
        states = positions(name, args.positions)
        rates = [rate(states, args.iterations) for _ in range(args.runs)]
        print(f"{name:>7}: {statistics.median(rates):6.0f} playouts/s "
              f"(median of {args.runs}: {', '.join(f'{r:.0f}' for r in rates)})", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
