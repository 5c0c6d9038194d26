"""``tapete-cli import`` of a 100,000-printing MTGJSON file into a new store (goals: ≤ 20 s of
CPU, ≤ 200 MB peak memory).

    python -m benchmarks.import_mtgjson [--records 100000] [--runs 3]

The file is the realistic AllPrintings of ``mtgjson_data`` (the real set files of the testdata,
copied under new codes with renamed cards and new uuids; reprint sets too). Each run is the
real command (``tapete_cli.main:main``, what the ``tapete-cli`` script runs) in a fresh process, as a
user whose data folder is temporary, into a new store; the wall time, the CPU time (user +
system, from ``wait4``) and the peak resident memory of that process (its own ``VmHWM``) are
read. CPU time is the
figure: the machine has 2 cores shared with other work, which stretches the wall time.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

from benchmarks.figures import Figure, Process, load, run_cli
from benchmarks.mtgjson_data import write_allprintings


def source_file(workdir: Path, records: int) -> Path:
    """The realistic file, written once per folder."""
    path = workdir / "AllPrintings.json"
    if not path.exists():
        write_allprintings(path, records)
    return path


def import_once(source: Path, folder: Path, run: int) -> Process:
    db = folder / f"import-{run}.sqlite"
    done = run_cli(["--lang", "en", "import", "--db", str(db), str(source)], folder / "home")
    if " new," not in done.stdout:
        raise SystemExit(f"the import printed no report:\n{done.stdout}\n{done.stderr}")
    for path in folder.glob(f"import-{run}.sqlite*"):
        path.unlink()
    return done


def figures(workdir: Path, runs: int = 3, records: int = 100_000) -> list[Figure]:
    source = source_file(workdir, records)
    done, loads = [], []
    for run in range(runs):
        done.append(import_once(source, workdir, run))
        loads.append(load())
    printed = done[-1].stdout.strip().rsplit(": ", 1)[-1]
    wall = statistics.median(d.seconds for d in done)
    return [
        Figure("tapete-cli import, 100k-printing MTGJSON: CPU", "s", 20, [d.cpu for d in done], loads=loads,
               note=f"{printed}; wall median {wall:.1f} s"),
        Figure("tapete-cli import, 100k-printing MTGJSON: peak memory", "MB", 200, [d.peak_mb for d in done], loads=loads),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tapete-import-") as folder:
        source = source_file(Path(folder), args.records)
        print(f"{source.stat().st_size / 1e6:.0f} MB file")
        cpu, peaks = [], []
        for run in range(args.runs):
            done = import_once(source, Path(folder), run)
            cpu.append(done.cpu)
            peaks.append(done.peak_mb)
            print(f"run {run + 1}: CPU {done.cpu:.1f} s, wall {done.seconds:.1f} s, peak {done.peak_mb:.0f} MB, "
                  f"load {load():.2f}: {done.stdout.strip()}")
    print(f"median CPU {statistics.median(cpu):.1f} s (goal ≤ 20 s), peak memory {statistics.median(peaks):.0f} MB "
          "(goal ≤ 200 MB); 2 cores shared with other work")


if __name__ == "__main__":
    main()
