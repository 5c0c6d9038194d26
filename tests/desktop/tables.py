"""Helpers for GUI tests that put a game on the table: a shown main window, a scenario's position."""

from __future__ import annotations

from desktop.main_window import MainWindow
from desktop.pixmaps import CardPixmaps
from desktop.session import GOLDFISH, HUMAN, Seat
from engine.core.state import State


def shown_window(qtbot, size: tuple[int, int] = (1500, 950)) -> MainWindow:  # type: ignore[no-untyped-def]
    """A main window in Spanish, shown at ``size`` and closed with the test."""
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def table_pixmaps(state: State) -> CardPixmaps:
    """Pictures of the cards ``state`` knows, as the window draws its table: the tokens made in
    play too, which no set of the game holds."""
    pixmaps = CardPixmaps()
    pixmaps.show_table(lambda: state)
    return pixmaps


def on_table(window: MainWindow, state: State) -> MainWindow:
    """``state`` opened in ``window``: the human plays P1, a goldfish P2."""
    window.games.open_session(state, (Seat(HUMAN), Seat(GOLDFISH)), 1)
    return window
