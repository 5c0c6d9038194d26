"""docs/rules-coverage/<game>.md is current for every game, and every rule is tested or explained
(Magic, a rulebook far bigger than one session: every citation names a rule the CR has, and the
rest is listed as not yet implemented)."""

from __future__ import annotations

import pytest

from tests.helpers import ROOT, rules_coverage_tool

TOOL = rules_coverage_tool()


@pytest.mark.parametrize("game", sorted(TOOL.rulebooks()))
def test_rules_coverage_document_is_current_and_complete(game: str) -> None:
    rules = TOOL.rulebooks()[game]
    if not rules.catalogue and not (TOOL.SHARED / "rules" / rules.rulebook).exists():
        pytest.skip("shared/rules is not beside the checkout")
    document, missing = TOOL.render(game)
    assert not missing, f"rules neither tested nor explained, or not in the rulebook: {missing}"
    target = ROOT / "docs" / "rules-coverage" / f"{game}.md"
    assert target.read_text(encoding="utf-8") == document, f"run: python tools/rules_coverage.py {game}"
    if not rules.strict:
        assert "Aún no implementado" in document


def test_every_game_declares_its_rulebook() -> None:
    # the tool reads each game's Rulebook (Game.rulebook): a new game needs no line in tools/
    from engine.core.game import game_names, get_game

    assert sorted(TOOL.rulebooks()) == game_names()
    assert all(TOOL.rulebooks()[name] is get_game(name).rulebook for name in game_names())
