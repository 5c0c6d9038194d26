"""LAN duels on loopback: an action's round trip (target p95 ≤ 20 ms), and a whole bot duel over
the network against the same kind of duel played locally. The bytes of whole duels, both
directions and the host's own seat included, are ``benchmarks.lan_bytes``'s; this script only
shows the joining player's connection (both directions) beside its round trips.

    python -m benchmarks.lan_round_trip [--game six] [--runs 5]

Each run starts a real host process (``tapete-cli host --bot``) and plays P2 from here with a
random bot; the round trip is from sending an action to its acknowledgement (the host has
validated it, applied it, journaled it with fsync and sent every seat its update first).
The script prints every run and the medians.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.core import Rng, get_game
from engine.net.autoplay import play_randomly
from engine.net.client import Client

ROOT = Path(__file__).resolve().parents[1]


def local_duel(game: str, seed: int) -> tuple[float, int]:
    """A random duel on one state, no network: seconds and actions."""
    start = time.perf_counter()
    state = get_game(game).new_initial_state(get_game(game).demo_pair(), seed)
    rng = Rng(seed)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    return time.perf_counter() - start, len(state.history)


async def lan_duel(game: str, run: int, tmp: Path) -> tuple[float, list[float], int, int]:
    port_file = tmp / f"port{run}"
    env = dict(os.environ, TAPETE_LAN_DIR=str(tmp))
    host = subprocess.Popen(
        [sys.executable, "-m", "tapete_cli", "host", "--game", game, "--port", "0", "--port-file", str(port_file),
         "--bot", "--seed", str(run), "--journal", str(tmp / f"room{run}.jsonl")],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(300):
            if port_file.exists():
                break
            await asyncio.sleep(0.05)
        client = Client(game, "bench", deck=get_game(game).demo_pair()[1].to_codes())
        start = time.perf_counter()
        await client.connect("127.0.0.1", int(port_file.read_text()))
        await play_randomly(client, run, timeout=30)
        elapsed = time.perf_counter() - start
        await client.close()
        assert client.verdicts and all(v.fair for v in client.verdicts)
        return elapsed, client.round_trips, client.n, client.traffic.wire_in + client.traffic.wire_out
    finally:
        host.wait(30)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="six")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    p50s, p95s, lan_times, local_times, sizes = [], [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            elapsed, trips, actions, size = asyncio.run(lan_duel(args.game, run, Path(tmp)))
            local, local_actions = local_duel(args.game, run)
            p50s.append(pct(trips, 0.5) * 1000)
            p95s.append(pct(trips, 0.95) * 1000)
            lan_times.append(elapsed / max(actions, 1) * 1000)
            local_times.append(local / max(local_actions, 1) * 1000)
            sizes.append(size)
            print(f"run {run + 1}: round trip p50 {p50s[-1]:.2f} ms, p95 {p95s[-1]:.2f} ms ({len(trips)} actions); "
                  f"LAN duel {elapsed:.2f} s for {actions} actions ({lan_times[-1]:.2f} ms/action), "
                  f"local duel {local:.3f} s for {local_actions} actions ({local_times[-1]:.3f} ms/action); "
                  f"{size / 1000:.0f} kB on the joining player's connection")
    print(f"median round trip: p50 {statistics.median(p50s):.2f} ms, p95 {statistics.median(p95s):.2f} ms (target p95 ≤ 20 ms)")
    print(f"median per action: LAN {statistics.median(lan_times):.2f} ms, local {statistics.median(local_times):.3f} ms")
    print(f"median bytes on the joining player's connection per duel, both ways: {statistics.median(sizes) / 1000:.0f} kB "
          "(whole duels: python -m benchmarks.lan_bytes)")


if __name__ == "__main__":
    main()
