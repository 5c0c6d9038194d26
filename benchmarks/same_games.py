"""A fingerprint of seeded random games: a change that only makes a game faster must keep it.

    python -m benchmarks.same_games GAME [--games 20] [--start 0]

Plays ``--games`` seeded random games between the game's two demo decks (the seeds and choices
of ``random_games``) and prints one SHA-256 over every list of legal actions, the events of
every action and the results. Run it on the commit before a speed-only change (an exported copy
elsewhere) and after it: both must print the same fingerprint.
"""

from __future__ import annotations

import argparse
import hashlib

from engine.core import Rng, get_game


def fingerprint(game: str, games: int, start: int = 0) -> str:
    """SHA-256 over the legal actions, events and results of the seeded games ``start…``."""
    decks = get_game(game).demo_pair()
    total = hashlib.sha256()
    for seed in range(start, start + games):
        state = get_game(game).new_initial_state(decks, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            total.update(repr(legal).encode())
            total.update(repr(state.apply_action(rng.choice(legal))).encode())
        total.update(repr(state.returns()).encode())
    return total.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["six", "eliria", "myl", "mtg", "ygo"])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    args = parser.parse_args()
    print(fingerprint(args.game, args.games, args.start))


if __name__ == "__main__":
    main()
