"""``tapete --self-test`` run from the source tree: it passes, and a broken part makes it fail loudly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import selftest
from engine.core import game_names

ROOT = Path(__file__).resolve().parents[2]


def test_the_self_test_passes_from_the_command_line(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    env.pop("QT_QPA_PLATFORM", None)  # the self-test goes offscreen by itself
    result = subprocess.run([sys.executable, "-m", "desktop.app", "--self-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "self-test: ok" in result.stdout
    assert "six:" in result.stdout and "actions by two bots on the table" in result.stdout
    # the user's folders are left alone: the store lives in a temporary folder
    assert not (tmp_path / "data").exists()


def test_quit_when_shown_starts_normally_and_ends_after_the_first_paint(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-m", "desktop.app", "--quit-when-shown"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "data" / "Tapete" / "tapete.sqlite").exists()  # the normal start: the user's store


def test_a_failed_check_exits_non_zero_with_the_reason(qapp, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    def no_print_support(workdir: Path) -> str:
        raise selftest.SelfTestFailure("cannot print to a PDF file (QtPrintSupport)")

    monkeypatch.setattr(selftest, "check_qt_plugins", no_print_support)
    assert selftest.run() == 1
    assert "self-test FAILED: cannot print to a PDF file (QtPrintSupport)" in capsys.readouterr().err


def test_a_bot_that_breaks_during_the_game_fails_the_self_test(qapp, monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    def broken(self, state, stop=None):  # type: ignore[no-untyped-def]
        raise RuntimeError("the bot lost its cards")

    monkeypatch.setattr(selftest.PlayingBot, "choose", broken)
    assert selftest.run() == 1
    err = capsys.readouterr().err
    first_game = game_names()[0]  # the games are played in name order; the first one already fails
    assert f"self-test FAILED: {first_game}: the game stopped with an error: RuntimeError: the bot lost its cards" in err


def test_the_checks_report_what_they_found(qapp, tmp_path: Path) -> None:
    assert "Spanish strings" in selftest.check_assets()
    found = selftest.check_qt_plugins(tmp_path)
    assert "png" in found and "jpg" in found and "PDF printing" in found
    assert (tmp_path / "selftest.pdf").read_bytes().startswith(b"%PDF")
