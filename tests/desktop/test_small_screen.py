"""A 1280 × 720 screen: the window fits it whatever tabs are open, the deck editor's controls
are whole inside the window (none pushed past its right edge or clipped by its parent), and the
table's zones all lie inside the table view."""

from __future__ import annotations

from typing import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QComboBox, QApplication, QLabel, QLineEdit, QWidget

from desktop import i18n
from desktop.collection.deck_editor import DeckEditor
from desktop.main_window import MainWindow
from desktop.session import GOLDFISH, HUMAN, Seat
from engine.core import game_names
from tests.desktop.test_table_seats import midgame

SMALL = (1280, 720)


@pytest.fixture
def language(qapp, request: pytest.FixtureRequest) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The interface in the test's language, then English again, as the other tests leave it."""
    i18n.install(request.param)
    yield request.param


def _window(qtbot, lang: str) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(lang)
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    assert window.store is not None
    assert window.store.wait()
    return window


def _editor(qtbot, window: MainWindow) -> DeckEditor:  # type: ignore[no-untyped-def]
    editor = window.collection.edit_deck("mtg")
    assert editor is not None
    qtbot.waitExposed(editor)
    QApplication.sendPostedEvents()  # the layouts take the editor's minimum size
    window.resize(*SMALL)  # as small as the window's minimum size lets it be
    qtbot.waitUntil(lambda: editor.width() > 0)
    return editor


def _clipped(widget: QWidget, window: MainWindow) -> str | None:
    """Why ``widget`` is not whole in ``window`` (outside it, or cut by a parent), else None."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if not window.rect().contains(rect):
        return f"at {rect.getRect()}, outside the window {window.rect().getRect()}"
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        shown = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
        if not shown.contains(rect):
            return f"at {rect.getRect()}, cut by {type(parent).__name__} at {shown.getRect()}"
        parent = parent.parentWidget()
    return None


@pytest.mark.parametrize("language", ["es", "en"], indirect=True)
def test_the_deck_editor_fits_a_1280_by_720_window(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    lang = language
    window = _window(qtbot, lang)
    editor = _editor(qtbot, window)
    assert (window.width(), window.height()) == SMALL, f"the window is {window.width()} × {window.height()}"
    controls = [w for w in editor.findChildren(QWidget)
                if isinstance(w, (QAbstractButton, QComboBox, QLineEdit, QLabel)) and w.isVisible()]
    assert {editor.target, editor.pictures.list_button, editor.buttons[-1]} <= set(controls)
    clipped = {(type(w).__name__, getattr(w, "text", lambda: "")()): why for w in controls if (why := _clipped(w, window))}
    assert not clipped, f"{lang}: {clipped}"
    editor.name.setText("Guardia del Bosque de Kaldheim")  # a deck's name is read whole (it was cut at 87 px)
    needed = editor.name.fontMetrics().horizontalAdvance(editor.name.text()) + 2 * editor.name.style().pixelMetric(
        editor.name.style().PixelMetric.PM_DefaultFrameWidth) + 8
    assert editor.name.width() >= needed, f"{lang}: the name field is {editor.name.width()} px, its name needs {needed}"


@pytest.mark.parametrize("language", ["es", "en"], indirect=True)
@pytest.mark.parametrize("game", game_names())
def test_every_zone_of_the_table_shows_at_1280_by_720_beside_a_deck_editor(qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, language)
    _editor(qtbot, window)  # an editor tab open must not widen the window the table shares
    window.games.open_session(midgame(game), (Seat(HUMAN), Seat(GOLDFISH)), 1)
    assert window.table is not None
    view = window.table.view
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().width() > 0)
    assert (window.width(), window.height()) == SMALL, f"the window is {window.width()} × {window.height()}"
    assert _clipped(view, window) is None
    scene = window.table.scene
    assert scene is not None
    viewport = view.viewport().rect().adjusted(-1, -1, 1, 1)
    assert scene.zones
    for key, zone in scene.zones.items():
        shown = view.mapFromScene(zone.sceneBoundingRect()).boundingRect()
        assert viewport.contains(shown), f"{game}: zone {key} at {shown.getRect()} outside {viewport.getRect()}"
