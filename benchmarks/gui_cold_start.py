"""Start-up of the real entry point: from launching ``tapete`` to a painted, interactive window.

    python benchmarks/gui_cold_start.py [--runs 7]

Each run launches ``python -m desktop.app --quit-when-shown`` (what the ``tapete`` command runs)
in a temporary set of user folders, never the caller's. The child prints the wall clock once
its main window has been painted and the event loop turns; the time is measured from spawning
the process to that moment, not to the process's exit. The first start of a new user (it
creates the store and imports the games' sets) is reported apart from later starts. Bytecode is
compiled first, as an installed Tapete has it (``compileall``), and is written even where
``PYTHONDONTWRITEBYTECODE`` is set. Runs offscreen unless ``--display`` is given.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.figures import Figure

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1.5


def started_in(env: dict[str, str]) -> float:
    """Seconds from spawning ``tapete`` to its interactive window."""
    start = time.time()
    result = subprocess.run([sys.executable, "-m", "desktop.app", "--quit-when-shown"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    lines = [line for line in result.stdout.splitlines() if line.startswith("interactive ")]
    if result.returncode != 0 or not lines:
        raise SystemExit(f"the window did not come up ({result.returncode}):\n{result.stderr}")
    return float(lines[-1].split()[1]) - start


def load() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"load {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def figures(workdir: Path, runs: int = 7) -> list[Figure]:
    """Later starts (the first one, which creates the store, apart in the note)."""
    for package in ("engine", "desktop", "cardimages", "assets"):
        compileall.compile_dir(ROOT / package, quiet=1)
    home = workdir / "gui-start"
    env = {**os.environ, "XDG_DATA_HOME": f"{home}/data", "XDG_CONFIG_HOME": f"{home}/config",
           "XDG_CACHE_HOME": f"{home}/cache", "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    first = started_in(env)
    later, loads = [], []
    for _ in range(max(runs, 3)):
        later.append(started_in(env))
        loads.append(os.getloadavg()[0])
    return [Figure("tapete to an interactive window (offscreen), later starts", "s", TARGET, later, loads=loads,
                   note=f"first start of a new user (store created, sets imported): {first:.2f} s")]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--display", action="store_true", help="use $DISPLAY instead of offscreen")
    args = parser.parse_args()
    for package in ("engine", "desktop", "cardimages", "assets"):
        compileall.compile_dir(ROOT / package, quiet=1)
    with tempfile.TemporaryDirectory(prefix="tapete-start-") as home:
        env = {**os.environ, "XDG_DATA_HOME": f"{home}/data", "XDG_CONFIG_HOME": f"{home}/config",
               "XDG_CACHE_HOME": f"{home}/cache"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not args.display:
            env["QT_QPA_PLATFORM"] = "offscreen"
        first = started_in(env)
        later = [started_in(env) for _ in range(args.runs)]
    print(f"first start (new user folders): {first:.2f} s")
    print(f"later starts: median {statistics.median(later):.2f} s over {args.runs} runs "
          f"(min {min(later):.2f}, max {max(later):.2f}); target ≤ {TARGET} s")
    print(load())


if __name__ == "__main__":
    main()
