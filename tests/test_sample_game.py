"""A sixth game needs nothing outside its package: the sample game of ``tests/samplegame``,
registered by a fixture only, is played by bots, checked as a deck (the table's validator and
the editor's, through ``tapete-cli deck validate`` too), drawn as faces, covered by the rules
coverage tool and run by the scenario runner, with no edit outside ``tests/``."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardimages.faces import face_from_card_def
from cardimages.frames import card_pixels, frame_for
from cardimages.render import card_size, render_back, render_face
from engine.ai.bots import make_bot
from engine.core.errors import IllegalActionError
from engine.core.game import game_names, is_game
from engine.formats.game_cards import GameCardLookup
from engine.formats.decks import parse_deck_file
from engine.formats.decks.resolve import resolve
from engine.formats.validation import validate
from engine.scenario import run_file
from tapete_cli.main import main
from tests.samplegame.face_style import FRAME
from tests.samplegame.fixture import sample_game
from tests.samplegame.game import SampleGame
from tools import rules_coverage

__all__ = ["sample_game"]  # the fixture, used by name
FOLDER = Path(__file__).resolve().parent / "samplegame"


def test_the_fixture_registers_it_for_its_test_only(sample_game: SampleGame) -> None:
    assert is_game("muestra") and "muestra" in game_names()


def test_it_is_not_registered_without_the_fixture() -> None:
    assert not is_game("muestra")


def test_a_game_starts_with_ten_lives_and_three_cards(sample_game: SampleGame) -> None:
    """Muestra 1: ten lives and three cards each; P1 starts and has drawn its turn's card."""
    state = sample_game.new_initial_state(list(sample_game.demo_pair()), seed=1)
    assert [state.counters[p]["vidas"] for p in (0, 1)] == [10, 10]
    assert [len(state.ids(p, "mano")) for p in (0, 1)] == [4, 3] and state.current_player() == 0


def test_bots_play_it_to_the_end_and_the_notation_reads_back(sample_game: SampleGame) -> None:
    """Muestra 2, Muestra 4: draw, then play or pass, until a player reaches 0 lives."""
    state = sample_game.new_initial_state(list(sample_game.demo_pair()), seed=5)
    bots = [make_bot("random", "5:0"), make_bot("random", "5:1")]
    while not state.is_terminal() and len(state.history) < 500:
        player = state.current_player()
        assert player is not None
        action = bots[player].choose(state)
        assert state.parse_action(state.action_to_string(action), player) == action
        state.apply_action(action)
    assert state.outcome is not None and state.outcome.rule is not None
    assert state.outcome.rule.id in ("Muestra 3", "Muestra 4")
    with pytest.raises(IllegalActionError):
        state.apply_action(state.parse_action("pass", 0))


def test_the_table_and_the_editor_check_decks_with_its_one_validator(sample_game: SampleGame, tmp_path: Path) -> None:
    """Muestra 5: at least 10 cards, at most 2 copies."""
    valientes, sabios = sample_game.demo_pair()
    assert sample_game.validate_deck(valientes) == [] and sample_game.validate_deck(sabios) == []
    short = tmp_path / "corto.deck"
    short.write_text("game = muestra\nname = Corto\n\n[main]\n3 Dragón\n", encoding="utf-8")
    lookup = GameCardLookup(sample_game)
    resolved = resolve(parse_deck_file(short), "muestra", lookup, "")
    problems = [v.describe("en") for v in validate(resolved, "muestra", "", None)]
    assert problems == ["the deck has 3 cards (at least 10) (Muestra 5)", "3 copies of «Dragón» (at most 2) (Muestra 5)"]
    assert sample_game.deck_sections() == ("main",)


def test_tapete_cli_validates_its_decks(sample_game: SampleGame, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = FOLDER / "assets" / "decks" / "valientes.deck"
    assert main(["--lang", "en", "deck", "validate", str(deck), "--db", str(tmp_path / "store.sqlite")]) == 0
    assert "a legal deck for muestra" in capsys.readouterr().out


def test_its_faces_are_drawn_as_it_declares(sample_game: SampleGame) -> None:
    dragon = sample_game.cards.find("Dragón")
    assert dragon is not None
    face = face_from_card_def(dragon, "en")
    assert frame_for(face) == FRAME
    width, height = card_pixels("muestra", 300)
    assert (width, height) == (709, 1063)  # 60 × 90 mm
    image = render_face(face, width)
    assert image.size == card_size(width, "muestra") and image.getpixel((2, height // 2)) == FRAME.palette.outer
    assert render_back("muestra", 120).getpixel((60, 20)) == (20, 70, 50)


def test_the_rules_coverage_tool_reads_its_rulebook_and_its_tests(sample_game: SampleGame) -> None:
    books = rules_coverage.rulebooks()
    assert "muestra" in books
    document, missing = rules_coverage.render("muestra", scenarios=FOLDER / "scenarios")
    assert missing == []
    assert "| 4 | Quien llega a 0 vidas pierde. |" in document and "test_bots_play_it_to_the_end" in document
    assert "tests/samplegame/scenarios/" in document


def test_the_scenario_runner_runs_its_scenarios(sample_game: SampleGame) -> None:
    results = [run_file(path) for path in sorted((FOLDER / "scenarios").glob("*.toml"))]
    assert results and all(result.passed for result in results), [r.failures for r in results if not r.passed]
