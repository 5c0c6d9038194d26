"""Bots against each other in one game: win rates with Wilson 95 % intervals.

    python -m benchmarks.ai_tournament --game six --bots normal random [--games 200] [--jobs 2]
        [--seed 0] [--first 0] [--no-clock] [--iterations N] [--depth N]

Game ``i`` alternates who goes first (``i % 2``) and which demo deck each bot gets
(``i // 2 % 2``), so neither side keeps an advantage. ``--first N`` plays games ``N`` … ``N + games - 1``, so a long
tournament can run in slices (``--first 0 --games 20``, ``--first 20 --games 20``, …) that together
are exactly the games of one run. ``--no-clock`` removes the time budget so
that the iteration cap decides and the run is reproducible; ``--iterations`` and ``--depth``
override the level's cap and playout depth (for tuning). Targets (issue 9): "normal" wins at
least 95 % against random and 60 % against greedy.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from multiprocessing import Pool

from engine.ai.arena import GameResult, play_game, wilson
from engine.ai.bots import Bot, make_bot
from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core.game import get_game


def build_bot(name: str, seed: str, args: argparse.Namespace) -> Bot:
    """``name`` from the registry, with the search level adjusted by the command line."""
    if name not in LEVELS:
        return make_bot(name, seed)
    level = LEVELS[name]
    if args.no_clock:
        level = replace(level, seconds=None)
    if args.iterations:
        level = replace(level, iterations=args.iterations)
    if args.depth is not None:
        level = replace(level, playout_depth=args.depth)
    return ISMCTSBot(seed, level)


def run_one(task: tuple[argparse.Namespace, int]) -> tuple[int, bool, GameResult]:
    """Game ``index``: bot A in seat 0; returns whether the decks were swapped and the result."""
    args, index = task
    game = get_game(args.game)
    first, second = game.demo_pair()
    swapped = index // 2 % 2 == 1
    decks = (second, first) if swapped else (first, second)
    bots = [build_bot(name, f"{args.seed}:{index}:{seat}", args) for seat, name in enumerate(args.bots)]
    return index, swapped, play_game(game, bots, decks, f"{args.seed}:{index}", index % 2)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="six")
    parser.add_argument("--bots", nargs=2, default=["normal", "random"], metavar="BOT")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", default="0")
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--no-clock", action="store_true")
    parser.add_argument("--iterations", type=int, default=0)
    parser.add_argument("--depth", type=int, default=None)
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)
    a, b = args.bots
    start = time.perf_counter()
    results: list[GameResult] = []
    tasks = [(args, i) for i in range(args.first, args.first + args.games)]
    with Pool(args.jobs) as pool:
        for index, swapped, result in pool.imap_unordered(run_one, tasks):
            results.append(result)
            if not args.quiet:
                who = "draw" if result.winner is None else (a, b)[result.winner]
                print(f"game {index:3d}: first P{index % 2 + 1}, decks {'swapped' if swapped else 'in order'}, "
                      f"{result.turns} turns → {who}", flush=True)
    elapsed = time.perf_counter() - start
    n = len(results)
    wins = [sum(1 for r in results if r.winner == seat) for seat in (0, 1)]
    draws = n - sum(wins)
    print(f"\n{args.game}: {a} vs {b}, {n} games in {elapsed:.0f} s ({args.jobs} jobs)")
    for seat, name in enumerate((a, b)):
        low, high = wilson(wins[seat], n)
        print(f"  {name:>8} wins {wins[seat]:3d}/{n} = {wins[seat] / n:6.1%}  (95 % CI {low:.1%}–{high:.1%})")
    print(f"  draws {draws}")
    for seat, name in enumerate((a, b)):
        times = [d.seconds for r in results for d in r.decisions if d.seat == seat]
        playouts = sum(d.playouts for r in results for d in r.decisions if d.seat == seat)
        if not times:
            continue
        rate = f", {playouts / sum(times):.0f} playouts/s" if playouts else ""
        print(f"  {name:>8} decisions: {len(times)}, median {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {percentile(times, 0.95) * 1000:.0f} ms{rate}")


if __name__ == "__main__":
    main(sys.argv[1:])
