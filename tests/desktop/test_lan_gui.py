"""The LAN lobby and a LAN duel played at the table: screenshots under test-artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.dialogs.lan_lobby import LanLobbyDialog
from desktop.main_window import MainWindow
from desktop.net_session import NetLoop, NetworkSession
from desktop.table.items import ANIMATION_MS
from tests.desktop.test_full_duel import _perform, reachable
from engine.core import Rng
from engine.core.game import game_names, get_game
from engine.net.autoplay import play_randomly
from engine.net.client import Client
from engine.net.discovery import RoomInfo

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
MOVES = 15  # the human's moves by clicks in a LAN duel, then a concession


def test_the_lobby_lists_rooms_and_builds_a_choice(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))  # no unfinished game of the user's in the way
    ARTIFACTS.mkdir(exist_ok=True)
    lobby = LanLobbyDialog(None, None, "Ana")
    qtbot.addWidget(lobby)
    rooms = [
        RoomInfo("192.168.1.20", 47820, "Mesa de Bea", "six", ("Bea",), 1, True, True, 3, ()),
        RoomInfo("192.168.1.31", 47820, "Torneo del barrio", "six", (), 2, False, False, 1, ()),
    ]
    lobby.show_rooms(rooms)
    lobby.show()
    assert lobby.room_list.topLevelItemCount() == 2
    lobby.room_list.topLevelItem(0).setSelected(True)
    assert lobby.address.text() == "192.168.1.20:47820"
    assert lobby.choice() is None and lobby.problem.text()  # Bea's room asks for a password
    lobby.password.setText("de Bea")
    choice = lobby.choice()
    assert choice is not None and choice.mode == "join" and choice.address == "192.168.1.20:47820"
    assert choice.password == "de Bea"
    assert choice.deck is not None and choice.name == "Ana"
    lobby.grab().save(str(ARTIFACTS / "lan-lobby-join.png"))
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.best_of.setCurrentIndex(1)
    lobby.turn_seconds.setValue(90)
    lobby.undo.setChecked(True)
    lobby.password.setText("secreto")
    hosting = lobby.choice()
    assert hosting is not None and hosting.mode == "host"
    assert (hosting.room.best_of, hosting.room.turn_seconds, hosting.room.undo, hosting.room.spectators) == (3, 90, True, True)
    assert hosting.password == "secreto"
    lobby.grab().save(str(ARTIFACTS / "lan-lobby-host.png"))
    lobby.done(0)


@pytest.mark.parametrize("game", game_names())
def test_a_lan_duel_hosted_from_the_window_against_a_remote_bot(qtbot, tmp_path: Path, monkeypatch, game: str,  # type: ignore[no-untyped-def]
                                                               dialogs: list[str]) -> None:
    """The human plays by real clicks and drags on the table, each move a round trip through the
    host: ``MOVES`` of them (what is checked is per move), then concedes; the duel's shuffle is
    re-checked and the game saved as a replay."""
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    window = MainWindow("es", store=None)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    lobby = LanLobbyDialog(window, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData(game))  # the list is sorted by name
    assert lobby.host_game.currentData() == game
    lobby.port.setValue(47820 + 7)
    choice = lobby.choice()
    assert choice is not None
    choice.port = 0  # any free port for the test
    assert window.lan.start_lan(choice)
    session = window.session
    assert isinstance(session, NetworkSession) and session.host is not None
    net = NetLoop.shared()
    remote = Client(game, "Bot remoto", deck=get_game(game).demo_pair()[1].to_codes())
    net.run(remote.connect("127.0.0.1", session.host.port))
    bot = net.submit(play_randomly(remote, "remote", timeout=30))
    rng = Rng(3)
    shots = 0
    moves = 0
    while moves < MOVES:
        qtbot.waitUntil(lambda: session.over or session.human_to_act(), timeout=15000)
        if session.over:
            break
        qtbot.wait(ANIMATION_MS + 40)  # let the cards land, as a person would
        if not session.human_to_act():
            continue  # auto-pass answered meanwhile
        if shots == 0 and session.client.n > 6:
            window.grab().save(str(ARTIFACTS / f"lan-table-{game}.png"))
            shots += 1
        before = session.client.n
        # a person acts on what they see: a card buried under others in a crowded zone waits
        gesture = rng.choice([g for g in session.legal_gestures() if reachable(window, g)] or session.legal_gestures())
        _perform(qtbot, window, gesture)  # real clicks and drags on the table
        try:
            # the answer makes a round trip through the host and two threads: slow on a loaded machine
            qtbot.waitUntil(lambda: session.client.n != before or session.over, timeout=15000)
        except Exception:
            raise AssertionError(f"{gesture} did nothing at action {before}: {window.statusBar().currentMessage()}")
        moves += 1
    if not session.over:
        session.perform_text("concede")
        qtbot.waitUntil(lambda: session.over, timeout=15000)
    bot.result(30)
    # a duel may end early by the rules (an Eliria player with no combatant at the power phase
    # loses, Eliria 7.b): every move the human made went through, which is what is tested
    assert session.over and remote.match_over and moves >= 1, (
        f"over={session.over} remote_over={remote.match_over} moves={moves} errors={remote.errors[-3:]}\n"
        + "\n".join(window.table.log.toPlainText().splitlines()[-25:]))
    assert session.client.verdicts and session.client.verdicts[-1].fair
    assert "barajados verificados" in window.table.log.toPlainText()
    save = tmp_path / "lan.json"
    session.save(save)
    assert save.read_text().startswith('{"format": "tapete-replay"')
    net.run(remote.close())
    session.stop()


def test_the_lobby_refuses_a_broken_deck_file_and_takes_a_good_one(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    lobby = LanLobbyDialog(None, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData("six"))  # the list is sorted by name
    broken = tmp_path / "roto.deck"
    broken.write_text("esto no es un mazo\n", encoding="utf-8")
    lobby.load_file(lobby.host_game, lobby.host_deck, str(broken))  # read on a worker thread
    qtbot.waitUntil(lambda: "roto.deck" in lobby.problem.text())
    demo = next((get_game("six").folder / "decks").glob("*.deck"))
    lobby.load_file(lobby.host_game, lobby.host_deck, str(demo))
    qtbot.waitUntil(lambda: lobby.host_deck.currentData() == "loaded")
    choice = lobby.choice()
    assert choice is not None and choice.deck == get_game("six").demo_decks()[lobby.host_deck.currentText()].to_codes()
    lobby.done(0)


# ---------------------------------------------------------------------------- seats kept on disk


def _crash(session: NetworkSession) -> None:
    """The window's process dies: every connection cut at once, nothing said, nothing tidied."""

    async def die() -> None:
        client = session.client
        client.reconnect_seconds = 0
        if client.peer is not None:
            client.peer.writer.transport.abort()
        host = session.host
        if host is not None:
            session.announcer.stop()
            for conn in host.connections():
                conn.peer.writer.transport.abort()
            host.server.close()
            if host._timer is not None:
                host._timer.cancel()
            host.journal.close()

    session.stopped = True
    session.net.run(die())


@pytest.fixture
def dialogs(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Message boxes answered at once (Yes) and noted, so that no modal dialog stops a test."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []

    def note(kind: str) -> object:
        def answer(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
            shown.append(f"{kind}: {title}: {text}")
            return QMessageBox.StandardButton.Yes
        return answer

    for kind in ("critical", "warning", "question", "information"):
        monkeypatch.setattr(QMessageBox, kind, note(kind))
    return shown


def _come_back(qtbot, window: MainWindow, kind: str) -> NetworkSession:  # type: ignore[no-untyped-def]
    """Open the lobby after the crash: it offers the unfinished game first; go back to it."""
    lobby = LanLobbyDialog(window, None, "Ana")
    qtbot.addWidget(lobby)
    assert lobby.tabs.currentWidget() is lobby.back_tab and len(lobby.unfinished) == 1
    choice = lobby.choice()
    assert choice is not None and choice.mode == kind
    lobby.done(0)
    assert window.lan.start_lan(choice), window.statusBar().currentMessage()
    session = window.session
    assert isinstance(session, NetworkSession)
    return session


def _concede_when_playing(qtbot, session: NetworkSession) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: session.client.observation is not None, timeout=15000)
    session.perform(session.client.concede_action())
    qtbot.waitUntil(lambda: session.over, timeout=15000)


def test_a_crashed_window_rejoins_its_seat_from_its_seat_file(qtbot, tmp_path: Path, monkeypatch, dialogs: list[str]) -> None:  # type: ignore[no-untyped-def]
    import stat

    from desktop.net_session import LanChoice, open_lan_session
    from engine.net import seatfile
    from engine.net.host import Host, RoomSettings

    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    net = NetLoop.shared()

    async def open_room() -> Host:
        host = Host(RoomSettings("six"), journal_path=tmp_path / "room.jsonl")
        await host.start("127.0.0.1", 0)
        return host

    host = net.run(open_room())
    remote = Client("six", "Bot remoto", deck=get_game("six").demo_pair()[0].to_codes(), reconnect_seconds=30)
    net.run(remote.connect("127.0.0.1", host.port))
    bot = net.submit(play_randomly(remote, "remote", timeout=30))
    choice = LanChoice("join", "six", "Ana", get_game("six").demo_pair()[1].to_codes(), address=f"127.0.0.1:{host.port}")
    first = open_lan_session(choice, net)
    qtbot.waitUntil(lambda: first.client.n > 0 or bool(first.legal), timeout=15000)
    [path] = seatfile.seats_dir().glob("*.json")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600  # like the journal: its owner's only
    memo = seatfile.read(path)
    assert memo["token"] == first.client.token and memo["duels"]["1"]["revealed"]
    seat = first.client.seat
    _crash(first)
    window = MainWindow("es", store=None)
    qtbot.addWidget(window)
    session = _come_back(qtbot, window, "rejoin")
    assert not dialogs, dialogs
    assert session.client.seat == seat and session.client.token == memo["token"]
    _concede_when_playing(qtbot, session)
    bot.result(30)
    assert remote.verdicts and remote.verdicts[-1].fair
    assert session.client.verdicts and all(v.fair for v in session.client.verdicts)
    session.stop()
    assert not dialogs, dialogs
    assert not path.exists()  # the match is over: nothing left to come back to
    net.run(remote.close())
    net.run(host.close())


def test_a_room_hosted_by_a_crashed_window_resumes_from_its_journal(qtbot, tmp_path: Path, monkeypatch, dialogs: list[str]) -> None:  # type: ignore[no-untyped-def]
    from desktop.net_session import LanChoice, open_lan_session
    from engine.net.host import RoomSettings

    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    net = NetLoop.shared()
    choice = LanChoice("host", "six", "Ana", get_game("six").demo_pair()[0].to_codes(), "caracola",
                       room=RoomSettings("six", "Mesa de Ana"), port=0)
    first = open_lan_session(choice, net)
    port = first.host.port
    remote = Client("six", "Bot remoto", deck=get_game("six").demo_pair()[1].to_codes(), password="caracola",
                    reconnect_seconds=60)
    net.run(remote.connect("127.0.0.1", port))
    bot = net.submit(play_randomly(remote, "remote", timeout=60))
    # the window's question arrives from the network thread after the client has its observation:
    # waiting for the client alone, the window could still have no question, answer nothing, and
    # wait for a move nobody else was to make (CI run of 17a371b)
    qtbot.waitUntil(lambda: first.human_to_act() or first.client.n > 0, timeout=15000)
    if first.human_to_act():
        first.perform(first.legal[0].action)
    qtbot.waitUntil(lambda: first.client.n > 0, timeout=15000)
    _crash(first)
    window = MainWindow("es", store=None)
    qtbot.addWidget(window)
    session = _come_back(qtbot, window, "resume")
    assert not dialogs, dialogs
    assert session.host is not None and session.host.port == port and session.host.key is not None
    assert session.client.seat == 0
    _concede_when_playing(qtbot, session)
    bot.result(60)
    assert remote.verdicts and remote.verdicts[-1].fair and not remote.alerts
    assert session.client.verdicts and all(v.fair for v in session.client.verdicts)
    session.stop()
    assert not dialogs, dialogs
    net.run(remote.close())


def test_a_password_room_from_the_window_both_ways(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.net_session import LanChoice, open_lan_session
    from engine.net.client import JoinError
    from engine.net.host import Host, RoomSettings

    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    net = NetLoop.shared()
    hosted = open_lan_session(LanChoice("host", "six", "Ana", get_game("six").demo_pair()[0].to_codes(), "caracola",
                                        room=RoomSettings("six", "Mesa"), port=0), net)
    intruder = Client("six", "intruso", deck=get_game("six").demo_pair()[1].to_codes(), password="almeja")
    with pytest.raises(JoinError, match="contraseña"):
        net.run(intruder.connect("127.0.0.1", hosted.host.port))
    assert hosted.host.seats[1].token is None

    async def open_room() -> Host:
        host = Host(RoomSettings("six"), password="berberecho", journal_path=tmp_path / "other.jsonl")
        await host.start("127.0.0.1", 0)
        return host

    other = net.run(open_room())
    lobby = LanLobbyDialog(None, None, "Bea")
    qtbot.addWidget(lobby)
    assert lobby.tabs.currentWidget() is lobby.back_tab  # the hosted room is not over: offered first
    lobby.tabs.setCurrentWidget(lobby.join_tab)
    lobby.show_rooms([RoomInfo("127.0.0.1", other.port, "Sala", "six", (), 2, True, True, 1, ())])
    lobby.room_list.topLevelItem(0).setSelected(True)
    assert lobby.choice() is None and lobby.problem.text()  # the room asks for a password
    lobby.password.setText("berberecho")
    choice = lobby.choice()
    assert choice is not None and choice.password == "berberecho"
    lobby.done(0)
    joined = open_lan_session(choice, net)
    assert joined.client.seat == 0 and joined.client.room["password"] is True
    for session in (joined, hosted):
        session.stop()
    net.run(other.close())


def test_the_lobby_names_a_broken_seat_file_and_forgets_it(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from engine.net import seatfile

    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    broken = seatfile.seats_dir() / "20250101-000000-00000000.json"
    broken.parent.mkdir(parents=True)
    broken.write_text('{"token": 5, "duels": {}}', encoding="utf-8")
    lobby = LanLobbyDialog(None, None, "Ana")
    qtbot.addWidget(lobby)
    assert lobby.tabs.currentWidget() is lobby.back_tab
    assert lobby.choice() is None and "campo «token»" in lobby.problem.text() and str(broken) in lobby.problem.text()
    lobby.discard_unfinished()
    assert not broken.exists() and lobby.back_list.topLevelItemCount() == 0
    lobby.done(0)
