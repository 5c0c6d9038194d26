"""Oracle templates of attack and block requirements (CR 508.1d, 509.1c)."""

from __future__ import annotations

import pytest

from engine.games.mtg.oracle import compile_text


@pytest.mark.parametrize("text, static", [
    ("Test Card attacks each combat if able.", "attacks_each_combat"),
    ("Test Card attacks each turn if able.", "attacks_each_combat"),
    ("Test Card blocks each combat if able.", "blocks_each_combat"),
    ("Test Card blocks each turn if able.", "blocks_each_combat"),
    ("Test Card attacks or blocks each combat if able.", "attacks_or_blocks_each_combat"),
])
def test_requirement_templates_CR_508_1d_CR_509_1c(text: str, static: str) -> None:
    program = compile_text(text, "Test Card", frozenset({"creature"}))
    (ability,) = program.abilities
    assert ability.kind == "static" and ability.static == static
    assert program.automated


def test_other_requirements_stay_manual() -> None:
    """Requirements Tapete does not check yet are left to the players, not misread."""
    program = compile_text("All creatures able to block Test Card do so.", "Test Card", frozenset({"creature"}))
    assert not program.automated
