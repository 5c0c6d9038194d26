"""Files handed to Tapete by the desktop (double-click, "Open with", ``tapete FILE…``): saved
games open on the table, deck files in a deck editor of their game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox

from engine.core.errors import LoadError, TapeteError
from engine.core.game import game_names
from engine.formats.decks import parse_deck_file

SAVED_GAME_SUFFIX = ".json"


def open_path(window: QMainWindow, path: str | Path) -> bool:
    """Open ``path`` in ``window`` (a ``MainWindow``); a file that cannot be opened is explained."""
    path = Path(path)
    if path.suffix.lower() == SAVED_GAME_SUFFIX:
        return bool(window.load_game(path))  # type: ignore[attr-defined]
    try:
        decklist = parse_deck_file(str(path))
    except (LoadError, TapeteError, OSError) as exc:
        QMessageBox.warning(window, QCoreApplication.translate("OpenFiles", "Cannot open the file"), str(exc))
        return False
    game = decklist.game
    if game not in game_names():
        text = QCoreApplication.translate("OpenFiles", "%1 is a deck of a game Tapete does not play yet.")
        QMessageBox.warning(window, QCoreApplication.translate("OpenFiles", "Cannot open the file"),
                            text.replace("%1", path.name))
        return False
    editor = window.edit_deck(game)  # type: ignore[attr-defined]
    return editor is not None and bool(editor.load_file(str(path)))


class FileOpenFilter(QObject):
    """macOS hands files to a running app as ``QFileOpenEvent``s rather than arguments."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            open_path(self.window, event.file())
            return True
        return False
