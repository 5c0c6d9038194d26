"""A fingerprint of seeded random games: a change that only makes a game faster must keep it.

    python -m benchmarks.same_games GAME [--games 20] [--start 0]

Plays ``--games`` seeded random games between the game's two demo decks (the seeds and choices
of ``random_games``) and prints one SHA-256 over every list of legal actions, the events of
every action and the results. Run it on the commit before a speed-only change (an exported copy
elsewhere) and after it: both must print the same fingerprint. A second line, ``saves: …``, is a
SHA-256 over the states' ``state_hash`` every 25 actions and at each game's end: a saved game
carries its hash, so a change that keeps the games but changes that line stops earlier saves
from opening (``tests/core/test_old_saves.py``).
"""

from __future__ import annotations

import argparse
import hashlib

from engine.core import Rng, get_game

#: Every how many actions the state's hash goes into the ``saves`` fingerprint.
SAVE_EVERY = 25


def fingerprints(game: str, games: int, start: int = 0) -> tuple[str, str]:
    """SHA-256 over the legal actions, events and results of the seeded games ``start…``, and
    SHA-256 over their state hashes every ``SAVE_EVERY`` actions and at the end."""
    decks = get_game(game).demo_pair()
    total, saves = hashlib.sha256(), hashlib.sha256()
    for seed in range(start, start + games):
        state = get_game(game).new_initial_state(decks, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            total.update(repr(legal).encode())
            total.update(repr(state.apply_action(rng.choice(legal))).encode())
            if len(state.history) % SAVE_EVERY == 0:
                saves.update(state.state_hash().encode())
        total.update(repr(state.returns()).encode())
        saves.update(state.state_hash().encode())
    return total.hexdigest(), saves.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["six", "eliria", "myl", "mtg", "ygo"])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    args = parser.parse_args()
    games, saves = fingerprints(args.game, args.games, args.start)
    print(games)
    print(f"saves: {saves}")


if __name__ == "__main__":
    main()
