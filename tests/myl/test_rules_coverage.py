"""Every MyL step of the excerpt and every assumption has an id (the document: tests/test_rules_coverage.py)."""

from __future__ import annotations


def test_every_step_of_the_excerpt_has_an_id() -> None:
    from engine.games.myl.rules import CATALOGUE

    steps = [e.id for e in CATALOGUE if e.origin == "extracto"]
    assert steps[:3] == ["JC.1", "JC.2", "JC.3"]
    assert {f"JC.{n}" for n in range(1, 13)} <= set(steps)
    assumptions = [e for e in CATALOGUE if e.origin == "supuesto"]
    assert all(e.param and e.id == f"S.{e.param}" for e in assumptions)
