"""Golden playthroughs: seeded games of every game written as text under ``tests/golden/``.

Each file is one game between the game's two demo decks, the actions chosen by ``Rng(seed)``
among the legal ones (the choices of ``benchmarks/same_games``), cut after ``STEPS[game]`` actions.
For every step it writes what each player observes (the lines that changed since that player's
last observation), the legal actions in notation and the action taken; at the end the outcome (or where it was cut). ``tests/core/test_golden.py`` plays the
games again and fails on any difference, so a refactoring that changes behaviour shows up as a
readable diff.

    python tools/golden.py            # report which files differ (exit 1 if any)
    python tools/golden.py --update   # rewrite the files (after a deliberate change of behaviour)
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.core import Rng, game_names, get_game  # noqa: E402
from engine.core.observation import CardView, Observation  # noqa: E402
from engine.core.state import State  # noqa: E402

FOLDER = ROOT / "tests" / "golden"
GAMES = tuple(game_names())
SEEDS = (0, 1, 2)
STEPS = {"six": 110, "mtg": 150}
"""Actions written per game (60 if not named): the mulligans and several turns with combat and
chains (a SiX game is whole; Magic passes priority often, so it gets more)."""


def path_of(game: str, seed: int) -> Path:
    return FOLDER / f"{game}-{seed}.txt"


def card_text(card: CardView) -> str:
    """One card as the viewer sees it: ``#id name`` and its visible state."""
    if card.hidden:
        text = f"#{card.id} ?"
    else:
        text = f"#{card.id} {card.name}"
    flags = []
    if not card.face_up:
        flags.append("down")
    if card.rotated:
        flags.append("rot")
    if card.controller != card.owner:
        flags.append(f"ctl P{card.controller}")
    if card.attached_to is not None:
        flags.append(f"on #{card.attached_to}")
    flags.extend(f"{k}={v}" for k, v in card.counters)
    flags.extend(f"{k}:{v}" for k, v in card.stats)
    flags.extend(card.markers)
    return f"{text} [{' '.join(flags)}]" if flags else text


def seat(player: int | None) -> str:
    """A player as notation and zone keys write it (``P1`` is player 0)."""
    return "-" if player is None else f"P{player + 1}"


def observation_lines(obs: Observation) -> list[str]:
    """The observation as lines: the moment and counters first, then every non-empty zone."""
    counters = " / ".join(" ".join(f"{k}={v}" for k, v in player) for player in obs.counters)
    lines = [
        f"turn {obs.turn} {obs.phase}/{obs.step}, {seat(obs.turn_player)}'s turn,"
        f" {seat(obs.acting_player)} to act | {counters}"
    ]
    hidden = []
    for zone in obs.zones:
        if zone.count == 0:
            continue
        if not zone.cards:
            hidden.append(f"{zone.key}({zone.count})")
            continue
        lines.append(f"{zone.key}({zone.count}): " + ", ".join(card_text(c) for c in zone.cards))
    if hidden:
        lines.append("unlisted: " + " ".join(hidden))
    if obs.chain:
        lines.append("chain: " + " | ".join(
            f"#{link.source} {seat(link.controller)} {link.name} {link.label} -> {list(link.targets)}"
            for link in obs.chain))
    if obs.combat:
        lines.append(f"combat: {list(obs.combat)}")
    if obs.prompt is not None:
        lines.append(f"prompt {obs.prompt.kind} {seat(obs.prompt.player)}: {obs.prompt.text}"
                     f" {list(obs.prompt.options)}")
    if obs.extra:
        lines.append(f"extra: {dict(obs.extra)!r}")
    return lines


def _key(line: str) -> str:
    """What a line of an observation is about: a zone key, ``prompt``, ``chain``, ``extra``…"""
    return re.split(r"[(: ]", line, maxsplit=1)[0]


def changed_lines(before: list[str], now: list[str]) -> list[str]:
    """The lines of ``now`` (past its first) not in ``before``, and ``key: gone`` for each topic
    ``before`` had and ``now`` has not."""
    keys_now = {_key(line) for line in now[1:]}
    old = set(before[1:])
    gone = [f"{_key(line)}: gone" for line in before[1:] if _key(line) not in keys_now]
    return gone + [line for line in now[1:] if line not in old]


def playthrough(game: str, seed: int, steps: int | None = None) -> str:
    """The text of one seeded game, cut after ``steps`` actions.

    A player's observation is written whole at the first step; after that its first line (the
    moment) always and of the rest only the lines that changed since that player's last one (a
    zone, the prompt, …; ``P1.mano: gone`` when one is no longer there), so each step's
    observation can be read off the file.
    """
    steps = STEPS.get(game, 60) if steps is None else steps
    rules = get_game(game)
    state: State = rules.new_initial_state(rules.demo_pair(), seed)
    rng = Rng(seed)
    lines = [f"# golden playthrough: {game}, seed {seed}, random choices of Rng({seed}),"
             f" at most {steps} actions (python tools/golden.py --update rewrites it)"]
    seen: list[list[str]] = [[] for _ in range(state.num_players)]
    step = 0
    while not state.is_terminal() and step < steps:
        lines.append(f"step {step}")
        for viewer in range(state.num_players):
            now = observation_lines(state.observation(viewer))
            lines.append(f"  {seat(viewer)} sees: {now[0]}")
            lines.extend(f"    {line}" for line in changed_lines(seen[viewer], now))
            seen[viewer] = now
        legal = state.legal_actions()
        lines.append("  legal: " + " | ".join(f"{seat(a.player)} {state.action_to_string(a)}" for a in legal))
        action = rng.choice(legal)
        lines.append(f"  taken: {seat(action.player)} {state.action_to_string(action)}")
        state.apply_action(action)
        step += 1
    if state.is_terminal():
        assert state.outcome is not None
        lines.append(f"end after {step} actions: returns {state.returns()}: {state.outcome.reason}")
    else:
        lines.append(f"cut after {step} actions")
    return "\n".join(lines) + "\n"


def differences(game: str, seed: int) -> list[str]:
    """A unified diff between the stored file and the game played now (empty: they agree)."""
    path = path_of(game, seed)
    stored = path.read_text(encoding="utf-8") if path.exists() else ""
    now = playthrough(game, seed)
    if stored == now:
        return []
    return list(difflib.unified_diff(stored.splitlines(), now.splitlines(), str(path), "now", lineterm=""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite the files")
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(GAMES)} (all by default)")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game: {', '.join(unknown)}")
    failed = 0
    for game in args.games or GAMES:
        for seed in SEEDS:
            if args.update:
                FOLDER.mkdir(parents=True, exist_ok=True)
                path_of(game, seed).write_text(playthrough(game, seed), encoding="utf-8")
                continue
            diff = differences(game, seed)
            if diff:
                failed += 1
                print("\n".join(diff[:80]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
