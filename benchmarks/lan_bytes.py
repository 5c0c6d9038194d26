"""Bytes a whole LAN duel moves, both directions, every connection, the host's own seat included.

    python -m benchmarks.lan_bytes [GAME …] [--runs 3] [--json]

Each run starts two real processes in a temporary data folder: ``tapete-cli host --game G
--bot`` (the host, whose own seat P1 is a random bot connected to it like any player) and
``tapete-cli join`` (P2, another random bot), and plays a best-of-one duel to its end. The host
counts every byte of every connection it had (the joining player's and its own seat's), both
ways, on the wire and as the plain JSON before compression (``--stats``). The script prints
every run, then per game the medians and min–max and the machine's load. Target: ≤ 250 kB on
the wire per duel, every game.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.figures import Figure
from benchmarks.figures import load as load_average
from benchmarks.random_games import load
from engine.core.game import game_names, get_game

ROOT = Path(__file__).resolve().parents[1]
TARGET_KB = 250


def duel(game: str, run: int, tmp: Path) -> dict[str, int]:
    """One bot duel between two processes; the host's traffic (``Traffic`` as a dict)."""
    home = Path(tempfile.mkdtemp(prefix=f"{game}{run}-", dir=tmp))
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), TAPETE_LAN_DIR=str(home / "lan"))
    port_file, stats = home / "port", home / "stats.json"
    cli = [sys.executable, "-m", "tapete_cli"]
    host = subprocess.Popen(
        [*cli, "host", "--game", game, "--port", "0", "--port-file", str(port_file), "--bind", "127.0.0.1",
         "--bot", "--seed", f"h{run}", "--stats", str(stats)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while not port_file.exists():
            if host.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the host did not start: {host.communicate()[0]}")
            time.sleep(0.05)
        join = subprocess.run(
            [*cli, "join", f"127.0.0.1:{port_file.read_text()}", "--game", game, "--seed", f"j{run}"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
        out, _ = host.communicate(timeout=120)
    finally:
        if host.poll() is None:
            host.kill()
    if join.returncode or host.returncode:
        raise RuntimeError(f"{game} run {run}: join {join.returncode}, host {host.returncode}\n{join.stdout}"
                           f"{join.stderr}\n{out}")
    data: dict[str, int] = json.loads(stats.read_text())
    return data


def figures(workdir: Path, runs: int) -> list[Figure]:
    """For ``benchmarks.report``: kB on the wire per whole duel of every game, ``runs`` duels each."""
    found = []
    for game in game_names():
        samples, loads = [], []
        for run in range(runs):
            loads.append(load_average())
            traffic = duel(game, run, workdir)
            samples.append((traffic["wire_in"] + traffic["wire_out"]) / 1000)
        found.append(Figure(f"LAN bytes per {get_game(game).title} duel (both directions, host included)", "kB",
                            TARGET_KB, samples, loads=loads))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=[], metavar="GAME", help="games (all by default)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    args = parser.parse_args()
    names = args.games or list(game_names())
    unknown = sorted(set(names) - set(game_names()))
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}")
    before = load()
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for game in names:
            wire, plain = [], []
            for run in range(args.runs):
                traffic = duel(game, run, Path(folder))
                wire.append((traffic["wire_in"] + traffic["wire_out"]) / 1000)
                plain.append((traffic["plain_in"] + traffic["plain_out"]) / 1000)
                if not args.json:
                    print(f"{game} run {run + 1}: {wire[-1]:.0f} kB on the wire ({plain[-1]:.0f} kB of JSON before "
                          f"compression), {traffic['connections']} connections", flush=True)
            results.append({"game": game, "wire_kb": {"median": statistics.median(wire), "min": min(wire),
                                                       "max": max(wire)},
                            "plain_kb": statistics.median(plain), "target_kb": TARGET_KB})
    after = load()
    if args.json:
        print(json.dumps({"load_before": before, "load_after": after, "runs": args.runs, "results": results}))
        return
    print(f"\nmedians of {args.runs} duels (min–max); load {before} before, {after} after (2 shared cores)")
    for r in results:
        w = r["wire_kb"]
        assert isinstance(w, dict)
        print(f"{r['game']}: {w['median']:.0f} kB per duel on the wire ({w['min']:.0f}–{w['max']:.0f}; "
              f"{r['plain_kb']:.0f} kB uncompressed), both directions, host included (target ≤ {TARGET_KB} kB)")


if __name__ == "__main__":
    main()
