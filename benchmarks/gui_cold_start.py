"""Cold start: from launching Python to a painted, interactive main window (target ≤ 2 s).

    python benchmarks/gui_cold_start.py [--runs 7]

Each run starts a fresh interpreter that creates the application and the main window, and
reports once the window has been painted and the event loop is turning; the parent measures
the wall time from spawning the process. Runs offscreen unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

CHILD = r"""
from PySide6.QtCore import QEvent, QObject, QTimer
from desktop.app import create_application
from desktop.main_window import MainWindow

app = create_application()
window = MainWindow()

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print("interactive", flush=True), app.quit()))
            obj.removeEventFilter(self)
        return False

watcher = FirstPaint()
window.installEventFilter(watcher)
window.resize(1280, 800)
window.show()
app.exec()
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen" if not env.get("DISPLAY") else env.get("QT_QPA_PLATFORM", ""))
    times = []
    for run in range(args.runs):
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=60)
        elapsed = time.perf_counter() - start
        if "interactive" not in out.stdout:
            raise SystemExit(f"the window did not come up:\n{out.stderr}")
        times.append(elapsed)
        print(f"run {run + 1}: {elapsed:.3f} s")
    print(f"median cold start: {statistics.median(times):.3f} s (target ≤ 2 s), platform {env['QT_QPA_PLATFORM'] or 'default'}")


if __name__ == "__main__":
    main()
