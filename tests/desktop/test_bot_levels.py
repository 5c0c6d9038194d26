"""Playing the bot from the window: its level in the new-game dialog, a busy bar while it thinks
in its worker thread, and a search stopped at once when the duel closes or the human undoes."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import pytest

from desktop.dialogs.new_game import NewGameDialog
from desktop.main_window import MainWindow
from desktop.session import BOT, HUMAN, Seat
from engine.ai import bots
from engine.ai.ismcts import ISMCTSBot
from engine.ai.levels import Level
from engine.core import Action
from engine.core.state import State
from engine.scenario import build_state, load_scenario
from tests.helpers import demo_state

#: A search that only ends when it is told to stop.
ENDLESS = Level("endless", None, 10**9, 4)


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface in Spanish for one test, then back to the default."""
    from desktop.i18n import install

    install("es")
    yield


@pytest.fixture
def endless_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bots.BOTS, "endless", lambda seed: ISMCTSBot(seed, ENDLESS))


def _window(qtbot, state: State, seats: tuple[Seat, ...]) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.games.open_session(state, seats, 1)
    return window


def test_the_dialog_offers_the_bot_levels_in_spanish(qtbot, spanish: None) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(game="six")
    qtbot.addWidget(dialog)
    levels = [dialog.level_box.itemData(i) for i in range(dialog.level_box.count())]
    assert levels == ["easy", "normal", "hard", "random"] and all(level in bots.BOTS for level in levels)
    assert [dialog.level_box.itemText(i).split(":")[0] for i in range(4)] == ["Fácil", "Normal", "Difícil", "Aleatorio"]
    settings = dialog.settings()
    assert settings is not None and settings.bot == "normal"
    dialog.level_box.setCurrentIndex(levels.index("hard"))
    assert dialog.settings().bot == "hard"  # type: ignore[union-attr]
    dialog.opponent_box.setCurrentIndex(dialog.opponent_box.findData("hotseat"))
    assert not dialog.level_box.isEnabled()


def test_closing_the_duel_stops_a_thinking_bot(qtbot, endless_bot: None, spanish: None, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = demo_state("six", 3)
    if state.current_player() == 0:
        state.apply_action(Action("keep", 0))
    window = _window(qtbot, state, (Seat(BOT, "endless"), Seat(BOT, "endless")))
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: session.thinking, timeout=3000)
    qtbot.waitUntil(lambda: window.table.prompt_bar.busy.isVisible(), timeout=3000)
    assert "pensando" in window.table.prompt_bar.text.text()
    shot = window.grab()
    shot.save(os.environ.get("TAPETE_SHOTS", str(tmp_path)) + "/bot-thinking.png")
    history = len(state.history)
    window.close()  # the window stops the session; the endless search must end
    assert session.wait_for_bots(5000), "the bot kept thinking after the duel was closed"
    assert len(state.history) == history and not session.thinking


def test_undo_interrupts_the_bot_and_returns_to_the_human(qtbot, endless_bot: None, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.toml"
    path.write_text('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Recluta Errante", "Larva Sombría"]\n[setup.P2]\nhand = ["Bendición", "Recluta Errante"]\nmana = 2\n', encoding="utf-8")
    data, raw = load_scenario(path)
    state = build_state(path, data, raw)
    window = _window(qtbot, state, (Seat(HUMAN), Seat(BOT, "endless")))
    session = window.session
    assert session is not None
    before = state.state_hash()
    session.perform_text("play Recluta Errante")
    qtbot.waitUntil(lambda: session.thinking, timeout=3000)
    session.undo()
    assert session.wait_for_bots(5000), "undo left the bot thinking"
    assert state.state_hash() == before and session.human_to_act() and not window.table.prompt_bar.busy.isVisible()
