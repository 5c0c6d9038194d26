"""Search latency over a 100,000-printing catalogue (target: p95 ≤ 20 ms).

    python benchmarks/store_search.py [--records 100000] [--runs 5] [--db PATH]

Builds the catalogue from ``store_synthetic.py`` (or reuses ``--db`` if it already holds cards),
owns 5,000 random printings, then runs a fixed, seeded set of a few hundred searches, ``--runs``
times: instant search as a name is typed (every prefix, so one-letter queries come up as often
as they do when typing), rules-text words, filters (game, set, type, mana value, owned),
other orders, and relevance. Each search is timed through ``Store.search`` with its default
page of 200, cards decoded. Prints the median and p95 per run and per kind of search.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from store_synthetic import TEXT_WORDS, synthetic_cards

from engine.store import Store

Query = tuple[str, str, dict[str, Any]]  # kind, text, keyword arguments


def typing(name: str) -> list[str]:
    """What the search box holds after each keystroke while typing the first two words of a name."""
    words = name.split()[:2]
    steps = []
    for index, word in enumerate(words):
        done = " ".join(words[:index])
        steps += [f"{done} {word[:length]}".strip() for length in range(1, len(word) + 1)]
    return steps


def queries(store: Store, rng: random.Random) -> list[Query]:
    sample = [r.card for r in store.search(limit=100_000)]
    rng.shuffle(sample)
    found: list[Query] = []
    for card in sample[:25]:
        found += [("typing", text, {}) for text in typing(card.name)]
    found += [("text", " ".join(rng.sample(TEXT_WORDS, rng.randint(1, 2))), {}) for _ in range(40)]
    for _ in range(12):
        found += [
            ("filters", rng.choice(["", "dra", "guard", "a"]), {"game": rng.choice(["mtg", "ygo", "six"])}),
            ("filters", "", {"type_contains": rng.choice(["creature elf", "instant", "dragon", "aura"])}),
            ("filters", rng.choice(["", "s", "ang"]), {"min_mana_value": 2, "max_mana_value": 3}),
            ("filters", rng.choice(["", "k"]), {"set_code": f"S{rng.randrange(400):03d}"}),
            ("filters", rng.choice(["", "a", "drag"]), {"owned_only": True}),
        ]
    for _ in range(10):
        found += [
            ("orders", rng.choice(["", "an", "knight"]), {"order_by": rng.choice(["mana_value", "set", "type", "owned"])}),
            ("orders", rng.choice(["drag", "oracle of"]), {"order_by": "name", "descending": True, "offset": 200}),
            ("relevance", rng.choice(["angel", "draw card", "sombrío", "guardián ve", "a", "dr"]), {"order_by": "relevance"}),
        ]
    return found


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--db", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = Store(args.db or Path(folder) / "search.sqlite")
        if store.card_count() == 0:
            start = time.perf_counter()
            store.import_cards(synthetic_cards(args.records, seed=7), source="bench")
            rng = random.Random(3)
            ids = [row[0] for row in store.conn.execute("SELECT id FROM cards")]
            for card_id in rng.sample(ids, 5000):
                store.add_to_collection(card_id, rng.randint(1, 4))
            print(f"catalogue of {store.card_count()} printings built in {time.perf_counter() - start:.1f} s")
        plan = queries(store, random.Random(11))
        print(f"{len(plan)} searches per run: " + ", ".join(
            f"{kind} {sum(1 for k, _, _ in plan if k == kind)}" for kind in dict.fromkeys(k for k, _, _ in plan)))
        medians, p95s = [], []
        by_kind: dict[str, list[float]] = {}
        for run in range(args.runs):
            times = []
            for kind, text, kwargs in plan:
                start = time.perf_counter()
                store.search(text, **kwargs)
                elapsed = (time.perf_counter() - start) * 1000
                times.append(elapsed)
                by_kind.setdefault(kind, []).append(elapsed)
            medians.append(statistics.median(times))
            p95s.append(p95(times))
            print(f"run {run + 1}: median {medians[-1]:.2f} ms, p95 {p95s[-1]:.2f} ms, max {max(times):.1f} ms")
        for kind, samples in by_kind.items():
            print(f"  {kind:9} median {statistics.median(samples):.2f} ms, p95 {p95(samples):.2f} ms")
        print(f"median over runs: median {statistics.median(medians):.2f} ms, p95 {statistics.median(p95s):.2f} ms (target ≤ 20)")
        store.close()


if __name__ == "__main__":
    main()
