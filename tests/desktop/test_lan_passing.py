"""Passing until somewhere in a LAN duel (issue 21): F4 at a LAN seat passes priority to the end
of the turn as at a local table, from the seat's own observation, and sends the host nothing
but the passes the player could have clicked."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from desktop.dialogs.lan_lobby import LanLobbyDialog
from desktop.main_window import MainWindow
from desktop.net_session import NetLoop, NetworkSession
from engine.core.actions import Action
from engine.core.game import get_game
from engine.net.client import Client
from tests.desktop.clicks import key


@pytest.fixture(autouse=True)
def forget_auto_pass() -> Iterator[None]:
    """Qt keeps one settings file per run: the automatic passing this test turns off comes back."""
    yield
    QSettings("Tapete", "Tapete").remove("auto_pass")


async def _goldfish(client: Client) -> None:
    """The other seat keeps and passes whenever it can, until the match ends."""
    while await client.wait(lambda c: c.match_over or c.closed or c.my_turn(), 60):
        if client.match_over or client.closed:
            return
        legal = client.legal_actions()
        pick = next((a for kind in ("keep", "pass", "no", "done") for a in legal if a.kind == kind), legal[0])
        await client.act(pick)


def _keep_or_pass(session: NetworkSession) -> Action:
    legal = session.legal_actions()
    return next((a for kind in ("keep", "pass", "no", "done") for a in legal if a.kind == kind), legal[0])


def test_f4_passes_to_the_end_of_the_turn_in_a_lan_duel(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    window = MainWindow("en", store=None)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    lobby = LanLobbyDialog(window, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData("mtg"))
    choice = lobby.choice()
    assert choice is not None
    choice.port = 0
    assert window.lan.start_lan(choice)
    session = window.session
    assert isinstance(session, NetworkSession) and session.host is not None
    window.table.phase_bar.auto_pass.setChecked(False)  # every pass is the player's, or F4's
    sent: list[Action] = []
    real_perform = session.perform
    monkeypatch.setattr(session, "perform", lambda action: sent.append(action) or real_perform(action))
    net = NetLoop.shared()
    remote = Client("mtg", "Bea", deck=get_game("mtg").demo_pair()[1].to_codes())
    net.run(remote.connect("127.0.0.1", session.host.port))
    other = net.submit(_goldfish(remote))

    def asked(kind: str) -> bool:
        obs = session._observation
        return session.human_to_act() and obs is not None and obs.prompt is not None and obs.prompt.kind == kind

    while True:  # through the mulligans (kept) to my first priority
        qtbot.waitUntil(session.human_to_act, timeout=20000)
        if asked("prioridad"):
            break
        session.perform(_keep_or_pass(session))
    turn = session.observation().turn
    sent.clear()
    assert window.table.prompt_bar.pass_until.isVisible()
    key(window, Qt.Key.Key_F4)
    assert session.passing is not None and session.passing.mode == "turn"
    qtbot.waitUntil(lambda: session.passing is None, timeout=30000)
    observation = session.observation()
    assert observation.turn == turn + 1  # it stopped as the turn ended, at my first question in the next one
    assert session.human_to_act()
    assert sent and all(a.kind == "pass" and a.player == session.viewer for a in sent)
    session.perform_text("concede")
    other.result(60)
    net.run(remote.close())
    session.stop()
