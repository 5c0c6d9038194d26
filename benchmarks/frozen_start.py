"""Start-up of a packaged (frozen) Tapete: launch to a painted window, and ``--self-test``.

    python benchmarks/frozen_start.py [--app dist/tapete/tapete] [--runs 7]

Each run launches the executable offscreen with its own empty user folders (the first run is
a first start: it creates the store) and measures the wall time until the process ends:
``tapete --quit-when-shown`` quits once the main window has been painted and the event loop
turns; ``tapete --self-test`` plays its bot game. Build the app first
(``python installer/build.py linux``). ``--app source`` times ``python -m desktop.app`` instead.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", default=str(ROOT / "dist" / "tapete" / "tapete"))
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    command = [sys.executable, "-m", "desktop.app"] if args.app == "source" else [args.app]
    with tempfile.TemporaryDirectory(prefix="tapete-start-") as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": f"{home}/data",
               "XDG_CONFIG_HOME": f"{home}/config", "XDG_CACHE_HOME": f"{home}/cache"}
        for flag in ("--quit-when-shown", "--self-test"):
            times = [timed(command + [flag], env) for _ in range(args.runs)]
            print(f"{flag}: median {statistics.median(times):.2f} s over {args.runs} runs "
                  f"(first {times[0]:.2f} s, min {min(times):.2f} s, max {max(times):.2f} s)")


if __name__ == "__main__":
    main()
