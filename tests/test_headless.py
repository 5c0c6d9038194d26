"""The README's plain ``python -m pytest`` works on a machine with no screen: the window's tests
draw offscreen by themselves (``tests/conftest.py``) instead of ending the whole run in Qt's
abort ("could not connect to display"); and a window test never waits forever for a dialog
nobody can click offscreen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_a_window_test_runs_with_no_display_and_no_platform_set() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/mtg/test_table_replacement.py"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "1 passed" in run.stdout


def test_a_dialog_the_test_does_not_answer_fails_it_at_once_naming_it(qapp) -> None:  # type: ignore[no-untyped-def]
    """Offscreen nobody clicks a modal dialog: it would hold the test, and the run, forever."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    with pytest.raises(AssertionError, match="does not answer.*Cannot resume the game"):
        QMessageBox.warning(None, "Cannot resume the game", "line 3: malformed")
    with pytest.raises(AssertionError, match="does not answer"):
        QDialog().exec()


def test_a_window_test_waits_up_to_a_minute_unless_it_says_otherwise(qtbot) -> None:  # type: ignore[no-untyped-def]
    import inspect

    from tests.conftest import PATIENCE_MS

    assert PATIENCE_MS >= 60_000
    for wait in (qtbot.waitUntil, qtbot.waitSignal, qtbot.waitSignals, qtbot.waitCallback):
        assert inspect.signature(wait).parameters["timeout"].default == PATIENCE_MS
