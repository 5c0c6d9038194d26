"""Windows closed by the tests before them are really gone before the interface language changes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


def delete_closed_widgets() -> None:
    """Delete now the widgets pytest-qt closed and left to ``deleteLater``: outside an event loop
    Qt keeps them until the next one runs, and a language switch (``desktop.i18n.install``) first
    makes each of them say everything again (a closed main window rebuilds its whole table)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
