"""docs/rules-coverage/myl.md is current, and every MyL step, rule and assumption is tested."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rules_coverage_document_is_current_and_complete() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import rules_coverage
    finally:
        sys.path.pop(0)
    document, missing = rules_coverage.render("myl")
    assert not missing, f"rules neither tested nor explained: {missing}"
    target = ROOT / "docs" / "rules-coverage" / "myl.md"
    assert target.read_text(encoding="utf-8") == document, "run: python tools/rules_coverage.py myl"


def test_every_step_of_the_excerpt_has_an_id() -> None:
    from engine.games.myl.rules import CATALOGUE

    steps = [e.id for e in CATALOGUE if e.origin == "extracto"]
    assert steps[:3] == ["JC.1", "JC.2", "JC.3"]
    assert {f"JC.{n}" for n in range(1, 13)} <= set(steps)
    assumptions = [e for e in CATALOGUE if e.origin == "supuesto"]
    assert all(e.param and e.id == f"S.{e.param}" for e in assumptions)
