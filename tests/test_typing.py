"""The engine is mypy-clean (docs/architecture.md, "Naming")."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_engine_type_checks() -> None:
    api = pytest.importorskip("mypy.api")
    stdout, stderr, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), str(ROOT / "engine")])
    assert status == 0, stdout + stderr
