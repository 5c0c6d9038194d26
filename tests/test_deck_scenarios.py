"""Deck scenarios (a ``[deck]`` table instead of a setup and steps): the game's one deck
validator must accept or refuse the deck, citing the rules the file lists."""

from __future__ import annotations

from pathlib import Path

from engine.scenario import run_file

HEADER = '[scenario]\ngame = "eliria"\nname = "prueba"\nrules = ["Eliria 4"]\n\n'
TWICE = 'cards = """\n[main]\n1 Oso de las Cumbres\n1 Oso de las Cumbres\n"""\n'


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "mazo.toml"
    path.write_text(HEADER + text, encoding="utf-8")
    return str(path)


def failures(path: str) -> list[str]:
    return [failure.en for failure in run_file(path).failures]


def test_a_deck_scenario_passes_when_the_validator_agrees(tmp_path: Path) -> None:
    assert failures(write(tmp_path, '[deck]\nlegal = false\nviolations = ["Eliria 4"]\n' + TWICE)) == []
    assert failures(write(tmp_path, '[deck]\nlegal = true\ncards = """\n[main]\n1 Oso de las Cumbres\n"""\n')) == []


def test_a_wrong_expectation_is_reported_with_what_the_validator_said(tmp_path: Path) -> None:
    said = failures(write(tmp_path, '[deck]\nlegal = true\nviolations = ["Eliria 14"]\n' + TWICE))
    assert len(said) == 2
    assert "expected a legal deck" in said[0] and "Oso de las Cumbres" in said[0] and "(Eliria 4)" in said[0]
    assert "expected the rules ['Eliria 14'], it cites ['Eliria 4']" in said[1] and "mazo.toml:6" in said[1]


def test_a_malformed_deck_scenario_names_the_problem(tmp_path: Path) -> None:
    assert "[deck] takes cards" in failures(write(tmp_path, '[deck]\nlegal = "sí"\n' + TWICE))[0]
    assert "unknown card" in failures(write(tmp_path, '[deck]\nlegal = true\ncards = "[main]\\n1 Nadie"\n'))[0]
    both = failures(write(tmp_path, '[setup]\n\n[deck]\nlegal = true\n' + TWICE))
    assert "no [setup]" in both[0]
