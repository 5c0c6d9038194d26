"""Each game picks how the window words its actions and answers in its ``layout.toml``
(``[words]``, ``desktop.table.action_words``); the prompt bar reads the choice, never the game's
name, and a layout that asks for words the window does not have is refused naming the line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.table.layout import layout_path, load_layout
from desktop.widgets.prompt_bar import PromptBar
from engine.core.errors import LoadError
from engine.core.game import get_game
from engine.core.gestures import Gesture
from engine.core.observation import Observation


def _observation(game: str, kind: str) -> Observation:
    """A real first observation of ``game``, asking a question of ``kind`` with no chain."""
    rules = get_game(game)
    state = rules.new_initial_state(list(rules.demo_pair()), 5)
    observation = state.observation(state.current_player())
    assert observation.prompt is not None
    return replace(observation, prompt=replace(observation.prompt, kind=kind), chain=())


def _bar(qtbot: QtBot, game: str) -> PromptBar:
    bar = PromptBar("en", load_layout(game).words)
    qtbot.addWidget(bar)
    return bar


@pytest.mark.parametrize(("game", "kind", "words"), [
    ("mtg", "principal", "Pass priority"),  # CR 117.3d
    ("mtg", "respuesta", "Pass priority"),
    ("six", "accion", "Pass the action"),
    ("six", "respuesta", "Don't respond"),
    ("six", "bloqueo", "Don't activate"),
    ("eliria", "ataque", "Don't attack (end the turn)"),
    ("eliria", "reaccion", "Don't react"),
    ("ygo", "ventana", "Don't respond"),  # no [words.pass]: the window's own words
    ("myl", "principal", "Pass"),
])
def test_passing_says_what_the_game_declares(qtbot: QtBot, game: str, kind: str, words: str) -> None:
    assert _bar(qtbot, game).label_for("pass", _observation(game, kind)) == words


def test_the_battle_and_the_mulligan_are_worded_as_declared(qtbot: QtBot) -> None:
    assert _bar(qtbot, "myl").label_for("battle") == "Go to battle"
    assert _bar(qtbot, "ygo").label_for("battle") == "Go to the Battle Phase"
    for game, words in (("eliria", "Mulligan: discard the selected (1)"), ("six", "Mulligan: return the selected (1)")):
        bar = _bar(qtbot, game)
        bar.show_prompt(_observation(game, "mulligan"), [Gesture(button="mulligan", selection=(3,))], False)
        bar.set_selection((3,))
        assert bar.label_for("mulligan") == words


@pytest.mark.parametrize(("lang", "face_down", "face_up"), [
    ("en", "Cast face down", "Turn face up"),
    ("es", "Lanzar boca abajo", "Poner boca arriba"),
])
def test_the_face_down_buttons_speak_the_window_language(qtbot: QtBot, lang: str, face_down: str, face_up: str) -> None:
    """Magic's morph and disguise (CR 702.37c, 702.37e) are buttons for the selected card: they
    read as words, never as the notation's «morph» and «unmorph»."""
    from desktop.i18n import install

    install(lang)
    bar = PromptBar(lang, load_layout("mtg").words)
    qtbot.addWidget(bar)
    assert (bar.label_for("morph"), bar.label_for("unmorph")) == (face_down, face_up)


def test_the_battle_phase_buttons_are_all_spanish(qtbot: QtBot) -> None:
    """The Spanish window names Yu-Gi-Oh!'s Battle Phase as its rulebook does ("Fase de Batalla",
    YGO PhasesDelJuego), like its phase strip, never half in English."""
    from desktop.i18n import install

    install("es")
    bar = PromptBar("es", load_layout("ygo").words)
    qtbot.addWidget(bar)
    battle = _observation("ygo", "batalla")
    assert bar.label_for("battle") == "Ir a la Fase de Batalla"
    assert bar.label_for("end", battle) == "Terminar la Fase de Batalla"


def test_done_shows_disabled_where_the_game_asks_for_attackers_first(qtbot: QtBot) -> None:
    for game, kind in (("mtg", "atacantes"), ("six", "ataque"), ("myl", "ataque")):
        bar = _bar(qtbot, game)
        bar.show_prompt(_observation(game, kind), [Gesture(button="pass")], False)
        assert "done" in bar.buttons and not bar.buttons["done"].isEnabled()
    bar = _bar(qtbot, "eliria")
    bar.show_prompt(_observation("eliria", "ataque"), [Gesture(button="pass")], False)
    assert "done" not in bar.buttons


def test_passing_that_loses_says_so_and_space_does_not_give_it(qtbot: QtBot) -> None:
    """Eliria 7.b, declared as ``[words.losing_pass]``: the power phase with no combat card loses,
    and the button says so in the game's words, in the window's language."""
    observation = _observation("eliria", "movimiento")  # before the first turn: no card in play
    for lang, words in (("en", "To the power phase: you lose, no combat card is in play (Eliria 7.b)"),
                        ("es", "A la fase de poder: pierdes, no tienes cartas de combate en juego (Eliria 7.b)")):
        bar = PromptBar(lang, load_layout("eliria").words)
        qtbot.addWidget(bar)
        bar.show_prompt(observation, [Gesture(button="pass")], False)
        assert bar.buttons["pass"].text() == words
        assert bar.primary() is None


def test_the_losing_pass_is_worded_by_the_layout_not_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Another game declaring a losing pass gives its own words: the window keeps none of them."""
    text = layout_path("eliria").read_text(encoding="utf-8")
    start = text.index("label = ", text.index("[words.losing_pass]"))
    end = text.index("\n", text.index("label_en = ", start))
    path = tmp_path / "layout.toml"
    path.write_text(text[:start] + 'label = "Pasar: pierdes"\nlabel_en = "Passing loses"' + text[end:], encoding="utf-8")
    bar = PromptBar("en", load_layout("eliria", path).words)
    qtbot.addWidget(bar)
    bar.show_prompt(_observation("eliria", "movimiento"), [Gesture(button="pass")], False)
    assert bar.buttons["pass"].text() == "Passing loses"


@pytest.mark.parametrize(("table", "line", "problem"), [
    ('play = "landd"', 3, "'landd' is not one of"),
    ('colour = "red"', 3, "unknown key"),
    ('at_once = "play"', 3, "needs a list"),
    ('[words.pass]\n"*" = "skip"', 4, "'skip' is not one of"),
    ('[words.losing_pass]\nprompt = "x"', 3, "needs prompt, empty, label and label_en"),
    ('[words.losing_pass]\nprompt = "x"\nempty = "y"', 3, "needs prompt, empty, label and label_en"),
])
def test_a_layout_asking_for_unknown_words_is_refused_at_its_line(tmp_path: Path, table: str, line: int, problem: str) -> None:
    path = tmp_path / "layout.toml"
    path.write_text(f'[table]\nbackground = "#000000"\n{table}\n' if table.startswith("[")
                    else f'[table]\n[words]\n{table}\n', encoding="utf-8")
    with pytest.raises(LoadError) as error:
        load_layout("mtg", path)
    assert error.value.line == line and problem in error.value.problem.en
