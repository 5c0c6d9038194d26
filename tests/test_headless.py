"""The README's plain ``python -m pytest`` works on a machine with no screen: the window's tests
draw offscreen by themselves (``tests/conftest.py``) instead of ending the whole run in Qt's
abort ("could not connect to display")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_window_test_runs_with_no_display_and_no_platform_set() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/mtg/test_table_replacement.py"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "1 passed" in run.stdout
