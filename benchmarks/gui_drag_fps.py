"""Frame rate while dragging a card over a table holding 150 cards (target ≥ 50 fps).

    python benchmarks/gui_drag_fps.py [--frames 240] [--runs 5]

A SiX table is filled with 150 face-up cards (hands, cemeteries, Limbo, mana, spells); one card
is dragged across the table. A frame is what the screen needs after each move: the scene's
update of the area that changed (measured as processing the pending paint events), and, as a
worst case, a full repaint of the view. The script prints median and 95th-percentile frame
times and the frame rates they mean.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def build_scene():  # type: ignore[no-untyped-def]
    from desktop.pixmaps import CardPixmaps
    from desktop.table.layout import load_layout
    from desktop.table.scene import TableScene
    from desktop.table.view import TableView
    from engine.core import get_game

    game = get_game("six")
    state = game.new_initial_state(game.demo_pair(), 1, {"mulligan": False})
    targets = [state.zone(p, name) for p in (0, 1) for name in ("mano", "cementerio", "limbo", "mana", "conjuros", "campo")]
    cards = [c for c in game.cards if not c.is_token]
    i = 0
    while sum(len(state.zones[z]) for z in targets) < 150:
        zone = targets[i % len(targets)]
        if state.zone_table[zone][1].name != "campo" or len(state.zones[zone]) < 6:
            state.create_card(cards[i % len(cards)], state.zone_table[zone][0] or 0, zone)
        i += 1
    scene = TableScene(game, load_layout("six"), CardPixmaps())
    scene.show_observation(state.observation(0), [], animate=False)
    view = TableView(scene)
    view.resize(1600, 1000)
    view.show()
    return scene, view


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    scene, view = build_scene()
    app.processEvents()
    card = next(c for c in scene.cards.values() if c.view.zone == "P1.mano")
    print(f"{len(scene.cards)} cards on the table")
    for name, paint in (("update", app.processEvents), ("full repaint", view.viewport().repaint)):
        medians, p95s = [], []
        for run in range(args.runs):
            frames = []
            scene.drag_started(card)
            app.processEvents()
            for frame in range(args.frames):
                t = frame / args.frames
                card.setPos(QPointF(100 + 1400 * t, 950 - 700 * t))
                start = time.perf_counter()
                paint()
                frames.append(time.perf_counter() - start)
            scene._light_targets()
            medians.append(statistics.median(frames))
            p95s.append(statistics.quantiles(frames, n=20)[-1])
            print(f"{name} run {run + 1}: median frame {medians[-1] * 1000:.1f} ms, p95 {p95s[-1] * 1000:.1f} ms")
        median, p95 = statistics.median(medians), statistics.median(p95s)
        print(f"{name}: median {median * 1000:.1f} ms ({1 / median:.0f} fps), p95 {p95 * 1000:.1f} ms ({1 / p95:.0f} fps); target ≥ 50 fps")


if __name__ == "__main__":
    main()
