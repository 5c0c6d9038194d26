"""The game log (actions in notation, events, refusals with their rule) and the chat box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
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


class ChatBox(QWidget):
    """Messages between players (local for now; the LAN sends them to the other side)."""

    message_sent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = QPlainTextEdit()
        self.history.setReadOnly(True)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(self.tr("Write a message…"))
        self.entry.returnPressed.connect(self._send)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.history)
        column.addWidget(self.entry)

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.history.appendPlainText(f"{self.tr('You')}: {text}")
            self.message_sent.emit(text)
        self.entry.clear()
