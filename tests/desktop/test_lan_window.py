"""The LAN window as a player meets it: the host is told where to be joined, a refused move
keeps the question open, chat sends on Return and shows a message once, a first join is a
join (not a return)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from desktop.dialogs.lan_lobby import LanLobbyDialog
from desktop.main_window import MainWindow
from desktop.net_session import NetLoop, NetworkSession
from engine.core.actions import Action
from engine.core.game import get_game
from engine.net.autoplay import play_randomly
from engine.net.client import Client


def _hosted(qtbot, monkeypatch, tmp_path: Path) -> tuple[MainWindow, NetworkSession]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    window = MainWindow("en", store=None)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    lobby = LanLobbyDialog(window, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData("six"))
    choice = lobby.choice()
    assert choice is not None
    choice.port = 0
    assert window.lan.start_lan(choice)
    session = window.session
    assert isinstance(session, NetworkSession) and session.host is not None
    return window, session


def test_the_lan_window_as_a_player_meets_it(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)  # closing leaves the room
    window, session = _hosted(qtbot, monkeypatch, tmp_path)
    host = session.host
    waiting = window.table.prompt_bar.text.text()
    assert f":{host.port}" in waiting and "Waiting for a player" in waiting  # not a blank table
    net = NetLoop.shared()
    remote = Client("six", "Bea", deck=get_game("six").demo_pair()[1].to_codes())
    net.run(remote.connect("127.0.0.1", host.port))
    bot = net.submit(play_randomly(remote, "remote", timeout=60))  # Bea answers when it is her turn to
    qtbot.waitUntil(lambda: "Bea joined the room" in window.table.log.toPlainText(), timeout=15000)
    assert "Bea is back" not in window.table.log.toPlainText()
    # chat: Return sends, the keys typed are text (no shortcut fires), the message shows once
    window.table.chat.entry.setFocus()
    QTest.keyClicks(window.table.chat.entry, "c 1")
    QTest.keyClick(window.table.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "c 1" in window.table.chat.history.toPlainText(), timeout=15000)
    qtbot.wait(300)
    assert window.table.chat.history.toPlainText().count("c 1") == 1
    # a refused move: the question stays open, its answers and highlights with it
    qtbot.waitUntil(lambda: session.human_to_act(), timeout=15000)
    legal = session.legal_actions()
    wrong = Action("play", session.viewer, (max(c.id for z in session.observation().zones for c in z.cards),))
    assert wrong not in legal
    session.perform(wrong)
    qtbot.waitUntil(lambda: "✗" in window.table.log.toPlainText(), timeout=15000)
    assert session.legal_actions() == legal
    assert window.table.prompt_bar.buttons, "the prompt bar lost its buttons after a refusal"
    session.perform_text("concede")
    bot.result(60)
    net.run(remote.close())
    session.stop()
