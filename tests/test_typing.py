"""The engine, the command line, the card images and the GUI are mypy-clean (docs/architecture.md, "Naming");
the engine under ``--strict`` too.

Two mypy runs, not one per package: each run analyses the engine again (the other packages import
it), so the three packages checked without ``--strict`` share one run, and under ``pytest -n``
the two runs go to different workers."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def mypy(*args: str) -> None:
    """mypy with the project's configuration on ``args``; its report if it finds an error."""
    api = pytest.importorskip("mypy.api")
    stdout, stderr, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), *args])
    assert status == 0, stdout + stderr


def test_the_engine_type_checks_under_strict() -> None:
    mypy("--strict", str(ROOT / "engine"))


def test_the_command_line_the_card_images_and_the_gui_type_check() -> None:
    mypy(*(str(ROOT / package) for package in ("tapete_cli", "cardimages", "desktop")))
