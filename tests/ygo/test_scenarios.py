"""Every Yu-Gi-Oh! rules scenario in tests/scenarios/ygo/ passes (each cites the rules it checks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import run_file

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "ygo"
FILES = sorted(FOLDER.rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    result = run_file(path)
    assert result.rules, f"{path.name} does not say which rules it checks"
    assert result.passed, "\n".join(result.failures)
