"""Nothing lost: the game in progress survives a kill -9 and is offered at the next start; a new
game asks before replacing one in progress; the end of a game is a result with what comes next."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from desktop.autosave import GameJournal, peek, read_journal
from desktop.dialogs.game_over import GameOverDialog
from desktop.main_window import MainWindow
from desktop.session import GameSession
from tests.desktop.deciding import human_deciding
from tests.desktop.tables import shown_window

ROOT = Path(__file__).resolve().parents[2]

_PLAYER = textwrap.dedent("""
    import os, sys
    from PySide6.QtWidgets import QApplication
    from desktop.main_window import MainWindow
    from desktop.session import BOT, HUMAN, Seat
    from engine.core import Rng, get_game

    app = QApplication([])
    window = MainWindow("en")
    game = get_game(sys.argv[1])
    window.games.open_session(game.new_initial_state(game.demo_pair(), 4), (Seat(HUMAN), Seat(BOT, "random")), 4)
    session = window.session
    rng = Rng(5)
    while not session.state.is_terminal():  # the human plays at random; the bot answers on the event loop
        app.processEvents()
        if session.human_to_act() and not session.thinking:
            legal = session.legal_actions()
            session.perform(legal[rng.below(len(legal))])
            print(len(session.state.history), session.state.state_hash(), flush=True)
    os._exit(0)
""")


@pytest.mark.parametrize("game", ["six", "mtg"])
def test_a_game_killed_mid_play_resumes_where_it_was(qtbot, tmp_path: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    """A real process plays, is killed with SIGKILL after 20 of its actions, and the next start
    offers the game: resumed, it is the state the process had reached."""
    env = dict(os.environ, XDG_DATA_HOME=os.environ["XDG_DATA_HOME"], XDG_CONFIG_HOME=os.environ["XDG_CONFIG_HOME"],
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    process = subprocess.Popen([sys.executable, "-c", _PLAYER, game], stdout=subprocess.PIPE, text=True, env=env,
                               cwd=ROOT)
    reached: dict[int, str] = {}
    assert process.stdout is not None
    for line in process.stdout:
        count, digest = line.split()
        reached[int(count)] = digest
        if len(reached) == 20:
            break
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert len(reached) == 20, "the game ended before it could be killed"
    window = shown_window(qtbot)
    resume = window.findChild(QPushButton, "resume")
    assert resume is not None, "the start page does not offer the kept game"
    resume.click()
    qtbot.waitUntil(lambda: isinstance(window.session, GameSession), timeout=20_000)
    state = window.session.state
    count = len(state.history)
    assert count >= max(reached)  # every action the process told about was kept
    if count in reached:
        assert state.state_hash() == reached[count]


def test_a_torn_last_line_keeps_the_actions_before_it(tmp_path: Path) -> None:
    from engine.core import get_game

    game = get_game("six")
    state = game.new_initial_state(game.demo_pair(), 3)
    from desktop.session import BOT, HUMAN, Seat

    journal = GameJournal(tmp_path / "game.jsonl")
    journal.start(state, (Seat(HUMAN), Seat(BOT, "random")), 3)
    for _ in range(6):
        action = state.legal_actions()[0]
        text = state.action_to_string(action)
        state.apply_action(action)
        journal.append(action.player, text)
    with open(journal.path, "a", encoding="utf-8") as handle:
        handle.write('{"player": 0, "act')  # a kill in the middle of a line
    saved = read_journal(journal.path)
    assert saved.state.history == state.history
    waiting = peek(journal.path)
    assert waiting is not None and waiting.actions == 6


def test_a_new_game_asks_before_replacing_the_one_in_progress(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    window.games.start_demo("six")
    first = window.session
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.No)
    window.games.start_demo("ygo")
    assert asked and window.session is first
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    window.games.start_demo("ygo")
    assert window.session is not first and window.session.state.game.name == "ygo"


def test_the_end_of_a_game_is_a_result_with_a_rematch(qtbot) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = shown_window(qtbot)
    window.games.start_demo("eliria")
    session = window.session
    assert isinstance(session, GameSession)
    decks = session.state.setup.decks
    session.perform_text("concede")
    qtbot.waitUntil(lambda: window.findChild(GameOverDialog) is not None and window.findChild(GameOverDialog).isVisible())
    dialog = window.findChild(GameOverDialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["headline"] in ("You lose", "Pierdes")
    assert "concede" in labels["reason"]
    assert peek(window.games.journal.path) is None, "a finished game is not offered to resume"
    dialog.findChild(QPushButton, "rematch").click()
    assert window.session is not session and isinstance(window.session, GameSession)
    assert window.session.state.setup.decks == decks and not window.session.state.is_terminal()


def test_the_start_page_offers_an_unfinished_lan_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    from engine.net.seatfile import seats_dir

    window = shown_window(qtbot)
    assert window.findChild(QPushButton, "lan-back") is None
    seats_dir().mkdir(parents=True, exist_ok=True)
    (seats_dir() / "sala.json").write_text("{}", encoding="utf-8")  # a seat file a crashed window left
    window.show_start_page()
    assert window.findChild(QPushButton, "lan-back") is not None


def test_a_new_game_asks_before_replacing_the_kept_one(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The start page offers a kept game; a new demo would be journaled in its place, so it asks."""
    window = shown_window(qtbot)
    window.games.start_demo("six")
    kept_actions = len(window.session.state.history)  # type: ignore[union-attr]
    window.show_start_page()  # as the next start shows it: the six game is offered
    assert peek(window.games.journal.path) is not None
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.No)
    window.games.start_demo("ygo")
    assert asked and "Souls in Xtinction" in asked[0]
    kept = peek(window.games.journal.path)
    assert kept is not None and kept.title == "Souls in Xtinction" and kept.actions == kept_actions
    window.games.resume_kept_game()  # resuming it asks nothing
    qtbot.waitUntil(lambda: window.tabs.widget(0) is window.table)
    assert len(asked) == 1 and window.session.state.game.name == "six"  # type: ignore[union-attr]


@pytest.mark.parametrize("game", ["six", "mtg"])
def test_a_resumed_game_shows_its_log_so_far(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    """The log of a resumed game starts with the lines it had as it was played (actions and what
    they did, the bot's too, the opponent's hidden cards hidden as they were), then says where it
    goes on."""
    window = shown_window(qtbot)
    window.games.start_demo(game)
    session = window.session
    assert isinstance(session, GameSession)
    while len(session.state.history) < 12:
        qtbot.waitUntil(lambda: human_deciding(session) or session.state.is_terminal())
        if session.state.is_terminal():
            break
        session.perform(session.legal_actions()[-1])
    qtbot.waitUntil(lambda: not session.thinking)
    played = window.table.log.toPlainText().split("\n")
    window.show_start_page()
    window.games.resume_kept_game()
    qtbot.waitUntil(lambda: window.tabs.widget(0) is window.table and window.session is not session)
    lines = window.table.log.toPlainText().split("\n")
    marker = lines.index(QCoreApplication.translate("GameSession", "— the game goes on from here —"))
    assert len(played) > 12 and any("carta oculta" in line or "hidden card" in line for line in played)
    assert lines[:marker] == played
