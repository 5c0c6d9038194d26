"""The end of a best of three as a player meets it (issue 21): the result dialog shows the match's
score with the players' names and the duel's number, offers the next duel while the match goes
on, then says who won the match; a rematch of a finished match is a new best of three."""

from __future__ import annotations

from typing import Iterator

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from desktop.dialogs.game_over import GameOverDialog
from desktop.dialogs.new_game import NewGameSettings
from desktop.main_window import MainWindow
from desktop.session import GameSession
from engine.core.game import get_game
from tests.desktop.tables import shown_window


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    from desktop.i18n import install

    install("en")
    yield


def _conceded(qtbot, window: MainWindow) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """P1 concedes the duel on the table: the result dialog's texts by name."""
    session = window.session
    assert isinstance(session, GameSession)
    session.perform_text("concede")
    qtbot.waitUntil(lambda: (d := window.findChild(GameOverDialog)) is not None and d.isVisible())
    dialog = window.findChild(GameOverDialog)
    return {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.objectName()}


def _press(window: MainWindow, name: str) -> None:
    dialog = window.findChild(GameOverDialog)
    button = dialog.findChild(QPushButton, name)
    assert button is not None, f"no {name} button"
    button.click()
    dialog.deleteLater()


def test_a_best_of_three_shows_its_score_and_its_winner(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)  # I start the next duel
    window = shown_window(qtbot)
    window.games.start(NewGameSettings("six", get_game("six").demo_pair(), "bot", "random", 7, True))
    assert window.tabs.tabText(0) == "Souls in Xtinction · best of three, duel 1 (0–0)"
    first = _conceded(qtbot, window)
    assert first["headline"] == "You lose"
    assert "Best of three · duel 1: Human (P1) 0 – 1 Bot (P2)" in first["score"]
    assert "Two wins take the match" in first["score"]
    assert "turns" in first["length"]
    _press(window, "next")  # the next duel of the match
    qtbot.waitUntil(lambda: window.findChild(GameOverDialog) is None)
    assert window.games.match is not None and len(window.games.match.results) == 1 and not window.session.state.is_terminal()
    assert window.tabs.tabText(0).endswith("duel 2 (0–1)")
    second = _conceded(qtbot, window)
    assert second["headline"] == "You lose the match"
    assert "Best of three · duel 2: Human (P1) 0 – 2 Bot (P2)" in second["score"]
    assert "Duel 2: You lose" in second["score"]
    _press(window, "rematch")  # a new match, not a single duel
    assert window.games.match is not None and window.games.match.results == [] and not window.games.match.over
    assert isinstance(window.session, GameSession) and not window.session.state.is_terminal()


def test_concede_asks_first(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    window.games.start_demo("myl")
    session = window.session
    assert isinstance(session, GameSession)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.No)
    window.table.concede()  # Game → Concede, then No
    assert asked and "Concede" in asked[0] and not session.state.is_terminal()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    window.table.concede()
    assert session.state.is_terminal() and session.state.outcome is not None and session.state.outcome.winner == 1
