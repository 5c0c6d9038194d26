"""Bots against each other in one game: win rates with Wilson 95 % intervals.

    python -m benchmarks.ai_tournament --game six --bots normal random [--games 200] [--jobs 2]
        [--seed 0] [--first 0] [--no-clock] [--iterations N] [--depth N]
        [--decks A.ydk B.ydk … --cards cards.cdb]

Game ``i`` alternates who goes first (``i % 2``) and which demo deck each bot gets
(``i // 2 % 2``), so neither side keeps an advantage. ``--decks`` (Yu-Gi-Oh!, with the card data
of ``--cards``) plays real ``.ydk`` decks instead of the demo pair: game ``i`` pairs deck
``k = i // 4 % n`` with deck ``k + 1`` (wrapping), each pairing four games long so that both
seats swap decks and first player. ``--first N`` plays games ``N`` … ``N + games - 1``, so a long
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
from functools import cache
from multiprocessing import Pool

from engine.ai.arena import GameResult, play_game, wilson
from engine.ai.bots import Bot, make_bot
from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import LEVELS
from engine.core.deck import Deck
from engine.core.errors import TapeteError
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


@cache
def real_decks(cards: str, paths: tuple[str, ...]) -> tuple[Deck, ...]:
    """The ``.ydk`` decks at ``paths`` with the cards of the ``cards.cdb`` at ``cards`` (Tapete's
    own card definitions taking their passcodes), loaded once per process: only the cards the
    decks name are made (a deck that cannot be read loads them all, so that ``load_ydk`` names
    its problem after any of the ``cards.cdb``, as before)."""
    from engine.games.ygo.cards import YgoCard
    from engine.games.ygo.cdb import load_cdb, load_ydk, ydk_passcodes

    try:
        wanted: set[str] | None = ydk_passcodes(paths)
    except (TapeteError, OSError):
        wanted = None
    database = load_cdb(cards, [c for c in get_game("ygo").cards if isinstance(c, YgoCard)], wanted)
    return tuple(load_ydk(path, database) for path in paths)


def game_decks(args: argparse.Namespace, index: int) -> tuple[tuple[Deck, Deck], bool]:
    """The decks of seats 0 and 1 in game ``index`` and whether the pair is swapped."""
    if args.decks:
        decks = real_decks(args.cards, tuple(args.decks))
        k = index // 4 % len(decks)
        first, second = decks[k], decks[(k + 1) % len(decks)]
    else:
        first, second = get_game(args.game).demo_pair()
    swapped = index // 2 % 2 == 1
    return ((second, first) if swapped else (first, second)), swapped


def check_decks(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Loads the ``--decks`` (before a pool forks, so each worker has them) or stops with a
    usage error naming the problem (a missing option, an unreadable file, an unknown passcode)."""
    if not args.decks:
        return
    if args.game != "ygo" or not args.cards or len(args.decks) < 2:
        parser.error("--decks needs --game ygo, two or more .ydk files and --cards cards.cdb")
    try:
        real_decks(args.cards, tuple(args.decks))
    except (TapeteError, OSError) as error:
        parser.error(str(error))


def run_one(task: tuple[argparse.Namespace, int]) -> tuple[int, bool, GameResult]:
    """Game ``index``: bot A in seat 0; returns whether the decks were swapped and the result."""
    args, index = task
    game = get_game(args.game)
    decks, swapped = game_decks(args, index)
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
    parser.add_argument("--decks", nargs="+", default=[], metavar="YDK",
                        help="real Yu-Gi-Oh! .ydk decks (two or more) instead of the demo pair")
    parser.add_argument("--cards", metavar="CDB", help="the cards.cdb the --decks are read with")
    args = parser.parse_args(argv)
    check_decks(parser, args)
    a, b = args.bots
    start = time.perf_counter()
    results: list[GameResult] = []
    tasks = [(args, i) for i in range(args.first, args.first + args.games)]
    with Pool(args.jobs) as pool:
        for index, swapped, result in pool.imap_unordered(run_one, tasks):
            results.append(result)
            if not args.quiet:
                who = "draw" if result.winner is None else (a, b)[result.winner]
                names = f" ({' / '.join(d.name for d in game_decks(args, index)[0])})" if args.decks else ""
                print(f"game {index:3d}: first P{index % 2 + 1}, decks {'swapped' if swapped else 'in order'}{names}, "
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
