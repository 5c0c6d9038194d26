"""The game log (actions and events in words, refusals with their rule) and the chat box."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from desktop.widgets.log_words import LogWords
from engine.core.actions import Event


class LogView(QPlainTextEdit):
    """The log of one game; ``words`` say its events in the window's language."""

    def __init__(self, words: LogWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)

    def add(self, line: str) -> None:
        self.appendPlainText(line)

    def add_events(self, events: list[Event]) -> None:
        for event in events:
            line = self.words.event(event)
            if line:
                self.appendPlainText(line)


class TextEntry(QLineEdit):
    """A line to type in at the table: the keys typed here are text, never the table's shortcuts
    (Space passes, C declares combat, Return acts… everywhere else)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
            if plain and (event.text().isprintable() and event.text() or event.key() in _EDITING_KEYS):
                event.accept()  # the line takes the key: no window shortcut fires
                return True
        return super().event(event)


_EDITING_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Left,
                 Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End}


class ChatBox(QWidget):
    """Messages between players. At a local table a message is shown as it is sent; over the
    LAN (``local_echo`` off) it is shown when the room sends it back to everyone, once."""

    message_sent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.local_echo = True
        self.history = QPlainTextEdit()
        self.history.setReadOnly(True)
        self.entry = TextEntry()
        self.entry.setObjectName("chat-entry")
        self.entry.setPlaceholderText(self.tr("Write a message…"))
        self.entry.returnPressed.connect(self._send)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.history)
        column.addWidget(self.entry)

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            if self.local_echo:
                self.history.appendPlainText(f"{self.tr('You')}: {text}")
            self.message_sent.emit(text)
        self.entry.clear()
