"""Full random games per second on one core, and how the cost of an action grows over a game.

    python -m benchmarks.random_games [GAME …] [--games N] [--runs 5] [--json]

Each run plays ``--games`` seeded random games between each game's two demo decks (setup,
shuffles and mulligans included, through ``get_game``, the entry point every front end uses)
and measures:

- games per second, by the wall clock and by the process's CPU time (the fair figure on a
  machine shared with others);
- the cost per action over a game: each decision (``legal_actions`` then ``apply_action``) is
  timed in CPU time (``time.thread_time``: a decision the scheduler interrupts on a shared
  machine costs what it costs), put in the tenth of its game it falls in, and the mean cost of
  the last tenth is divided by that of the first (every game's actions pooled). Target: ≤ 1.2.

The script prints every run, then per game the medians and min–max of the runs, and the
machine's load (``/proc/loadavg``) before and after: the machine is shared, say so.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from benchmarks.figures import Figure
from benchmarks.figures import load as load_average
from engine.core import Rng, get_game
from engine.core.deck import Deck

GAMES_ALL = ("six", "ygo", "myl", "eliria", "mtg")
#: Games per run by default (a Magic game is longer) and the target in games per CPU second.
GAMES = {"mtg": 100}
TARGETS = {"six": 100, "ygo": 100, "myl": 100, "mtg": 40}
RATIO_TARGET = 1.2


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def play(game: str, decks: Sequence[Deck], seed: int, tenths: list[float], counts: list[int]) -> int:
    """One seeded random game to its end; the number of actions taken. The time of each
    decision is added to ``tenths`` by the tenth of the game it falls in (``counts`` too)."""
    state = get_game(game).new_initial_state(decks, seed)
    rng = Rng(seed)
    clock = time.thread_time
    costs: list[float] = []
    while not state.is_terminal():
        start = clock()
        state.apply_action(rng.choice(state.legal_actions()))
        costs.append(clock() - start)
    n = len(costs)
    for i, cost in enumerate(costs):
        tenth = i * 10 // n
        tenths[tenth] += cost
        counts[tenth] += 1
    return n


def figures(workdir: Path, runs: int) -> list[Figure]:
    """For ``benchmarks.report``: games per CPU second (the games with a goal) and the
    last-tenth/first-tenth cost ratio of every game, ``runs`` runs each."""
    del workdir  # the engine alone: no data folder is read
    found: list[Figure] = []
    for game in GAMES_ALL:
        loads: list[float] = []
        measured = Figures(game)
        for _ in range(runs):
            loads.append(load_average())
            one = measure(game, GAMES.get(game, 200), 1, quiet=True)
            measured.cpu_rates += one.cpu_rates
            measured.ratios += one.ratios
        title = get_game(game).title
        if game in TARGETS:
            found.append(Figure(f"random full {title} games per CPU second, one core", "games/s", TARGETS[game],
                                measured.cpu_rates, at_most=False, loads=loads))
        found.append(Figure(f"cost per decision over a game of {title}, last tenth / first tenth", "×", RATIO_TARGET,
                            measured.ratios, loads=loads))
    return found


@dataclass
class Figures:
    game: str
    rates: list[float] = field(default_factory=list)
    cpu_rates: list[float] = field(default_factory=list)
    ratios: list[float] = field(default_factory=list)
    actions: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, object]:
        def stats(values: list[float]) -> dict[str, float]:
            return {"median": statistics.median(values), "min": min(values), "max": max(values)}

        return {"game": self.game, "games_per_s": stats(self.rates), "games_per_cpu_s": stats(self.cpu_rates),
                "last_to_first_tenth": stats(self.ratios), "actions_per_game": statistics.median(self.actions),
                "target_games_per_s": TARGETS.get(self.game), "target_ratio": RATIO_TARGET}


def measure(game: str, games: int, runs: int, quiet: bool = False) -> Figures:
    decks = get_game(game).demo_pair()
    figures = Figures(game)
    for run in range(runs):
        tenths, counts = [0.0] * 10, [0] * 10
        start, cpu = time.perf_counter(), time.process_time()
        actions = sum(play(game, decks, run * games + i, tenths, counts) for i in range(games))
        figures.rates.append(games / (time.perf_counter() - start))
        figures.cpu_rates.append(games / (time.process_time() - cpu))
        figures.ratios.append((tenths[9] / counts[9]) / (tenths[0] / counts[0]))
        figures.actions.append(actions / games)
        if not quiet:
            print(f"{game} run {run + 1}: {figures.rates[-1]:.1f} games/s, {figures.cpu_rates[-1]:.1f} per CPU second "
                  f"({actions / games:.0f} actions per game); last tenth / first tenth {figures.ratios[-1]:.2f}",
                  flush=True)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=[], metavar="GAME",
                        help=f"games to measure ({', '.join(GAMES_ALL)}; all by default)")
    parser.add_argument("--games", dest="count", type=int, default=None, help="games per run (200; Magic 100)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    args = parser.parse_args()
    names = args.games or list(GAMES_ALL)
    unknown = sorted(set(names) - set(GAMES_ALL))
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)} (choose among {', '.join(GAMES_ALL)})")
    before = load()
    results = [measure(g, args.count or GAMES.get(g, 200), args.runs, quiet=args.json).summary() for g in names]
    after = load()
    if args.json:
        print(json.dumps({"load_before": before, "load_after": after, "runs": args.runs, "results": results}))
        return
    print(f"\nmedians of {args.runs} runs (min–max); load {before} before, {after} after (2 shared cores)")
    for r in results:
        cpu, ratio = r["games_per_cpu_s"], r["last_to_first_tenth"]
        assert isinstance(cpu, dict) and isinstance(ratio, dict)
        target = f" (target ≥ {r['target_games_per_s']})" if r["target_games_per_s"] else ""
        print(f"{get_game(str(r['game'])).title}: {cpu['median']:.1f} games per CPU second "
              f"({cpu['min']:.1f}–{cpu['max']:.1f}){target}; last tenth / first tenth {ratio['median']:.2f} "
              f"({ratio['min']:.2f}–{ratio['max']:.2f}, target ≤ {RATIO_TARGET}); "
              f"{r['actions_per_game']:.0f} actions per game")


if __name__ == "__main__":
    main()
