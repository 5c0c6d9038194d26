"""The engine, the command line, the card images and the GUI are mypy-clean (docs/architecture.md, "Naming");
the engine under ``--strict`` too."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("package", ["engine", "tapete_cli", "cardimages", "desktop"])
def test_package_type_checks(package: str) -> None:
    api = pytest.importorskip("mypy.api")
    strict = ["--strict"] if package == "engine" else []
    stdout, stderr, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), *strict, str(ROOT / package)])
    assert status == 0, stdout + stderr
