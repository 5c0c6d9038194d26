"""Every benchmark that reports figures, run one after the other, and one table written to
``docs/performance.md``: figure, goal, median, min–max, runs and the machine's load.

    python -m benchmarks.report [--runs 3] [--only NAME …] [--out docs/performance.md]

A benchmark module takes part by defining ``figures(workdir, runs)`` (see ``benchmarks.figures``);
the others are listed under the table as not reporting. Every benchmark runs the real entry
point in temporary folders under one working folder, which the report removes at the end.

With ``--only``, just the rows of those benchmarks are replaced in the file (where their old rows
were; a benchmark without rows yet gets them at the end of the table); every other row and all
the text around the table stay as they were. Each replaced row says in its note the command,
the date and the commit it was measured on, since the file's heading dates the full report.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import platform
import re
import subprocess
import tempfile
import time
from pathlib import Path

import benchmarks
from benchmarks.figures import ROOT, Figure

HELPERS = {"figures", "mtgjson_data", "report", "store_synthetic"}  # modules that are not benchmarks


def modules() -> list[str]:
    return sorted(info.name for info in pkgutil.iter_modules(benchmarks.__path__) if info.name not in HELPERS)


def reporting(name: str) -> bool:
    """Whether ``benchmarks.<name>`` defines ``figures`` (read from its source: importing some
    benchmarks sets up a window or environment variables)."""
    return "\ndef figures(" in (Path(benchmarks.__path__[0]) / f"{name}.py").read_text(encoding="utf-8")


def _number(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}" if value >= 10 else f"{value:.2f}"


HEADER = ["| figure | goal | median | min–max | runs | load (1 min) | met |", "|---|---|---|---|---|---|---|"]
_ROW_OF = re.compile(r"^\| [^|]*?\(`(\w+)`\)")  # a table row and its benchmark, named after the figure


def row(name: str, figure: Figure, measured: str = "") -> str:
    """One table line of ``figure`` of benchmark ``name``; ``measured`` says where it comes from
    when the file's heading does not (a row of ``--only``)."""
    goal = f"{'≤' if figure.at_most else '≥'} {_number(figure.goal)} {figure.unit}"
    spread = f"{_number(min(figure.samples))}–{_number(max(figure.samples))}"
    load = f"{min(figure.loads):.1f}–{max(figure.loads):.1f}" if figure.loads else "—"
    note = "; ".join(part for part in (figure.note, measured) if part)
    title = f"{figure.name} (`{name}`)" + (f"<br>{note}" if note else "")
    return (f"| {title} | {goal} | **{_number(figure.median)} {figure.unit}** | {spread} | {len(figure.samples)} | "
            f"{load} | {'yes' if figure.met else '**no**'} |")


def table(rows: list[tuple[str, Figure]]) -> str:
    return "\n".join([*HEADER, *(row(name, figure) for name, figure in rows)])


def replace_rows(text: str, names: list[str], rows: list[tuple[str, Figure]], measured: str) -> str:
    """``text`` (a ``docs/performance.md``) with the table rows of the benchmarks ``names``
    replaced by ``rows``, each noting ``measured``; the other rows and the text around stay."""
    lines = text.split("\n")
    try:
        start = lines.index(HEADER[0]) + 2
    except ValueError:
        raise SystemExit("no table of figures to update: run `python -m benchmarks.report` without --only first") from None
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("| ")), len(lines))
    new = {name: [row(name, figure, measured) for row_name, figure in rows if row_name == name] for name in names}
    kept: list[str] = []
    for line in lines[start:end]:
        found = _ROW_OF.match(line)
        name = found.group(1) if found else ""
        if name in new:
            kept += new.pop(name)  # the benchmark's new rows where its first old row was; the others go
        elif name not in names:
            kept.append(line)
    kept += [line for name in names for line in new.get(name, [])]
    return "\n".join([*lines[:start], *kept, *lines[end:]])


def commit() -> str:
    """The commit measured, saying so when benchmarked code differs from it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    changed = git("status", "--porcelain", "--", "engine", "tapete_cli", "cardimages", "desktop", "benchmarks").splitlines()
    return f"commit {head}" + (f" with {len(changed)} uncommitted files in the code" if changed else "")


METHOD = """\
## Method

`python -m benchmarks.report` runs every benchmark in `benchmarks/` that reports figures, one
after the other, each through the real entry point in temporary folders (never the user's):

- **card search** (`store_search`): the realistic MTGJSON file below imported by `tapete-cli
  import`, 3,000 printings owned; 200 searches of ten kinds (names as typed, whole names,
  rules-text words, a set browsed with and without letters, type, mana value and game filters,
  owned cards, other orders, the next page, relevance) drawn from stored cards by id, each
  `Store.search` of the collection browser's page (50) with the cards decoded. Figures: the p95 of
  each run, and the p95 of the slowest kind over all runs.
- **import** (`import_mtgjson`): `tapete-cli import` of the realistic file into a new store, in
  a fresh process; CPU time (user + system, from `wait4`) and peak resident memory of that
  process (its own `VmHWM`). CPU time is the figure because the 2 cores are shared.
- **proxies** (`proxies_60_cards`): `tapete-cli proxies` of a 60-card deck file (14 spells of the
  testdata sets × 4, 4 Forests) against a store holding those sets, at 300 dpi with bleed, corner
  marks, backs and a calibration page; wall time and peak memory (`VmHWM`) of the whole process.
- The realistic file (`benchmarks/mtgjson_data.py`): 100,133 printings in 306 sets, copied
  from the real set files in `../shared/testdata/mtgjson-set` (every field, real text lengths,
  faces, tokens, foreign names), each copy with a made-up word in every card name and new uuids;
  every third set reprints an earlier one (same names and oracle ids). About 490 MB.

Medians of several runs; min–max over the runs; the load is the 1-minute load average read
after each run (the machine has 2 cores, shared with other work while these ran: figures taken
under load are slower than on a quiet machine, CPU times included).
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", nargs="+", metavar="NAME", help="only these benchmarks (module names): just their rows are replaced")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "performance.md")
    args = parser.parse_args()
    if args.only and (unknown := sorted(set(args.only) - set(modules()))):
        parser.error(f"no such benchmark: {', '.join(unknown)} (one of {', '.join(modules())})")
    names = [name for name in modules() if not args.only or name in args.only]
    rows: list[tuple[str, Figure]] = []
    silent = [name for name in names if not reporting(name)]
    started = time.time()
    measured_at = commit()
    with tempfile.TemporaryDirectory(prefix="tapete-report-") as folder:
        for name in [name for name in names if reporting(name)]:
            print(f"{name}…", flush=True)
            workdir = Path(folder)
            for figure in importlib.import_module(f"benchmarks.{name}").figures(workdir, args.runs):
                rows.append((name, figure))
                print(f"  {figure.name}: median {_number(figure.median)} {figure.unit} (goal {_number(figure.goal)})", flush=True)
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(started))
    if args.only:
        measured = f"row of `--only {' '.join(args.only)} --runs {args.runs}`, {when}, {measured_at}"
        if not rows:
            print(f"nothing written to {args.out}: {', '.join(args.only)} report no figures")
            return
        text = replace_rows(args.out.read_text(encoding="utf-8"), [name for name in names if reporting(name)], rows, measured)
        args.out.write_text(text, encoding="utf-8")
        print(table(rows))
        print(f"these rows replaced in {args.out}")
        return
    text = "\n".join([
        "# Performance",
        "",
        f"Measured by `python -m benchmarks.report --runs {args.runs}` on {when} ({measured_at}): {platform.machine()}, "
        f"{os.cpu_count()} cores shared with other work, Python {platform.python_version()}.",
        "",
        table(rows),
        "",
        "Benchmarks that report no figures yet (run them alone; see `benchmarks/README.md`): "
        + ", ".join(f"`{name}`" for name in silent) + ".",
        "",
        METHOD,
    ])
    args.out.write_text(text, encoding="utf-8")
    print(f"written to {args.out}")


if __name__ == "__main__":
    main()
