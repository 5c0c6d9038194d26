"""The deck lines no catalogue card matches: listed with the rules the deck breaks, each with the
closest names, and a menu on each that makes it one of them or removes it. Nothing is dropped
unless the player says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QListWidgetItem, QMenu

from desktop.collection.deck_files import Unknown

if TYPE_CHECKING:
    from desktop.collection.deck_editor import DeckEditor


class UnknownLines(QObject):
    """The editor's unknown lines (``deck.unknown``), each with its section and closest names
    (``closest``, in the same order)."""

    def __init__(self, editor: "DeckEditor") -> None:
        super().__init__(editor)
        self.editor = editor
        self.closest: list[Unknown] = [("main", []) for _ in editor.deck.unknown]

    def suggested(self, result: object) -> None:
        """The closest names, found off the GUI thread (``deck_files.suggest_for``)."""
        assert isinstance(result, list)
        if len(result) == len(self.editor.deck.unknown):
            self.closest = [(section, names) for (section, _), names in zip(self.closest, result)]
            self.editor.refresh()

    def items(self) -> list[QListWidgetItem]:
        """One line of the problems list for each unknown line, its names offered."""
        items = []
        for index, line in enumerate(self.editor.deck.unknown):
            closest = self.closest[index][1] if index < len(self.closest) else []
            text = self.tr("line %1: unknown card «%2»").replace("%1", str(line.line or "—")).replace("%2", line.name or line.code)
            if closest:
                text += self.tr(" — did you mean %1? (click to choose)").replace("%1", ", ".join(closest[:3]))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, index)
            items.append(item)
        return items

    def clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            problems = self.editor.problems
            self.menu(index).popup(problems.viewport().mapToGlobal(problems.visualItemRect(item).center()))

    def menu(self, index: int) -> QMenu:
        """What an unknown line may become: one of the closest names, or nothing."""
        menu = QMenu(self.editor)
        for name in self.closest[index][1]:
            menu.addAction(self.tr("Use «%1»").replace("%1", name)).triggered.connect(
                lambda _=False, n=name: self.use_name(index, n))
        if menu.isEmpty():
            menu.addAction(self.tr("No card has a similar name")).setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.tr("Remove the line")).triggered.connect(lambda: self.drop(index))
        return menu

    def use_name(self, index: int, name: str) -> bool:
        """The unknown line at ``index`` becomes ``name``'s card, its copies in its section."""
        editor = self.editor
        card = editor.service.read.find_printing(editor.game, name=name)
        if card is None or not 0 <= index < len(editor.deck.unknown):
            return False
        line = editor.deck.unknown.pop(index)
        section, _ = self.closest.pop(index)
        editor.add(card, section, line.count)
        return True

    def drop(self, index: int) -> None:
        del self.editor.deck.unknown[index]
        del self.closest[index]
        self.editor.refresh()
        self.editor.touch()
