"""Card search over 100,000 realistic printings, the mix a player makes (goals: p95 ≤ 10 ms over
the mix, p95 ≤ 25 ms for the worst kind of search).

    python -m benchmarks.store_search [--records 100000] [--runs 5] [--db PATH]

The catalogue is the realistic MTGJSON file of ``mtgjson_data`` imported by ``tapete-cli
import`` into a temporary data folder (or ``--db``, kept between runs); 3,000 printings are
owned. The searches are a fixed, seeded mix drawn from what is stored, without listing it: card
names as typed into the search box (the first letters of a name, of two words, the whole
name), rules-text words, a set browsed with and without a few letters, type, mana value and
game filters, the owned cards, other orders (set, mana value, type, owned, descending), the
next page while scrolling, and relevance. Each search is ``Store.search`` with the page the
collection browser asks for (``PAGE``), cards decoded, timed alone; the store is opened once, as
the window opens it. Prints the median and p95 of every run, per kind of search, and the load.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.figures import Figure, load, p95, run_cli
from benchmarks.mtgjson_data import write_allprintings
from engine.store import Store
from engine.store.search import PAGE  # the page the collection browser asks for
TEXT_WORDS = ["flying", "draw a card", "destroy target creature", "counter target spell", "token", "sacrifice",
              "graveyard", "trample", "each opponent", "exile", "+1/+1 counter", "haste", "life", "discard"]
TYPES = ["creature elf", "instant", "sorcery", "artifact", "enchantment aura", "legendary creature", "land", "zombie"]
MIX = {  # kind of search: how many of each in a run
    "typing": 60, "name": 20, "text": 25, "set": 12, "set+letters": 12, "filters": 20, "owned": 10,
    "orders": 15, "next page": 10, "relevance": 16,
}
Query = tuple[str, str, dict[str, Any]]  # kind, text, keyword arguments


def catalogue(folder: Path, records: int) -> Path:
    """A store holding the realistic file, imported by ``tapete-cli import``, 3,000 printings owned."""
    source = folder / "AllPrintings.json"
    if not source.exists():
        write_allprintings(source, records)
    db = folder / "search.sqlite"
    if not db.exists():
        run_cli(["import", "--db", str(db), str(source)], folder / "home")
        with Store(db) as store:
            rng = random.Random(3)
            count = store.card_count()
            for card_id in rng.sample(range(1, count + 1), 3000):
                store.add_to_collection(card_id, rng.randint(1, 4))
    return db


def queries(store: Store, rng: random.Random) -> list[Query]:
    """The seeded mix of ``MIX``, drawn from stored cards picked by id (nothing listed)."""
    count = store.card_count()
    cards = [store.get_card(rng.randint(1, count)) for _ in range(200)]
    names = [card.name for card in cards]
    sets = sorted({card.set_code for card in cards})
    found: list[Query] = []
    for _ in range(MIX["typing"]):
        words = rng.choice(names).split()
        first = words[0][: rng.randint(2, max(2, len(words[0])))]
        found.append(("typing", first if len(words) == 1 or rng.random() < 0.6 else f"{words[0]} {words[1][:2]}", {}))
    found += [("name", rng.choice(names), {}) for _ in range(MIX["name"])]
    found += [("text", rng.choice(TEXT_WORDS), {}) for _ in range(MIX["text"])]
    found += [("set", "", {"set_code": rng.choice(sets), "order_by": rng.choice(["set", "name"])}) for _ in range(MIX["set"])]
    found += [("set+letters", rng.choice(names)[: rng.randint(1, 3)], {"set_code": rng.choice(sets)})
              for _ in range(MIX["set+letters"])]
    for _ in range(MIX["filters"]):
        filters: list[Query] = [
            ("filters", "", {"type_contains": rng.choice(TYPES)}),
            ("filters", rng.choice(["", "dr", "angel"]), {"min_mana_value": 2, "max_mana_value": 3}),
            ("filters", rng.choice(["", "a", "go"]), {"game": "mtg"}),
            ("filters", rng.choice(names).split()[0][:3], {"type_contains": "creature"}),
        ]
        found.append(rng.choice(filters))
    found += [("owned", rng.choice(["", "", "a", "dra"]), {"owned_only": True}) for _ in range(MIX["owned"])]
    for _ in range(MIX["orders"]):
        order = rng.choice(["mana_value", "set", "type", "owned"])
        found.append(("orders", rng.choice(["", "", "sh", "knight"]), {"order_by": order, "descending": rng.random() < 0.3}))
    found += [("next page", rng.choice(["", "a", "st"]), {"offset": PAGE * rng.randint(1, 3)}) for _ in range(MIX["next page"])]
    found += [("relevance", rng.choice(["angel", "draw card", "dragon", "zombie token", "destroy", "gu"]),
               {"order_by": "relevance"}) for _ in range(MIX["relevance"])]
    rng.shuffle(found)
    return found


def measure(db: Path, runs: int) -> tuple[list[float], dict[str, list[float]], list[float], list[float]]:
    """Every search's time (ms) of every run, by kind; each run's p95; the load after each run."""
    times: list[float] = []
    by_kind: dict[str, list[float]] = {}
    run_p95s, loads = [], []
    with Store(db) as store:
        plan = queries(store, random.Random(11))
        for _ in range(runs):
            run_times = []
            for kind, text, kwargs in plan:
                kwargs = {"limit": PAGE, **kwargs}
                start = time.perf_counter()
                store.search(text, **kwargs)
                elapsed = (time.perf_counter() - start) * 1000
                run_times.append(elapsed)
                by_kind.setdefault(kind, []).append(elapsed)
            times += run_times
            run_p95s.append(p95(run_times))
            loads.append(load())
    return times, by_kind, run_p95s, loads


def figures(workdir: Path, runs: int = 5, records: int = 100_000) -> list[Figure]:
    db = catalogue(workdir, records)
    times, by_kind, run_p95s, loads = measure(db, runs)
    worst = max(by_kind, key=lambda kind: p95(by_kind[kind]))
    return [
        Figure("card search, realistic mix: p95 of a run", "ms", 10, run_p95s, loads=loads,
               note=f"{len(times) // runs} searches per run, median search {statistics.median(times):.1f} ms"),
        Figure(f"card search, worst kind ({worst}): p95", "ms", 25, [p95(by_kind[worst])], loads=loads,
               note=", ".join(f"{kind} {p95(samples):.1f}" for kind, samples in by_kind.items())),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--db", type=Path, help="a folder to keep the file and the store in between runs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tapete-search-") as temporary:
        folder = args.db or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        db = catalogue(folder, args.records)
        times, by_kind, run_p95s, loads = measure(db, args.runs)
    print(f"{len(times) // args.runs} searches per run, {args.runs} runs")
    for kind, samples in sorted(by_kind.items(), key=lambda item: -p95(item[1])):
        print(f"  {kind:12} median {statistics.median(samples):6.2f} ms, p95 {p95(samples):6.2f} ms, max {max(samples):6.1f} ms")
    print(f"all: median {statistics.median(times):.2f} ms, p95 of each run {', '.join(f'{v:.1f}' for v in run_p95s)} ms "
          f"(goal p95 ≤ 10 ms, worst kind ≤ 25 ms); load {min(loads):.2f}–{max(loads):.2f} on 2 cores")


if __name__ == "__main__":
    main()
