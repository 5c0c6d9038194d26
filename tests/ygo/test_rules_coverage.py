"""docs/rules-coverage/ygo.md is current, and every YGO paragraph is tested or explained."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = ROOT.parent / "shared" / "rules" / "yu-gi-oh.txt"


@pytest.mark.skipif(not RULEBOOK.exists(), reason="shared/rules is not beside the checkout")
def test_rules_coverage_document_is_current_and_complete() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import rules_coverage
    finally:
        sys.path.pop(0)
    document, missing = rules_coverage.render("ygo")
    assert not missing, f"clauses neither tested nor explained: {missing}"
    target = ROOT / "docs" / "rules-coverage" / "ygo.md"
    assert target.read_text(encoding="utf-8") == document, "run: python tools/rules_coverage.py ygo"
