"""Bad scenario files name the file, the line and the problem; nothing is half loaded."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import run_file

HEADER = '[scenario]\ngame = "six"\nname = "x"\nrules = ["SiX 3.8.2"]\n'


def _run(tmp_path: Path, body: str) -> list[str]:
    path = tmp_path / "s.toml"
    path.write_text(HEADER + body, encoding="utf-8")
    return [failure.es for failure in run_file(path).failures]


def test_unknown_card_in_setup(tmp_path: Path) -> None:
    failures = _run(tmp_path, '[setup.P1]\nhand = ["Bruja Invocadora", "Bruja Inventada"]\n')
    assert len(failures) == 1
    assert "s.toml:6" in failures[0] and "Bruja Inventada" in failures[0]


def test_toml_syntax_error_names_the_line(tmp_path: Path) -> None:
    failures = _run(tmp_path, '[setup.P1]\nhand = ["Bruja Invocadora"\n')
    assert "TOML inválido" in failures[0] and "s.toml:" in failures[0]


def test_unknown_setup_key(tmp_path: Path) -> None:
    failures = _run(tmp_path, "[setup]\nturnos = 3\n")
    assert "turnos" in failures[0] and "s.toml:6" in failures[0]


def test_unknown_game(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text('[scenario]\ngame = "ajedrez"\n', encoding="utf-8")
    assert "ajedrez" in run_file(path).failures[0].es


def test_a_failing_step_names_its_line_and_stops(tmp_path: Path) -> None:
    failures = _run(tmp_path, '[setup.P1]\nhand = ["Lobo de Ceniza"]\n\n[[step]]\ndo = "play Bruja Invocadora"\n[[step]]\ndo = "pass"\n')
    assert len(failures) == 1
    assert "s.toml:8: paso 1" in failures[0] and "Bruja Invocadora" in failures[0]


def test_refuse_that_is_applied_fails(tmp_path: Path) -> None:
    failures = _run(tmp_path, '[setup.P1]\nhand = ["Recluta Errante"]\n[[step]]\nrefuse = "play Recluta Errante"\n')
    assert "debía rechazarse" in failures[0]


def test_refusal_with_the_wrong_rule(tmp_path: Path) -> None:
    failures = _run(tmp_path, '[setup.P1]\nhand = ["Zadkiel Misericordioso"]\nmana = 1\n[[step]]\nrefuse = "play Zadkiel Misericordioso"\nrule = "SiX 9.9"\n')
    assert "no por SiX 9.9" in failures[0] and "SiX 1.4.9.1" in failures[0]


def test_unknown_expectation(tmp_path: Path) -> None:
    failures = _run(tmp_path, "[[step]]\nexpect = { vidas = 3 }\n")
    assert "expectativas desconocidas" in failures[0]


@pytest.mark.parametrize(("expect", "shape"), [("chain = 0", "una lista"), ("zones = \"P1.mano\"", "una tabla"),
                                               ("legal = \"pass\"", "una lista"), ("lives = [20]", "una tabla")])
def test_an_expectation_of_the_wrong_shape_is_named(tmp_path: Path, expect: str, shape: str) -> None:
    """``chain = 0`` once stopped the runner with a TypeError; now the step names the key and its shape."""
    failures = _run(tmp_path, f"[[step]]\nexpect = {{ {expect} }}\n")
    key = expect.split(" = ")[0]
    assert len(failures) == 1 and f"«{key}» debe ser {shape}" in failures[0]
