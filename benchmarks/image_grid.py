"""The collection's grid of card pictures over 100,000 cards: time to open, frames while
scrolling (targets: open ≤ 1 s, scroll ≥ 50 fps).

    python -m benchmarks.image_grid [--cards 100000] [--pictures 3000] [--runs 5] [--frames 1000] [--step 120]

Everything lives in a temporary folder (store, picture folders, Tapete's caches). A store gets
``--cards`` synthetic printings; an XMage pictures folder gets a JPEG (488 × 680) for the first
``--pictures`` of them in the grid's order, the others are drawn from their data. The image
sources are listed, then each run opens the search pane in its picture grid on the whole
catalogue (no filter: every game, every card) and waits for its first paint; the time until
every tile on screen shows its thumbnail is printed too. Scrolling moves the grid down a
fixed number of pixels per frame; a frame is the event processing that follows (painting,
thumbnails arriving from the worker threads, the next page of 200 cards being fetched); a frame
that could not move (the end of the rows fetched so far, waiting for the next page's layout) is
counted apart, not as a frame. Runs
offscreen unless ``--display`` is given. Prints every run, the medians and the machine's load.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

FOLDER = Path(tempfile.mkdtemp(prefix="tapete-grid-"))
for variable, sub in (("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config")):
    os.environ[variable] = str(FOLDER / sub)
if "--display" not in sys.argv:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"


def make_pictures(store_path: Path, images: Path, count: int) -> int:
    """JPEGs in XMage's layout for the first ``count`` cards of the catalogue in name order."""
    from PIL import Image, ImageDraw

    from cardimages.imagecache.names import xmage_card_name, xmage_set_folder
    from cardimages.imagecache.printing import printing_of_record
    from engine.store import SearchQuery, Store

    made = 0
    with Store(store_path) as store:
        offset = 0
        while made < count:
            page = store.search(SearchQuery(), limit=500, offset=offset)
            if not page:
                break
            offset += len(page)
            for result in page:
                printing = printing_of_record(result.card)
                if made >= count or printing.game != "mtg" or not printing.set_code:
                    continue
                path = images / xmage_set_folder(printing.set_code) / f"{xmage_card_name(printing)}.full.jpg"
                path.parent.mkdir(parents=True, exist_ok=True)
                picture = Image.new("RGB", (488, 680), ((made * 37) % 256, (made * 91) % 256, 140))
                draw = ImageDraw.Draw(picture)
                draw.rectangle([30, 90, 458, 380], fill=(230, 220, 190))
                draw.text((40, 40), result.card.name, fill=(0, 0, 0))
                picture.save(path, "JPEG", quality=85)
                made += 1
    return made


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=100_000)
    parser.add_argument("--pictures", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=1000)
    parser.add_argument("--step", type=int, default=120, help="pixels scrolled per frame")
    parser.add_argument("--display", action="store_true")
    return parser.parse_args()


def _sources(app: Any, args: argparse.Namespace) -> tuple[Any, Any, int]:
    """The store service and the listed image sources over a new catalogue, and its size."""
    from benchmarks.store_synthetic import synthetic_cards
    from cardimages.imagecache.discover import SourceSpec
    from desktop.image_sources import ImageSources
    from desktop.pixmaps import CardPixmaps
    from desktop.store_service import StoreService
    from engine.store import Store

    store_path = FOLDER / "store.sqlite"
    start = time.perf_counter()
    with Store(store_path) as store:
        store.import_cards(synthetic_cards(args.cards), source="synthetic")
        total = store.card_count()
    print(f"catalogue of {total} printings ({time.perf_counter() - start:.0f} s)")
    start = time.perf_counter()
    made = make_pictures(store_path, FOLDER / "xmage" / "plugins" / "images", args.pictures)
    print(f"{made} pictures in XMage's layout ({time.perf_counter() - start:.0f} s)")
    service = StoreService(store_path)
    sources = ImageSources(CardPixmaps(), service)
    start = time.perf_counter()
    sources.set_specs([SourceSpec("xmage", str(FOLDER / "xmage"))])
    while not sources.ready:
        app.processEvents()
        time.sleep(0.001)
    print(f"image sources listed in {(time.perf_counter() - start) * 1000:.0f} ms")
    return service, sources, total


def _open_runs(app: Any, service: Any, sources: Any, total: int, runs: int) -> Any:
    """Open the search pane ``runs`` times, printing each time to its first paint and to a
    screen full of thumbnails; the last pane stays open."""
    from PySide6.QtCore import QEvent, QObject

    from desktop.collection.browser import SearchPane

    class Painted(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    opens, fulls = [], []
    pane = None
    for run in range(runs):
        if pane is not None:
            pane.close()
            pane.deleteLater()
            app.processEvents()
        start = time.perf_counter()
        pane = SearchPane(service, images=sources)
        pane.show_pictures(True)
        painted = Painted()
        pane.grid.viewport().installEventFilter(painted)
        pane.resize(1280, 800)
        pane.show()
        while painted.count == 0:
            app.processEvents()
        opens.append(time.perf_counter() - start)
        grid = pane.grid
        visible = [grid.model().index(row, 0) for row in range(len(pane.model.rows))
                   if grid.visualRect(grid.model().index(row, 0)).intersects(grid.viewport().rect())]
        while any(grid.thumbnail(card) is None for card in (pane.grid_card(index) for index in visible) if card is not None):
            app.processEvents()
            time.sleep(0.001)
        fulls.append(time.perf_counter() - start)
        print(f"open {run + 1}: first paint {opens[-1] * 1000:.0f} ms over {total} cards ({len(pane.model.rows)} rows fetched); "
              f"all {len(visible)} tiles on screen with thumbnails {fulls[-1] * 1000:.0f} ms")
    assert pane is not None
    print(f"open: median {statistics.median(opens) * 1000:.0f} ms (target ≤ 1000 ms); "
          f"screen full of thumbnails: median {statistics.median(fulls) * 1000:.0f} ms")
    return pane


def _scroll(app: Any, pane: Any, frames_wanted: int, step: int) -> None:
    """Scroll the grid ``step`` pixels a frame for ``frames_wanted`` frames and print their times."""
    grid = pane.grid
    bar = grid.verticalScrollBar()
    frames: list[float] = []
    waits = 0
    while len(frames) < frames_wanted:
        before = bar.value()
        bar.setValue(before + step)
        start = time.perf_counter()
        app.processEvents()
        if bar.value() == before:  # at the end of what is fetched and laid out: not a scrolling frame
            waits += 1
            continue
        frames.append(time.perf_counter() - start)
    per_row = max(1, grid.viewport().width() // grid.tile_size().width())
    passed = bar.value() // grid.tile_size().height() * per_row
    median, p95 = statistics.median(frames), statistics.quantiles(frames, n=20)[-1]
    print(f"scroll: {len(frames)} frames each moving {step} px ({waits} more waited at the end of the fetched rows), "
          f"about {passed} cards passed, {len(pane.model.rows)} rows fetched, {len(grid.pixmaps)} thumbnails in memory "
          f"({grid.pixmaps.used / 2 ** 20:.0f} MiB), {grid.loader.pending()} waiting")
    print(f"scroll: median frame {median * 1000:.1f} ms ({1 / median:.0f} fps), p95 {p95 * 1000:.1f} ms ({1 / p95:.0f} fps), "
          f"worst {max(frames) * 1000:.0f} ms; target ≥ 50 fps; load {os.getloadavg()[0]:.2f}")


def main() -> None:
    args = _arguments()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    print(f"temporary folder {FOLDER}; load {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    service, sources, total = _sources(app, args)
    pane = _open_runs(app, service, sources, total, args.runs)
    _scroll(app, pane, args.frames, args.step)
    pane.close()
    service.close()


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(FOLDER, ignore_errors=True)
