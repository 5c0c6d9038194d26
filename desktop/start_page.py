"""The start page: the felt, the games and the ways in — a demo duel against the bot, a new
game — and what a previous run left to come back to (a kept game, decks being edited, a LAN
match that did not finish, cards to bring from other programs)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.autosave import peek
from desktop.collection.bring_work import has_own_cards
from engine.core.game import game_names, get_game

if TYPE_CHECKING:
    from desktop.main_window import MainWindow

_STYLE = (
    "#start { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, stop:0 #2e6b4d, stop:1 #153726); }"
    "#start QLabel { color: #f3ead2; }"
    "#start QPushButton { background: #f3ead2; color: #1d3b2c; border-radius: 10px; padding: 12px 28px;"
    " font-size: 15px; font-weight: bold; min-width: 360px; }"
    "#start QPushButton:hover { background: #ffe9a8; }"
    "#start QPushButton:focus { border: 3px solid #ffc83d; outline: none; }"
    "#start QPushButton#secondary { background: transparent; color: #f3ead2; border: 1px solid #f3ead2;"
    " font-weight: normal; }")


class StartPage(QWidget):
    """The first tab when no game is on the table; built anew each time it shows."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__()
        self.main = window
        self.setObjectName("start")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # a QWidget subclass paints its felt so
        self.setStyleSheet(_STYLE)
        outer = QVBoxLayout(self)
        outer.setSpacing(14)
        outer.addStretch(1)
        for text in ("<span style='font-size:44px; font-weight:bold; letter-spacing:6px'>TAPETE</span>",
                     self.tr("Your card games on the table: duel the bot, a friend, or yourself.")):
            heading = QLabel(text)
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            outer.addWidget(heading)
        outer.addSpacing(18)
        holder = QWidget()
        self.column = QVBoxLayout(holder)  # notes and buttons, the buttons as wide as the widest: one column
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(14)
        outer.addWidget(holder, 0, Qt.AlignmentFlag.AlignHCenter)
        self._kept_game()
        self._kept_drafts()
        if window.lan.unfinished_games():
            self._note(self.tr("A LAN game of yours did not finish."))
            self._button(self.tr("Go back to it…"), "lan-back", window.lan.lan_game)  # the lobby opens on the unfinished games
            self.column.addSpacing(18)
        for name in game_names():
            button = self._button(self.tr("Demo duel: %1").replace("%1", get_game(name).title), f"demo:{name}",
                                  lambda _=False, n=name: window.games.start_demo(n))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        store = window.store
        if store is not None and not store.closed and not has_own_cards(store.read):
            self._button(self.tr("Bring your cards from other programs…"), "secondary",
                         lambda: window.collection.bring_cards(), role="bring-cards")
        new = self._button(self.tr("New game…"), "secondary", window.games.new_game)
        new.setCursor(Qt.CursorShape.PointingHandCursor)
        outer.addStretch(2)
        first = self.findChild(QPushButton)
        if first is not None:  # the keyboard starts on the first button: Enter presses it, Tab moves on
            self.setFocusProxy(first)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown (the window opening, or the start page back in the first tab): the first button takes the
        keyboard, not the tab bar above it."""
        super().showEvent(event)
        QTimer.singleShot(0, self.setFocus)

    def _note(self, text: str) -> None:
        note = QLabel(text)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.column.addWidget(note)

    def _button(self, text: str, name: str, slot: Callable[..., object], role: str | None = None) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        if role is not None:
            button.setProperty("role", role)
        button.clicked.connect(slot)
        self.column.addWidget(button)
        return button

    def _kept_game(self) -> None:
        """The game the journal kept: resume it or discard it."""
        kept = peek(self.main.games.journal.path)
        if kept is None:
            return
        saved_at = time.strftime("%d/%m %H:%M", time.localtime(kept.saved_at))
        count = self.tr("1 action") if kept.actions == 1 else self.tr("%1 actions").replace("%1", str(kept.actions))
        self._note(self.tr("Your game of %1 was kept (%2, %3).").replace("%1", kept.title)
                   .replace("%2", count).replace("%3", saved_at))
        self._button(self.tr("Resume the game"), "resume", self.main.games.resume_kept_game)
        self._button(self.tr("Discard it"), "secondary", self.main.games.discard_kept_game, role="discard")
        self.column.addSpacing(18)

    def _kept_drafts(self) -> None:
        """Decks a previous run was editing with unsaved changes: open them again or discard them."""
        drafts = self.main.collection.kept_drafts()
        if not drafts:
            return
        self._note(self.tr("Decks you were editing were kept: %1.").replace(
            "%1", ", ".join(f"«{draft.decklist.name or self.tr('New deck')}»" for draft in drafts)))
        self._button(self.tr("Open them again"), "drafts-open", self.main.collection.reopen_drafts)
        self._button(self.tr("Discard them"), "secondary", self.main.collection.discard_drafts, role="drafts-discard")
        self.column.addSpacing(18)
