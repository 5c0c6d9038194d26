"""What leaves the deck editor: the deck as a file of any format, the list of the cards the
collection lacks (a shopping or proxy list), and the proxy print dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from desktop import file_filters, i18n
from engine.core.errors import TapeteError
from engine.core.textfiles import write_text_atomic
from engine.formats.decks import format_for_path, write_deck
from engine.formats.records import DeckLine, DeckList

if TYPE_CHECKING:
    from desktop.collection.deck_editor import DeckEditor


class DeckExports(QObject):
    """The editor's exports; each asks for a file when given none (``False``: nothing written)."""

    def __init__(self, editor: "DeckEditor") -> None:
        super().__init__(editor)
        self.editor = editor

    def export_file(self, path: str | None = None, fmt: str | None = None) -> bool:
        """The deck as it is now, in ``fmt`` (by default the format the file's name says)."""
        editor = self.editor
        if path is None:
            path, _ = QFileDialog.getSaveFileName(editor, self.tr("Export the deck"), "", file_filters.deck_exports())
            if not path:
                return False
        fmt = fmt or format_for_path(path) or "tapete"
        deck = editor.current()
        lines = {section: [DeckLine(n, c.name, c.set_code, c.number) for n, c in entries] for section, entries in deck.sections.items()}
        try:
            text = write_deck(DeckList(deck.name, editor.game, lines), fmt)
        except TapeteError as exc:
            QMessageBox.warning(editor, self.tr("Cannot export the deck"), exc.message(i18n.current()))
            return False
        write_text_atomic(path, text)
        return True

    def export_missing_list(self, path: str | None = None) -> bool:
        """The cards the collection lacks as "N Name (SET)" lines: a shopping or proxy list."""
        editor = self.editor
        if editor.deck_id is None:
            QMessageBox.information(editor, self.tr("Missing cards"), self.tr("Save the deck first."))
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(editor, self.tr("Export the missing cards"), "", file_filters.text_files())
            if not path:
                return False
        others = editor.count_other_decks.isChecked()
        write_text_atomic(path, editor.service.read.shopping_list(editor.deck_id, count_other_decks=others))
        return True

    def print_proxies(self) -> QWidget:
        """The print dialog for this deck as it is now (saved or not)."""
        from desktop.dialogs.proxies import ProxyDialog
        from engine.formats.decks.reference import owned_copies

        editor = self.editor
        dialog = ProxyDialog(editor.current(), lambda: owned_copies(editor.service.read, editor.game), editor,
                             editor.images.library)
        dialog.show()
        return dialog
