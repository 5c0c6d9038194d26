"""The prompt bar names cards as their faces do in the window's language: an English window offers
"Set Lightning Warden", not the card data's Spanish "Guardiana Relámpago"."""

from __future__ import annotations

from desktop.widgets.prompt_bar import PromptBar
from engine.core.game import get_game
from engine.core.terms import card_name


def _observation():  # type: ignore[no-untyped-def]
    game = get_game("ygo")
    state = game.new_initial_state(list(game.demo_pair()), 11)
    return state.observation(0)


def test_an_english_window_names_the_cards_of_its_buttons_in_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    bar = PromptBar("en")
    qtbot.addWidget(bar)
    observation = _observation()
    english = card_name("ygo", "Guardiana Relámpago", "en")
    assert english != "Guardiana Relámpago"  # the demo card has an English face
    assert bar.label_for("set Guardiana Relámpago", observation) == f"Set {english}"
    assert bar.label_for("summon Guardiana Relámpago", observation) == f"Summon {english}"
    assert bar.label_for("target Guardiana Relámpago", observation) == f"Target {english}"


def test_a_spanish_window_keeps_the_spanish_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    bar = PromptBar("es")
    qtbot.addWidget(bar)
    assert "Guardiana Relámpago" in bar.label_for("set Guardiana Relámpago", _observation())
