"""Every rulebook paragraph the Yu-Gi-Oh! engine cites carries its text, in Spanish and English
(a refusal never reads «YGO PhasesDelJuego.19:» with nothing after it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.games.ygo.rules import rule

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "games" / "ygo"
CITED = sorted({clause for path in ENGINE.glob("*.py")
                for clause in re.findall(r'"([A-Z][A-Za-z]+\.\d+)"', path.read_text(encoding="utf-8"))})


def test_the_engine_cites_paragraphs() -> None:
    assert "PhasesDelJuego.19" in CITED and "Cadenas.15" in CITED


@pytest.mark.parametrize("clause", CITED)
def test_a_cited_paragraph_has_its_text_in_both_languages(clause: str) -> None:
    cited = rule(clause)
    assert cited.text.strip() and cited.text_en.strip(), f"YGO {clause} has no text"
