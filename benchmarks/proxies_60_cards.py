"""``tapete-cli proxies`` of a 60-card deck at 300 dpi: the whole process (goals: ≤ 3 s, ≤ 45 MB
peak memory).

    python -m benchmarks.proxies_60_cards [--runs 5]

A temporary data folder gets a store with the real MTGJSON set files of the testdata imported
(``tapete-cli import``), and a deck file of 60 cards: 14 distinct spells of those sets, 4 copies
each, and 4 basic lands, as a player writes it (``4 Name``). Each run is the real command in a
fresh process: start-up, reading the deck, looking its cards up in the store, drawing every
card from its data (no pictures), bleed, corner marks, a page of backs after each page and a
calibration page. The wall time and the peak resident memory of that process (its own
``VmHWM``) are read.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from benchmarks.figures import Figure, Process, load, run_cli
from benchmarks.mtgjson_data import TESTDATA


def setup(folder: Path) -> tuple[Path, Path]:
    """The store (real sets imported) and the deck file."""
    db = folder / "proxies.sqlite"
    sets = sorted(TESTDATA.glob("*.json"))
    if not db.exists():
        run_cli(["--lang", "en", "import", "--db", str(db), *map(str, sets)], folder / "home")
    names: list[str] = []
    for path in sets:
        cards = json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]
        names += [c["name"] for c in cards if "Land" not in c.get("type", "") and "side" not in c][:4]
    deck = folder / "deck.txt"
    deck.write_text("".join(f"4 {name}\n" for name in sorted(set(names))[:14]) + "4 Forest\n", encoding="utf-8")
    return db, deck


def proxies_once(db: Path, deck: Path, folder: Path) -> Process:
    out = folder / "proxies.pdf"
    done = run_cli(["--lang", "en", "proxies", str(deck), "-o", str(out), "--db", str(db), "--game", "mtg",
                    "--bleed", "1", "--marks", "corners", "--backs", "--calibration"], folder / "home")
    if "60 cards" not in done.stdout:
        raise SystemExit(f"not 60 cards printed:\n{done.stdout}\n{done.stderr}")
    return done


def figures(workdir: Path, runs: int = 5) -> list[Figure]:
    folder = workdir / "proxies"
    folder.mkdir(exist_ok=True)
    db, deck = setup(folder)
    done, loads = [], []
    for _ in range(runs):
        done.append(proxies_once(db, deck, folder))
        loads.append(load())
    return [
        Figure("tapete-cli proxies, 60 cards at 300 dpi: time", "s", 3, [d.seconds for d in done], loads=loads,
               note=f"whole process; CPU median {statistics.median(d.cpu for d in done):.2f} s"),
        Figure("tapete-cli proxies, 60 cards at 300 dpi: peak memory", "MB", 45, [d.peak_mb for d in done], loads=loads),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tapete-proxies-") as temporary:
        folder = Path(temporary)
        db, deck = setup(folder)
        seconds, peaks = [], []
        for run in range(args.runs):
            done = proxies_once(db, deck, folder)
            seconds.append(done.seconds)
            peaks.append(done.peak_mb)
            print(f"run {run + 1}: {done.seconds:.2f} s (CPU {done.cpu:.2f} s), peak {done.peak_mb:.1f} MB, load {load():.2f}")
    print(f"median {statistics.median(seconds):.2f} s (goal ≤ 3 s), peak memory {statistics.median(peaks):.1f} MB "
          "(goal ≤ 45 MB); 2 cores shared with other work")


if __name__ == "__main__":
    main()
