"""End to end: a 100,000-printing MTGJSON file imported into a new store (target ≤ 60 s, peak
memory ≤ 500 MB).

    python benchmarks/import_mtgjson.py [--records 100000] [--runs 3]

The AllPrintings-shaped file is synthesised from the real set files (see
``carddata_mtgjson_parse.py``); each run imports it with ``read_mtgjson`` into an empty store in a
fresh process and reports the wall time and that process's peak resident memory (VmHWM).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

from benchmarks.carddata_mtgjson_parse import TESTDATA, peak_rss, synthesise
from engine.formats.carddata.mtgjson import read_mtgjson
from engine.store import Store


def import_once(source: str, db: str) -> tuple[float, int, float]:
    start = time.perf_counter()
    with Store(db) as store:
        report = store.import_cards(read_mtgjson(source), source="benchmark")
    return time.perf_counter() - start, report.inserted, peak_rss()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "AllPrintings.json"
        printings, sets = synthesise(TESTDATA, args.records, source)
        print(f"{source.stat().st_size / 1e6:.0f} MB file, {printings} printings in {sets} sets")
        times, peaks = [], []
        for run in range(args.runs):
            db = Path(folder) / f"store-{run}.sqlite"
            with ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn")) as pool:
                seconds, inserted, peak = pool.submit(import_once, str(source), str(db)).result()
            times.append(seconds)
            peaks.append(peak)
            print(f"run {run + 1}: {seconds:.1f} s, {inserted} printings stored, peak {peak:.0f} MB")
            db.unlink()
        print(f"median: {statistics.median(times):.1f} s (target ≤ 60 s), peak memory {statistics.median(peaks):.0f} MB (target ≤ 500 MB)")


if __name__ == "__main__":
    main()
