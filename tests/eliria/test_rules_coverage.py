"""docs/rules-coverage/eliria.md is current, and every Eliria clause is tested or explained."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = ROOT.parent / "shared" / "rules" / "eliria.txt"


@pytest.mark.skipif(not RULEBOOK.exists(), reason="shared/rules is not beside the checkout")
def test_rules_coverage_document_is_current_and_complete() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import rules_coverage
    finally:
        sys.path.pop(0)
    document, missing = rules_coverage.render("eliria")
    assert not missing, f"clauses neither tested nor explained: {missing}"
    target = ROOT / "docs" / "rules-coverage" / "eliria.md"
    assert target.read_text(encoding="utf-8") == document, "run: python tools/rules_coverage.py eliria"


def test_nested_clause_ids_are_read_from_the_outline() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import rules_coverage
    finally:
        sys.path.pop(0)
    text = "6. Tipos:\n - a) Combate: algo\n - I) Potencial: uno\n - b) Reacción: otra\n7. Fin\n - a) Rendirse\n"
    clauses = rules_coverage.rulebook_clauses(rules_coverage.GAMES["eliria"], text)
    assert [c for c, _ in clauses] == ["6", "6.a", "6.a.I", "6.b", "7", "7.a"]
    assert rules_coverage.clause_order("6.a.IV") < rules_coverage.clause_order("12")
