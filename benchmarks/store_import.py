"""Importing synthetic printings into a fresh store: time and peak memory.

    python benchmarks/store_import.py [--records 100000] [--runs 3]

Each run imports ``--records`` streamed ``CardRecord``s (see ``store_synthetic.py``) into a new
database, imports them again unchanged (nothing is written), then again with every rules text
changed (every printing updated in place). Times include generating the records, which is
measured alone first. Peak memory is measured in one more run under
``tracemalloc`` (Python allocations; it slows the run, so it is not timed) and as the process's
peak resident size (``ru_maxrss``, which includes SQLite's page cache).
"""

from __future__ import annotations

import argparse
import dataclasses
import resource
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from store_synthetic import synthetic_cards

from engine.store import Store


def timed_imports(folder: Path, count: int) -> tuple[float, float, float, int]:
    """Seconds to import, to re-import unchanged, to re-import all changed; the file's size."""
    with Store(folder / "bench.sqlite") as store:
        times = []
        for records in (
            synthetic_cards(count),
            synthetic_cards(count),
            (dataclasses.replace(card, text=card.text + " Errata.") for card in synthetic_cards(count)),
        ):
            start = time.perf_counter()
            report = store.import_cards(records, source="bench")
            times.append(time.perf_counter() - start)
            assert report.total == count
    size = sum(path.stat().st_size for path in folder.iterdir())
    return times[0], times[1], times[2], size


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    start = time.perf_counter()
    for _ in synthetic_cards(args.records):
        pass
    generation = time.perf_counter() - start
    print(f"generating {args.records} records alone: {generation:.2f} s")

    fresh, same, changed = [], [], []
    for run in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            first, unchanged, updated, size = timed_imports(Path(folder), args.records)
        fresh.append(first)
        same.append(unchanged)
        changed.append(updated)
        print(f"run {run + 1}: import {first:.2f} s, re-import unchanged {unchanged:.2f} s, "
              f"re-import changed {updated:.2f} s, database {size / 1e6:.0f} MB")

    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "bench.sqlite") as store:
        tracemalloc.start()
        store.import_cards(synthetic_cards(args.records), source="bench")
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux

    print(f"median import of {args.records} printings: {statistics.median(fresh):.2f} s "
          f"({args.records / statistics.median(fresh):,.0f} printings/s)")
    print(f"median re-import, nothing changed: {statistics.median(same):.2f} s")
    print(f"median re-import, every printing changed (updated in place): {statistics.median(changed):.2f} s")
    print(f"peak Python memory during an import (tracemalloc): {peak / 1e6:.1f} MB")
    print(f"peak resident size of the process (ru_maxrss): {rss:.0f} MB")


if __name__ == "__main__":
    main()
