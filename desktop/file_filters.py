"""The file types the window's Open and Save dialogs offer, from what the engine reads and writes
(one home: a deck format added to the engine appears here by itself)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.formats.decks.detect import FORMATS


def _patterns(readable: bool) -> str:
    formats = [f for f in FORMATS.values() if f.extensions and f.name != "mtgo-draft"
               and (readable or f.write is not None)]
    return " ".join(sorted({f"*{ext}" for f in formats for ext in f.extensions}))


def _all_files() -> str:
    return QCoreApplication.translate("FileFilters", "All files (*)")


def deck_files() -> str:
    """Every deck file Tapete reads (the format is found from the content), then all files."""
    return QCoreApplication.translate("FileFilters", "Deck files (%1)").replace("%1", _patterns(True)) + ";;" + _all_files()


def deck_exports() -> str:
    """The deck files Tapete writes (the extension chooses the format), then all files."""
    return QCoreApplication.translate("FileFilters", "Deck files (%1)").replace("%1", _patterns(False)) + ";;" + _all_files()


def game_files() -> str:
    """Saved games and replays."""
    return QCoreApplication.translate("FileFilters", "Tapete games (*.json)") + ";;" + _all_files()


def csv_files() -> str:
    """Collection exports of other programs and Tapete's own."""
    return QCoreApplication.translate("FileFilters", "Collections (*.csv *.txt)") + ";;" + _all_files()


def text_files() -> str:
    return QCoreApplication.translate("FileFilters", "Text files (*.txt)") + ";;" + _all_files()


def pdf_files() -> str:
    return QCoreApplication.translate("FileFilters", "PDF files (*.pdf)") + ";;" + _all_files()
