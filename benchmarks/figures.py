"""What a benchmark hands ``benchmarks.report``: figures with their goals, and the helpers every
benchmark of the real entry points shares (the machine's load, ``tapete-cli`` in a temporary data
folder, peak memory of a child process).

A benchmark module that defines ``figures(workdir: Path, runs: int) -> list[Figure]`` is run by
the report; ``workdir`` is a temporary folder shared by the benchmarks of one report (the
realistic MTGJSON file is written there once).
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Figure:
    """One measured figure: its samples (one per run, or per query), the goal and whether the
    goal is ``at_most`` (times, memory) or at least (rates) ``goal``."""

    name: str
    unit: str
    goal: float
    samples: list[float]
    at_most: bool = True
    loads: list[float] = field(default_factory=list)  # the 1-minute load average during the runs
    note: str = ""

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def met(self) -> bool:
        return self.median <= self.goal if self.at_most else self.median >= self.goal


def load() -> float:
    """The 1-minute load average (2 cores shared with other work: say it with every figure)."""
    return os.getloadavg()[0]


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1] if len(samples) > 1 else samples[0]


def user_env(home: Path) -> dict[str, str]:
    """The environment of a user whose data, config and cache folders are under ``home``."""
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_CACHE_HOME": str(home / "cache"), "LANG": "en_US.UTF-8"}
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    return env


@dataclass
class Process:
    """What a finished child process cost."""

    seconds: float  # wall clock
    cpu: float  # user + system CPU seconds
    peak_mb: float  # peak resident memory
    stdout: str
    stderr: str


def run_cli(args: list[str], home: Path, timeout: float = 600) -> Process:
    """``tapete-cli ARGS`` (the console script's ``tapete_cli.main:main``) in a fresh process, as a
    user whose folders are under ``home``, with bytecode compiled as an installed Tapete has it;
    its wall time, CPU time and peak memory."""
    compiled()
    with tempfile.TemporaryDirectory() as folder:
        peak = Path(folder) / "peak"
        code = ("import atexit, sys\n"
                "def peak(path):\n"
                "    with open('/proc/self/status') as status, open(path, 'w') as out:\n"
                "        out.write(next(line.split()[1] for line in status if line.startswith('VmHWM:')))\n"
                "atexit.register(peak, sys.argv.pop(1))\n"
                "from tapete_cli.main import main\n"
                "sys.exit(main())")
        done = run_process([sys.executable, "-c", code, str(peak), *args], user_env(home), timeout)
        if peak.exists():  # VmHWM: the process's own peak (ru_maxrss counts the parent's pages at fork)
            done.peak_mb = int(peak.read_text()) / 1024
    return done


def compiled() -> None:
    """Bytecode for every package, as an install has it (pip compiles, the frozen app holds it)."""
    for package in ("engine", "tapete_cli", "cardimages"):
        compileall.compile_dir(ROOT / package, quiet=1)


def run_process(command: list[str], env: dict[str, str], timeout: float = 600) -> Process:
    """Run ``command`` from the repository root; its costs, as ``wait4`` reports them."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        child = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=err, text=True)
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                child.kill()
                raise SystemExit(f"{' '.join(command[:4])}… took more than {timeout} s")
            time.sleep(0.01)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(command[:4])}… failed ({child.returncode}):\n{stderr}")
    return Process(seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, stdout, stderr)
