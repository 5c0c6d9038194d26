"""The game log (actions in notation, events, refusals with their rule) and the chat box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from engine.core.actions import Event


def describe_event(event: Event) -> str | None:
    """A short line for the log, or ``None`` for events the log leaves out."""
    tr = QCoreApplication.translate
    name = event.name or tr("Log", "a hidden card")
    who = f"P{event.player + 1}" if event.player is not None else ""
    manual = " " + tr("Log", "(manual)") if event.manual else ""
    if event.kind in ("move", "play", "invoke", "draw", "destroy", "return", "send", "discard", "disintegrate", "mill",
                      "search", "replace", "sacrifice", "resolve", "activate", "mulligan", "attack", "block", "equip"):
        return f"  {who} {event.kind}: {name} → {event.dst or ''}{manual}"
    if event.kind == "damage":
        return f"  {name}: -{event.amount}"
    if event.kind == "lives":
        return f"  {who}: {event.amount:+d} " + tr("Log", "lives")
    if event.kind == "chain_add":
        return "  " + tr("Log", "Link %1: %2").replace("%1", str(event.amount)).replace("%2", name)
    if event.kind == "phase":
        return f"— {tr('Log', 'Turn')} {event.amount} · {event.text}"
    if event.kind == "game_over":
        return f"★ {event.text}"
    if event.kind in ("counter", "rotate", "flip") and event.manual:
        return f"  {who} {event.kind}: {name}{manual}"
    return None


class LogView(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)

    def add(self, line: str) -> None:
        self.appendPlainText(line)

    def add_events(self, events: list[Event]) -> None:
        for event in events:
            line = describe_event(event)
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
