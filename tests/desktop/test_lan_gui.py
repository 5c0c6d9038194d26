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


def test_the_lobby_lists_rooms_and_builds_a_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
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
    choice = lobby.choice()
    assert choice is not None and choice.mode == "join" and choice.address == "192.168.1.20:47820"
    assert choice.deck is not None and choice.name == "Ana"
    lobby.grab().save(str(ARTIFACTS / "lan-lobby-join.png"))
    lobby.tabs.setCurrentIndex(1)
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
def test_a_lan_duel_hosted_from_the_window_against_a_remote_bot(qtbot, tmp_path: Path, monkeypatch, game: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    window = MainWindow("es", store=None)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    lobby = LanLobbyDialog(window, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentIndex(1)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData(game))  # the list is sorted by name
    assert lobby.host_game.currentData() == game
    lobby.port.setValue(47820 + 7)
    choice = lobby.choice()
    assert choice is not None
    choice.port = 0  # any free port for the test
    assert window.start_lan(choice)
    session = window.session
    assert isinstance(session, NetworkSession) and session.host is not None
    net = NetLoop.shared()
    remote = Client(game, "Bot remoto", deck=get_game(game).demo_pair()[1].to_codes())
    net.run(remote.connect("127.0.0.1", session.host.port))
    bot = net.submit(play_randomly(remote, "remote", timeout=30))
    rng = Rng(3)
    shots = 0
    moves = 0
    for _ in range(3000):
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
    bot.result(30)
    # a duel may end early by the rules (an Eliria player with no combatant at the power phase
    # loses, Eliria 7.b): every move the human made went through, which is what is tested
    assert session.over and remote.match_over and moves >= 1, (
        f"over={session.over} remote_over={remote.match_over} moves={moves} errors={remote.errors[-3:]}\n"
        + "\n".join(window.log.toPlainText().splitlines()[-25:]))
    assert session.client.verdicts and session.client.verdicts[-1].fair
    assert "barajados verificados" in window.log.toPlainText()
    save = tmp_path / "lan.json"
    session.save(save)
    assert save.read_text().startswith('{"format": "tapete-replay"')
    net.run(remote.close())
    session.stop()


def test_the_lobby_refuses_a_broken_deck_file_and_takes_a_good_one(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    lobby = LanLobbyDialog(None, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentIndex(1)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData("six"))  # the list is sorted by name
    broken = tmp_path / "roto.deck"
    broken.write_text("esto no es un mazo\n", encoding="utf-8")
    assert not lobby.load_file(lobby.host_game, lobby.host_deck, str(broken))
    assert "roto.deck" in lobby.problem.text()
    demo = next((get_game("six").folder / "decks").glob("*.deck"))
    assert lobby.load_file(lobby.host_game, lobby.host_deck, str(demo))
    choice = lobby.choice()
    assert choice is not None and choice.deck == get_game("six").demo_decks()[lobby.host_deck.currentText()].to_codes()
    lobby.done(0)
