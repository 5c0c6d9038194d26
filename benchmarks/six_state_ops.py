"""Median cost of ``clone()`` and ``legal_actions()`` on mid-game SiX states.

    python benchmarks/six_state_ops.py [--states 20] [--repeat 200]

Mid-game states are taken from seeded random games at their fifth turn or later, with units on
the field; ``legal_actions()`` is measured without its cache. Targets: clone ≤ 100 µs,
legal_actions ≤ 200 µs (medians).
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine.core import Rng, State, get_game


def mid_game_states(count: int) -> list[State]:
    game = get_game("six")
    decks = list(game.demo_decks().values())
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = game.new_initial_state(decks, seed)
        rng = Rng(seed)
        seed += 1
        while not state.is_terminal():
            on_field = sum(len(state.ids(p, "campo")) for p in (0, 1))
            if state.turn >= 5 and on_field >= 5 and state.prompt is not None and state.prompt.kind == "accion":
                found.append(state.clone())
                break
            state.apply_action(rng.choice(state.legal_actions()))
    return found


def median_micros(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--states", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    states = mid_game_states(args.states)
    clone_times, legal_times = [], []
    for state in states:
        for _ in range(args.repeat):
            start = time.perf_counter()
            state.clone()
            clone_times.append(time.perf_counter() - start)
            state._legal = None
            start = time.perf_counter()
            state.legal_actions()
            legal_times.append(time.perf_counter() - start)
    cards = statistics.mean(sum(1 for c in s.cards if c is not None) for s in states)
    legal = statistics.mean(len(s.legal_actions()) for s in states)
    print(f"{len(states)} mid-game states (turn ≥ 5, ≥ 5 units on the field; {cards:.0f} cards, {legal:.1f} legal actions)")
    print(f"clone():         median {median_micros(clone_times):.1f} µs, p95 {statistics.quantiles(clone_times, n=20)[-1] * 1e6:.1f} µs (target ≤ 100)")
    print(f"legal_actions(): median {median_micros(legal_times):.1f} µs, p95 {statistics.quantiles(legal_times, n=20)[-1] * 1e6:.1f} µs (target ≤ 200)")


if __name__ == "__main__":
    main()
