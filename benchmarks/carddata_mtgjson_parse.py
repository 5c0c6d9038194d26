"""MTGJSON streaming parse: records per second and peak memory on an AllPrintings-shaped file.

    python benchmarks/carddata_mtgjson_parse.py [--records 100000] [--runs 3]

The file is synthesised in a temporary folder by repeating the real set files of
``../shared/testdata/mtgjson-set`` under new set codes (``X0001``, tokens ``TX0001``…) until it
holds ``--records`` distinct printings (multi-face cards count once, as the importer yields them). Each run parses the whole file with
``read_mtgjson`` in a fresh process and reports records/s and that process's peak resident
memory; the script prints every run and the medians. Target: 100,000 records well under 30 s.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

from engine.formats.carddata.mtgjson import read_mtgjson

TESTDATA = Path(__file__).resolve().parents[2] / "shared" / "testdata" / "mtgjson-set"


def synthesise(folder: Path, target: int, out: Path) -> tuple[int, int]:
    """Write an AllPrintings-shaped file with at least ``target`` printings; (printings, sets)."""
    sources = sorted(folder.glob("*.json"))
    if not sources:
        sys.exit(f"no MTGJSON set files in {folder}")
    sets = [(json.loads(path.read_text(encoding="utf-8"))["data"], sum(1 for _ in read_mtgjson(path))) for path in sources]
    printings = count = 0
    with out.open("w", encoding="utf-8") as handle:
        handle.write('{"meta": {"date": "2022-04-25", "version": "5.2.0+synthetic"}, "data": {')
        while printings < target:
            data, records = sets[count % len(sets)]
            code = f"X{count:04d}"
            for card in data["cards"]:
                card["setCode"] = code
            for token in data["tokens"]:
                token["setCode"] = f"T{code}"
            handle.write(("" if count == 0 else ", ") + json.dumps(code) + ": " + json.dumps({**data, "code": code}))
            printings += records
            count += 1
        handle.write("}}")
    return printings, count


def peak_rss() -> float:
    """This process's peak resident memory in MB (Linux: ``VmHWM``, which, unlike
    ``ru_maxrss``, does not inherit the parent's peak across fork and exec)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def parse(path: str) -> tuple[int, float, float]:
    """Records, seconds and peak RSS (MB) of one parse in this process."""
    start = time.perf_counter()
    records = sum(1 for _ in read_mtgjson(path))
    elapsed = time.perf_counter() - start
    return records, elapsed, peak_rss()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--testdata", type=Path, default=TESTDATA)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "AllPrintings.json"
        printings, sets = synthesise(args.testdata, args.records, path)
        print(f"synthetic file: {printings} printings in {sets} sets, {path.stat().st_size / 2**20:.0f} MB")
        rates, peaks = [], []
        context = get_context("spawn")
        with ProcessPoolExecutor(max_workers=1, mp_context=context, max_tasks_per_child=1) as pool:
            idle = pool.submit(peak_rss).result()
        for run in range(args.runs):
            with ProcessPoolExecutor(max_workers=1, mp_context=context, max_tasks_per_child=1) as pool:
                records, elapsed, peak = pool.submit(parse, str(path)).result()
            rates.append(records / elapsed)
            peaks.append(peak)
            print(f"run {run + 1}: {records} records in {elapsed:.2f} s = {rates[-1]:,.0f} records/s, peak RSS {peak:.0f} MB")
        print(f"median: {statistics.median(rates):,.0f} records/s "
              f"({printings / statistics.median(rates):.1f} s for the file), "
              f"peak RSS {statistics.median(peaks):.0f} MB (a bare process with the importer loaded: {idle:.0f} MB)")


if __name__ == "__main__":
    main()
