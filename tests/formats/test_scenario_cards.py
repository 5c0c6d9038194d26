"""Puzzles with the player's own cards (issue 22): ``card_data`` in ``[setup]`` (the user's store
or a card-data file), errors at the line at fault, English and Spanish names in expectations."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import run_file
from tapete_cli.main import main
from tests.formats.carddata_helpers import data_file


BOLT = """[scenario]
game = "mtg"
name = "Shock con mis cartas: Vito, Thorn of the Dusk Rose"

[setup]
{card_data}
[setup.P1]
hand = ["Chispa Ígnea"]
battlefield = ["Montaña", "Vito, Thorn of the Dusk Rose"]

[[step]]
expect = {{ contains = {{ "P1.campo" = ["Vito, Thorn of the Dusk Rose", "Mountain"] }} }}
[[step]]
do = "cast Chispa Ígnea"
[[step]]
do = "target P2"
[[step]]
do = "pass"
[[step]]
do = "P2: pass"
[[step]]
expect = {{ lives = {{ P2 = 18 }}, zones = {{ "P1.cementerio" = ["Igneous Spark"], "P1.campo" = ["Mountain", "Vito, Thorn of the Dusk Rose"] }} }}
"""


def scenario(tmp_path: Path, card_data: str) -> Path:
    path = tmp_path / "vito.toml"
    path.write_text(BOLT.format(card_data=card_data), encoding="utf-8")
    return path


def test_a_scenario_uses_the_cards_of_a_card_data_file(tmp_path: Path) -> None:
    m21 = data_file("cockatrice-xml", "M21.xml")
    result = run_file(scenario(tmp_path, f'card_data = "{m21.as_posix()}"'))
    assert result.passed, [failure.en for failure in result.failures]


def test_a_scenario_uses_the_players_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "kaervek.toml"
    path.write_text(BOLT.format(card_data='card_data = "store"').replace("Vito, Thorn of the Dusk Rose", "Kaervek, the Spiteful"),
                    encoding="utf-8")
    result = run_file(path)
    assert "the user has no card database" in result.failures[0].en and f"{path}:6:" in result.failures[0].en
    assert main(["import", str(data_file("cockatrice-xml", "M21.xml"))]) == 0
    result = run_file(path)
    assert result.passed, [failure.en for failure in result.failures]


def test_an_unknown_card_is_named_at_its_setup_line_not_the_name_line(tmp_path: Path) -> None:
    """Issue 22: the error pointed at the scenario's ``name`` line, which quotes the card too."""
    path = tmp_path / "unknown.toml"
    path.write_text(BOLT.format(card_data="").replace("Vito, Thorn of the Dusk Rose", "Xyzzy, Nobody's Card"), encoding="utf-8")
    result = run_file(path)
    assert len(result.failures) == 1
    assert f"{path}:9: " in result.failures[0].en and "unknown card «Xyzzy, Nobody's Card»" in result.failures[0].en


def test_a_missing_card_data_file_is_named_at_its_line(tmp_path: Path) -> None:
    path = scenario(tmp_path, 'card_data = "no-such-file.xml"')
    result = run_file(path)
    assert f"{path}:6: card_data: " in result.failures[0].en and "no-such-file.xml" in result.failures[0].en


def test_english_names_in_zones_and_contains_expectations(tmp_path: Path) -> None:
    path = tmp_path / "english.toml"
    path.write_text(BOLT.format(card_data="").replace(', "Vito, Thorn of the Dusk Rose"]', "]")
                    .replace('"Vito, Thorn of the Dusk Rose", "Mountain"', '"Mountain"')
                    .replace(', "Vito, Thorn of the Dusk Rose"] }} }}', "] }} }}"), encoding="utf-8")
    assert "Vito" not in path.read_text(encoding="utf-8").split("[setup]")[1]
    result = run_file(path)
    assert result.passed, [failure.en for failure in result.failures]
    wrong = path.read_text(encoding="utf-8").replace('["Igneous Spark"]', '["Shock"]')
    path.write_text(wrong, encoding="utf-8")
    failures = run_file(path).failures
    assert len(failures) == 1 and "P1.cementerio: expected ['Shock'], there are ['Chispa Ígnea']" in failures[0].en


def test_puzzles_on_one_card_data_file_read_it_once_until_it_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder of puzzles on one card-data file reads the file once, and again once it changes."""
    import engine.formats.decks.reference as reference

    reads: list[str] = []
    read = reference.cards_file_lookup
    monkeypatch.setattr(reference, "cards_file_lookup", lambda path: reads.append(path) or read(path))
    copy = tmp_path / "M21.xml"
    copy.write_bytes(data_file("cockatrice-xml", "M21.xml").read_bytes())
    for _ in range(3):
        assert run_file(scenario(tmp_path, f'card_data = "{copy.as_posix()}"')).passed
    assert reads == [str(copy)]
    copy.write_bytes(copy.read_bytes() + b"\n")  # the file changed: it is read again
    assert run_file(scenario(tmp_path, f'card_data = "{copy.as_posix()}"')).passed
    assert reads == [str(copy)] * 2
