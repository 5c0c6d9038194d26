"""The Eliria rulebook's nested clauses (the document itself: tests/test_rules_coverage.py)."""

from __future__ import annotations

from tests.helpers import rules_coverage_tool


def test_nested_clause_ids_are_read_from_the_outline() -> None:
    rules_coverage = rules_coverage_tool()
    text = "6. Tipos:\n - a) Combate: algo\n - I) Potencial: uno\n - b) Reacción: otra\n7. Fin\n - a) Rendirse\n"
    clauses = rules_coverage.rulebook_clauses(rules_coverage.rulebooks()["eliria"], text)
    assert [c for c, _ in clauses] == ["6", "6.a", "6.a.I", "6.b", "7", "7.a"]
    assert rules_coverage.clause_order("6.a.IV") < rules_coverage.clause_order("12")
