"""Visible stops, as Forge and XMage have them (issue 21): the phase strip lists Magic's steps in
my turn's row and the opponents', lights where the game is, and a click sets a stop of that row;
F6 passes until it (an opponent's end step, not mine); the stops are kept in the store's
settings and come back in the next window."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.main_window import MainWindow
from desktop.passing import load_stops
from desktop.session import GOLDFISH, HUMAN, Seat
from desktop.store_service import StoreService
from desktop.table.layout import load_layout
from engine.core import get_game
from engine.core.state import State
from tests.desktop.clicks import key, settled
from tests.helpers import scenario_state

MTG_MAIN = """[scenario]
game = "mtg"
[setup]
turn = 2
[setup.P1]
hand = ["Bosque", "Bosque", "Bosque"]
library = 30
[setup.P2]
library = 30
"""

STEPS_ES = ["Mantenimiento", "Robar", "Principal 1", "Inicio del combate", "Atacantes", "Bloqueadoras", "Daño",
            "Fin del combate", "Principal 2", "Paso final"]


@pytest.fixture(autouse=True)
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    from desktop.i18n import install

    install("es")
    yield


@pytest.fixture(autouse=True)
def forget_only_at_stops() -> Iterator[None]:
    """Qt keeps one settings file per run: the passing modes a test changes come back after it."""
    from PySide6.QtCore import QSettings

    yield
    for key in ("only_at_stops", "auto_pass"):
        QSettings("Tapete", "Tapete").remove(key)


@pytest.fixture
def store(qapp, tmp_path: Path) -> Iterator[StoreService]:  # type: ignore[no-untyped-def]
    service = StoreService(tmp_path / "store.sqlite")
    yield service
    service.close()


def _window(qtbot, store: StoreService, state: State) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow("es", store=store)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    window.games.open_session(state, (Seat(HUMAN), Seat(GOLDFISH)), 1)
    qtbot.waitUntil(lambda: settled(window), timeout=3000)
    return window


def _chip_texts(window: MainWindow, whose: str) -> list[str]:
    strip = window.table.phase_bar
    chips = [chip for key, chip in strip.labels.items() if key.startswith(whose + ":")]
    return [chip.text() for chip in sorted(chips, key=lambda c: c.x())]


def test_the_strip_shows_magics_steps_for_both_turns_and_where_the_game_is(qtbot, tmp_path: Path, store: StoreService) -> None:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", MTG_MAIN)
    window = _window(qtbot, store, state)
    assert _chip_texts(window, "mine") == STEPS_ES
    assert _chip_texts(window, "theirs") == STEPS_ES
    strip = window.table.phase_bar
    assert all(chip.isVisible() for chip in strip.labels.values())
    assert state.turn_player == 0 and state.phase == "principal1"
    assert strip.current == "mine:principal1"  # lit in my row
    assert "Turno 2" in strip.turn.text() and "Principal 1" in strip.turn.text()


def test_f6_passes_to_the_opponents_end_step_through_mine(qtbot, tmp_path: Path, store: StoreService) -> None:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", MTG_MAIN)
    window = _window(qtbot, store, state)
    session = window.session
    assert session is not None
    window.table.phase_bar.auto_pass.setChecked(False)  # every pass is the player's (or F6's)
    assert not session.auto_pass
    QTest.mouseClick(window.table.phase_bar.labels["theirs:final"], Qt.MouseButton.LeftButton)
    assert session.stops == frozenset({"theirs:final"})
    start = len(state.history)
    key(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: session.passing is None, timeout=60_000)  # an upper bound, for a loaded machine
    # my own end step (turn 2) was passed; the opponent's (turn 3) is where it stopped
    assert (state.turn, state.turn_player, state.step, state.current_player()) == (3, 1, "final", 0)
    assert any(a.player == 0 and a.kind == "pass" for a in state.history[start:])
    assert window.table.phase_bar.current == "theirs:final"
    assert "#c0392b" in window.table.phase_bar.labels["theirs:final"].styleSheet()  # lit, and drawn as a stop
    assert "#c0392b" not in window.table.phase_bar.labels["mine:final"].styleSheet()


def test_stops_are_kept_in_the_store_for_the_next_window(qtbot, tmp_path: Path, store: StoreService) -> None:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", MTG_MAIN)
    window = _window(qtbot, store, state)
    QTest.mouseClick(window.table.phase_bar.labels["mine:atacantes"], Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.table.phase_bar.labels["theirs:final"], Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.table.phase_bar.labels["theirs:final"], Qt.MouseButton.LeftButton)  # set, then cleared
    QTest.mouseClick(window.table.phase_bar.labels["theirs:bloqueadores"], Qt.MouseButton.LeftButton)
    assert store.wait()
    assert load_stops(store.read.conn, "mtg") == frozenset({"mine:atacantes", "theirs:bloqueadores"})
    window.session.stop()  # type: ignore[union-attr]
    again = _window(qtbot, store, scenario_state(tmp_path / "t.toml", MTG_MAIN))
    assert again.session is not None and again.session.stops == frozenset({"mine:atacantes", "theirs:bloqueadores"})
    assert again.table.phase_bar.is_stop("mine:atacantes") and not again.table.phase_bar.is_stop("theirs:atacantes")


def test_only_at_my_stops_passes_priority_elsewhere_as_forge_does(qtbot, tmp_path: Path, store: StoreService) -> None:  # type: ignore[no-untyped-def]
    """With an instant in hand, a Magic player is asked at every step; 'Only at my stops' passes
    priority on an empty stack wherever no stop is set, but never in the player's own main phases."""
    state = scenario_state(tmp_path / "s.toml", """[scenario]
game = "mtg"
[setup]
turn = 2
[setup.P1]
hand = ["Chispa Ígnea"]
battlefield = ["Montaña"]
library = 30
[setup.P2]
library = 30
""")
    window = _window(qtbot, store, state)
    session = window.session
    assert session is not None and window.table.phase_bar.only_at_stops is not None
    QTest.mouseClick(window.table.phase_bar.only_at_stops, Qt.MouseButton.LeftButton,
                     pos=window.table.phase_bar.only_at_stops.rect().center() - window.table.phase_bar.only_at_stops.rect().center() / 2)
    assert session.only_at_stops
    QTest.mouseClick(window.table.phase_bar.labels["theirs:final"], Qt.MouseButton.LeftButton)
    assert (state.turn, state.phase, state.current_player()) == (2, "principal1", 0)
    key(window, Qt.Key.Key_Space)  # pass in main 1: the next question is main 2, not the beginning of combat
    qtbot.waitUntil(lambda: state.current_player() == 0 and state.phase == "principal2", timeout=60_000)  # an upper bound, for a loaded machine
    assert state.turn == 2
    key(window, Qt.Key.Key_Space)  # my end step and the opponent's turn pass, up to its end step (a stop)
    qtbot.waitUntil(lambda: state.current_player() == 0 and state.turn == 3 and state.step == "final", timeout=60_000)  # an upper bound, for a loaded machine
    passes = [a for a in state.history if a.player == 0 and a.kind == "pass"]
    assert len(passes) > 4 and all(a.kind == "pass" for a in state.history if a.player == 0)


@pytest.mark.parametrize("game", ["six", "mtg", "ygo", "myl", "eliria"])
def test_each_game_declares_its_priority_questions(game: str) -> None:
    """The questions passing may answer are the game's own (``Game.priority_prompts``): prompt kinds
    its table names, so a new game brings its own and the window learns nothing per game."""
    declared = type(get_game(game)).priority_prompts
    assert declared and declared <= set(load_layout(game).prompts)
