"""docs/rules-coverage/mtg.md is current and cites only rules that exist in the CR."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = ROOT.parent / "shared" / "rules" / "magic-the-gathering-cr-es.txt"


@pytest.mark.skipif(not RULEBOOK.exists(), reason="shared/rules is not beside the checkout")
def test_rules_coverage_document_is_current() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import rules_coverage
    finally:
        sys.path.pop(0)
    document, problems = rules_coverage.render("mtg")
    assert not problems, f"citations of rules the CR does not have: {problems}"
    target = ROOT / "docs" / "rules-coverage" / "mtg.md"
    assert target.read_text(encoding="utf-8") == document, "run: python tools/rules_coverage.py mtg"
    assert "Aún no implementado" in document
