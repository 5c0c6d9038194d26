"""How long a search bot takes per decision, and how many playouts per second it runs.

    python -m benchmarks.ai_decision_time --game six [--bot normal] [--opponent greedy] [--games 10]

The bot plays ``--games`` whole games with its level's clock on (as in the window) against
``--opponent``; every decision with more than one legal action is timed. Targets (issue 9) for
"normal": median ≤ 1 s and p95 ≤ 2 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys

from engine.ai.arena import play_game
from engine.ai.bots import make_bot
from engine.core.game import get_game


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="six")
    parser.add_argument("--bot", default="normal")
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", default="0")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    decks = game.demo_pair()
    times: list[float] = []
    playouts = 0
    medians = []
    for index in range(args.games):
        bots = [make_bot(args.bot, f"{args.seed}:{index}:0"), make_bot(args.opponent, f"{args.seed}:{index}:1")]
        result = play_game(game, bots, decks, f"{args.seed}:{index}", index % 2)
        mine = [d for d in result.decisions if d.seat == 0]
        times += [d.seconds for d in mine]
        playouts += sum(d.playouts for d in mine)
        if mine:
            medians.append(statistics.median(d.seconds for d in mine))
            print(f"game {index + 1}: {len(mine)} decisions, median {medians[-1] * 1000:.0f} ms", flush=True)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    print(f"\n{args.game}, {args.bot} vs {args.opponent}: {len(times)} decisions in {args.games} games")
    print(f"  median {statistics.median(times) * 1000:.0f} ms (median of game medians "
          f"{statistics.median(medians) * 1000:.0f} ms), p95 {p95 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms")
    print(f"  {playouts / sum(times):.0f} playouts/s ({playouts / len(times):.0f} per decision)")


if __name__ == "__main__":
    main(sys.argv[1:])
