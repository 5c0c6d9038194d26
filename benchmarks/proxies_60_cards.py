"""Proxy sheets of a 60-card deck at 300 dpi: wall time and peak memory of the whole job.

Target (issue "Card faces and proxy printing"): ≤ 15 s and ≤ 60 MB for 60 cards. The deck is
synthetic MTG data with 24 distinct cards (``--unique``; every one rendered from data, as when
no scans exist) plus basic lands; bleed and corner marks on, backs and a calibration page added. Each
run is a fresh process so that caches and memory start empty; prints the median of ``--runs``.

    python -m benchmarks.proxies_60_cards [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def one_run(out: Path, unique: int) -> dict[str, float]:
    import resource
    import tracemalloc

    from cardimages.proxies import proxy_list, write_pdf
    from cardimages.sheets import SheetOptions
    from engine.formats.records import CardRecord, ResolvedDeck

    colours = "WUBRG"
    cards = [CardRecord("mtg", f"Benchmark Card {i}", f"bench-{i}", set_code="BEN", number=str(i),
                        type_line="Creature — Test" if i % 3 else "Instant", cost="{%d}{%s}" % (i % 4, colours[i % 5]),
                        text="Flying, trample. When this enters, draw a card. " * (1 + i % 4),
                        stats={"power": str(i % 5), "toughness": str(1 + i % 4)} if i % 3 else {}, colors=(colours[i % 5],))
             for i in range(unique)]
    main = [(60 // unique, card) for card in cards]
    if 60 % unique:
        main.append((60 % unique, CardRecord("mtg", "Forest", "forest", set_code="BEN", number="250", type_line="Basic Land — Forest")))
    deck = ResolvedDeck("mtg", "Benchmark", {"main": main})
    rss_before_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # after the imports
    tracemalloc.start()
    start = time.perf_counter()
    report = write_pdf(proxy_list(deck), out, SheetOptions(bleed=1, marks="corners", backs=True, calibration=True))
    seconds = time.perf_counter() - start
    _, traced_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert report.cards == 60
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"seconds": seconds, "traced_mb": traced_peak / 2**20, "rss_before_mb": rss_before_kb / 1024, "rss_mb": rss_kb / 1024,
            "pdf_mb": out.stat().st_size / 2**20}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--unique", type=int, default=24, help="distinct cards (60: every card different; default 24)")
    parser.add_argument("--child", metavar="PDF", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one_run(Path(args.child), args.unique)))
        return
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            out = subprocess.run([sys.executable, "-m", "benchmarks.proxies_60_cards", "--child", str(Path(tmp) / f"{i}.pdf"),
                                  "--unique", str(args.unique)],
                                 cwd=ROOT, check=True, capture_output=True, text=True).stdout
            results.append(json.loads(out))
            print(f"run {i + 1}: " + ", ".join(f"{k} {v:.2f}" for k, v in results[-1].items()))
    for key in results[0]:
        print(f"median {key}: {statistics.median(r[key] for r in results):.2f}")
    print("targets: seconds ≤ 15, memory ≤ 60 MB. rss_mb: peak of the whole process (interpreter and libraries "
          "included), rss_before_mb: the same after the imports, before the job; traced_mb: Python allocations only "
          "(Pillow's pixel buffers are not traced)")


if __name__ == "__main__":
    main()
