"""Opening a 100-card deck in the deck editor (target ≤ 300 ms), over a 100,000-card catalogue.

    python -m benchmarks.deck_editor_open [--runs 7]

A store is filled with 100,000 synthetic printings plus the SiX sets, a 100-card Magic deck of
catalogue cards is saved, and each run loads it from the store and builds the editor until it is
shown with its sections, validation, cost curve and type counts (offscreen unless a display is
set). Prints every run and the median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from benchmarks.store_synthetic import synthetic_cards
    from desktop.collection.deck_editor import DeckEditor
    from desktop.store_service import StoreService
    from engine.formats.records import ResolvedDeck
    from engine.store import Store

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "store.sqlite"
        with Store(path) as store:
            store.import_cards(synthetic_cards(100_000), source="synthetic")
            cards = [r.card for r in store.search(game="mtg", limit=60)]
            deck = ResolvedDeck("mtg", "Cien cartas", {"main": [(1, c) for c in cards[:60]] + [(2, c) for c in cards[:20]]})
            deck_id = store.save_deck(deck, "mtg")
            print(f"catalogue {store.card_count()} printings; deck of {deck.count('main')} cards")
        service = StoreService(path)
        times = []
        for run in range(args.runs):
            start = time.perf_counter()
            loaded = service.read.load_deck(deck_id)
            editor = DeckEditor(service, "mtg", loaded, deck_id)
            editor.resize(1300, 800)
            editor.show()
            app.processEvents()
            times.append(time.perf_counter() - start)
            print(f"run {run + 1}: {times[-1] * 1000:.0f} ms ({editor.problems.count()} rule lines)")
            editor.close()
            editor.deleteLater()
            app.processEvents()
        service.close()
    print(f"median: {statistics.median(times) * 1000:.0f} ms (target ≤ 300 ms)")


if __name__ == "__main__":
    main()
