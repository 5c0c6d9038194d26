"""LAN play in the window: the lobby, opening a room (hosting, joining, coming back), and what
only a LAN duel has beside its table — the chat, the opponent asking to undo, the verdict on the
shuffles, the room's score. The LAN modules load only once LAN is used."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from engine.core.errors import TapeteError, text_of

if TYPE_CHECKING:
    from desktop.main_window import MainWindow
    from desktop.net_session import LanChoice, NetworkSession


class LanPlay(QObject):
    """The LAN games of ``window``."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.main = window

    @staticmethod
    def unfinished_games() -> bool:
        """Whether a crashed window left the seat file of a LAN match (``desktop.net_session``)."""
        from engine.net.seatfile import seats_dir

        folder = seats_dir()
        return folder.is_dir() and any(folder.glob("*.json"))

    def session(self) -> "NetworkSession | None":
        """The window's session when it is a LAN one."""
        module = sys.modules.get("desktop.net_session")
        session = self.main.session
        return session if module is not None and isinstance(session, module.NetworkSession) else None

    def lan_game(self) -> None:
        """The lobby: join a room found on the network (or by address), or host one."""
        from desktop.dialogs.lan_lobby import LanLobbyDialog
        from desktop.net_session import NetLoop

        if not self.main.leave_game(replaces_kept=False):
            return
        store = self.main.store
        dialog = LanLobbyDialog(self.main, NetLoop.shared(), store=store.read if store is not None else None)
        if dialog.exec() and (choice := dialog.choice()) is not None:
            self.start_lan(choice)

    def start_lan(self, choice: "LanChoice") -> bool:
        from desktop.net_session import NetLoop, open_lan_session
        from engine.net.client import JoinError

        try:
            session = open_lan_session(choice, NetLoop.shared())
        except (JoinError, OSError, TimeoutError, TapeteError) as exc:
            QMessageBox.warning(self.main, self.tr("LAN game"),
                                self.tr("Could not open the LAN game: %1").replace("%1", text_of(exc).get(self.main.lang)))
            return False
        self.open_lan(session)
        return True

    def open_lan(self, session: "NetworkSession") -> None:
        session.lang = self.main.lang
        self.main.games.match = None
        names = tuple(session.client.seats) or (self.tr("Human"), self.tr("Human"))
        table = self.main.show_table(session, session.game, names)
        table.chat.local_echo = False  # the room sends every message back to everyone, ours too
        table.chat.message_sent.connect(session.say)
        if (waiting := session.waiting_text()) is not None:  # a room this window hosts, still empty
            table.prompt_bar.text.setText(waiting)
            table.log.add(waiting)
        session.chat_received.connect(self._chat_received)
        session.undo_requested.connect(self._undo_requested)
        session.verdict.connect(self._verdict)

    def match_result(self) -> tuple[tuple[int, ...], int, bool, Any]:
        """The room's word on the duel just over: the score, the duel's number, whether the
        match is over and its winner (a single duel: no score, over)."""
        lan = self.session()
        if lan is None or lan.result is None or lan.best_of <= 1:
            return (), 0, True, None
        said = lan.result
        score = tuple(w for w in said.get("wins") or () if isinstance(w, int))
        duel = said["duel"] if isinstance(said.get("duel"), int) else 0
        return score, duel, bool(said.get("match_over")), said.get("match_winner")

    def _chat_received(self, name: str, text: str) -> None:
        if self.main.table is not None:
            self.main.table.chat.history.appendPlainText(f"{name}: {text}")

    def _undo_requested(self, seat: int) -> None:
        if (lan := self.session()) is not None:
            answer = QMessageBox.question(self.main, self.tr("Undo"),
                                          self.tr("P%1 asks to undo their last action. Accept?").replace("%1", str(seat + 1)))
            lan.answer_undo(answer == QMessageBox.StandardButton.Yes)

    def _verdict(self, fair: bool, text: str) -> None:
        if not fair:
            QMessageBox.critical(self.main, self.tr("The shuffles do not match!"), text)
