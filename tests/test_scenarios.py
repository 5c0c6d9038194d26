"""Every rules scenario in tests/scenarios/<game>/ passes, and each one cites the rules it checks
in its game's numbering (``SiX 7.2.2.2``, ``CR 510.1c``…; see docs/scenarios.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import run_file
from tests.helpers import rules_coverage_tool

FOLDER = Path(__file__).resolve().parent / "scenarios"
FILES = sorted(FOLDER.rglob("*.toml"))
PREFIXES = {game: rulebook.prefix for game, rulebook in rules_coverage_tool().rulebooks().items()}


@pytest.mark.parametrize("path", FILES, ids=[p.relative_to(FOLDER).with_suffix("").as_posix() for p in FILES])
def test_scenario(path: Path) -> None:
    result = run_file(path)
    game = path.relative_to(FOLDER).parts[0]
    assert result.rules, f"{path.name} does not say which rules it checks"
    assert all(rule.startswith(PREFIXES[game] + " ") for rule in result.rules), result.rules
    assert result.passed, "\n".join(str(f) for f in result.failures)
