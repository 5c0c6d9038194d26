"""Files handed to Tapete by the desktop (double-click, "Open with", ``tapete FILE…``): saved
games open on the table, deck files in a deck editor of their game."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox

from desktop.file_reader import FileReader
from engine.core.game import game_names
from engine.formats.decks import parse_deck_file
from engine.formats.records import DeckList

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

SAVED_GAME_SUFFIX = ".json"


def open_path(window: "MainWindow", path: str | Path) -> None:
    """Open ``path`` in ``window``: a save on the table, a deck in a deck editor of its game. The
    file is read off the GUI thread; one that cannot be opened is explained."""
    path = Path(path)
    if path.suffix.lower() == SAVED_GAME_SUFFIX:
        window.games.load_game(path)
        return
    files: FileReader = window.files
    files.read(partial(parse_deck_file, str(path)), partial(_edit, window, path), partial(_cannot_open, window))


def _edit(window: "MainWindow", path: Path, decklist: object) -> None:
    """A deck editor of the deck's game, reading the file; a game Tapete does not play is explained."""
    assert isinstance(decklist, DeckList)
    if decklist.game not in game_names():
        text = QCoreApplication.translate("OpenFiles", "%1 is a deck of a game Tapete does not play yet.")
        _cannot_open(window, text.replace("%1", path.name))
        return
    editor = window.collection.edit_deck(decklist.game)
    if editor is not None:
        editor.load_file(str(path))


def _cannot_open(window: "MainWindow", problem: object) -> None:
    QMessageBox.warning(window, QCoreApplication.translate("OpenFiles", "Cannot open the file"), str(problem))


class FileOpenFilter(QObject):
    """macOS hands files to a running app as ``QFileOpenEvent``s rather than arguments."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            open_path(self.window, event.file())
            return True
        return False
